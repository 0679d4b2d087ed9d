// The output writer: files handed over one by one land in a temporary folder that
// replaces the output only on commit; an abort leaves the old output as it was.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { maxFilesInFlight, OutputWriter } from '../../../src/output/write-output.js';
import { writeFile } from 'node:fs/promises';
import { lockFileFor } from '../../../src/output/output-lock.js';
import { isDocgenError } from '../../../src/errors.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-output-'));
after(() => rmSync(work, { recursive: true, force: true }));
const out = path.join(work, 'build');
const leftovers = () => readdirSync(work).filter((f) => f.startsWith('.docgen-tmp-'));

test('committed files replace the old output, stale files included, in nested folders', async () => {
  mkdirSync(path.join(out, 'old'), { recursive: true });
  writeFileSync(path.join(out, 'old/index.html'), 'stale');
  const output = OutputWriter.open(out, { rules: { emptyOutDir: true } });
  output.write('index.html', 'home');
  output.write('api/a/b/index.html', new TextEncoder().encode('deep é'));
  output.write('api/a/index.html', 'a');
  assert.ok(output.has('api/a/index.html'));
  assert.equal(
    readFileSync(path.join(out, 'old/index.html'), 'utf8'),
    'stale',
    'nothing changes before the commit',
  );
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

test('a full disk fails the commit with the output folder named, leaves the previous output, and releases the lock', async () => {
  const before = readFileSync(path.join(out, 'index.html'), 'utf8');
  let written = 0;
  // A full disk creates the file, then refuses its bytes.
  const full = async (file: string) => {
    if (++written < 3) return writeFileSync(file, 'ok');
    writeFileSync(file, '');
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
      code: 'ENOSPC',
      path: file,
    });
  };
  const output = OutputWriter.open(out, { writeFile: full });
  for (const file of ['index.html', 'a.html', 'b/index.html', 'c.html']) output.write(file, 'new');
  await assert.rejects(output.commit(), (error: unknown) => {
    assert.ok(isDocgenError(error), String(error));
    assert.match(
      error.message,
      new RegExp(
        `^Could not write the output folder ${out.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: the disk is full \\(ENOSPC at `,
      ),
    );
    assert.match(
      error.hint ?? '',
      /Free some space on that disk.*The previous output in .* is as it was/,
    );
    return true;
  });
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), before);
  assert.deepEqual(leftovers(), []);
  assert.ok(!existsSync(lockFileFor(out)), 'the lock is released');
});

