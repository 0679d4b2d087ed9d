// A build that finds another running build writing to its output folder says so in one
// line: the warnings it held until it reached the lock (after the content stage) are
// that folder's other build's business, and would bury the line that matters.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockFileFor } from '../../src/output/output-lock.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const site = makeSmallSite({
  'content/guide.md': "---\ntitle: Guide\n---\nimport Tabs from '@theme/Tabs';\n\nText.\n",
});
after(() => rmSync(site, { recursive: true, force: true }));
const docgen = () => spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });

test('a build locked out of its output folder prints the lock error alone, not its warnings', () => {
  const free = docgen();
  assert.equal(free.status, 0, free.stderr);
  assert.match(free.stderr, /content\/guide\.md:4: .*import Tabs/);

  // This test's own process is alive, so its lock reads as a running build's.
  writeFileSync(lockFileFor(path.join(site, 'build')), `${process.pid} held-by-the-test\n`);
  const locked = docgen();
  assert.equal(locked.status, 1);
  assert.match(locked.stderr, new RegExp(`Another docgen build \\(process ${process.pid}\\)`));
  assert.doesNotMatch(locked.stderr, /import Tabs/);
});
