// One searchable section as an index file holds it: what the build writes, the
// engine ranks and the overlay shows. Platform-free.
import type { SearchRequest } from './search-path.js';

export type SearchDocumentType = 'docs' | 'blog' | 'other';

/** One searchable section of a page (its intro or an h2/h3 section). */
export interface SearchDocument {
  /** Position in its index file's `documents`; the BM25 index refers to it. */
  id: number;
  /** The indexed title: the section heading, or the page title for the intro. */
  title: string;
  content: string;
  tags: string[];
  sidebarParentCategories: string[];
  sectionTitle: string;
  pageTitle: string;
  /** Page route plus `#anchor` for a section. */
  sectionRoute: string;
  type: SearchDocumentType;
  /** The page documents a deprecated operation: it ranks below live ones that match as well. */
  deprecated?: boolean;
  /** On an operation page's intro: its method, path and base paths, for queries that are its URL. */
  request?: SearchRequest;
}
