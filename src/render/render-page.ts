// Renders each Page to a complete HTML document with React on the server.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteConfig } from '../config/types.js';
import type { Page } from '../types.js';
import { escapeHtml, scriptJson } from '../shared/html-escape.js';
import { absoluteUrl, siteFileUrl, withBase } from '../shared/base-url.js';
import { rebaseDocument } from './rebase-document.js';
import { slashPageLinks, slashShellProps } from './trailing-slash.js';
import { routeUrl } from '../shared/route-url.js';
import type { ResolvedNavbarItem } from '../site/navbar.js';
import type { Sidebars } from '../site/sidebar.js';
import type { SidebarHtmlCache } from './sidebar-html.js';
import { renderApiArticle } from './api-article.js';
import { LabelsProvider } from '../../templates/labels-context.js';
import { clientLabelOverrides, siteLabelsOf } from '../../templates/page-labels.js';
import { relabelArticle } from './article-labels.js';
import { Document } from '../../templates/Document.js';
import { DocPage } from '../../templates/DocPage.js';
import { DocCards } from '../../templates/DocCards.js';
import { docCardsMarker } from '../content/plugins/doc-cards.js';
import { markdownRouteFor } from '../shared/markdown-route.js';
import { NotFound } from '../../templates/NotFound.js';
import type { NavbarItemProps, ShellProps } from '../../templates/shell-props.js';

/**
 * Past this many links a sidebar shows only the open category's pages in full (the
 * others link to their first page, so every page is still reached without
 * JavaScript). A sidebar of 300 links is some 80 KB of every page it is on;
 * the portal's API sidebar (about 150) stays whole.
 */
export const maxSidebarLinks = 200;

export interface RenderContext {
  config: SiteConfig;
  navbar: ResolvedNavbarItem[];
  sidebars: Sidebars;
  assets: { css: string[]; js: string; preload: string[] };
  searchTags: string[];
  mainDocRoute: string;
  sidebarHtml: SidebarHtmlCache;
  /** The site's page routes, when `trailingSlash` (true or false) says how their links end. */
  pageRoutes?: ReadonlySet<string>;
  /** Static files named like a page's file (`/a.html` beside page `/a`), whose links stay as written. */
  staticTwins?: ReadonlySet<string>;
}

/**
 * What every page's HTML depends on besides its own doc and sidebar, for the page cache's and
 * the watch memo's keys (one list, so neither misses a part): the static files a page's
 * links keep their names for come last, and only where a site has some, so others keep their keys.
 */
export const shellKeyParts = (ctx: RenderContext): unknown[] => [
  ctx.config,
  ctx.navbar,
  ctx.assets,
  ctx.searchTags,
  ctx.mainDocRoute,
  ...(ctx.staticTwins?.size ? [[...ctx.staticTwins].sort()] : []),
];

function isActive(
  item: Extract<ResolvedNavbarItem, { kind: 'link' }>,
  page: Page | undefined,
): boolean {
  if (!page || item.external) return false;
  if (item.sidebarId) return page.sidebarId === item.sidebarId;
  if (item.activeBase) return page.route === item.activeBase;
  return page.route === item.href;
}

/** Navbar props for one page: active states and per-page dropdown targets. */
function navbarFor(ctx: RenderContext, page: Page | undefined, route: string): NavbarItemProps[] {
  const { config } = ctx;
  return ctx.navbar.map((item): NavbarItemProps => {
    if (item.kind === 'link') {
      const { activeBase: _a, sidebarId: _s, ...rest } = item;
      return { ...rest, active: isActive(item, page) };
    }
    if (item.kind === 'dropdown' && item.role === 'locale') {
      // docgen builds the default locale alone (load-config.ts warns of the others): the
      // menu offers no locale that has no pages.
      return {
        ...item,
        items: [
          {
            label: config.i18n.localeConfigs[config.i18n.defaultLocale]!.label,
            href: route,
            external: false,
            active: true,
          },
        ],
      };
    }
    if (item.kind === 'dropdown' && item.role === 'version') {
      // The equivalent page in each version, else the version's main doc.
      const href = page?.sidebarId ? route : ctx.mainDocRoute;
      return {
        ...item,
        items: [{ label: config.docs.version.label, href, external: false, active: true }],
      };
    }
    return item;
  });
}

function shellProps(ctx: RenderContext, page: Page | undefined, route: string): ShellProps {
  const props = plainShellProps(ctx, page, route);
  const { pageRoutes, config, staticTwins } = ctx;
  return pageRoutes
    ? slashShellProps(props, pageRoutes, config.trailingSlash === true, staticTwins)
    : props;
}

