// A migrated page with a `<TabItem>` on every other line: `docgen build` prints the first
// few of a kind in a file and one line for the rest, counts them all at the end, and
// prints each under --verbose.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const tabs = Array.from(
  { length: 10 },
  (_, i) => `<TabItem value="t${i}">\n\nTab ${i}.\n\n</TabItem>\n`,
);
const dir = makeSmallSite({
  'content/guide.md': `---\ntitle: Guide\ntags: [a]\n---\n## Setup\n\n${tabs.join('\n')}`,
});
after(() => rmSync(dir, { recursive: true, force: true }));

const build = (...args: string[]) =>
  spawnSync(process.execPath, [cli, 'build', ...args], { cwd: dir, encoding: 'utf8' });

test('ten warnings of one kind in a file are three in full and one line for the rest', () => {
  const r = build();
  assert.equal(r.status, 0, r.stderr);
  const tabLines = r.stderr.split('\n').filter((l) => l.includes('TabItem'));
  assert.equal(tabLines.length, 3);
  assert.match(tabLines[0]!, /^warn: content\/guide\.md:7: the MDX component <TabItem> is MDX/);
  assert.match(
    r.stderr,
    /\nwarn: … and 7 more like this in content\/guide\.md \(lines 25, 31, 37, 43, 49, 55, 61\)\n/,
  );
  // The warning of another kind in the file is printed as it is.
  assert.match(r.stderr, /warn: content\/guide\.md:3: front matter `tags` is not read/);
  assert.match(r.stdout, /\(11 warnings in 1 file; --verbose prints each in full\)/);
});

test('--verbose prints every warning in full', () => {
  const r = build('--verbose');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr.split('\n').filter((l) => l.includes('<TabItem>')).length, 10);
  assert.doesNotMatch(r.stderr, /more like this/);
  assert.match(r.stdout, /\(11 warnings in 1 file\)/);
});

test('a build that fails prints the warnings it held, grouped, before the error', () => {
  const failing = makeSmallSite({
    'content/guide.md': `---\ntitle: Guide\n---\nSee [gone](/gone).\n\n${tabs.join('\n')}`,
  });
  try {
    const r = spawnSync(process.execPath, [cli, 'build'], { cwd: failing, encoding: 'utf8' });
    assert.equal(r.status, 1);
    const fold = r.stderr.indexOf('warn: … and 7 more like this in content/guide.md');
    assert.ok(fold >= 0, r.stderr);
    assert.ok(fold < r.stderr.indexOf('Found 1 broken link'), r.stderr);
  } finally {
    rmSync(failing, { recursive: true, force: true });
  }
});
