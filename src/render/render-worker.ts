// A worker thread that renders pages to HTML with the same renderPage as the
// main thread. It receives the build's render context once, then batches of
// pages, and answers each batch with its HTML strings in order.
import { parentPort } from 'node:worker_threads';
import { renderPage, type RenderContext } from './render-page.js';
import { SidebarHtmlCache } from './sidebar-html.js';
import { loadApiReference } from '../openapi/index.js';
import { operationDoc } from '../openapi/api-docs.js';
import { encodeHtml, serializeError, type ApiLog, type RenderRequest, type RenderResponse, type SharedRenderContext } from './render-protocol.js';

if (!parentPort) throw new Error('render-worker.ts runs only as a worker thread.');
const port = parentPort;

const contexts = new Map<number, RenderContext>();

/** The API stage, run here while the main thread reads the markdown. */
async function apiReference(message: Extract<RenderRequest, { type: 'api' }>): Promise<void> {
  const log: ApiLog = [];
  let response: RenderResponse;
  try {
    const value = await loadApiReference({ ...message.options, log: (level, text) => log.push([level, text]) });
    response = { type: 'api-done', value, log };
  } catch (error) {
    response = { type: 'api-failed', error: serializeError(error), log };
  }
  port.postMessage(response);
}

port.on('message', (message: RenderRequest) => {
  if (message.type === 'api') {
    void apiReference(message);
    return;
  }
  if (message.type === 'context') {
    // One context per build; an older one is never asked for again.
    contexts.clear();
    const shared: SharedRenderContext = message.context;
    contexts.set(message.contextId, { ...shared, sidebarHtml: new SidebarHtmlCache() });
    return;
  }
  let response: RenderResponse;
  if (message.type === 'operations') {
    try {
      const docs = message.jobs.map((job) => operationDoc(job.op, job.route, job.options));
      response = { type: 'operated', batch: message.batch, docs };
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      response = { type: 'failed', batch: message.batch, message: e.message, stack: e.stack };
    }
    port.postMessage(response);
    return;
  }
  try {
    const ctx = contexts.get(message.contextId);
    if (!ctx) throw new Error(`render worker: unknown context ${message.contextId}`);
    response = { type: 'rendered', batch: message.batch, html: message.pages.map((page) => encodeHtml(renderPage(ctx, page), message.encode)) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    response = { type: 'failed', batch: message.batch, message: e.message, stack: e.stack };
  }
  // Bytes move to the main thread instead of being copied.
  port.postMessage(response, response.type === 'rendered' ? response.html.flatMap((h) => (typeof h === 'string' ? [] : [h.buffer as ArrayBuffer])) : []);
});
port.postMessage({ type: 'ready' } satisfies RenderResponse);
