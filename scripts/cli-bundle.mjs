// The CLI bundle, dist/cli.cjs: every command in one CommonJS file, made by esbuild
// from src/ and templates/ (scripts/build-cli.mjs makes it at `npm install`). Beside
// it, cli-inputs.json records the files it was made of with their sizes and times,
// so bin/docgen.js, run from a checkout, makes it again when one of them changed:
// an edit shows in the next run with no manual step.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The record of the files a bundle was made of, beside the bundle. */
export const inputsRecord = (bundle) => path.join(path.dirname(bundle), 'cli-inputs.json');

/**
 * The build id (src/cache/build-id.ts): a hash of docgen's sources and locked
 * packages, fixed into the bundle. Caches of rendered output carry it. The
 * function is bundled and run here so the CLI and the sources compute it alike.
 */
async function buildId(root) {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'src/cache/build-id.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  const { sourceBuildId } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
  );
  return sourceBuildId(root);
}

/** Files that decide the bundle or its build id besides those esbuild read. */
function otherInputs(root) {
  const client = readdirSync(path.join(root, 'client'), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
  const files = [
    'package.json',
    'package-lock.json',
    'scripts/build-cli.mjs',
    'scripts/cli-bundle.mjs',
  ];
  return [...client, ...files.map((f) => path.join(root, f))];
}

/** A file's size and modification time, or undefined when it is gone. */
export function fileStamp(file) {
  try {
    const s = statSync(file);
    return { size: s.size, mtimeMs: s.mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * The recorded files that changed since the record was made (another size or time,
 * or gone); all of them when there is no usable record. `stampOf` reads a file's stamp.
 */
export function changedInputs(record, stampOf = fileStamp) {
  if (!record || typeof record.files !== 'object' || record.files === null) return ['(no record)'];
  return Object.entries(record.files)
    .filter(([file, then]) => {
      const now = stampOf(file);
      return !now || now.size !== then.size || now.mtimeMs !== then.mtimeMs;
    })
    .map(([file]) => file);
}

/** The record beside `bundle`, if it can be read. */
export function readRecord(bundle) {
  try {
    return JSON.parse(readFileSync(inputsRecord(bundle), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Written whole, then renamed: another process may be reading or making the same file. */
function writeAtomically(file, content) {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/**
 * Bundles the CLI of the checkout at `root` into `bundle`, with its map and its
 * record. `home` is where the code counts as living (import.meta.url, and where
 * its packages resolve from): the bundle itself, or dist/cli.cjs for a bundle kept
 * elsewhere because dist/ cannot be written.
 */
export async function bundleCli(root, bundle, home = bundle) {
  const homeExpr = home === bundle ? '__filename' : JSON.stringify(home);
  const banner = [
    `var __docgen_home = ${homeExpr};`,
    "var __docgen_import_meta_url = require('node:url').pathToFileURL(__docgen_home).href;",
    // A bundle kept elsewhere finds its packages where dist/cli.cjs would.
    home === bundle ? '' : "require = require('node:module').createRequire(__docgen_home);",
  ].join(' ');
  // Loaded only to make a bundle: a run whose bundle is current never loads esbuild here.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'src/cli/index.ts')],
    absWorkingDir: root,
    outfile: bundle,
    write: false,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Packages on the path of every build are bundled in: resolving and reading their
    // many small files is a good part of start-up. The rest (esbuild's native binary,
    // packages loaded only for some commands) stay external.
    external: [
      'esbuild',
      'yaml',
      'undici',
      'sanitize-html',
      'linkinator',
      'chokidar',
      '@readme/openapi-parser',
      'tsx',
      'tsx/*',
    ],
    jsx: 'automatic',
    sourcemap: 'linked',
    banner: { js: banner },
    define: {
      __DOCGEN_BUILD_ID__: JSON.stringify(await buildId(root)),
      'import.meta.url': '__docgen_import_meta_url',
    },
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(bundle), { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((f) => path.resolve(root, f)),
    ...otherInputs(root),
  ];
  const files = Object.fromEntries(inputs.map((f) => [f, fileStamp(f)]).filter(([, s]) => s));
  writeAtomically(inputsRecord(bundle), `${JSON.stringify({ files })}\n`);
}

/** Where a checkout whose dist/ cannot be written keeps its bundle. */
export const fallbackBundle = (root) =>
  path.join(
    tmpdir(),
    `docgen-cli-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
    'cli.cjs',
  );

/**
 * The CLI bundle to run for the checkout at `root`: dist/cli.cjs, made again first
 * when a file it was made of changed. When dist/ cannot be written, a bundle in the
 * system's temporary folder (kept there while current), after a one-line note.
 */
export async function currentBundle(root, note = (line) => console.error(line)) {
  const dist = path.join(root, 'dist', 'cli.cjs');
  if (changedInputs(readRecord(dist)).length === 0) return dist;
  try {
    await bundleCli(root, dist);
    return dist;
  } catch (error) {
    if (!['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST'].includes(error?.code)) throw error;
    const elsewhere = fallbackBundle(root);
    note(
      `docgen: ${path.relative(root, path.dirname(dist)) || 'dist'}/ is not writable (${error.code}); running a bundle of the changed sources made in ${path.dirname(elsewhere)}`,
    );
    if (changedInputs(readRecord(elsewhere)).length > 0) await bundleCli(root, elsewhere, dist);
    return elsewhere;
  }
}

/**
 * `docgen serve --watch` run from a checkout: the CLI runs in a child process, and
 * when a file its bundle was made of changes (an edit to src/, templates/ or
 * client/), the bundle is made again and a new child started with the same
 * arguments. Open pages reload when their connection to the dev server comes back.
 * An edit esbuild cannot bundle is reported, and the last bundle runs meanwhile.
 */
export async function serveRestartingOnEdit(root, args, note = (line) => console.error(line)) {
  const { spawn } = await import('node:child_process');
  const { watch } = await import('node:fs');
  const { constants } = await import('node:os');
  let bundle = await currentBundle(root, note);
  let child;
  let restarting = false;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, [bundle, ...args], { stdio: 'inherit' });
    // The wrapper exits as its child did: 0 after Ctrl-C, 128 + the signal's number when killed.
    child.on('exit', (code, signal) => {
      if (!restarting || stopping)
        process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0));
    });
  };
  const restart = async () => {
    if (stopping || restarting || changedInputs(readRecord(bundle)).length === 0) return;
    restarting = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    try {
      bundle = await currentBundle(root, note);
      note("docgen: docgen's own code changed; the dev server restarted with it");
    } catch (error) {
      note(`docgen: the changed code could not be bundled, the last bundle runs: ${error.message}`);
    }
    restarting = false;
    // Stopped while no child ran: nothing is left to wait for.
    if (stopping) process.exit(0);
    start();
  };
  let timer;
  for (const dir of ['src', 'templates', 'client'])
    watch(path.join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(restart, 100);
    });
  // Forwarded for a signal sent to this process alone; Ctrl-C reaches the child from the
  // terminal too, which the child's own handler takes as one stop.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopping = true;
      child.kill(signal);
    });
  start();
}
