// Messages between the render pool (main thread) and its worker threads.
import type { Page } from '../types.js';
import type { RenderContext } from './render-page.js';

/** The render context without its per-thread caches: what is sent to each worker once per build. */
export type SharedRenderContext = Omit<RenderContext, 'sidebarHtml'>;

export type RenderRequest =
  | { type: 'context'; contextId: number; context: SharedRenderContext }
  | { type: 'render'; contextId: number; batch: number; pages: Page[] };

export type RenderResponse =
  | { type: 'ready' }
  | { type: 'rendered'; batch: number; html: string[] }
  | { type: 'failed'; batch: number; message: string; stack?: string };

/**
 * A page as a worker needs it. The search sections, link list, anchors and
 * operation model are for other stages; the templates never read them, and
 * copying them to another thread would double the data sent.
 */
export function pageForWorker(page: Page): Page {
  const { sections: _sections, links: _links, anchors: _anchors, api: _api, ...doc } = page.doc;
  return { ...page, doc: { ...doc, sections: [], links: [], anchors: [] } };
}
