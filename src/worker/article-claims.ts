// Who renders which operation page's article, when a first build's worker thread
// and the main thread both can. The worker renders them front to back after it
// hands the reference over; the main thread renders the pages, operation pages
// last and back to front. Each article is claimed by one thread through shared
// memory, so none is rendered twice, and the two meet in the middle wherever the
// machine's load puts that. (Handing out fixed shares instead either left one
// thread idle or, when the main thread came first, rendered articles twice.)

import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

/** An article's state: its slot in the shared array. */
export const ArticleState = {
  /** Nobody has claimed it yet. */
  free: 0,
  /** The worker thread is rendering it. */
  worker: 1,
  /** The main thread renders it (or does not need it). */
  main: 2,
  /** The worker thread rendered it and posted it on the articles port. */
  posted: 3,
  /** The worker thread could not render it: the main thread renders it, and reports the error if it fails there too. */
  failed: 4,
} as const;

/**
 * The claims on `count` articles, in the order of the reference's operation pages.
 * Made on one thread and posted to the other: a SharedArrayBuffer is shared, not copied.
 */
export class ArticleClaims {
  readonly state: Int32Array;

  constructor(shared: SharedArrayBuffer | number) {
    this.state = new Int32Array(
      typeof shared === 'number' ? new SharedArrayBuffer(4 * shared) : shared,
    );
  }

  get buffer(): SharedArrayBuffer {
    return this.state.buffer as SharedArrayBuffer;
  }

  /** Claims article `i` for `by`; true when it was free and is now `by`'s. */
  claim(i: number, by: typeof ArticleState.worker | typeof ArticleState.main): boolean {
    return Atomics.compareExchange(this.state, i, ArticleState.free, by) === ArticleState.free;
  }

  /** The worker thread says how its claim on article `i` ended, and wakes a main thread waiting for it. */
  settle(i: number, outcome: typeof ArticleState.posted | typeof ArticleState.failed): void {
    Atomics.store(this.state, i, outcome);
    Atomics.notify(this.state, i);
  }

  /**
   * Blocks until the worker thread has settled its claim on article `i` (or
   * `timeoutMs` passed: a thread that died while rendering settles nothing).
   * Returns the state then. An article takes milliseconds; only that one is waited for.
   */
  waitSettled(i: number, timeoutMs: number): number {
    Atomics.wait(this.state, i, ArticleState.worker, timeoutMs);
    return Atomics.load(this.state, i);
  }
}

/** An article as the worker thread renders it. */
export interface ArticleJob {
  route: string;
  render: () => string;
}

/**
 * The worker thread's side: renders, front to back, every article the main thread
 * has not claimed, and posts each on `port` as `[route, html]` before marking it
 * posted (so a main thread woken by the mark finds it on the port).
 */
export function renderClaimed(
  claims: ArticleClaims,
  jobs: readonly ArticleJob[],
  port: { postMessage(message: [string, string]): void },
): void {
  for (const [i, job] of jobs.entries()) {
    if (!claims.claim(i, ArticleState.worker)) continue;
    let html: string;
    try {
      html = job.render();
    } catch {
      // The main thread renders it again and reports what went wrong there.
      claims.settle(i, ArticleState.failed);
      continue;
    }
    port.postMessage([job.route, html]);
    claims.settle(i, ArticleState.posted);
  }
}

/**
 * How long the main thread waits for an article the worker thread claimed before
 * rendering it itself: one takes milliseconds, and a thread that died while
 * rendering it would otherwise be waited for forever.
 */
export const articleWaitMs = 10_000;

/** The main thread's side: the articles of the operation pages at `routes` (in the claims' order). */
export class ArticleInbox {
  private readonly index: Map<string, number>;
  /** Articles posted and not yet taken, by route. */
  private readonly received = new Map<string, string>();

  constructor(
    private readonly claims: ArticleClaims,
    routes: readonly string[],
    private readonly port: MessagePort,
    private readonly waitMs = articleWaitMs,
  ) {
    this.index = new Map(routes.map((r, i) => [r, i]));
    // Articles that come while this thread works elsewhere are kept until their page asks.
    port.on('message', ([route, html]: [string, string]) => this.received.set(route, html));
    port.unref();
  }

  /** The article of the page at `route` from the worker thread, or undefined when this thread is to render it (it is now this thread's). */
  take(route: string): string | undefined {
    const i = this.index.get(route);
    if (i === undefined || this.claims.claim(i, ArticleState.main)) return undefined;
    // The worker thread claimed it first: it is rendered, or will be in a moment.
    for (;;) {
      const html = this.received.get(route);
      if (html !== undefined) {
        this.received.delete(route);
        return html;
      }
      if (this.claims.waitSettled(i, this.waitMs) !== ArticleState.posted) return undefined;
      // Posted before it was marked so: it is on the port, behind any not yet received.
      const message = receiveMessageOnPort(this.port) as { message: [string, string] } | undefined;
      if (!message) return undefined;
      this.received.set(message.message[0], message.message[1]);
    }
  }

  /** Says this thread will not need the article of `route`: the worker thread skips it if it has not started it. */
  skip(route: string): void {
    const i = this.index.get(route);
    if (i !== undefined) this.claims.claim(i, ArticleState.main);
  }

  close(): void {
    this.port.close();
    this.received.clear();
  }
}
