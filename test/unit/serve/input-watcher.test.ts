// The watcher of single input files: it watches each through its folder, so a file
// deleted and written again or renamed over is still seen, and it drops what the
// last build no longer read. Its watched folders come back after a move or a restore,
// never lead it through a symbolic link, and a part it cannot watch is told, not thrown.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InputWatcher, type InputEvent, watchFailure } from '../../../src/serve/input-watcher.js';

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
  const errors: { folder: string; error: unknown }[] = [];
  let waiter: { file: string; resolve: (s: Seen) => void } | undefined;
  const watcher = new InputWatcher(
    (file, event, known) => {
      seen.push({ file, event, known });
      if (waiter?.file === file) {
        waiter.resolve({ file, event, known });
        waiter = undefined;
      }
    },
    (folder, error) => errors.push({ folder, error }),
  );
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
  return { watcher, seen, errors, next };
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

test('a watched folder moved away and back, or deleted and restored, is watched again', async (t) => {
  const site = path.join(dir, 'moved');
  const content = path.join(site, 'content');
  mkdirSync(content, { recursive: true });
  writeFileSync(path.join(content, 'index.md'), 'one');
  const { watcher, next } = recorder();
  t.after(() => watcher.close());
  await watcher.follow({ files: [], folders: [content] });
  const away = path.join(site, 'content.tmp');
  assert.equal((await next(content, () => renameSync(content, away))).event, 'unlink');
  assert.deepEqual(await next(content, () => renameSync(away, content)), {
    file: content,
    event: 'add',
    known: true,
  });
  const index = path.join(content, 'index.md');
  assert.equal((await next(index, () => writeFileSync(index, 'two'))).event, 'change');
  const added = path.join(content, 'new.md');
  assert.equal((await next(added, () => writeFileSync(added, 'new'))).event, 'add');
  // `rm -rf content` and a copy put back in its place, as a checkout of another branch does.
  const copy = path.join(site, 'copy');
  cpSync(content, copy, { recursive: true });
  assert.equal((await next(content, () => rmSync(content, { recursive: true }))).event, 'unlink');
  assert.equal(
    (await next(content, () => cpSync(copy, content, { recursive: true }))).event,
    'add',
  );
  assert.equal((await next(index, () => writeFileSync(index, 'three'))).known, true);
});

test('a watched folder does not lead the watcher through a symbolic link', async (t) => {
  const site = path.join(dir, 'linked');
  const content = path.join(site, 'content');
  const outside = path.join(site, 'outside');
  mkdirSync(path.join(content, 'static'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'lib.js'), 'one');
  // A link back to the project loops (ELOOP) if followed; one to node_modules walks it all.
  symlinkSync('../..', path.join(content, 'static/project'));
  symlinkSync('../outside', path.join(content, 'vendor'));
  const { watcher, seen, errors, next } = recorder();
  t.after(() => watcher.close());
  await watcher.follow({ files: [], folders: [content] });
  assert.equal(seen.length, 0, 'the links found at the start are no change');
  const page = path.join(content, 'page.md');
  await next(page, () => {
    writeFileSync(path.join(outside, 'lib.js'), 'two');
    writeFileSync(page, 'a page');
  });
  assert.deepEqual(
    seen.map((s) => path.relative(site, s.file)),
    ['content/page.md'],
    'a change behind a link is no event',
  );
  assert.deepEqual(errors, []);
});

test('a watched folder that is itself a link is watched through it, its changes told by the path the build reads', async (t) => {
  // A monorepo's `packages/docs/content -> ../../shared-content`: the build reads through it.
  const project = path.join(dir, 'monorepo');
  const shared = path.join(project, 'shared-content');
  const docs = path.join(project, 'packages/docs');
  mkdirSync(path.join(shared, 'guides'), { recursive: true });
  mkdirSync(docs, { recursive: true });
  writeFileSync(path.join(shared, 'index.md'), 'one');
  writeFileSync(path.join(shared, 'guides/setup.md'), 'one');
  const content = path.join(docs, 'content');
  symlinkSync('../../shared-content', content);
  const { watcher, seen, next } = recorder();
  t.after(() => watcher.close());
  await watcher.follow({ files: [], folders: [content] });
  const index = path.join(content, 'index.md');
  assert.deepEqual(await next(index, () => writeFileSync(path.join(shared, 'index.md'), 'two')), {
    file: index,
    event: 'change',
    known: true,
  });
  const setup = path.join(content, 'guides/setup.md');
  assert.equal((await next(setup, () => writeFileSync(setup, 'two'))).event, 'change');
  const added = path.join(content, 'new.md');
  assert.equal((await next(added, () => writeFileSync(added, 'new'))).event, 'add');
  assert.ok(
    seen.every((s) => s.file.startsWith(content + path.sep)),
    seen.map((s) => s.file).join(', '),
  );
});

test('a part of a watched folder that cannot be watched is told once, and the rest is watched', async (t) => {
  const content = path.join(dir, 'deep');
  mkdirSync(content);
  // rm removes what Node's rmSync cannot reach (ENAMETOOLONG).
  t.after(() => execFileSync('rm', ['-rf', content]));
  // Nested folders whose path is longer than the system allows (PATH_MAX), made one at
  // a time from inside the last: each walk of them fails with ENAMETOOLONG, which
  // chokidar emits as an 'error' event.
  const start = process.cwd();
  try {
    process.chdir(content);
    for (let i = 0; i < 18; i++) {
      mkdirSync('d'.repeat(250));
      process.chdir('d'.repeat(250));
    }
  } finally {
    process.chdir(start);
  }
  const { watcher, errors, next } = recorder();
  t.after(() => watcher.close());
  await watcher.follow({ files: [], folders: [content] });
  assert.equal(errors.length, 1, 'told once');
  assert.equal(errors[0]!.folder, content);
  const line = watchFailure('content', errors[0]!.error);
  assert.match(line, /^Watching content\/ failed in part \(ENAMETOOLONG at …d+\): /);
  assert.ok(line.length < 250, line);
  const page = path.join(content, 'page.md');
  assert.equal((await next(page, () => writeFileSync(page, 'a page'))).event, 'add');
});
