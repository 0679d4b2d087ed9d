// The one disk cache: entries by key and version, written atomically, bounded.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskCache, onDroppedEntry } from '../../../src/cache/disk-cache.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-disk-cache-'));
after(() => rmSync(work, { recursive: true, force: true }));
let n = 0;
const fresh = (options: { version?: string; maxEntries?: number; maxBytes?: number } = {}) => {
  const dir = path.join(work, `c${++n}`);
  return new DiskCache({
    dir,
    kind: 'things',
    version: options.version ?? 'v1',
    maxEntries: options.maxEntries ?? 10,
    maxBytes: options.maxBytes,
  });
};
const isObject = (v: unknown): v is { a: number } =>
  typeof v === 'object' && v !== null && typeof (v as { a?: unknown }).a === 'number';

test('an entry is read back by its key and version, never by another version', async () => {
  const cache = fresh();
  assert.equal(await cache.read('k'), undefined);
  assert.equal(await cache.writeJson('k', { a: 1 }), true);
  assert.deepEqual(await cache.readJson('k', isObject), { a: 1 });
  const other = new DiskCache({
    dir: path.dirname(cache.folder),
    kind: 'things',
    version: 'v2',
    maxEntries: 10,
  });
  assert.equal(await other.read('k'), undefined, 'written by another version');
  assert.equal(await cache.readJson('other key', isObject), undefined);
});

test('what does not parse, or is not the shape asked for, reads as no entry', async () => {
  const cache = fresh();
  await cache.write('k', '{ not json');
  assert.equal(await cache.readJson('k', isObject), undefined);
  await cache.writeJson('k', { b: 1 });
  assert.equal(await cache.readJson('k', isObject), undefined);
});

test('a write leaves no temporary file behind, and replaces the entry whole', async () => {
  const cache = fresh();
  await cache.write('k', 'first');
  await cache.write('k', 'second');
  assert.deepEqual(
    readdirSync(cache.folder).filter((f) => !f.endsWith('.entry')),
    [],
  );
  assert.equal(String(await cache.read('k')), 'second');
});

test('past maxEntries the least recently written entries go; the one just written always stays', async () => {
  const cache = fresh({ maxEntries: 2 });
  for (const [i, key] of ['a', 'b', 'c'].entries()) {
    await cache.write(key, key);
    // Distinct modification times, oldest first, whatever the file system's clock resolution.
    const t = new Date(Date.now() - (10 - i) * 1000);
    utimesSync(cache.fileFor(key), t, t);
  }
  assert.equal(await cache.read('a'), undefined);
  assert.equal(String(await cache.read('b')), 'b');
  assert.equal(String(await cache.read('c')), 'c');
  assert.equal(readdirSync(cache.folder).length, 2);
});

test('past maxBytes the oldest entries go', async () => {
  const cache = fresh({ maxBytes: 25 });
  await cache.write('old', 'x'.repeat(20));
  const t = new Date(Date.now() - 10_000);
  utimesSync(cache.fileFor('old'), t, t);
  await cache.write('new', 'y'.repeat(20));
  assert.equal(await cache.read('old'), undefined);
  assert.equal(String(await cache.read('new')), 'y'.repeat(20));
});

test('a cache folder that cannot be written costs the entry, never the build', async () => {
  const blocked = path.join(work, 'blocked');
  writeFileSync(blocked, 'a file where the cache folder would be');
  const cache = new DiskCache({ dir: blocked, kind: 'things', version: 'v1', maxEntries: 2 });
  assert.equal(await cache.write('k', 'value'), false);
  assert.equal(await cache.read('k'), undefined);
});

test('an entry changed, cut short or without its checksum line reads as none, is deleted, and the listeners are told', async () => {
  const cache = fresh();
  const dropped: string[] = [];
  const stop = onDroppedEntry((file, why) => dropped.push(`${path.basename(file)}: ${why}`));
  try {
    const damages: [(bytes: Buffer) => Buffer, RegExp][] = [
      [
        (b) => Buffer.from(b.map((x, i) => (i === b.length - 1 ? x ^ 1 : x))),
        /do not match its checksum/,
      ],
      [(b) => b.subarray(0, b.length - 3), /holds 8 bytes where it was written with 11/],
      [(b) => b.subarray(b.indexOf(10) + 1), /no checksum line/],
    ];
    for (const [damage, why] of damages) {
      await cache.write('k', 'hello world');
      const file = cache.fileFor('k');
      writeFileSync(file, damage(readFileSync(file)));
      assert.equal(await cache.read('k'), undefined);
      assert.ok(!existsSync(file), 'the damaged entry is deleted');
      assert.match(dropped.at(-1) ?? '', why);
    }
    await cache.write('k', 'hello world');
    assert.equal(String(cache.readSync('k')), 'hello world', 'a sound entry reads as written');
    assert.equal(dropped.length, 3);
  } finally {
    stop();
  }
});

test("an entry moved to another key's file reads as none there: an entry is sealed to its key", async () => {
  const cache = fresh();
  await cache.write('config', 'the config bundle');
  await cache.write('sidebars', 'the sidebars bundle');
  const a = cache.fileFor('config');
  const b = cache.fileFor('sidebars');
  const bytesOfA = readFileSync(a);
  writeFileSync(a, readFileSync(b));
  writeFileSync(b, bytesOfA);
  assert.equal(await cache.read('config'), undefined);
  assert.equal(cache.readSync('sidebars'), undefined);
  assert.ok(!existsSync(a) && !existsSync(b), 'both swapped entries are dropped');
});

test('an entry that is no regular file (a FIFO, a link to /dev/zero) is dropped without being read', async () => {
  const cache = fresh();
  await cache.write('k', 'value');
  const file = cache.fileFor('k');
  rmSync(file);
  execFileSync('mkfifo', [file]);
  // Reading a FIFO with no writer would block this thread for good.
  assert.equal(cache.readSync('k'), undefined);
  assert.ok(!existsSync(file));
  symlinkSync('/dev/zero', file);
  assert.equal(await cache.read('k'), undefined);
  assert.ok(!existsSync(file));
});
