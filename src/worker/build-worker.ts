// A worker thread that takes a first build's heaviest independent jobs off the
// main thread, so a cold build uses both of a small machine's cores:
// - the API reference (making every operation page from the OpenAPI documents),
//   while the main thread renders the markdown, then the documents' validation,
//   which the build waits for before it swaps its output in;
// - the operation pages' articles, shared out with the main thread as it renders
//   the pages (article-claims.ts);
// - the search index, while the main thread renders the pages.
// The reference comes back as the JSON the cache stores: one string crosses
// threads in a single copy, where a structured clone of the page models would
// walk every object. Errors cross as data and are DocgenErrors again here.
import type { MessagePort, Worker } from 'node:worker_threads';
import { startWorker, takeEarlyWorker } from './worker-thread.js';
import { errorFromData, type ErrorData } from '../errors.js';
import { adoptHighlights, type HighlightHandover } from '../content/highlight.js';
import {
  buildAndStoreReference,
  type ReferenceBuilder,
  type ReferenceJob,
} from '../openapi/index.js';
import type { CachedReference } from '../openapi/reference-cache.js';
import type { IndexEntry } from '../search/search-index.js';
import { indexSearchEntries, type SearchOutput } from '../search/search-output.js';
import type { ArticleSource } from '../render/render-page.js';
import { ArticleClaims, ArticleInbox } from './article-claims.js';

export type WorkerJob =
  | { id: number; type: 'reference'; input: ReferenceJob }
  | { id: number; type: 'search'; entries: [string, IndexEntry[]][] };

export type WorkerReply =
  | { id: number; type: 'done'; value: unknown }
  /** A reference job's documents are valid: the validator's notes. */
  | { id: number; type: 'validated'; warnings: string[] }
  /** A reference job's documents are not valid (its reference was handed over before it was known). */
  | { id: number; type: 'invalid'; error: ErrorData }
  /** A reference job's cache entry is written (or could not be: a cache only costs time). */
  | { id: number; type: 'stored' }
  | { id: number; type: 'failed'; error: ErrorData };

/**
 * Documents bigger than this are built on the main thread: their reference, handed
 * over as JSON, would be held twice (string and objects) at the peak of a build
 * already measured in hundreds of MB. GitHub's REST document (13 MB) peaked at
 * 1,115 MB built on the worker against 779 MB on the main thread, and Stripe's
 * already takes 1.2 GB on the main thread. The documents a worker helps most, a
 * portal's one or two of under 1 MB each, are a fraction of this.
 */
export const maxWorkerTextBytes = 4 * 1024 * 1024;

/**
 * An index of fewer sections is built on the main thread unless the worker thread
 * runs already. A thread costs CPU to start before it indexes anything (0.07 s for
 * the bundled one here, 0.15 s run from the sources), and a small site's index is
 * done as soon: this portal's 700 sections take 0.13-0.2 s on the thread.
 */
export const minWorkerSearchSections = 500;

/** Whether the reference of these texts is built on a worker thread (not when they are very big). */
export function buildsOnWorker(texts: readonly { text: string }[]): boolean {
  return texts.reduce((n, t) => n + t.text.length, 0) <= maxWorkerTextBytes;
}

/** What a reference job hands back. */
export interface ReferenceReply {
  /** The reference as JSON, as the cache stores it. */
  json: string;
  highlights: HighlightHandover;
  /**
   * The claims on the articles of the reference's operation pages (in the order of
   * its docs) and the port the thread posts them on, as `[route, html]`.
   */
  articles: { claims: SharedArrayBuffer; port: MessagePort };
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Set for a reference job: settles when its cache entry is written. */
  stored?: () => void;
  /** Set for a reference job: settles when its documents are validated (after it is done). */
  validated?: { resolve: (notes: string[]) => void; reject: (error: Error) => void };
  done: boolean;
}

