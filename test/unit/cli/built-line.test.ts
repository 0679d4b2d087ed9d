// The last line of `docgen build`: counts read as English, one page or many.
import assert from 'node:assert/strict';
import test from 'node:test';
import { builtLine } from '../../../src/cli/built-line.js';

test('the build line says "1 page" and "1 warning", and plurals for other counts', () => {
  assert.equal(builtLine(1, 212, 0), 'Built 1 page in 212 ms');
  assert.equal(builtLine(186, 1627, 2), 'Built 186 pages in 1627 ms (2 warnings)');
  assert.equal(builtLine(0, 5, 1), 'Built 0 pages in 5 ms (1 warning)');
});
