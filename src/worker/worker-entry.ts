// A build worker thread's entry (see build-worker.ts): takes jobs from the main
// thread, one at a time, until it is told to stop.
import { MessageChannel, parentPort, workerData, type TransferListItem } from 'node:worker_threads';
import { buildReferenceValidatingLater, storeReference } from '../openapi/index.js';
import { indexSearchEntries } from '../search/search-output.js';
import { loadHighlightCache } from '../content/highlight-cache.js';
import { usedHighlights } from '../content/highlight.js';
import { errorToData } from '../errors.js';
import { renderApiArticle } from '../render/api-article.js';
import { openApiParser } from '../openapi/openapi-parser.js';
import type { ReferenceReply, WorkerJob, WorkerReply } from './build-worker.js';
import { ArticleClaims, renderClaimed } from './article-claims.js';

// Started with a build that will need it (see BuildWorker.start): the OpenAPI
// parser loads while the main thread reads the config, as the reference job needs it first thing.
if ((workerData as { preload?: boolean } | undefined)?.preload)
  void openApiParser().catch(() => {});

const port = parentPort!;
const post = (reply: WorkerReply, transfer?: TransferListItem[]) =>
  port.postMessage(reply, transfer);

async function run(job: WorkerJob): Promise<void> {
  if (job.type === 'reference') {
    const { input } = job;
    // Code a spec edit did not change is found in the project's highlight cache.
    await loadHighlightCache(input.cacheDir, { lazy: true });
    // The documents are validated after the reference is handed over, while the main
    // thread starts on the pages: validation was about a fifth of this thread's way
    // to the hand-over, which the main thread waited for.
    const { reference, validate } = await buildReferenceValidatingLater(input, input.texts);
    const json = JSON.stringify(reference);
    // The operation pages' articles are shared out with the main thread, which
    // renders the other pages first (article-claims.ts): this thread renders them
    // front to back and posts each on its own port as it is done.
    const docs = reference.docs.filter((d) => d.apiPage);
    const claims = new ArticleClaims(docs.length);
    const articles = new MessageChannel();
    const value: ReferenceReply = {
      json,
      highlights: usedHighlights(),
      articles: { claims: claims.buffer, port: articles.port2 },
    };
    post({ id: job.id, type: 'done', value }, [articles.port2]);
    // First the validation, which the build waits for before its output is swapped in.
    let notes: string[];
    try {
      notes = await validate();
    } catch (error) {
      // Nothing is stored; the main thread renders the articles, if it gets that far.
      post({ id: job.id, type: 'invalid', error: errorToData(error) });
      return;
    }
    post({ id: job.id, type: 'validated', warnings: notes });
    // Only a valid document's reference is cached, with the validator's notes among its warnings.
    const storing = notes.length
      ? storeReference(input, { ...reference, warnings: [...notes, ...reference.warnings] })
      : storeReference(input, reference, json);
    renderClaimed(
      claims,
      docs.map((d) => ({ route: d.route, render: () => renderApiArticle(d.apiPage!) })),
      articles.port1,
    );
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
  run(job).catch((error: unknown) =>
    post({ id: job.id, type: 'failed', error: errorToData(error) }),
  );
});
