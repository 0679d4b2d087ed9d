// Something in the lock file's place that is no regular file (a FIFO, a link to
// /dev/zero) is no lock of docgen's: reading it would block or never end, so it
// is taken as stale, removed and replaced by this build's lock.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockFileFor, lockOutput } from '../../../src/output/output-lock.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-lock-kinds-'));
after(() => rmSync(work, { recursive: true, force: true }));

for (const [kind, make] of [
  ['a FIFO', (file: string) => execFileSync('mkfifo', [file])],
  ['a link to /dev/zero', (file: string) => symlinkSync('/dev/zero', file)],
] as const) {
  test(`${kind} where the lock goes is taken over, not read`, () => {
    const out = path.join(work, kind.replace(/\W+/g, '-'));
    make(lockFileFor(out));
    const unlock = lockOutput(out);
    assert.ok(lstatSync(lockFileFor(out)).isFile(), 'the lock is a file of this build');
    unlock();
    assert.ok(!existsSync(lockFileFor(out)));
  });
}
