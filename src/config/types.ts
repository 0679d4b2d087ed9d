// The shape of site.config.ts. Every field has a one-line doc so editors explain it.
import type { ApiSourceConfig, DownloadLimits } from '../openapi/source-config.js';

export type BrokenLinkPolicy = 'throw' | 'warn' | 'ignore';

/** What a `docs.editUrl` function is told about a page. */
export interface EditUrlPage {
  route: string;
  kind: 'doc' | 'api' | 'page';
  /** The page's source file relative to the project root ('content/guide.md'); none for pages made from an OpenAPI document. */
  sourcePath?: string;
  /** The source file relative to `docs.contentDir` ('guide.md'), as Docusaurus's `docPath`. */
  docPath?: string;
}

/**
 * Where "Edit this page" leads: a base URL to which the page's source path (relative
 * to the project root) is appended, or a function of the page returning a URL or
 * undefined (no link). Pages without a source file get a link only from a function.
 */
export type EditUrlOption = string | ((page: EditUrlPage) => string | undefined);
export type Position = 'left' | 'right';

interface NavbarItemBase {
  /** Side of the navbar; default 'right'. */
  position?: Position;
  className?: string;
}

/** A plain link: `to` for a route of this site, `href` for an external URL. */
export interface DefaultNavbarItem extends NavbarItemBase {
  type?: 'default';
  label?: string;
  to?: string;
  href?: string;
  /** Accessible name, required when the item has no label (icon links). */
  'aria-label'?: string;
  /** Built-in icon for icon links. */
  icon?: 'github' | 'twitter' | 'discord';
}
/** Links to the same page in each locale, keeping query and hash. */
export interface LocaleDropdownNavbarItem extends NavbarItemBase {
  type: 'localeDropdown';
}
/** The search button that opens the full-screen search. */
export interface SearchNavbarItem extends NavbarItemBase {
  type: 'search';
}
/** A menu of links. */
export interface DropdownNavbarItem extends NavbarItemBase {
  type: 'dropdown';
  label: string;
  items: DefaultNavbarItem[];
}
/** Raw HTML, inserted as written (it comes from the site's own config). */
export interface HtmlNavbarItem extends NavbarItemBase {
  type: 'html';
  value: string;
}
/** A link to a doc by id; hidden when the doc is a draft. */
export interface DocNavbarItem extends NavbarItemBase {
  type: 'doc';
  docId: string;
  label?: string;
}
/** A link to the first doc of a sidebar. */
export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: 'docSidebar';
  sidebarId: string;
  label: string;
}
/** A link to the main doc of the active docs version. */
export interface DocsVersionNavbarItem extends NavbarItemBase {
  type: 'docsVersion';
  label?: string;
}
/** A menu of docs versions. */
export interface DocsVersionDropdownNavbarItem extends NavbarItemBase {
  type: 'docsVersionDropdown';
}

export type NavbarItem =
  | DefaultNavbarItem
  | LocaleDropdownNavbarItem
  | SearchNavbarItem
  | DropdownNavbarItem
  | HtmlNavbarItem
  | DocNavbarItem
  | DocSidebarNavbarItem
  | DocsVersionNavbarItem
  | DocsVersionDropdownNavbarItem;

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}
export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface SiteConfig {
  /** Site title, used in page titles. */
  title: string;
  tagline: string;
  /** Production origin, for canonical links. */
  url: string;
  /** Path the site is served under; '/' for the root. */
  baseUrl: string;
  /** Joins page title and site title in <title>. */
  titleDelimiter: string;
  favicon?: string;
  /** A link to a route that does not exist. */
  onBrokenLinks: BrokenLinkPolicy;
  /** A link to a markdown file that does not exist. */
  onBrokenMarkdownLinks: BrokenLinkPolicy;
  /** A link to `/page#anchor` whose anchor the page lacks. */
  onBrokenAnchors: BrokenLinkPolicy;
  i18n: {
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string }>;
  };
  docs: {
    /** Route under which docs are served. */
    routeBasePath: string;
    /** Folder of markdown files, relative to the project root. */
    contentDir: string;
    /** Folder copied as-is to the output root. */
    staticDir: string;
    /** Module exporting the sidebars, relative to the project root. */
    sidebarPath: string;
    breadcrumbs: boolean;
    /** 'Edit this page' links: a base URL (the source path below the project root is appended) or a function of the page; none when unset. */
    editUrl?: EditUrlOption;
    /** The one docs version (Docusaurus' 'current'). */
    version: { name: string; label: string; mainDocId: string };
    /** Where the reader's preferred version is kept. */
    versionPersistence: 'localStorage' | 'none';
  };
  tableOfContents: { minHeadingLevel: 2 | 3; maxHeadingLevel: 2 | 3 };
  navbar: {
    title?: string;
    logo?: { alt: string; src: string; srcDark?: string; href?: string };
    /** Hide the navbar when scrolling down. */
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer: {
    style: 'dark' | 'light';
    links: FooterColumn[];
    /** Rendered as HTML. */
    copyright: string;
  };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: {
    /** Changing the id shows the bar again to readers who dismissed it. */
    id: string;
    /** Rendered as HTML. */
    content: string;
    isCloseable: boolean;
  };
  search: {
    indexDocs: boolean;
    indexPages: boolean;
    maxSearchResults: number;
  };
  openapi: {
    /** Route under which API pages live. */
    routeBase: string;
    /** Id of the API sidebar. */
    sidebarId: string;
    sources: ApiSourceConfig[];
    /** Limits of every `url` source's download (a source's own `download` wins). */
    download?: DownloadLimits;
  };
  /** Extra <script> tags; strings are srcs. */
  scripts: (string | { src: string; defer?: boolean; async?: boolean; [attribute: string]: string | boolean | undefined })[];
  /** Extra <meta> tags. */
  metadata: { name?: string; property?: string; content: string }[];
}

/** What authors write: everything with a default may be left out. */
export interface UserSiteConfig
  extends Partial<Omit<SiteConfig, 'i18n' | 'docs' | 'navbar' | 'footer' | 'colorMode' | 'search' | 'openapi' | 'tableOfContents'>> {
  title: string;
  i18n?: Partial<SiteConfig['i18n']>;
  docs?: Partial<Omit<SiteConfig['docs'], 'version'>> & { version?: Partial<SiteConfig['docs']['version']> };
  tableOfContents?: Partial<SiteConfig['tableOfContents']>;
  navbar?: Partial<SiteConfig['navbar']>;
  footer?: Partial<SiteConfig['footer']>;
  colorMode?: Partial<SiteConfig['colorMode']>;
  search?: Partial<SiteConfig['search']>;
  openapi?: Partial<SiteConfig['openapi']> | false;
}

/** Sidebar entries as authors write them in content/sidebars.ts. */
export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string; className?: string }
  | { type: 'link'; label: string; href: string; className?: string }
  | {
      type: 'category';
      label: string;
      /** Doc id the category's label links to. */
      link?: string;
      items: SidebarItemConfig[];
      collapsed?: boolean;
      collapsible?: boolean;
    };

export type SidebarsConfig = Record<string, SidebarItemConfig[]>;
