// The swap of a finished output for the previous one (src/output/swap-in.ts): file by
// file, so that a server reading the output folder meanwhile finds every page that is
// in both outputs, and no page that names a file not there yet. The swap is run step
// by step through the writer's seam (swapSteps), and the folder is checked after each step.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
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
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OutputWriter } from '../../../src/output/write-output.js';
import type { SwapSteps } from '../../../src/output/swap-in.js';
import { lockFileFor } from '../../../src/output/output-lock.js';
import { outputMarker } from '../../../src/output/output-folder.js';
import { isDocgenError } from '../../../src/errors.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-swap-'));
after(() => rmSync(work, { recursive: true, force: true }));
const writerModule = pathToFileURL(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/output/write-output.ts'),
).href;

/** A page that loads the files and links to the pages (`.html`) of `refs`, as a built page does. */
const page = (title: string, ...refs: string[]) =>
  `<title>${title}</title>${refs
    .map((r) => (r.endsWith('.html') ? `<a href="/${r}">` : `<script src="/${r}"></script>`))
    .join('')}`;

/** The previous output: a page only it has, an asset only it has, a file that becomes a folder and a folder that becomes a file. */
const previousOutput: Record<string, string> = {
  'index.html': page('old home', 'assets/app.aaa.js', 'shared.css', 'gone/index.html'),
  'guide/index.html': page('old guide', 'assets/app.aaa.js'),
  'gone/index.html': page('gone', 'assets/app.aaa.js'),
  'gone/deeper/index.html': page('gone deeper'),
  'assets/app.aaa.js': 'old app',
  'shared.css': 'unchanged',
  notes: 'a file where the new output has a folder',
  'legacy/index.html': page('a folder where the new output has a file'),
};
const nextOutput: Record<string, string> = {
  'index.html': page('new home', 'assets/app.bbb.js', 'shared.css', 'fresh/index.html'),
  'guide/index.html': page(
    'new guide',
    'assets/app.bbb.js',
    'assets/chunk.ccc.js',
    'notes/index.html',
    'index.html',
  ),
  'fresh/index.html': page('fresh', 'assets/app.bbb.js'),
  'assets/app.bbb.js': 'new app',
  'assets/chunk.ccc.js': 'new chunk',
  'shared.css': 'unchanged',
  'notes/index.html': page('notes'),
  legacy: 'now a file',
};
/** Pages of both outputs: a reader finds each of them at every moment of the swap. */
const inBoth = Object.keys(previousOutput).filter((f) => f.endsWith('.html') && f in nextOutput);

async function writeOutput(out: string, files: Record<string, string>, swapSteps?: SwapSteps) {
  const writer = OutputWriter.open(out, { swapSteps });
  for (const [file, text] of Object.entries(files)) writer.write(file, text);
  await writer.commit();
}

/** The files under `dir` (symbolic links not followed), with their text. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, file).split(path.sep).join('/')] = readFileSync(file, 'utf8');
    }
  return files;
}

/**
 * What is wrong with `out` for a reader right now: a page of both outputs missing, a
 * page loading a missing file, or a page of the new output (old or new text) linking
 * to a missing page. (The previous output's own pages may link to each other while
 * they are deleted: one of them goes first.)
 */
function readerProblems(out: string): string[] {
  if (!existsSync(out)) return ['the output folder is missing'];
  const problems: string[] = [];
  for (const file of inBoth)
    if (!existsSync(path.join(out, file))) problems.push(`${file} is missing`);
  for (const [file, text] of Object.entries(filesOf(out))) {
    if (!file.endsWith('.html')) continue;
    for (const [, asset] of text.matchAll(/src="\/([^"]+)"/g))
      if (!existsSync(path.join(out, asset!))) problems.push(`${file} loads ${asset}, missing`);
    if (file in nextOutput)
      for (const [, linked] of text.matchAll(/href="\/([^"]+)"/g))
        if (!existsSync(path.join(out, linked!)))
          problems.push(`${file} links to ${linked}, missing`);
  }
  return problems;
}

const leftovers = () => readdirSync(work).filter((f) => f.startsWith('.docgen-tmp-'));

test('while the new output is swapped in, every page of both outputs is there, and every file a page loads and every page it links to', async () => {
  const out = path.join(work, 'observed');
  await writeOutput(out, previousOutput);
  const sharedInode = statSync(path.join(out, 'shared.css')).ino;
  // A link in the previous output where the new one needs a folder: replaced, never written through.
  const elsewhere = mkdtempSync(path.join(work, 'elsewhere-'));
  symlinkSync(elsewhere, path.join(out, 'linked'));
  const next = { ...nextOutput, 'linked/index.html': page('linked') };

  const steps: string[] = [];
  const problems: string[] = [];
  const step = (what: string) => {
    steps.push(what);
    for (const problem of readerProblems(out)) problems.push(`after ${what}: ${problem}`);
  };
  await writeOutput(out, next, {
    rename: async (from, to) => {
      await rename(from, to);
      step(`step ${steps.length + 1}, rename to ${path.relative(out, to)}`);
    },
    rm: (file, options) => {
      rmSync(file, options);
      step(`step ${steps.length + 1}, rm ${path.relative(out, file)}`);
    },
  });
  assert.ok(steps.length >= Object.keys(next).length, steps.join('\n'));
  assert.deepEqual(problems, []);
  const { [outputMarker]: marker, ...files } = filesOf(out);
  assert.match(marker ?? '', /^docgen output /);
  assert.deepEqual(files, next, 'the new output exactly: stale files and folders gone');
  assert.ok(lstatSync(path.join(out, 'linked')).isDirectory());
  assert.deepEqual(readdirSync(elsewhere), [], 'nothing written through the link');
  assert.equal(
    statSync(path.join(out, 'shared.css')).ino,
    sharedInode,
    'an unchanged file linked from the previous output stays that file',
  );
  assert.ok(
    !steps.some((step) => step.endsWith('rename to shared.css')),
    'and is not moved: it is in place already',
  );
  assert.deepEqual(leftovers(), [], 'the temporary folder, with its linked files, is gone');
  assert.ok(!existsSync(lockFileFor(out)));
});

