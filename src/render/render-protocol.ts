// Messages between the render pool (main thread) and its worker threads.
import type { Page } from '../types.js';
import type { Doc } from '../types.js';
import type { ApiOptions, ApiReference, OperationJob } from '../openapi/index.js';
import { DocgenError } from '../errors.js';
import type { RenderContext } from './render-page.js';

/**
 * A page's HTML: a string, or its UTF-8 bytes when the build writes files. Pages
 * hold characters like '…' and '←', so V8 keeps them as two bytes per character;
 * as UTF-8 bytes they take half the memory, outside the JavaScript heap, cross
 * threads without a copy, and are written as they are.
 */
export type RenderedHtml = string | Uint8Array;

const encoder = new TextEncoder();

/** The HTML as a build keeps it: UTF-8 bytes when asked, else the string. */
export function encodeHtml(html: string, encode: boolean): RenderedHtml {
  return encode ? encoder.encode(html) : html;
}

/** The render context without its per-thread caches: what is sent to each worker once per build. */
export type SharedRenderContext = Omit<RenderContext, 'sidebarHtml'>;

/** The API stage's options as sent to a worker: its log calls come back as data. */
export type WorkerApiOptions = Omit<ApiOptions, 'log' | 'renderOperations'>;
export type ApiLog = ['warn' | 'info', string][];

export type RenderRequest =
  | { type: 'context'; contextId: number; context: SharedRenderContext }
  | { type: 'render'; contextId: number; batch: number; pages: Page[]; encode: boolean }
  | { type: 'api'; options: WorkerApiOptions }
  | { type: 'operations'; batch: number; jobs: OperationJob[] };

export type RenderResponse =
  | { type: 'ready' }
  | { type: 'rendered'; batch: number; html: RenderedHtml[] }
  | { type: 'operated'; batch: number; docs: Doc[] }
  | { type: 'failed'; batch: number; message: string; stack?: string }
  | { type: 'api-done'; value: ApiReference; log: ApiLog }
  | { type: 'api-failed'; error: SerializedError; log: ApiLog };

/** An error as it crosses threads: a DocgenError keeps its location and hint. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  location?: DocgenError['location'];
  hint?: string;
}

export function serializeError(error: unknown): SerializedError {
  const e = error instanceof Error ? error : new Error(String(error));
  return e instanceof DocgenError ? { name: e.name, message: e.message, stack: e.stack, location: e.location, hint: e.hint } : { name: e.name, message: e.message, stack: e.stack };
}

export function deserializeError(error: SerializedError): Error {
  const e = error.name === 'DocgenError' ? new DocgenError(error.message, { ...error.location, hint: error.hint }) : new Error(error.message);
  if (error.name !== 'DocgenError') e.name = error.name;
  if (error.stack) e.stack = error.stack;
  return e;
}

/**
 * A page as a worker needs it. The search sections, link list, anchors and
 * operation tags are for other stages; the templates never read them, and
 * copying them to another thread would double the data sent.
 */
export function pageForWorker(page: Page): Page {
  const { sections: _sections, links: _links, anchors: _anchors, api: _api, ...doc } = page.doc;
  return { ...page, doc: { ...doc, sections: [], links: [], anchors: [] } };
}
