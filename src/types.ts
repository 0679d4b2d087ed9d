// The data passed between pipeline stages. Each stage is a function from one of
// these shapes to the next; nothing here depends on Node or the DOM, so the
// templates (rendered on the server and hydrated in the browser) can use them too.
import type { ApiPageModel } from './openapi/page-model.js';

/** A heading of an article, as listed in the table of contents. */
export interface Heading {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** One searchable slice of a page: its intro (anchor '') or one h2/h3 section. */
export interface DocSection {
  /** Heading id, or '' for the text before the first heading. */
  anchor: string;
  /** Heading text, or the page title for the intro. */
  title: string;
  /** Plain text of the section (no markup). */
  text: string;
}

/** A link found while rendering, kept for the link checker. */
export interface LinkRef {
  /** The href as written after rewriting (.md links already turned into routes). */
  href: string;
  /** Set when the author wrote a link to a markdown file (`./foo.md`). */
  markdownTarget?: string;
  /** True when the markdown file named by the link does not exist. */
  markdownMissing?: boolean;
  /** Source file and 1-based line where the link was written, when known. */
  file?: string;
  line?: number;
}

export type DocKind = 'doc' | 'api' | 'page';

/** An operation page's operation, in brief. Plain data: it is cached on disk. */
export interface ApiPageInfo {
  method: string;
  path: string;
  tags: string[];
}

/** One page of content, whatever produced it (markdown or the OpenAPI stage). */
export interface Doc {
  /** Stable id: for markdown the path below content/ without extension (or front matter id). */
  id: string;
  kind: DocKind;
  /** Exact route, e.g. '/overview/workspaces/' (trailing slash kept) or '/sdks-python'. */
  route: string;
  /** Source file relative to the project root, for messages. */
  sourcePath?: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  sidebarClassName?: string;
  description?: string;
  draft: boolean;
  hideTableOfContents: boolean;
  /** The article body as HTML; empty for API pages, which the render stage renders from `apiPage`. */
  html: string;
  /** The page model of an API page: what its article shows, as data. */
  apiPage?: ApiPageModel;
  toc: Heading[];
  sections: DocSection[];
  links: LinkRef[];
  /** Every id attribute in the article, for checking `/page#anchor` links. */
  anchors: string[];
  /**
   * The page as plain markdown. When set, the build writes it at the page's route + `.md`
   * (see markdownRouteFor), lists it in llms.txt, and the page offers "Copy page as Markdown".
   */
  markdown?: string;
  /** Front matter `card_code`: a line of code shown on this page's card in a `:::doc-cards` list. */
  cardCode?: string;
  /** Only for operation pages: what other stages need of the operation (search reads its tags). */
  api?: ApiPageInfo;
}

/** A card of a `:::doc-cards` list: one page of the category. */
export interface DocCard {
  href: string;
  title: string;
  description?: string;
  /** The target page's `card_code` (an install command, say), shown as code. */
  code?: string;
}

/** An entry of a sidebar, as rendered. */
export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Doc id when the link points at a doc of this site. */
  docId?: string;
  className?: string;
  /** HTTP method badge for API operations ('get', 'post', ...). */
  method?: string;
  deprecated?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's own page, when it is linked to a doc. */
  href?: string;
  docId?: string;
  items: SidebarItem[];
  collapsible: boolean;
  collapsed: boolean;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

/** A page ready to render: its doc and the context around it. */
export interface Page {
  route: string;
  doc: Doc;
  /** Id of the sidebar this page belongs to, if any ('docs', 'api'). */
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  /** The cards of its `:::doc-cards` block, when it has one. */
  cards?: DocCard[];
  /** Where the page's source can be edited ("Edit this page"); none when the config does not say. */
  editUrl?: string;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
}

/** A route that only redirects to another (old slugs of API pages). */
export interface Redirect {
  from: string;
  to: string;
}
