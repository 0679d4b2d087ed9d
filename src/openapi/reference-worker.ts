// A worker thread's entry: builds one API reference (see reference-thread.ts),
// hands it over as the JSON the cache stores, then stores it in the cache.
import { parentPort, workerData } from 'node:worker_threads';
import { buildReference, type ReferenceJob } from './index.js';
import { referenceCache, worthCaching } from './reference-cache.js';
import { loadHighlightCache } from '../content/highlight-cache.js';
import { usedHighlights } from '../content/highlight.js';
import { errorToData } from '../errors.js';
import type { ReferenceWorkerMessage } from './reference-thread.js';

const job = workerData as ReferenceJob;
const post = (message: ReferenceWorkerMessage) => parentPort!.postMessage(message);
try {
  // Code a spec edit did not change is found in the project's highlight cache.
  await loadHighlightCache(job.cacheDir, { lazy: true });
  const reference = await buildReference(job, job.texts);
  // One serialisation serves both the hand-over (a string crosses threads as one copy) and the cache.
  const json = JSON.stringify(reference);
  post({ type: 'built', json, highlights: usedHighlights() });
  if (worthCaching(reference)) await referenceCache(job.cacheDir, job.buildId).write(job.key, json);
  post({ type: 'stored' });
} catch (error) {
  post({ type: 'failed', error: errorToData(error) });
}