test('a static file is copied from disk into the output, and claimed like a written file', async () => {
  const from = path.join(work, 'static-video.bin');
  const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
  writeFileSync(from, bytes);
  const output = OutputWriter.open(out);
  output.copy('media/video.bin', from, { label: 'the static file static/media/video.bin' });
  assert.throws(
    () => output.write('media/video.bin', 'a page'),
    /the static file static\/media\/video\.bin and the generated file media\/video\.bin are both written to media\/video\.bin/,
  );
  output.write('index.html', 'home');
  await output.commit();
  assert.ok(readFileSync(path.join(out, 'media/video.bin')).equals(bytes));
  rmSync(from);
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

/** The pid of a process that has exited: what a killed build leaves in its names. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

test("a killed build's temporary folders are removed by the next build; a running build's are kept", async () => {
  const dead = deadPid();
  const killed = [
    `.docgen-tmp-build-${dead}-1700000000000`,
    `.docgen-tmp-build-${dead}-1700000000000-old`,
  ];
  const running = `.docgen-tmp-build-${process.pid}-1700000000001`;
  for (const name of [...killed, running]) {
    mkdirSync(path.join(work, name, 'api'), { recursive: true });
    writeFileSync(path.join(work, name, 'api/index.html'), 'half-written');
  }
  const output = OutputWriter.open(out);
  output.write('index.html', 'home');
  await output.commit();
  assert.deepEqual(leftovers(), [running]);
  rmSync(path.join(work, running), { recursive: true });
});

test("another output's temporary folders, and folders merely named like them, are left alone", async () => {
  const dead = deadPid();
  const others = [`.docgen-tmp-site-${dead}-1700000000000`, `.docgen-tmp-build-notes`];
  for (const name of others) mkdirSync(path.join(work, name));
  await OutputWriter.open(out).abort();
  assert.deepEqual(leftovers().sort(), others.sort());
  for (const name of others) rmSync(path.join(work, name), { recursive: true });
});

test('a second build into the same folder fails clearly while the first is writing, and works once it is done', async () => {
  const first = OutputWriter.open(out);
  first.write('index.html', 'first');
  assert.throws(
    () => OutputWriter.open(out),
    (error: unknown) =>
      isDocgenError(error) &&
      new RegExp(
        `Another docgen build \\(process ${process.pid}\\) is writing to ${out.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} right now`,
      ).test(error.message) &&
      /delete .*\.docgen-lock-build/.test(error.hint ?? ''),
  );
  await first.commit();
  assert.equal(
    readFileSync(path.join(out, 'index.html'), 'utf8'),
    'first',
    'the refused build changed nothing',
  );
  const second = OutputWriter.open(out);
  second.write('index.html', 'second');
  await second.commit();
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'second');
  assert.ok(!existsSync(lockFileFor(out)), 'the lock is released');
});

test('the lock of a killed build is taken over', async () => {
  writeFileSync(lockFileFor(out), String(deadPid()));
  const output = OutputWriter.open(out);
  assert.match(readFileSync(lockFileFor(out), 'utf8'), new RegExp(`^${process.pid} [0-9a-f]+\n$`));
  output.write('index.html', 'after a killed build');
  await output.abort();
  assert.ok(!existsSync(lockFileFor(out)), 'an abort releases the lock too');
});

test("what killed builds left of the lock (a draft, a takeover claim) is removed; a live build's claim is kept", async () => {
  const dead = deadPid();
  const lock = lockFileFor(out);
  const left = [`${lock}.${dead}.0a1b2c3d`, `${lock}.takeover-0123456789ab`];
  writeFileSync(left[0]!, `${dead} 00\n`);
  writeFileSync(left[1]!, `${dead} 11\n`);
  const live = `${lock}.takeover-ba9876543210`;
  writeFileSync(live, `${process.pid} 22\n`);
  await OutputWriter.open(out).abort();
  for (const file of left) assert.ok(!existsSync(file), path.basename(file));
  assert.ok(existsSync(live));
  rmSync(live);
});

test('a file the previous output has with the same bytes is linked from it, not written again; any other is written', async () => {
  const dir = path.join(work, 'linked');
  const first = OutputWriter.open(dir);
  first.write('same/index.html', 'unchanged é');
  first.write('bytes.bin', new TextEncoder().encode('unchanged bytes'));
  first.write('edited/index.html', 'before');
  first.write('resized/index.html', 'short');
  await first.commit();
  const inode = (file: string) => statSync(path.join(dir, file)).ino;
  const before = {
    same: inode('same/index.html'),
    bytes: inode('bytes.bin'),
    edited: inode('edited/index.html'),
    resized: inode('resized/index.html'),
  };
  // Someone edited the output by hand, and made a link to a file elsewhere that holds what the next build writes there.
  writeFileSync(path.join(dir, 'edited/index.html'), 'BEFORE');
  writeFileSync(path.join(work, 'elsewhere.html'), 'outside');
  symlinkSync(path.join(work, 'elsewhere.html'), path.join(dir, 'symlinked.html'));

  const second = OutputWriter.open(dir);
  second.write('same/index.html', 'unchanged é');
  second.write('bytes.bin', 'unchanged bytes');
  second.write('edited/index.html', 'before');
  second.write('resized/index.html', 'longer now');
  second.write('symlinked.html', 'outside');
  await second.commit();
  assert.equal(
    inode('same/index.html'),
    before.same,
    'same bytes: the file of the previous output',
  );
  assert.equal(
    inode('bytes.bin'),
    before.bytes,
    'a string and the bytes it encodes to are the same file',
  );
  assert.equal(readFileSync(path.join(dir, 'same/index.html'), 'utf8'), 'unchanged é');
  assert.notEqual(
    inode('edited/index.html'),
    before.edited,
    'other bytes of the same size: written',
  );
  assert.equal(readFileSync(path.join(dir, 'edited/index.html'), 'utf8'), 'before');
  assert.notEqual(inode('resized/index.html'), before.resized);
  assert.equal(readFileSync(path.join(dir, 'resized/index.html'), 'utf8'), 'longer now');
  // A symbolic link is never carried over, whatever it points at: the output holds a file of its own.
  assert.ok(lstatSync(path.join(dir, 'symlinked.html')).isFile());
  assert.notEqual(
    lstatSync(path.join(dir, 'symlinked.html')).ino,
    statSync(path.join(work, 'elsewhere.html')).ino,
  );
  assert.equal(readFileSync(path.join(dir, 'symlinked.html'), 'utf8'), 'outside');
});

test('no more than maxFilesInFlight files are written at once, however many are handed over in one loop', async () => {
  const dir = mkdtempSync(path.join(work, 'inflight-'));
  let running = 0;
  let most = 0;
  const writer = OutputWriter.open(path.join(dir, 'build'), {
    writeFile: async (file, content) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      await writeFile(file, content);
      running--;
    },
  });
  for (let i = 0; i < 1000; i++) writer.write(`api/_try/op-${i}.json`, `{"i":${i}}`);
  await writer.commit();
  assert.ok(most <= maxFilesInFlight, `${most} files were written at once`);
  assert.ok(most > 1, 'writes still overlap');
  assert.equal(readFileSync(path.join(dir, 'build/api/_try/op-999.json'), 'utf8'), '{"i":999}');
});
