// Renders pages on every core: worker threads take batches of pages from the
// front of a queue while the main thread renders from the back, so a slow or
// busy thread just takes fewer batches. A worker that cannot start or dies hands
// its batches back to the main thread; a batch that throws in a worker is
// rendered again on the main thread, so errors surface exactly as without workers.
// The HTML is the same either way: each thread runs the same renderPage.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '../types.js';
import { toolRoot } from '../config/load-module.js';
import { renderPage, type RenderContext } from './render-page.js';
import { pageForWorker, type RenderRequest, type RenderResponse, type SharedRenderContext } from './render-protocol.js';

/**
 * Below this many pages a worker costs more to start (it loads React and the
 * templates) than it saves; see BENCHMARKS.md for the measurement.
 */
export const minPagesForWorkers = 150;

/** Worker threads to use: one per core beyond the main thread's, capped; DOCGEN_RENDER_THREADS overrides. */
export function defaultRenderThreads(): number {
  const env = process.env.DOCGEN_RENDER_THREADS;
  if (env !== undefined && /^\d+$/.test(env)) return Number(env);
  return Math.min(3, Math.max(0, availableParallelism() - 1));
}

/** How a worker is started: the bundled file when docgen runs from dist/, the TypeScript source through tsx otherwise. */
function workerSource(): { source: string; eval: boolean } | undefined {
  if (import.meta.url.endsWith('.ts')) {
    // Workers do not inherit the parent's --import hooks, so tsx is registered first.
    const url = new URL('./render-worker.ts', import.meta.url).href;
    return { source: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); })`, eval: true };
  }
  const bundled = path.join(toolRoot(), 'dist', 'render-worker.js');
  return existsSync(bundled) ? { source: bundled, eval: false } : undefined;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  dead: boolean;
  /** Context id the worker holds. */
  contextId: number;
  inflight: Set<number>;
  /** Batches this worker rendered. */
  done: number;
}

let contextCounter = 0;

/** Unused workers stop after this long, so a build that fails before rendering leaves no thread behind. */
const idleMs = 30_000;

/** One build's render threads: started early, used by one `render` call, then stopped. */
export class RenderPool {
  private readonly workers: PoolWorker[] = [];

  /** Starts `threads` workers now, so they load while the build does other work. */
  constructor(threads: number) {
    const source = threads > 0 ? workerSource() : undefined;
    if (!source) return;
    setTimeout(() => void this.close(), idleMs).unref();
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(source.source, { eval: source.eval });
      // A build never waits on an idle worker to exit.
      worker.unref();
      this.workers.push({ worker, ready: false, dead: false, contextId: -1, inflight: new Set(), done: 0 });
    }
  }

  /** Workers that rendered at least one batch: how many threads besides the main one did work. */
  get workersUsed(): number {
    return this.workers.filter((w) => w.done > 0).length;
  }

  /** The HTML of each page, in order. The workers stop afterwards. */
  async render(ctx: RenderContext, pages: Page[]): Promise<string[]> {
    try {
      return await this.renderOnce(ctx, pages);
    } finally {
      await this.close();
    }
  }

  private async renderOnce(ctx: RenderContext, pages: Page[]): Promise<string[]> {
    const html: string[] = new Array(pages.length);
    const live = this.workers.filter((w) => !w.dead);
    const shared = live.length > 0 ? sharedContext(ctx) : undefined;
    if (!shared) {
      for (let i = 0; i < pages.length; i++) html[i] = renderPage(ctx, pages[i]!);
      return html;
    }
    const contextId = ++contextCounter;
    const size = Math.max(8, Math.min(64, Math.ceil(pages.length / (live.length + 1) / 8)));
    const batches: number[][] = [];
    for (let start = 0; start < pages.length; start += size) batches.push(Array.from({ length: Math.min(size, pages.length - start) }, (_, k) => start + k));
    const queue = batches.map((_, b) => b);
    let outstanding = 0;
    let wake: (() => void) | undefined;
    const notify = () => {
      wake?.();
      wake = undefined;
    };
    const renderHere = (b: number) => {
      for (const i of batches[b]!) html[i] = renderPage(ctx, pages[i]!);
    };
    const feed = (w: PoolWorker) => {
      if (!w.ready || w.dead) return;
      if (w.contextId !== contextId) {
        w.worker.postMessage({ type: 'context', contextId, context: shared } satisfies RenderRequest);
        w.contextId = contextId;
      }
      // Two batches in flight, so a worker never waits for the main thread to hand it the next.
      while (w.inflight.size < 2 && queue.length > 0) {
        const b = queue.shift()!;
        w.inflight.add(b);
        outstanding++;
        w.worker.postMessage({ type: 'render', contextId, batch: b, pages: batches[b]!.map((i) => pageForWorker(pages[i]!)) } satisfies RenderRequest);
      }
    };
    const retire = (w: PoolWorker) => {
      if (w.dead) return;
      w.dead = true;
      for (const b of w.inflight) queue.unshift(b);
      outstanding -= w.inflight.size;
      w.inflight.clear();
      void w.worker.terminate();
      notify();
    };
    const listeners = live.map((w) => {
      const onMessage = (message: RenderResponse) => {
        if (message.type === 'ready') {
          w.ready = true;
          feed(w);
          return;
        }
        if (!w.inflight.delete(message.batch)) return;
        outstanding--;
        if (message.type === 'rendered') {
          batches[message.batch]!.forEach((i, k) => (html[i] = message.html[k]!));
          w.done++;
        }
        // Rendered again here, so the error is thrown on the main thread as it would be without workers.
        else queue.push(message.batch);
        feed(w);
        notify();
      };
      const onError = () => retire(w);
      w.worker.on('message', onMessage);
      w.worker.on('error', onError);
      w.worker.on('exit', onError);
      feed(w);
      return () => {
        w.worker.off('message', onMessage);
        w.worker.off('error', onError);
        w.worker.off('exit', onError);
      };
    });
    try {
      for (;;) {
        if (queue.length > 0) {
          renderHere(queue.pop()!);
          // Let worker messages in: finished batches, and requests for the next ones.
          await new Promise<void>((resolve) => setImmediate(resolve));
        } else if (outstanding > 0) {
          await new Promise<void>((resolve) => (wake = resolve));
        } else break;
      }
    } finally {
      for (const remove of listeners) remove();
    }
    return html;
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => (w.dead ? undefined : w.worker.terminate())));
    for (const w of this.workers) w.dead = true;
  }
}

/** The context without per-thread caches, if it can be copied to another thread (a config holding functions cannot). */
function sharedContext(ctx: RenderContext): SharedRenderContext | undefined {
  const { sidebarHtml: _cache, ...shared } = ctx;
  try {
    structuredClone(shared);
    return shared;
  } catch {
    return undefined;
  }
}
