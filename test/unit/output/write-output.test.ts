// The output writer: files handed over one by one land in a temporary folder that
// replaces the output only on commit; an abort leaves the old output as it was.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OutputWriter } from '../../../src/output/write-output.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-output-'));
after(() => rmSync(work, { recursive: true, force: true }));
const out = path.join(work, 'build');
const leftovers = () => readdirSync(work).filter((f) => f.startsWith('.docgen-tmp-'));

test('committed files replace the old output, stale files included, in nested folders', async () => {
  mkdirSync(path.join(out, 'old'), { recursive: true });
  writeFileSync(path.join(out, 'old/index.html'), 'stale');
  const output = OutputWriter.open(out);
  output.write('index.html', 'home');
  output.write('api/a/b/index.html', new TextEncoder().encode('deep é'));
  output.write('api/a/index.html', 'a');
  assert.ok(output.has('api/a/index.html'));
  assert.equal(readFileSync(path.join(out, 'old/index.html'), 'utf8'), 'stale', 'nothing changes before the commit');
  await output.commit();
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'home');
  assert.equal(readFileSync(path.join(out, 'api/a/b/index.html'), 'utf8'), 'deep é');
  assert.ok(!existsSync(path.join(out, 'old')), 'no stale file survives');
  assert.deepEqual(leftovers(), []);
});

test('an aborted output leaves the previous one as it was', async () => {
  const output = OutputWriter.open(out);
  output.write('index.html', 'new home');
  await output.abort();
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'home');
  assert.deepEqual(leftovers(), []);
});

test('a write that fails fails the commit, and the previous output stays', async () => {
  const output = OutputWriter.open(out);
  output.write('index.html', 'new home');
  // Content the file system cannot take (a clash of names is refused earlier, by the claims).
  output.write('x.html', 42 as unknown as string);
  await assert.rejects(output.commit());
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'home');
  assert.deepEqual(leftovers(), []);
});

test('a renderer waits while more than the backlog is left to write, and goes on once the disk caught up', async () => {
  const output = OutputWriter.open(out, { backlogBytes: 100 });
  let ready = false;
  void output.caughtUp().then(() => (ready = true));
  await Promise.resolve();
  assert.ok(ready, 'nothing pending: no wait');
  output.write('a.html', 'x'.repeat(1000));
  let done = false;
  const waited = output.caughtUp().then(() => (done = true));
  await Promise.resolve();
  assert.equal(done, false, 'more than the backlog is pending');
  await waited;
  assert.ok(done);
  await output.commit();
  assert.equal(readFileSync(path.join(out, 'a.html'), 'utf8').length, 1000);
});
