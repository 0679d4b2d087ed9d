// The search stage as the build calls it: pages in, index files out.
// (Lead-owned glue; the search modules beside it do the work.)
import type { SiteConfig } from '../config/types.js';
import type { Page } from '../types.js';

export interface SearchOutput {
  /** Tags of the index files, 'default' first. */
  tags: string[];
  files: { fileName: string; content: string }[];
}

export function docsTagFor(config: SiteConfig): string {
  return `docs-default-${config.docs.version.name}`;
}

export function buildSearchOutput(_pages: Page[], config: SiteConfig): SearchOutput {
  const tags = ['default', docsTagFor(config)];
  return { tags, files: tags.map((t) => ({ fileName: `search-index-${t}.json`, content: JSON.stringify({ documents: [], index: null }) })) };
}
