// Builds an API reference on a worker thread, so a cold build validates the
// OpenAPI documents and makes the operation pages on one core while the content
// stage renders markdown on the other (the two are about equal halves of a cold
// build's work before rendering). The worker hands the reference over as the JSON
// the cache stores: one string crosses threads in a single copy, where a
// structured clone of the page models would walk every object.
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { toolRoot } from '../config/load-module.js';
import { errorFromData, type ErrorData } from '../errors.js';
import { adoptHighlights, type HighlightHandover } from '../content/highlight.js';
import { buildAndStoreReference, type ReferenceBuilder, type ReferenceJob } from './index.js';
import type { CachedReference } from './reference-cache.js';

export type ReferenceWorkerMessage =
  | { type: 'built'; json: string; highlights: HighlightHandover }
  | { type: 'stored' }
  | { type: 'failed'; error: ErrorData };

/**
 * Documents bigger than this are built on this thread: their reference, handed
 * over as JSON, would be held twice (string and objects) at the peak of a build
 * already measured in hundreds of MB.
 */
export const maxWorkerTextBytes = 16 * 1024 * 1024;

/** The worker: docgen's bundled entry, or (run from the sources, as the tests do) the TypeScript one through tsx. */
function startWorker(job: ReferenceJob): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const entry = new URL('./reference-worker.ts', import.meta.url).href;
    const tsx = import.meta.resolve('tsx/esm/api');
    return new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, { eval: true, workerData: job });
  }
  return new Worker(path.join(toolRoot(), 'dist', 'reference-worker.js'), { workerData: job });
}

/** Whether the reference of these texts is built on a worker thread (not when they are very big). */
export function buildsOnWorker(texts: readonly { text: string }[]): boolean {
  return texts.reduce((n, t) => n + t.text.length, 0) <= maxWorkerTextBytes;
}

/** Builds on a worker thread, and on this one when the documents are very big. */
export const buildReferenceOnWorker: ReferenceBuilder = (job) => {
  if (!buildsOnWorker(job.texts)) return buildAndStoreReference(job);
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let built = false;
    let markStored = () => {};
    const stored = new Promise<void>((done) => (markStored = done));
    worker.on('message', (message: ReferenceWorkerMessage) => {
      if (message.type === 'built') {
        built = true;
        adoptHighlights(message.highlights);
        resolve({ reference: JSON.parse(message.json) as CachedReference, stored });
      } else if (message.type === 'stored') markStored();
      else if (!built) reject(errorFromData(message.error));
    });
    // A cache that could not be written costs the next build time, never this one.
    worker.on('error', (error) => (built ? markStored() : reject(error)));
    worker.on('exit', (code) => {
      if (!built) reject(new Error(`The thread building the API reference stopped (exit code ${code}) before it was done.`));
      markStored();
    });
  });
};
