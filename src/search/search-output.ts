// The search stage as the build calls it: pages in, one `search-index-{tag}.json`
// per tag out ('default', plus the docs plugin's `docs-{pluginId}-{versionName}`).
import type { SiteConfig } from '../config/types.js';
import type { SearchDocument, SearchIndexFile } from '../shared/search-engine.js';
import type { Page } from '../types.js';
import { pageDocuments, placePage } from './search-documents.js';
import { buildBm25Indexes, type IndexEntry } from './search-index.js';
import { createHash } from 'node:crypto';
import { DiskCache } from '../cache/disk-cache.js';

export interface SearchOutput {
  /** Tags of the index files, 'default' first. */
  tags: string[];
  files: { fileName: string; content: string }[];
}

function docsTagFor(config: SiteConfig): string {
  return `docs-default-${config.docs.version.name}`;
}

const indexFileName = (tag: string) => `search-index-${tag}.json`;

/** The index tags of a site, 'default' first: they follow from the config alone, so pages can be rendered before the index is built. */
export function searchTagsFor(config: SiteConfig): string[] {
  return ['default', docsTagFor(config)];
}

/** The documents of each index file, by tag ('default' first): what the index is built from. */
function searchEntries(pages: Page[], config: SiteConfig): Map<string, IndexEntry[]> {
  const tags = { other: 'default', docs: docsTagFor(config) };
  const entries = new Map<string, IndexEntry[]>([
    [tags.other, []],
    [tags.docs, []],
  ]);
  for (const page of pages) {
    if (!config.search.indexDocs) continue;
    // A page meant to be reached by its URL alone is not offered to readers who search.
    if (page.doc.unlisted || page.doc.searchable === false) continue;
    const { tag, indexCategories } = placePage(page, tags, config.openapi.sidebarId);
    const list = entries.get(tag)!;
    for (const section of pageDocuments(page, config.trailingSlash))
      list.push({ document: { id: list.length, ...section }, indexCategories });
  }
  return entries;
}

/** The index files of the documents. */
function indexSearchEntries(entries: Map<string, IndexEntry[]>): SearchOutput {
  const groups = [...entries.values()];
  const indexes = buildBm25Indexes(groups);
  const files = [...entries.keys()].map((tag, i) => {
    const documents: SearchDocument[] = groups[i]!.map((e) => e.document);
    const file: SearchIndexFile = { documents, index: indexes[i]! };
    return { fileName: indexFileName(tag), content: JSON.stringify(file) };
  });
  return { tags: [...entries.keys()], files };
}

export function buildSearchOutput(pages: Page[], config: SiteConfig): SearchOutput {
  return indexSearchEntries(searchEntries(pages, config));
}

/**
 * A watch rebuild kept in memory may defer its search stage, so browsers reload
 * without waiting for the index: the previous build's index files stand in, and
 * the result's `completeSearch` (this) builds the new ones into `files` later.
 * Only a rebuild defers: a first build has no index files to stand in.
 */
export function completeDeferredSearch(
  pages: Page[],
  config: SiteConfig,
  files: Map<string, string | Uint8Array>,
): SearchOutput {
  const fresh = buildSearchOutput(pages, config);
  for (const f of fresh.files) files.set(f.fileName, f.content);
  return fresh;
}

/**
 * A stored search output: its index (tags, file names and lengths) as JSON after a
 * 4-byte length, then the files' bytes, so neither writing nor reading the cache
 * escapes or parses the index files' megabyte of JSON again.
 */
function encodeSearchOutput(output: SearchOutput): Uint8Array[] {
  const contents = output.files.map((f) => Buffer.from(f.content));
  const head = Buffer.from(
    JSON.stringify({
      tags: output.tags,
      files: output.files.map((f, i) => ({ fileName: f.fileName, length: contents[i]!.length })),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  return [length, head, ...contents];
}

function decodeSearchOutput(entry: Buffer): SearchOutput | undefined {
  try {
    const length = entry.readUInt32LE(0);
    const head = JSON.parse(entry.subarray(4, 4 + length).toString('utf8')) as {
      tags: unknown;
      files: { fileName: unknown; length: unknown }[];
    };
    if (!Array.isArray(head.tags) || !Array.isArray(head.files)) return undefined;
    let at = 4 + length;
    const files = head.files.map((f) => {
      if (
        typeof f.fileName !== 'string' ||
        !Number.isInteger(f.length) ||
        at + (f.length as number) > entry.length
      )
        throw new Error('malformed');
      const content = entry.subarray(at, at + (f.length as number)).toString('utf8');
      at += f.length as number;
      return { fileName: f.fileName, content };
    });
    return at === entry.length ? { tags: head.tags as string[], files } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The search stage: buildSearchOutput, kept in the project's cache folder by the
 * documents it indexes and docgen's build id. Building the BM25 index is most of
 * the stage; the same documents (a build whose pages' text did not change) give
 * the same files.
 */
export async function searchStage(
  pages: Page[],
  config: SiteConfig,
  cache: { dir: string; buildId: string },
): Promise<SearchOutput> {
  const entries = searchEntries(pages, config);
  const store = new DiskCache({
    dir: cache.dir,
    kind: 'search',
    version: cache.buildId,
    maxEntries: 4,
  });
  const key = createHash('sha256')
    .update(JSON.stringify([...entries]))
    .digest('hex');
  const stored = await store.read(key);
  const cached = stored && decodeSearchOutput(stored);
  if (cached) return cached;
  const output = indexSearchEntries(entries);
  await store.write(key, encodeSearchOutput(output));
  return output;
}
