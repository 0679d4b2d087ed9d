// The terminal log of `build` and `serve`: warnings wait for the build's next line,
// then come grouped.
import assert from 'node:assert/strict';
import test from 'node:test';
import { groupingLog } from '../../../src/cli/warning-log.js';

test('warnings are held until the next line that is not one, then printed grouped', () => {
  const printed: string[] = [];
  const { log, flush } = groupingLog((level, message) => printed.push(`${level}: ${message}`));
  for (const n of [1, 2, 3, 4, 5, 6]) log('warn', `content/a.md:${n}: the MDX component <Tabs> x.`);
  assert.deepEqual(printed, []);
  log('info', 'Rebuilt in 40 ms');
  assert.deepEqual(printed, [
    'warn: content/a.md:1: the MDX component <Tabs> x.',
    'warn: content/a.md:2: the MDX component <Tabs> x.',
    'warn: content/a.md:3: the MDX component <Tabs> x.',
    'warn: … and 3 more like this in content/a.md (lines 4, 5, 6)',
    'info: Rebuilt in 40 ms',
  ]);
  log('warn', 'content/b.md:2: front matter `tags` is not read.');
  flush();
  flush();
  assert.equal(printed.at(-1), 'warn: content/b.md:2: front matter `tags` is not read.');
  assert.equal(printed.length, 6);
});
