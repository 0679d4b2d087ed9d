// A worker thread that renders pages to HTML with the same renderPage as the
// main thread. It receives the build's render context once, then batches of
// pages, and answers each batch with its HTML strings in order.
import { parentPort } from 'node:worker_threads';
import { renderPage, type RenderContext } from './render-page.js';
import { SidebarHtmlCache } from './sidebar-html.js';
import type { RenderRequest, RenderResponse, SharedRenderContext } from './render-protocol.js';

if (!parentPort) throw new Error('render-worker.ts runs only as a worker thread.');
const port = parentPort;

const contexts = new Map<number, RenderContext>();

port.on('message', (message: RenderRequest) => {
  if (message.type === 'context') {
    // One context per build; an older one is never asked for again.
    contexts.clear();
    const shared: SharedRenderContext = message.context;
    contexts.set(message.contextId, { ...shared, sidebarHtml: new SidebarHtmlCache() });
    return;
  }
  let response: RenderResponse;
  try {
    const ctx = contexts.get(message.contextId);
    if (!ctx) throw new Error(`render worker: unknown context ${message.contextId}`);
    response = { type: 'rendered', batch: message.batch, html: message.pages.map((page) => renderPage(ctx, page)) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    response = { type: 'failed', batch: message.batch, message: e.message, stack: e.stack };
  }
  port.postMessage(response);
});
port.postMessage({ type: 'ready' } satisfies RenderResponse);
