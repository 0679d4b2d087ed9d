// Small pages and index files for the search tests.
import type { Page } from '../../../src/types.js';
import { buildSearchOutput } from '../../../src/search/search-output.js';
import { loadIndex, type LoadedIndex } from '../../../src/shared/search-engine.js';
import type { SiteConfig } from '../../../src/config/types.js';

export const searchConfig = {
  docs: { version: { name: 'current', label: 'Next', mainDocId: 'index' } },
  openapi: { sidebarId: 'api' },
  search: { indexDocs: true, maxSearchResults: 8 },
} as unknown as SiteConfig;

export interface PageSpec {
  route: string;
  title: string;
  kind?: 'doc' | 'api';
  sidebarId?: string;
  categories?: string[];
  apiTags?: string[];
  /** An operation page of a deprecated operation. */
  deprecated?: boolean;
  /** [anchor, title, text]; the first with anchor '' is the intro. */
  sections: [string, string, string][];
}

export function page(spec: PageSpec): Page {
  return {
    route: spec.route,
    sidebarId: spec.sidebarId,
    breadcrumbs: spec.categories
      ? [{ label: 'Home', href: '/' }, ...spec.categories.map((label) => ({ label }))]
      : [],
    doc: {
      id: spec.route,
      kind: spec.kind ?? 'doc',
      route: spec.route,
      title: spec.title,
      sidebarLabel: spec.title,
      hideTableOfContents: false,
      html: '',
      toc: [],
      sections: spec.sections.map(([anchor, title, text]) => ({ anchor, title, text })),
      links: [],
      anchors: [],
      api:
        spec.apiTags || spec.deprecated
          ? {
              method: 'get',
              path: spec.route,
              tags: spec.apiTags ?? [],
              ...(spec.deprecated ? { deprecated: true } : {}),
            }
          : undefined,
    },
  };
}

/** Builds the index files of `pages` and loads them the way the browser does. */
export function indexesOf(pages: Page[]): { files: Map<string, string>; indexes: LoadedIndex[] } {
  const output = buildSearchOutput(pages, searchConfig);
  const files = new Map(output.files.map((f) => [f.fileName, f.content]));
  return { files, indexes: output.files.map((f) => loadIndex(JSON.parse(f.content))) };
}
