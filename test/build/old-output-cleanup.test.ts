// The previous output is swapped out when a build is written. A CLI build leaves
// its deletion to a detached process and exits once the new output is in place
// (deleting hundreds of files one by one was half of a warm build's time on a VM's
// disk); a build run in-process (the dev server, tests) deletes it before returning.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { makeSmallSite } from '../fixtures/small-site.js';
import { waitUntil } from '../fixtures/wait.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const site = makeSmallSite();
after(() => rmSync(site, { recursive: true, force: true }));

/** Folders docgen made beside the output: temporary ones and swapped-out outputs. */
const leftovers = () => readdirSync(site).filter((name) => name.startsWith('.docgen-tmp-'));
const guide = () => readFileSync(path.join(site, 'build/guide/index.html'), 'utf8');
const editGuide = (text: string) =>
  writeFileSync(path.join(site, 'content/guide.md'), `---\ntitle: Guide\n---\n## Setup\n${text}\n`);

test('a CLI build over an earlier output exits with the new output in place, and the old one is deleted after it', async () => {
  const first = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(first.status, 0, first.stderr);
  editGuide('Second text.');
  const second = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(second.status, 0, second.stderr);
  // In place when the command returns.
  assert.match(guide(), /Second text\./);
  await waitUntil(() => leftovers().length === 0, 'the swapped-out output to be deleted');
});

test('an in-process build has deleted the old output when it returns', async () => {
  editGuide('Third text.');
  await build({ root: site });
  assert.match(guide(), /Third text\./);
  assert.deepEqual(leftovers(), []);
});

test('a swapped-out output whose deletion never ran is removed by the next build', async () => {
  // What a background deletion that was killed leaves: the folder of a process that is gone.
  const stale = path.join(site, '.docgen-tmp-build-999999999-1-old');
  spawnSync(process.execPath, [
    '-e',
    `require('fs').cpSync(${JSON.stringify(path.join(site, 'build'))}, ${JSON.stringify(stale)}, { recursive: true })`,
  ]);
  assert.deepEqual(leftovers(), [path.basename(stale)]);
  await build({ root: site });
  assert.deepEqual(leftovers(), []);
});
