// A worker thread started from the sources is a bundled file: it must not inherit
// the flag that loads tsx (src/worker/worker-thread.ts withoutTsx).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withoutTsx } from '../../../src/worker/worker-thread.js';

test("tsx's flag is left out in every spelling; other flags are kept in order", () => {
  assert.deepEqual(withoutTsx(['--import', 'tsx', '--expose-gc']), ['--expose-gc']);
  assert.deepEqual(withoutTsx(['--import=tsx', '--max-old-space-size=512']), [
    '--max-old-space-size=512',
  ]);
  assert.deepEqual(
    withoutTsx(['--loader', 'tsx/esm', '--require=tsx/cjs', '--enable-source-maps']),
    ['--enable-source-maps'],
  );
  assert.deepEqual(withoutTsx(['--import', './setup.mjs', '--import', 'tsx']), [
    '--import',
    './setup.mjs',
  ]);
  assert.deepEqual(withoutTsx([]), []);
});

test('this process runs through tsx, and a worker started from it gets no tsx flag', () => {
  assert.ok(
    process.execArgv.some((a) => /tsx/.test(a)) || process.env.NODE_OPTIONS?.includes('tsx'),
    `tests run through tsx (${process.execArgv.join(' ')})`,
  );
  assert.ok(!withoutTsx(process.execArgv).some((a) => /tsx/.test(a)));
});
