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

export function docsTagFor(config: SiteConfig): string {
  return `docs-default-${config.docs.version.name}`;
}

export const indexFileName = (tag: string) => `search-index-${tag}.json`;

/** The index tags of a site, 'default' first: they follow from the config alone, so pages can be rendered before the index is built. */
export function searchTagsFor(config: SiteConfig): string[] {
  return ['default', docsTagFor(config)];
}

/** The documents of each index file, by tag ('default' first): what the index is built from. */
export function searchEntries(pages: Page[], config: SiteConfig): Map<string, IndexEntry[]> {
  const tags = { other: 'default', docs: docsTagFor(config) };
  const entries = new Map<string, IndexEntry[]>([
    [tags.other, []],
    [tags.docs, []],
  ]);
  for (const page of pages) {
    if (page.doc.draft || !(page.doc.kind === 'page' ? config.search.indexPages : config.search.indexDocs)) continue;
    const { tag, indexCategories } = placePage(page, tags, config.openapi.sidebarId);
    const list = entries.get(tag)!;
    for (const section of pageDocuments(page)) list.push({ document: { id: list.length, ...section }, indexCategories });
  }
  return entries;
}

/** The index files of the documents. */
export function indexSearchEntries(entries: Map<string, IndexEntry[]>): SearchOutput {
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

const isSearchOutput = (value: unknown): value is SearchOutput => {
  const v = value as Partial<SearchOutput> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.tags) && Array.isArray(v.files) && v.files.every((f) => typeof f?.fileName === 'string' && typeof f.content === 'string');
};

/**
 * The search stage: buildSearchOutput, kept in the project's cache folder by the
 * documents it indexes and docgen's build id. Building the BM25 index is most of
 * the stage; the same documents (a build whose pages' text did not change) give
 * the same files.
 */
export async function searchStage(pages: Page[], config: SiteConfig, cache: { dir: string; buildId: string }): Promise<SearchOutput> {
  const entries = searchEntries(pages, config);
  const store = new DiskCache({ dir: cache.dir, kind: 'search', version: cache.buildId, maxEntries: 4 });
  const key = createHash('sha256').update(JSON.stringify([...entries])).digest('hex');
  const cached = await store.readJson(key, isSearchOutput);
  if (cached) return cached;
  const output = indexSearchEntries(entries);
  await store.writeJson(key, output);
  return output;
}
