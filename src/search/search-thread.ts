// Runs the search stage's indexing on a worker thread, beside rendering: on a
// cold build of the portal it is about a sixth of the work, and it needs nothing
// the render stage produces. Without the bundled worker (docgen run from its
// TypeScript sources) or if the worker fails, the index is built on this thread,
// with the same result.
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { toolRoot } from '../config/load-module.js';
import { searchFiles, type SearchEntries, type SearchOutput } from './search-output.js';

function workerFile(): string | undefined {
  if (import.meta.url.endsWith('.ts')) return undefined;
  const file = path.join(toolRoot(), 'dist', 'search-worker.js');
  return existsSync(file) ? file : undefined;
}

/** The index files of `entries`, built on a worker thread when `useWorker` and one can start. */
export function searchFilesOffThread(entries: SearchEntries, useWorker: boolean): Promise<SearchOutput> {
  const file = useWorker ? workerFile() : undefined;
  if (!file) return Promise.resolve().then(() => searchFiles(entries));
  return new Promise<SearchOutput>((resolve, reject) => {
    let settled = false;
    const here = () => {
      if (settled) return;
      settled = true;
      try {
        resolve(searchFiles(entries));
      } catch (error) {
        reject(error);
      }
    };
    const worker = new Worker(file);
    worker.once('message', (output: SearchOutput | undefined) => {
      if (output && !settled) {
        settled = true;
        resolve(output);
      } else here();
      void worker.terminate();
    });
    worker.once('error', here);
    worker.once('exit', here);
    worker.postMessage(entries);
  });
}
