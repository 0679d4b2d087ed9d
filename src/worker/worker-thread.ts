// Starting the build's worker thread (build-worker.ts says what it does). Light on
// imports on purpose: the CLI starts the thread through this module before it sets
// up the pipeline (dist/cli.cjs is compiled at start, from its code cache; the
// pipeline's modules run their top-level code on the first import()), so the thread
// loads its own code meanwhile, instead of after it.
import { Worker } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolRoot } from '../config/load-module.js';

export interface WorkerStart {
  /** Load the OpenAPI parser at once: the thread's first job will be a reference. */
  preload: boolean;
}

/** docgen's bundled worker entry, or (run from the sources, as the tests do) one bundled from the sources as they are now. */
export function startWorker(workerData: WorkerStart): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(path.join(toolRoot(), 'dist', 'build-worker.cjs'), { workerData });
  return new Worker(workerFromSources(), { workerData, execArgv: withoutTsx(process.execArgv) });
}

/** Node's flags without the one that loads tsx: a thread inherits the process's, and would load tsx's hooks for nothing. */
export function withoutTsx(flags: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    if (/^--(import|loader|require)=tsx\b/.test(flags[i]!)) continue;
    if (/^--(import|loader|require)$/.test(flags[i]!) && /^tsx\b/.test(flags[i + 1] ?? '')) {
      i++;
      continue;
    }
    kept.push(flags[i]!);
  }
  return kept;
}

let fromSources: string | undefined;

/**
 * Run from the sources (through tsx), the worker entry and what it imports, bundled
 * by esbuild into one file once per process, packages left to node_modules: a
 * thread that loaded the TypeScript through tsx took 0.45 s of CPU to start, this
 * file 0.15 s, and the tests start dozens. The file is named by its contents, under
 * node_modules/.cache/ (where the packages it imports resolve).
 */
function workerFromSources(): string {
  if (fromSources && existsSync(fromSources)) return fromSources;
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL('./worker-entry.ts', import.meta.url))],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.text;
  const dir = path.join(toolRoot(), 'node_modules', '.cache', 'docgen-worker');
  const file = path.join(
    dir,
    `worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Written whole, then renamed: another process may be starting the same file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
    // Each edit of the sources makes another: keep the newest few.
    const others = readdirSync(dir)
      .filter((f) => /^worker-[0-9a-f]+\.mjs$/.test(f))
      .map((f) => ({ f, at: statSync(path.join(dir, f)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { f } of others.slice(4)) rmSync(path.join(dir, f), { force: true });
  }
  fromSources = file;
  return file;
}

/** Whether the project's cache holds no API reference (a fresh clone, CI without a kept cache, a site without an API). */
export function referenceUncached(cacheDir: string): boolean {
  return !existsSync(path.join(cacheDir, 'api'));
}

/**
 * Whether a first build of the project is likely to build an API reference, guessed
 * before its config is read: the project has no cache folder at all (a fresh clone,
 * CI without a kept cache). A project built before without an API has a cache with
 * no reference in it, and starts no thread. A site without an API built from a
 * fresh clone is guessed wrong: its thread loads the parser and is never given a job.
 */
export function likelyFirstReference(cacheDir: string): boolean {
  return !existsSync(cacheDir);
}

let early: { cacheDir: string; worker: Worker; gone: boolean } | undefined;

/**
 * Starts the thread of the first build of the project whose cache is `cacheDir`,
 * when that build is likely to want it at once (likelyFirstReference). The CLI calls
 * this before it loads the pipeline; the build takes the thread with `takeEarlyWorker`.
 */
export function startEarly(cacheDir: string): void {
  if (early || !likelyFirstReference(cacheDir)) return;
  const worker = startWorker({ preload: true });
  // Not taken (the build failed before it started its thread): it must not keep the process alive.
  worker.unref();
  const started = { cacheDir, worker, gone: false };
  // A thread that failed to start is not handed out: the build starts another, and sees why.
  const gone = () => {
    started.gone = true;
  };
  worker.once('error', gone).once('exit', gone);
  early = started;
}

/** The thread `startEarly` started for the project whose cache is `cacheDir`, handed out once. */
export function takeEarlyWorker(cacheDir: string): Worker | undefined {
  if (early?.cacheDir !== cacheDir) return undefined;
  const { worker, gone } = early;
  early = undefined;
  return gone ? undefined : worker;
}
