// A static file over 2 GB (past what one Buffer or readFile may hold) is copied
// into the output by the kernel, not read into memory, and `docgen serve` answers
// a Range request at its very end. The file is sparse (a hole with marked bytes
// at both ends), so the test costs little of the disk it names; a copy that
// stopped early, read the file whole (ERR_FS_FILE_TOO_LARGE) or lost its last
// bytes fails. In the ci group: it writes gigabytes.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const site = makeSmallSite();
after(() => rmSync(site, { recursive: true, force: true }));

const size = 2 * 1024 ** 3 + 4096 + 5;
const head = Buffer.from('first bytes');
const tail = Buffer.from('LAST!');

/** The bytes of `file` from `position`, `length` of them. */
function bytesAt(file: string, position: number, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, position);
    return buffer;
  } finally {
    closeSync(fd);
  }
}

test('a static file over 2 GB is copied whole, and served by range to its last byte', async () => {
  const file = path.join(site, 'content/static/media/huge.bin');
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  writeSync(fd, head, 0, head.length, 0);
  writeSync(fd, tail, 0, tail.length, size - tail.length);
  closeSync(fd);
  assert.equal(statSync(file).size, size);

  const run = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr + run.stdout);
  const copy = path.join(site, 'build/media/huge.bin');
  assert.equal(statSync(copy).size, size);
  assert.ok(bytesAt(copy, 0, head.length).equals(head));
  assert.ok(bytesAt(copy, size - tail.length, tail.length).equals(tail));

  const { startServer } = await import('../../src/serve/dev-server.js');
  const server = await startServer({ root: site, port: 0 });
  try {
    const response = await fetch(`${server.url}media/huge.bin`, {
      headers: { range: `bytes=${size - tail.length}-` },
    });
    assert.equal(response.status, 206);
    assert.equal(
      response.headers.get('content-range'),
      `bytes ${size - tail.length}-${size - 1}/${size}`,
    );
    assert.equal(await response.text(), tail.toString());
  } finally {
    await server.close();
  }
});
