// The terminal log of `build` and `serve`: warnings wait for the build's next line,
// then come grouped.
import assert from 'node:assert/strict';
import test from 'node:test';
import { groupingLog } from '../../../src/cli/warning-log.js';
import { waitUntil } from '../../fixtures/wait.js';

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

test('warnings held longer than the wait are printed, grouped, while the build still runs', async () => {
  const printed: string[] = [];
  const { log, flush } = groupingLog((level, message) => printed.push(`${level}: ${message}`), 20);
  for (const n of [1, 2, 3, 4, 5]) log('warn', `content/a.md:${n}: the MDX component <Tabs> x.`);
  assert.deepEqual(printed, []);
  await waitUntil(() => printed.length > 0, 'the held warnings to be printed');
  assert.deepEqual(printed, [
    'warn: content/a.md:1: the MDX component <Tabs> x.',
    'warn: content/a.md:2: the MDX component <Tabs> x.',
    'warn: content/a.md:3: the MDX component <Tabs> x.',
    'warn: … and 2 more like this in content/a.md (lines 4, 5)',
  ]);
  // Nothing is held now: the end of the build prints nothing twice.
  flush();
  assert.equal(printed.length, 4);
});

test('a build that keeps the event loop busy still prints what has waited: at its checkpoints and at a new warning', () => {
  const printed: string[] = [];
  const { log, flushIfDue } = groupingLog(
    (level, message) => printed.push(`${level}: ${message}`),
    20,
  );
  const busyFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };
  log('warn', 'content/a.md:1: the MDX component <Tabs> x.');
  flushIfDue();
  assert.deepEqual(printed, [], 'not yet waited the hold');
  busyFor(30);
  flushIfDue();
  assert.deepEqual(printed, ['warn: content/a.md:1: the MDX component <Tabs> x.']);
  log('warn', 'content/a.md:2: the MDX component <Tabs> x.');
  busyFor(30);
  log('warn', 'content/b.md:3: front matter `tags` is not read.');
  assert.deepEqual(printed.slice(1), [
    'warn: content/a.md:2: the MDX component <Tabs> x.',
    'warn: content/b.md:3: front matter `tags` is not read.',
  ]);
});
