// Rendered pages kept between builds (.docgen-cache/pages/): a page is rendered again
// only when what it is rendered from changed, since rendering is most of a build whose
// other inputs are cached.
//
// A page's key hashes docgen's build id, the shell every page shares (config, navbar,
// client assets), its sidebar and the page itself (doc, breadcrumbs, neighbours, edit
// link, cards); config functions (docs.editUrl) are keyed by their source. One entry
// holds the last build's pages as one file: an index, then the pages' bytes.
//
// The bytes kept are capped (`maxBytes`), but the index lists every page with its
// output file, length and CRC-32: a page past the cap is taken from the output it
// replaces once its bytes match, so a rebuild of any size renders only changed pages.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { DiskCache } from '../cache/disk-cache.js';
import type { Page } from '../types.js';
import { shellKeyParts, type RenderContext } from './render-page.js';

/** JSON with functions written as their source, so a changed function changes the key. */
const keyJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'function' ? `function:${v.toString()}` : v,
  );

/**
 * Bytes of new pages one build keeps for the cache: the pages are held until the
 * build ends, and a site of 10,000 pages would otherwise hold half a gigabyte.
 */
const maxBytes = 64 * 1024 * 1024;

interface Index {
  /** Page key → [offset, length] in the bytes after the index. */
  pages: Record<string, [number, number]>;
  /** Page key → [output file, length, CRC-32] of every page the build wrote. */
  written: Record<string, [string, number, number]>;
}

/** Where a page's bytes are read back from: the output a build replaces (OutputSink.previous). */
type PreviousOutput = (file: string, size: number) => Promise<Uint8Array | undefined>;

export class PageHtmlCache {
  private readonly fresh = new Map<string, Uint8Array>();
  private readonly used = new Set<string>();
  private readonly written: Index['written'] = {};
  private hits = 0;
  private freshBytes = 0;
  /** Whether a page was rendered afresh: the entry no longer describes the output. */
  private renderedAny = false;

  private constructor(
    private readonly store: DiskCache,
    private readonly shell: string,
    private readonly sidebars: Map<string, string>,
    private readonly index: Index,
    private readonly bytes: Uint8Array,
    private readonly maxBytes: number,
  ) {}

  /**
   * The cache for a build rendering with `ctx`: the last build's pages, read once.
   * `keepBytes` (default `maxBytes`) caps the bytes of pages kept in the entry.
   */
  static async open(
    cacheDir: string,
    buildId: string,
    ctx: RenderContext,
    keepBytes = maxBytes,
  ): Promise<PageHtmlCache> {
    const store = new DiskCache({ dir: cacheDir, kind: 'pages', version: buildId, maxEntries: 1 });
    const shell = hash(keyJson(shellKeyParts(ctx)));
    // Each sidebar once per build, not once per page: a big API sidebar is hundreds of KB of JSON.
    const sidebars = new Map(
      Object.entries(ctx.sidebars).map(([id, items]) => [id, hash(keyJson(items))]),
    );
    const found = await store.read('pages');
    const parsed = found && parseEntry(found);
    return new PageHtmlCache(
      store,
      shell,
      sidebars,
      parsed?.index ?? { pages: {}, written: {} },
      parsed?.bytes ?? new Uint8Array(),
      keepBytes,
    );
  }

  /** The page's key: what its HTML is a function of. */
  keyFor(page: Page): string {
    const sidebar = page.sidebarId === undefined ? '' : (this.sidebars.get(page.sidebarId) ?? '');
    // Pages are plain data: JSON.stringify without keyJson's replacer, which would
    // be called for every value of a page's API model. A doc's own cache key, when
    // its stage gave it one, stands for the doc.
    const doc = page.doc.cacheKey === undefined ? page.doc : `doc:${page.doc.cacheKey}`;
    return hash(
      `${this.shell}\0${sidebar}\0${JSON.stringify([page.route, page.sidebarId, page.breadcrumbs, page.prev, page.next, page.editUrl, page.cards, doc])}`,
    );
  }

  /** The HTML of the page rendered from the same inputs by an earlier build, if kept. */
  get(key: string): Uint8Array | undefined {
    const at = this.index.pages[key];
    if (!at) return undefined;
    this.used.add(key);
    this.hits++;
    return this.bytes.subarray(at[0], at[0] + at[1]);
  }

  /**
   * The page's bytes from the output this build replaces, when an earlier build
   * wrote them there from the same inputs and they still match their checksum.
   */
  async fromPrevious(key: string, file: string, previous: PreviousOutput) {
    const at = this.index.written[key];
    if (!at || at[0] !== file) return undefined;
    const bytes = await previous(file, at[1]);
    if (!bytes || bytes.length !== at[1] || crc32(bytes) !== at[2]) return undefined;
    this.hits++;
    this.written[key] = at;
    return bytes;
  }

  /** Notes that the page `key` is written to `file` with `html`, taken from this cache. */
  reused(key: string, file: string, html: Uint8Array): void {
    this.written[key] ??= [file, html.length, crc32(html)];
  }

  /**
   * Notes a page rendered afresh, written to `file`, and keeps its bytes until the
   * pages kept reach the cap (a huge site keeps its first pages; the rest are read
   * back from the output).
   */
  set(key: string, file: string, html: Uint8Array): void {
    this.renderedAny = true;
    this.written[key] = [file, html.length, crc32(html)];
    if (this.freshBytes + html.length > this.maxBytes) return;
    this.fresh.set(key, html);
    this.freshBytes += html.length;
  }

  /** Stores this build's pages (and only them) when any page was rendered afresh or one is gone. */
  async save(): Promise<void> {
    const before = new Set([...Object.keys(this.index.pages), ...Object.keys(this.index.written)]);
    if (!this.renderedAny && this.hits === before.size) return;
    const pages: Index['pages'] = {};
    const parts: Uint8Array[] = [];
    let offset = 0;
    const add = (key: string, bytes: Uint8Array) => {
      if (pages[key]) return;
      pages[key] = [offset, bytes.length];
      parts.push(bytes);
      offset += bytes.length;
    };
    for (const key of this.used) add(key, this.get(key)!);
    for (const [key, bytes] of this.fresh) add(key, bytes);
    const index = Buffer.from(JSON.stringify({ pages, written: this.written } satisfies Index));
    const length = Buffer.alloc(4);
    length.writeUInt32LE(index.length);
    await this.store.write('pages', [length, index, ...parts]);
  }
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** The index and bytes of a stored entry; undefined for anything malformed (a cache is only a shortcut). */
function parseEntry(entry: Buffer): { index: Index; bytes: Uint8Array } | undefined {
  try {
    const length = entry.readUInt32LE(0);
    const index = JSON.parse(entry.subarray(4, 4 + length).toString('utf8')) as Index;
    const bytes = entry.subarray(4 + length);
    if (
      typeof index !== 'object' ||
      index === null ||
      typeof index.pages !== 'object' ||
      index.pages === null ||
      typeof index.written !== 'object' ||
      index.written === null
    )
      return undefined;
    for (const at of Object.values(index.written)) {
      if (
        !Array.isArray(at) ||
        typeof at[0] !== 'string' ||
        !Number.isInteger(at[1]) ||
        !Number.isInteger(at[2])
      )
        return undefined;
    }
    for (const at of Object.values(index.pages)) {
      if (
        !Array.isArray(at) ||
        !Number.isInteger(at[0]) ||
        !Number.isInteger(at[1]) ||
        at[0] < 0 ||
        at[1] < 0 ||
        at[0] + at[1] > bytes.length
      )
        return undefined;
    }
    return { index, bytes };
  } catch {
    return undefined;
  }
}