function plainShellProps(ctx: RenderContext, page: Page | undefined, route: string): ShellProps {
  const { config } = ctx;
  const logo = config.navbar.logo;
  const items = navbarFor(ctx, page, route);
  return {
    baseUrl: config.baseUrl,
    route,
    home: '/',
    title: config.navbar.title,
    logo: logo
      ? {
          alt: logo.alt,
          src: siteFileUrl(logo.src),
          srcDark: logo.srcDark && siteFileUrl(logo.srcDark),
          href: logo.href ?? '/',
        }
      : undefined,
    items,
    colorMode: config.colorMode,
    announcement: config.announcementBar,
    searchTags: ctx.searchTags,
    maxSearchResults: config.search.maxSearchResults,
    docsVersion: {
      pluginId: 'default',
      name: config.docs.version.name,
      label: config.docs.version.label,
      mainDocRoute: ctx.mainDocRoute,
      persist: config.docs.versionPersistence === 'localStorage',
    },
    hasSidebar: Boolean(page?.sidebarId),
    hideOnScroll: config.navbar.hideOnScroll,
    labels: clientLabelOverrides(config.labels, {
      search: items.some((item) => item.kind === 'search'),
      tryIt: page?.doc.apiPage?.kind === 'operation' && page.doc.apiPage.tryIt !== undefined,
    }),
  };
}

/** The article HTML with its `:::doc-cards` marker replaced by the cards. */
function articleHtml(page: Page, config: SiteConfig): string {
  if (!page.cards) return page.doc.html;
  // No card left to show (the category's pages all unlisted): no empty list (the site stage warns).
  const cards =
    page.cards.length === 0
      ? ''
      : renderToStaticMarkup(
          withSiteLabels(createElement(DocCards, { cards: page.cards }), config),
        );
  return page.doc.html.split(docCardsMarker).join(cards);
}

/** `element` in the site's labels (the islands take theirs from ShellProps.labels). */
function withSiteLabels(element: ReturnType<typeof createElement>, config: SiteConfig) {
  return createElement(LabelsProvider, { value: siteLabelsOf(config.labels) }, element);
}

/**
 * Every page leaves through here: the one place its links, images and assets, all
 * written from the site's root, are put under the base path (src/shared/base-url.ts).
 */
function documentHtml(element: ReturnType<typeof createElement>, ctx: RenderContext): string {
  const { config, pageRoutes, staticTwins } = ctx;
  const html = `<!DOCTYPE html>${renderToStaticMarkup(withSiteLabels(element, config))}`;
  const slashed = pageRoutes
    ? slashPageLinks(html, pageRoutes, config.trailingSlash === true, staticTwins)
    : html;
  return rebaseDocument(slashed, config.baseUrl);
}

export function renderPage(ctx: RenderContext, page: Page): string {
  const all = page.sidebarId ? ctx.sidebars[page.sidebarId] : undefined;
  const full = all && ctx.sidebarHtml.visible(all, page.doc.unlisted ? page.route : undefined);
  const sidebar = full ? ctx.sidebarHtml.forPage(full, page.route, maxSidebarLinks) : undefined;
  const labels = siteLabelsOf(ctx.config.labels);
  const sidebarLabel =
    page.sidebarId === ctx.config.openapi.sidebarId ? labels.apiSidebar : labels.docsSidebar;
  const sidebarHtml = sidebar
    ? ctx.sidebarHtml.html(sidebar, page.route, sidebarLabel, labels)
    : undefined;
  const pageType = page.doc.kind === 'api' ? 'api' : page.sidebarId ? 'docs' : 'page';
  const element = createElement(
    Document,
    {
      config: ctx.config,
      shell: shellProps(ctx, page, page.route),
      title: page.doc.title,
      description: page.doc.description,
      image: page.doc.image,
      keywords: page.doc.keywords,
      route: page.route,
      assets: ctx.assets,
      pageType,
      markdownRoute: page.doc.markdown !== undefined ? markdownRouteFor(page.route) : undefined,
      // Reached by its URL alone: search engines are asked to leave it out, as Docusaurus does.
      noIndex: page.doc.unlisted,
    },
    createElement(DocPage, {
      page,
      html: relabelArticle(
        page.doc.apiPage
          ? renderApiArticle(page.doc.apiPage, labels)
          : articleHtml(page, ctx.config),
        labels,
      ),
      sidebarHtml,
      sidebarLabel,
      toc: {
        min: ctx.config.tableOfContents.minHeadingLevel,
        max: ctx.config.tableOfContents.maxHeadingLevel,
      },
    }),
  );
  return documentHtml(element, ctx);
}

export function renderNotFound(ctx: RenderContext): string {
  const element = createElement(
    Document,
    {
      config: ctx.config,
      shell: shellProps(ctx, undefined, '/404.html'),
      title: siteLabelsOf(ctx.config.labels).pageNotFound,
      route: '/404.html',
      assets: ctx.assets,
      pageType: 'not-found',
      noIndex: true,
    },
    createElement(NotFound, { homeRoute: '/' }),
  );
  return documentHtml(element, ctx);
}

/** A tiny page that sends readers of an old URL to the new one. */
export function renderRedirect(to: string, config: SiteConfig): string {
  // The target is in a script and a meta refresh too, which rebaseHtml does not read.
  const target = withBase(config.baseUrl, routeUrl(to, config.trailingSlash));
  const url = scriptJson(target);
  const escaped = escapeHtml(target);
  return `<!DOCTYPE html><html lang="${config.i18n.defaultLocale}"><head><meta charset="utf-8"><title>Redirecting&#8230;</title><link rel="canonical" href="${escapeHtml(absoluteUrl(config, routeUrl(to, config.trailingSlash)))}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${escaped}"><script>location.replace(${url}+location.search+location.hash)</script></head><body><p>This page has moved to <a href="${escaped}">${escaped}</a>.</p></body></html>`;
}
