// A full disk is an error the user can fix, not a bug: the message names the
// folder, the previous output stays as it was, and no file (not even an empty
// one) is left in the project. The disk is filled by a preloaded module that
// makes matching writes fail with ENOSPC after creating the file, as a full disk
// does (test/fixtures/full-disk.mjs).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite } from '../fixtures/small-site.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.resolve(here, '../../bin/docgen.js');
const fullDisk = path.resolve(here, '../fixtures/full-disk.mjs');
const site = makeSmallSite();
after(() => rmSync(site, { recursive: true, force: true }));

const docgen = (full?: string) =>
  spawnSync(process.execPath, ['--import', fullDisk, cli, 'build'], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, DOCGEN_TEST_FULL_DISK: full ?? '$^' },
  });

/** Every file of the project (the cache too), with its bytes. */
function snapshot(): Map<string, string> {
  return new Map(
    readdirSync(site, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((f) => [path.relative(site, f), readFileSync(f, 'latin1')]),
  );
}

test('a disk that fills while the output is written: exit 1 naming the output folder, and the project as it was', () => {
  const first = docgen();
  assert.equal(first.status, 0, first.stderr);
  const before = snapshot();
  const run = docgen('\\.docgen-tmp-build-');
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(
    run.stderr,
    /^error: Could not write the output folder .*build: the disk is full \(ENOSPC at .*\)\.\n {2}hint: Free some space on that disk, or build into a folder on another disk with --out\. The previous output in .*build is as it was\./m,
  );
  assert.doesNotMatch(run.stderr, /a bug/);
  assert.deepEqual(snapshot(), before);
});

test('a disk that is full for every write: exit 1 with the folder named, no empty file left anywhere in the project', () => {
  const before = snapshot();
  // The cache is dropped so the build writes everything anew (the config's bundle, every entry).
  rmSync(path.join(site, '.docgen-cache'), { recursive: true });
  const withoutCache = snapshot();
  const run = docgen('.');
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /^error: Could not write .*: the disk is full \(ENOSPC/m);
  assert.doesNotMatch(run.stderr, /a bug/);
  const after = snapshot();
  assert.deepEqual(
    [...after.keys()].filter((f) => !withoutCache.has(f)),
    [],
    'no file was added to the project',
  );
  for (const [file, text] of withoutCache) assert.equal(after.get(file), text, file);
  assert.equal(
    after.get(path.join('build', 'index.html')),
    before.get(path.join('build', 'index.html')),
  );
});