test('the first build moves its whole output in with one rename', async () => {
  const out = path.join(work, 'first');
  const renames: string[] = [];
  await writeOutput(out, nextOutput, {
    rename: async (from, to) => {
      await rename(from, to);
      renames.push(path.basename(to));
    },
    rm: rmSync,
  });
  assert.deepEqual(renames, ['first']);
  const { [outputMarker]: _, ...files } = filesOf(out);
  assert.deepEqual(files, nextOutput);
  assert.deepEqual(leftovers(), []);
});

for (const killedAfter of [1, 4])
  test(`a build killed after rename ${killedAfter} of its swap leaves a complete output, and the next build replaces it and removes what the killed one left`, async () => {
    const out = path.join(work, `killed-${killedAfter}`);
    await writeOutput(out, previousOutput);
    // A real kill (SIGKILL, no cleanup) right after that rename.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { rmSync } = await import('node:fs');
         const { rename } = await import('node:fs/promises');
         const { OutputWriter } = await import(${JSON.stringify(writerModule)});
         let moved = 0;
         const writer = OutputWriter.open(${JSON.stringify(out)}, {
           swapSteps: {
             rename: async (from, to) => {
               await rename(from, to);
               if (++moved === ${killedAfter}) process.kill(process.pid, 'SIGKILL');
             },
             rm: rmSync,
           },
         });
         for (const [file, text] of Object.entries(${JSON.stringify(nextOutput)})) writer.write(file, text);
         await writer.commit();`,
      ],
      { encoding: 'utf8' },
    );
    assert.equal(child.signal, 'SIGKILL', child.stderr);
    assert.deepEqual(readerProblems(out), [], 'the killed swap left a complete output');
    const mixed = filesOf(out);
    for (const file of inBoth)
      assert.ok([previousOutput[file], nextOutput[file]].includes(mixed[file]), file);
    assert.equal(leftovers().length, 1, 'its temporary folder is left');
    assert.ok(existsSync(lockFileFor(out)), 'and its lock');

    await writeOutput(out, nextOutput);
    const { [outputMarker]: _, ...files } = filesOf(out);
    assert.deepEqual(files, nextOutput);
    assert.deepEqual(leftovers(), []);
    assert.ok(!existsSync(lockFileFor(out)));
  });

test('a disk that refuses a rename midway through the swap fails the build saying the output is mixed, and leaves it complete', async () => {
  const out = path.join(work, 'refused');
  await writeOutput(out, previousOutput);
  let renames = 0;
  const refusing: SwapSteps = {
    rename: async (from, to) => {
      if (++renames === 3)
        throw Object.assign(new Error(`EACCES: permission denied, rename '${from}'`), {
          code: 'EACCES',
          path: from,
        });
      await rename(from, to);
    },
    rm: rmSync,
  };
  await assert.rejects(writeOutput(out, nextOutput, refusing), (error: unknown) => {
    assert.ok(isDocgenError(error), String(error));
    assert.match(
      error.message,
      /^Could not access the output folder .*refused: permission was denied/,
    );
    assert.match(
      error.hint ?? '',
      /may hold files of the previous build and of this one \(each file whole\): build again\./,
    );
    return true;
  });
  assert.deepEqual(readerProblems(out), []);
  assert.deepEqual(leftovers(), []);
  assert.ok(!existsSync(lockFileFor(out)), 'the lock is released');
  await writeOutput(out, nextOutput);
  const { [outputMarker]: _, ...files } = filesOf(out);
  assert.deepEqual(files, nextOutput);
});

test('a build over a folder emptied with --empty-out-dir swaps in the same way, and what the folder held is gone after it', async () => {
  const out = path.join(work, 'emptied');
  mkdirSync(path.join(out, 'docs'), { recursive: true });
  writeFileSync(path.join(out, 'docs/index.html'), 'written by another tool');
  writeFileSync(path.join(out, 'notes'), 'a file of its own');
  const writer = OutputWriter.open(out, { rules: { emptyOutDir: true } });
  for (const [file, text] of Object.entries(nextOutput)) writer.write(file, text);
  await writer.commit();
  const { [outputMarker]: _, ...files } = filesOf(out);
  assert.deepEqual(files, nextOutput);
});
