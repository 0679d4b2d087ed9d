// A build worker thread's entry (see build-worker.ts): takes jobs from the main
// thread, one at a time, until it is told to stop.
import { parentPort, workerData } from 'node:worker_threads';
import { buildReference, storeReference } from '../openapi/index.js';
import { indexSearchEntries } from '../search/search-output.js';
import { loadHighlightCache } from '../content/highlight-cache.js';
import { usedHighlights } from '../content/highlight.js';
import { errorToData } from '../errors.js';
import { renderApiArticle } from '../render/api-article.js';
import { openApiParser } from '../openapi/openapi-parser.js';
import { toolRoot } from '../config/load-module.js';
import type { WorkerJob, WorkerReply } from './build-worker.js';

// Started with a build that will need it (see BuildWorker.start): the OpenAPI
// parser loads while the main thread reads the config, as the reference job needs it first thing.
if ((workerData as { preload?: boolean } | undefined)?.preload) void openApiParser(toolRoot()).catch(() => {});

const port = parentPort!;
/** Articles per message: the main thread takes what has come each time its render loop yields. */
const articleBatch = 16;
const post = (reply: WorkerReply) => port.postMessage(reply);

async function run(job: WorkerJob): Promise<void> {
  if (job.type === 'reference') {
    const { input } = job;
    // Code a spec edit did not change is found in the project's highlight cache.
    await loadHighlightCache(input.cacheDir, { lazy: true });
    const reference = await buildReference(input, input.texts);
    // One serialisation serves both the hand-over (a string crosses threads as one copy) and the cache.
    const json = JSON.stringify(reference);
    post({ id: job.id, type: 'done', value: { json, highlights: usedHighlights() } });
    const storing = storeReference(input, reference, json);
    // While the main thread renders the markdown pages (they come first), the
    // operation pages' articles are rendered here, a batch at a time, so it finds
    // them made when it gets there.
    const docs = reference.docs.filter((d) => d.apiPage);
    for (let i = 0; i < docs.length; i += articleBatch) {
      post({ id: job.id, type: 'articles', articles: docs.slice(i, i + articleBatch).map((d) => [d.route, renderApiArticle(d.apiPage!)]) });
    }
    await storing;
    post({ id: job.id, type: 'stored' });
  } else {
    post({ id: job.id, type: 'done', value: indexSearchEntries(new Map(job.entries)) });
  }
}

port.on('message', (job: WorkerJob | { type: 'stop' }) => {
  if (job.type === 'stop') {
    port.close();
    return;
  }
  run(job).catch((error: unknown) => post({ id: job.id, type: 'failed', error: errorToData(error) }));
});
