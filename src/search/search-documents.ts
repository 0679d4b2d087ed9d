// Pages → search documents, one per section (the intro and each h2/h3 section),
// grouped by the index file (tag) they belong in.
import type { SearchDocument } from '../shared/search-engine.js';
import type { SearchRequest } from '../shared/search-path.js';
import type { ApiPageInfo, Page } from '../types.js';
import { routeUrl } from '../shared/route-url.js';

/** A search document before it has its position in an index file. */
type SectionDocument = Omit<SearchDocument, 'id'>;

interface SearchTags {
  /** The docs plugin's tag, e.g. 'docs-default-current'. */
  docs: string;
  /** The tag of everything else. */
  other: string;
}

/** Where a page's sections go and whether its sidebar categories are indexed. */
interface PagePlacement {
  tag: string;
  /** Categories of the docs sidebar are not indexed (spec); those of the API sidebar are. */
  indexCategories: boolean;
}

/**
 * Docs sidebar pages (the SDK pages included) go in the docs tag; the API reference
 * and docs outside any sidebar go in the other tag.
 */
export function placePage(page: Page, tags: SearchTags, apiSidebarId: string): PagePlacement {
  const inDocsSidebar =
    page.doc.kind === 'doc' && page.sidebarId !== undefined && page.sidebarId !== apiSidebarId;
  return { tag: inDocsSidebar ? tags.docs : tags.other, indexCategories: !inDocsSidebar };
}

/** The sidebar categories above the page: its breadcrumbs without 'Home'. */
function parentCategories(page: Page): string[] {
  return page.breadcrumbs.slice(1).map((b) => b.label);
}

/**
 * Characters of a section's text that search indexes: a reader's words are found
 * in a section of any normal length, and a 10 MB section (a generated page with
 * no headings) does not hold its whole text in the index and its BM25 model.
 */
export const maxSectionSearchChars = 100_000;

/** An operation's request as its intro's search document holds it: base paths only where there are some. */
function requestOf(api: ApiPageInfo): SearchRequest {
  const { method, path, basePaths = [], operationId } = api;
  return {
    method,
    path,
    ...(basePaths.length > 0 ? { basePaths } : {}),
    ...(operationId ? { operationId } : {}),
  };
}

/** One document per section of the page; sections with neither title nor text are skipped. */
export function pageDocuments(page: Page, trailingSlash?: boolean): SectionDocument[] {
  const { doc } = page;
  // The page's URL as its links write it (`trailingSlash`), so a result leads where a link does.
  const url = routeUrl(page.route, trailingSlash);
  const tags = doc.api?.tags ?? [];
  const categories = parentCategories(page);
  return doc.sections
    .filter((s) => s.title.trim() !== '' || s.text.trim() !== '')
    .map((section) => ({
      title: section.anchor === '' ? doc.title : section.title,
      content: section.text.slice(0, maxSectionSearchChars),
      tags,
      sidebarParentCategories: categories,
      sectionTitle: section.anchor === '' ? doc.title : section.title,
      pageTitle: doc.title,
      sectionRoute: section.anchor === '' ? url : `${url}#${section.anchor}`,
      // Every page is a docs page (markdown or the API reference): docgen has no standalone pages.
      type: 'docs',
      // Only where true: the index files stay as they were for every live page.
      ...(doc.api?.deprecated ? { deprecated: true } : {}),
      ...(section.anchor === '' && doc.api?.basePaths ? { request: requestOf(doc.api) } : {}),
    }));
}
