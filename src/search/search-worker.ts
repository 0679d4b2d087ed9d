// A worker thread that builds the search index files (BM25 and JSON) from the
// section documents the main thread collected, while the main thread renders pages.
import { parentPort } from 'node:worker_threads';
import { searchFiles, type SearchEntries } from './search-output.js';

if (!parentPort) throw new Error('search-worker.ts runs only as a worker thread.');
const port = parentPort;

port.once('message', (entries: SearchEntries) => {
  // A failure is answered with nothing: the main thread then builds the index itself and reports the error there.
  let output;
  try {
    output = searchFiles(entries);
  } catch {
    output = undefined;
  }
  port.postMessage(output);
});
