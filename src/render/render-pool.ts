// Renders pages (and the API stage's operation pages) on every core: worker
// threads take batches from the front of a queue while the main thread takes
// them from the back, so a slow or busy thread just takes fewer batches. A worker that cannot start or dies hands
// its batches back to the main thread; a batch that throws in a worker is
// rendered again on the main thread, so errors surface exactly as without workers.
// The HTML is the same either way: each thread runs the same renderPage.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Doc, Page } from '../types.js';
import { workerSource } from '../config/load-module.js';
import { renderPage, type RenderContext } from './render-page.js';
import { loadApiReference, type ApiReference, type OperationJob } from '../openapi/index.js';
import { operationDoc } from '../openapi/api-docs.js';
import { deserializeError, encodeHtml, pageForWorker, type ApiLog, type RenderedHtml, type RenderRequest, type RenderResponse, type SharedRenderContext, type WorkerApiOptions } from './render-protocol.js';

/**
 * Render workers start by default only for builds of this many pages; none do now.
 * A worker loads React and the templates and warms up its own JIT, every page it
 * renders is copied to it and its HTML back, and the second core is already busy
 * with esbuild (the client bundle), validation of big documents and V8's own
 * threads. On the shared 2-core machine (BENCHMARKS.md) a worker was slower for the
 * 183-page portal and for 1,000 pages; at 10,000 it paid while every page was kept
 * in memory and written at the end, but once pages were written as they render and
 * kept Latin-1, the main thread alone was faster (21.5 / 23.3 s against 25.9 /
 * 28.2 s, CPU 25 s against 33 s). `docgen build --threads N` still uses them.
 */
export const minPagesForWorkers = Number.POSITIVE_INFINITY;
/**
 * Operation pages are spread over workers only when threads are asked for
 * (`docgen build --threads`, the renderThreads build option): on the shared machine the
 * API stage was slower with a worker at both 1,000 and 10,000 operations.
 */
export const minOperationsForWorkers = Number.POSITIVE_INFINITY;

/** Markdown files a build needs for its API stage to be worth moving to a worker (it runs beside the markdown stage). */
export const minMarkdownForApiWorker = 20;

/**
 * Worker threads to use: one per core beyond the main thread's, capped, for the
 * bundled CLI. Run from the TypeScript sources (tests, tsx), each worker would
 * compile its modules again through tsx, which costs more than it saves, so none
 * start unless asked for (the renderThreads build option).
 */
