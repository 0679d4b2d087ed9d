// Starting the build's worker thread (build-worker.ts says what it does). Light on
// imports on purpose: the CLI starts the thread through this module before it loads
// the pipeline, so the thread loads its own code (some 0.2 s on a small machine)
// while this one loads the pipeline's, instead of after it.
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { toolRoot } from '../config/load-module.js';

export interface WorkerStart {
  /** Load the OpenAPI parser at once: the thread's first job will be a reference. */
  preload: boolean;
}

/** docgen's bundled worker entry, or (run from the sources, as the tests do) the TypeScript one through tsx. */
export function startWorker(workerData: WorkerStart): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const entry = new URL('./worker-entry.ts', import.meta.url).href;
    const tsx = import.meta.resolve('tsx/esm/api');
    return new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, { eval: true, workerData });
  }
  return new Worker(path.join(toolRoot(), 'dist', 'build-worker.js'), { workerData });
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