/** One worker thread for one build; started on the first job, stopped by `stop`. */
export class BuildWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private exited = false;
  /** The articles of the last reference the thread made, shared out with it (article-claims.ts). */
  private inbox: ArticleInbox | undefined;

  /** `cacheDir`: the build's cache folder, to take the thread the CLI started for it (worker-thread.ts startEarly). */
  constructor(private readonly cacheDir?: string) {}

  /**
   * Starts the thread now, for a build that will have an API reference to make: it
   * loads its code and the OpenAPI parser while this thread reads the config (or
   * has done so already, started by the CLI). Otherwise the thread starts with its
   * first job, if any comes.
   */
  start(): this {
    this.thread(true).unref();
    return this;
  }

  /** Whether the thread is started (by `start`, a job, or the CLI): a job for it then costs no start-up. */
  get running(): boolean {
    return this.worker !== undefined && !this.exited;
  }

  private thread(preload = false): Worker {
    if (this.worker) return this.worker;
    const worker =
      (this.cacheDir !== undefined ? takeEarlyWorker(this.cacheDir) : undefined) ??
      startWorker({ preload });
    worker.on('message', (reply: WorkerReply) => this.receive(reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      this.exited = true;
      this.failAll(
        new Error(
          `The build's worker thread stopped (exit code ${code}) before its work was done.`,
        ),
      );
    });
    this.worker = worker;
    return worker;
  }

  /** A thread with no job in hand does not keep the process alive (a build that failed half-way may never stop it). */
  private settle(): void {
    if (this.pending.size === 0) this.worker?.unref();
  }

  private receive(reply: WorkerReply): void {
    const job = this.pending.get(reply.id);
    if (!job) return;
    this.receiveFor(job, reply);
    this.settle();
  }

  private receiveFor(job: Pending, reply: WorkerReply): void {
    if (reply.type === 'done') {
      job.done = true;
      job.resolve(reply.value);
      if (!job.stored) this.pending.delete(reply.id);
    } else if (reply.type === 'validated') {
      job.validated?.resolve(reply.warnings);
    } else if (reply.type === 'invalid') {
      job.validated?.reject(errorFromData(reply.error));
      job.stored?.();
      this.pending.delete(reply.id);
    } else if (reply.type === 'stored') {
      job.stored?.();
      this.pending.delete(reply.id);
    } else {
      this.pending.delete(reply.id);
      if (job.done) {
        // Whatever failed after the hand-over, a validation not yet reported did not happen.
        job.validated?.reject(errorFromData(reply.error));
        job.stored?.();
      } else job.reject(errorFromData(reply.error));
    }
  }

  /**
   * Ends every job still waiting: the thread is gone. A job already done loses its
   * cache entry, and its documents count as not validated: the build fails.
   */
  private failAll(error: Error): void {
    for (const job of this.pending.values()) {
      if (job.done) {
        job.validated?.reject(error);
        job.stored?.();
      } else job.reject(error);
    }
    this.pending.clear();
  }

  private send<T>(
    job: WorkerJob,
    pending: Omit<Pending, 'resolve' | 'reject' | 'done'> = {},
  ): Promise<T> {
    if (this.exited) return Promise.reject(new Error("The build's worker thread has stopped."));
    return new Promise<T>((resolve, reject) => {
      this.pending.set(job.id, {
        ...pending,
        resolve: resolve as (value: unknown) => void,
        reject,
        done: false,
      });
      const thread = this.thread();
      thread.ref();
      thread.postMessage(job);
    });
  }

  /** Builds references here, on the worker thread (on this one when the documents are very big). */
  readonly reference: ReferenceBuilder = async (input) => {
    if (!buildsOnWorker(input.texts)) return buildAndStoreReference(input);
    let markStored = () => {};
    const stored = new Promise<void>((done) => (markStored = done));
    let settle: NonNullable<Pending['validated']> | undefined;
    const validated = new Promise<string[]>((resolve, reject) => (settle = { resolve, reject }));
    // Awaited by the build before its output is swapped in; a build that failed before then never asks.
    validated.catch(() => {});
    const { json, highlights, articles } = await this.send<ReferenceReply>(
      { id: this.nextId++, type: 'reference', input },
      { stored: markStored, validated: settle },
    );
    // Code it highlighted counts as this thread's: the highlight cache keeps it.
    adoptHighlights(highlights);
    const reference = JSON.parse(json) as CachedReference;
    this.shareArticles(reference, articles);
    return { reference, stored, validated };
  };

  private shareArticles(
    reference: CachedReference,
    { claims, port }: ReferenceReply['articles'],
  ): void {
    this.inbox?.close();
    const routes = reference.docs.filter((d) => d.apiPage).map((d) => d.route);
    this.inbox = new ArticleInbox(new ArticleClaims(claims), routes, port);
  }

  /**
   * The operation pages' articles of the reference the thread made, for the render
   * stage: each is rendered once, by whichever thread claims it first, and the HTML
   * is what renderApiArticle makes here. Undefined when the thread made no reference
   * (it came from the cache, or was made on this thread): this one renders them all.
   */
  articles(): ArticleSource | undefined {
    return this.inbox;
  }

  /** Builds the search index files of `entries` on the worker thread. */
  searchIndex(entries: Map<string, IndexEntry[]>): Promise<SearchOutput> {
    return this.send<SearchOutput>({ id: this.nextId++, type: 'search', entries: [...entries] });
  }

  /**
   * Builds the search index files of `entries` on the worker thread when that pays:
   * the thread is running already, or the index is big enough to be worth starting
   * it. Starting a thread for a small site's index (loading its code) costs more CPU
   * than indexing a few hundred sections here.
   */
  searchIndexWherePays(entries: Map<string, IndexEntry[]>): Promise<SearchOutput> {
    let sections = 0;
    for (const list of entries.values()) sections += list.length;
    return this.running || sections >= minWorkerSearchSections
      ? this.searchIndex(entries)
      : Promise.resolve(indexSearchEntries(entries));
  }

  /** Ends the thread at once, whatever it is doing (a failed build's). */
  async terminate(): Promise<void> {
    this.inbox?.close();
    if (this.worker && !this.exited) {
      // A thread being stopped does not keep this process's event loop alive: a CLI
      // build that failed while its thread was at work ended there, with exit code 0
      // and no message. A timer holds the loop until the thread has gone.
      const hold = setInterval(() => {}, 60_000);
      try {
        await this.worker.terminate();
      } finally {
        clearInterval(hold);
      }
    }
  }

  /** Lets the thread end once its jobs are done (a reference's cache entry included). */
  stop(): void {
    this.inbox?.close();
    if (this.worker && !this.exited) this.worker.postMessage({ type: 'stop' });
  }
}
