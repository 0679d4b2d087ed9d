// The last line of `docgen build`: counts read as English, one page or many.
import assert from 'node:assert/strict';
import test from 'node:test';
import { builtLine } from '../../../src/cli/built-line.js';

test('the build line says "1 page" and "1 warning", and plurals for other counts', () => {
  assert.equal(builtLine(1, 212, []), 'Built 1 page in 212 ms');
  assert.equal(
    builtLine(186, 1627, ['a.md:1: x', 'b.md:2: y']),
    'Built 186 pages in 1627 ms (2 warnings)',
  );
  assert.equal(builtLine(0, 5, ['a.md:1: x']), 'Built 0 pages in 5 ms (1 warning)');
});

test('when warnings were folded, the build line counts them all with their files, and names --verbose', () => {
  const tabs = [3, 9, 14, 20, 31].map(
    (n) => `content/a.md:${n}: the MDX component <TabItem> was left out.`,
  );
  const warnings = [...tabs, 'content/b.md:1: front matter `tags` is not read by docgen.'];
  assert.equal(
    builtLine(47, 900, warnings),
    'Built 47 pages in 900 ms (6 warnings in 2 files; --verbose prints each in full)',
  );
  assert.equal(
    builtLine(47, 900, warnings, true),
    'Built 47 pages in 900 ms (6 warnings in 2 files)',
  );
});