export function defaultRenderThreads(): number {
  if (import.meta.url.endsWith('.ts')) return 0;
  return Math.min(3, Math.max(0, availableParallelism() - 1));
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
let batchCounter = 0;

/** Idle workers stop after this long, so a build that fails before rendering leaves no thread behind. */
const idleMs = 30_000;

/**
 * One build's worker threads: started early, they may build the API reference
 * while the main thread renders the markdown, or share the API stage's operation
 * pages, then share the pages in one `render` call, after which they stop.
 */
export class RenderPool {
  private readonly workers: PoolWorker[] = [];
  private busy = 0;
  private lastUsed = Date.now();
  private readonly readyWaiters = new Set<() => void>();
  /** Called when a worker has loaded; the render stage uses it to hand out batches. */
  private onReady: ((w: PoolWorker) => void) | undefined;

  private readonly waitForWorkers: boolean;

  /**
   * Starts `threads` workers now, so they load while the build does other work.
   * `waitForWorkers`: hand out work only once every worker has loaded (or failed
   * to), so they all take part; by default this thread starts at once.
   */
  constructor(threads: number, options: { waitForWorkers?: boolean } = {}) {
    this.waitForWorkers = options.waitForWorkers ?? false;
    const source = threads > 0 ? workerSource('render/render-worker') : undefined;
    if (!source) return;
    const idle = setInterval(() => {
      if (this.busy > 0 || Date.now() - this.lastUsed < idleMs) return;
      clearInterval(idle);
      void this.close();
    }, idleMs / 3);
    idle.unref();
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(source.source, { eval: source.eval });
      const entry: PoolWorker = { worker, ready: false, dead: false, contextId: -1, inflight: new Set(), done: 0 };
      // Listening from the start: a worker may be ready long before the render stage.
      worker.on('message', (message: RenderResponse) => {
        if (message.type !== 'ready') return;
        entry.ready = true;
        this.onReady?.(entry);
        this.readyWaiters.forEach((wake) => wake());
      });
      worker.on('error', () => (entry.dead = true));
      worker.on('exit', () => (entry.dead = true));
      // An idle worker never keeps the process alive (adding a 'message' listener refs it, so this comes after).
      worker.unref();
      this.workers.push(entry);
    }
  }

  /** Workers that rendered at least one batch: how many threads besides the main one did work. */
  get workersUsed(): number {
    return this.workers.filter((w) => w.done > 0).length;
  }

  /** While work is out, the workers keep the process alive; once idle, they do not. */
  private hold(): void {
    this.busy++;
    for (const w of this.workers) w.worker.ref();
  }

  private release(): void {
    this.busy--;
    this.lastUsed = Date.now();
    if (this.busy === 0) for (const w of this.workers) w.worker.unref();
  }

  /**
   * The HTML of each page, in order, as UTF-8 bytes if `encode`; with `onPage`,
   * each page's HTML is handed over as soon as it is there instead (and not kept).
   * The workers stop afterwards.
   */
  async render(ctx: RenderContext, pages: Page[], encode = false, onPage?: (index: number, html: RenderedHtml) => void, caughtUp?: () => Promise<void>): Promise<RenderedHtml[]> {
    this.hold();
    try {
      return await this.renderOnce(ctx, pages, encode, onPage, caughtUp);
    } finally {
      this.release();
      await this.close();
    }
  }

  /**
   * The API stage (loadApiReference) on the first worker, with its log calls
   * returned in order for the caller to replay. Without a live worker, or if the
   * worker dies, it runs here; its own errors are rethrown here as they were thrown there.
   */
  async apiReference(options: WorkerApiOptions): Promise<{ value: ApiReference; log: ApiLog }> {
    const w = this.workers.find((x) => !x.dead);
    const here = async () => {
      const log: ApiLog = [];
      return { value: await loadApiReference({ ...options, log: (level, text) => log.push([level, text]) }), log };
    };
    if (!w) return here();
    this.hold();
    try {
      const answer = await new Promise<Extract<RenderResponse, { type: 'api-done' | 'api-failed' }> | undefined>((resolve) => {
        const onMessage = (message: RenderResponse) => {
          if (message.type !== 'api-done' && message.type !== 'api-failed') return;
          done(message);
        };
        const onGone = () => done(undefined);
        const done = (result: Extract<RenderResponse, { type: 'api-done' | 'api-failed' }> | undefined) => {
          w.worker.off('message', onMessage).off('error', onGone).off('exit', onGone);
          resolve(result);
        };
        w.worker.on('message', onMessage).on('error', onGone).on('exit', onGone);
        w.worker.postMessage({ type: 'api', options } satisfies RenderRequest);
      });
      if (!answer) {
        w.dead = true;
        return await here();
      }
      if (answer.type === 'api-failed') throw deserializeError(answer.error);
      return { value: answer.value, log: answer.log };
    } finally {
      this.release();
    }
  }

  private renderOnce(ctx: RenderContext, pages: Page[], encode: boolean, onPage?: (index: number, html: RenderedHtml) => void, caughtUp?: () => Promise<void>): Promise<RenderedHtml[]> {
    const shared = this.workers.some((w) => !w.dead) ? sharedContext(ctx) : undefined;
    const contextId = ++contextCounter;
    return this.spread(pages, {
      onResult: onPage,
      caughtUp,
      here: (page) => encodeHtml(renderPage(ctx, page), encode),
      usable: shared !== undefined,
      send: (w, batch, items) => {
        if (w.contextId !== contextId) {
          w.worker.postMessage({ type: 'context', contextId, context: shared! } satisfies RenderRequest);
          w.contextId = contextId;
        }
        w.worker.postMessage({ type: 'render', contextId, batch, pages: items.map(pageForWorker), encode } satisfies RenderRequest);
      },
      take: (message) => (message.type === 'rendered' ? message.html : undefined),
    });
  }

  /**
   * Operation pages of the API stage (operationDoc), spread over the threads like
   * pages.
   */
  async renderOperations(jobs: OperationJob[]): Promise<Doc[]> {
    this.hold();
    try {
      return await this.spread(jobs, {
        here: (job) => operationDoc(job.op, job.route, job.options),
        usable: true,
        send: (w, batch, items) => w.worker.postMessage({ type: 'operations', batch, jobs: items } satisfies RenderRequest),
        take: (message) => (message.type === 'operated' ? message.docs : undefined),
      });
    } finally {
      this.release();
    }
  }

  /**
   * Runs `here` over every item, on this thread and the workers: workers take
   * batches from the front of the queue, this thread from the back. A batch a
   * worker fails is done again here, so its error is thrown here.
   */
  private async spread<T, R>(
    items: T[],
    job: {
      here: (item: T) => R;
      /** False when the work cannot go to another thread. */
      usable: boolean;
      send: (w: PoolWorker, batch: number, items: T[]) => void;
      /** A batch's results from a worker's answer, or undefined when the worker failed it. */
      take: (message: RenderResponse, items: T[]) => R[] | undefined;
      /** Gets each result as it comes, in any order; the returned array is then left empty. */
      onResult?: (index: number, result: R) => void;
      /** Awaited by this thread between its batches: the receiver of the results has caught up. */
      caughtUp?: () => Promise<void>;
    },
  ): Promise<R[]> {
    const results: R[] = job.onResult ? [] : new Array(items.length);
    const done = job.onResult ?? ((i: number, result: R) => (results[i] = result));
    if (this.waitForWorkers) await this.allLoaded();
    const live = this.workers.filter((w) => !w.dead);
    if (!job.usable || live.length === 0) {
      for (let i = 0; i < items.length; i++) {
        done(i, job.here(items[i]!));
        // Let the receiver's work (writing files) go on now and then.
        if (job.onResult && i % 32 === 31) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          await job.caughtUp?.();
        }
      }
      return results;
    }
    const size = Math.max(8, Math.min(64, Math.ceil(items.length / (live.length + 1) / 8)));
    const batches = new Map<number, number[]>();
    const queue: number[] = [];
    for (let start = 0; start < items.length; start += size) {
      const id = ++batchCounter;
      batches.set(id, Array.from({ length: Math.min(size, items.length - start) }, (_, k) => start + k));
      queue.push(id);
    }
    const itemsOf = (b: number) => batches.get(b)!.map((i) => items[i]!);
    let outstanding = 0;
    let wake: (() => void) | undefined;
    const notify = () => {
      wake?.();
      wake = undefined;
    };
    const doHere = (b: number) => {
      for (const i of batches.get(b)!) done(i, job.here(items[i]!));
    };
    const feed = (w: PoolWorker) => {
      if (!w.ready || w.dead) return;
      // Two batches in flight, so a worker never waits for this thread to hand it the next.
      while (w.inflight.size < 2 && queue.length > 0) {
        const b = queue.shift()!;
        w.inflight.add(b);
        outstanding++;
        job.send(w, b, itemsOf(b));
      }
    };
    // Idempotent: a dying worker may report both an error and its exit.
    const retire = (w: PoolWorker) => {
      w.dead = true;
      for (const b of w.inflight) queue.unshift(b);
      outstanding -= w.inflight.size;
      w.inflight.clear();
      void w.worker.terminate();
      notify();
    };
    const listeners = live.map((w) => {
      const onMessage = (message: RenderResponse) => {
        if (!('batch' in message) || !w.inflight.delete(message.batch)) return;
        outstanding--;
        const answer = job.take(message, itemsOf(message.batch));
        if (answer) {
          batches.get(message.batch)!.forEach((i, k) => done(i, answer[k]!));
          w.done++;
        } else queue.push(message.batch);
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
    this.onReady = feed;
    try {
      for (;;) {
        if (queue.length > 0) {
          doHere(queue.pop()!);
          // Let worker messages in: finished batches, and requests for the next ones.
          await new Promise<void>((resolve) => setImmediate(resolve));
          await job.caughtUp?.();
        } else if (outstanding > 0) {
          await new Promise<void>((resolve) => (wake = resolve));
        } else break;
      }
    } finally {
      this.onReady = undefined;
      for (const remove of listeners) remove();
    }
    return results;
  }

  /** Resolves once every worker is ready or dead. */
  private async allLoaded(): Promise<void> {
    while (this.workers.some((w) => !w.ready && !w.dead)) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.readyWaiters.delete(wake);
          clearInterval(poll);
          resolve();
        };
        // Death comes as an 'exit' event this class does not forward; look again now and then.
        const poll = setInterval(wake, 50);
        this.readyWaiters.add(wake);
      });
    }
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
