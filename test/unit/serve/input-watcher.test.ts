// The watcher of single input files: it watches each through its folder, so a file
// deleted and written again or renamed over is still seen, and it drops what the
// last build no longer read.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InputWatcher, type InputEvent } from '../../../src/serve/input-watcher.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-input-watcher-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Seen {
  file: string;
  event: InputEvent;
  known: boolean;
}

/** A watcher whose events are read in order: `next(file)` resolves with the next event of `file`. */
function recorder() {
  const seen: Seen[] = [];
  let waiter: { file: string; resolve: (s: Seen) => void } | undefined;
  const watcher = new InputWatcher((file, event, known) => {
    seen.push({ file, event, known });
    if (waiter?.file === file) {
      waiter.resolve({ file, event, known });
      waiter = undefined;
    }
  });
  const next = (file: string, action: () => void) =>
    new Promise<Seen>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no event for ${file}`)), 10_000);
      waiter = {
        file,
        resolve: (s) => {
          clearTimeout(timer);
          resolve(s);
        },
      };
      action();
    });
  return { watcher, seen, next };
}

test('an input deleted and written again, or renamed over, is still watched', async (t) => {
  const file = path.join(dir, 'site.config.ts');
  writeFileSync(file, 'one');
  const { watcher, next } = recorder();
  t.after(() => watcher.close());
  await watcher.follow({ files: [file], folders: [] });
  assert.equal((await next(file, () => rmSync(file))).event, 'unlink');
  assert.deepEqual(await next(file, () => writeFileSync(file, 'two')), {
    file,
    event: 'add',
    known: true,
  });
  assert.equal((await next(file, () => writeFileSync(file, 'three'))).known, true);
  const saved = path.join(dir, 'site.config.ts.tmp');
  await next(file, () => {
    writeFileSync(saved, 'four');
    renameSync(saved, file);
  });
  assert.equal((await next(file, () => writeFileSync(file, 'five'))).known, true);
});

test('an input the last build no longer read is no longer watched', async (t) => {
  mkdirSync(path.join(dir, 'css'));
  const gone = path.join(dir, 'css/brand.css');
  const beside = path.join(dir, 'old.css');
  const kept = path.join(dir, 'kept.ts');
  for (const f of [gone, beside, kept]) writeFileSync(f, 'a');
  const { watcher, seen, next } = recorder();
  t.after(() => watcher.close());
  await watcher.follow({ files: [gone, beside, kept], folders: [] });
  await next(gone, () => writeFileSync(gone, 'b'));
  await watcher.follow({ files: [kept], folders: [] });
  seen.length = 0;
  // The events of one folder arrive in order: once kept.ts is reported, old.css was too.
  writeFileSync(gone, 'c');
  await next(kept, () => {
    writeFileSync(beside, 'c');
    writeFileSync(kept, 'c');
  });
  assert.ok(!seen.some((s) => s.file === gone), 'the folder of a dropped input is not watched');
  assert.ok(
    seen.filter((s) => s.file === beside).every((s) => !s.known),
    'a dropped input beside a kept one is reported as no input',
  );
});
