// The search stage as the build calls it: pages in, one `search-index-{tag}.json`
// per tag out ('default', plus the docs plugin's `docs-{pluginId}-{versionName}`).
import type { SiteConfig } from '../config/types.js';
import type { SearchDocument, SearchIndexFile } from '../shared/search-engine.js';
import type { Page } from '../types.js';
import { pageDocuments, placePage } from './search-documents.js';
import { buildBm25Indexes, type IndexEntry } from './search-index.js';

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

export function buildSearchOutput(pages: Page[], config: SiteConfig): SearchOutput {
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
  const groups = [...entries.values()];
  const indexes = buildBm25Indexes(groups);
  const files = [...entries.keys()].map((tag, i) => {
    const documents: SearchDocument[] = groups[i]!.map((e) => e.document);
    const file: SearchIndexFile = { documents, index: indexes[i]! };
    return { fileName: indexFileName(tag), content: JSON.stringify(file) };
  });
  return { tags: [...entries.keys()], files };
}
