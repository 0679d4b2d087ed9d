// Places every doc in the site: which sidebar it belongs to, its breadcrumbs and
// its previous/next neighbours in that sidebar.
import type { Breadcrumb, Doc, Page } from '../types.js';
import { flattenSidebar, type FlatLink, type Sidebars } from './sidebar.js';
import { docCardsFor } from './doc-cards.js';
import type { SidebarItem } from '../types.js';
import { DocgenError } from '../errors.js';
import { didYouMean } from '../shared/nearest-ids.js';
import { pageLabels } from '../../templates/page-labels.js';

/**
 * What trailTo(items, route) returns, for every route at once: one walk of the
 * sidebar instead of one per page (which made 10,000 API pages quadratic).
 * The first occurrence in reading order wins, as in trailTo.
 */
function trailsOf(items: SidebarItem[]): Map<string, SidebarItem[]> {
  const trails = new Map<string, SidebarItem[]>();
  const visit = (list: SidebarItem[], above: SidebarItem[]) => {
    for (const item of list) {
      if (item.href !== undefined && !trails.has(item.href))
        trails.set(item.href, [...above, item]);
      if (item.type === 'category') visit(item.items, [...above, item]);
    }
  };
  visit(items, []);
  return trails;
}

interface AssembleOptions {
  breadcrumbs: boolean;
  homeRoute: string;
  /** The first breadcrumb's text (site.config.ts `labels.home`). */
  homeLabel?: string;
  /** Each page's edit URL (see edit-url.ts); none by default. */
  editUrl?: (doc: Doc) => string | undefined;
  /** Told what does not stop the build: a `:::doc-cards` block with no card left to show. */
  warn?: (message: string) => void;
}

/** Where a page is listed: its sidebar, and its position in that sidebar's reading order. */
interface Placement {
  sidebarId: string;
  index: number;
  order: FlatLink[];
  /** Each link's previous and next listed link: pagers skip unlisted pages, as Docusaurus's do. */
  around: Around;
}

/** For each index of a reading order, its nearest listed link before and after it. */
interface Around {
  prev: (FlatLink | undefined)[];
  next: (FlatLink | undefined)[];
}

function listedAround(order: FlatLink[]): Around {
  const prev: (FlatLink | undefined)[] = [];
  const next: (FlatLink | undefined)[] = [];
  let last: FlatLink | undefined;
  for (const [i, link] of order.entries()) {
    prev[i] = last;
    if (!link.unlisted) last = link;
  }
  last = undefined;
  for (let i = order.length - 1; i >= 0; i--) {
    next[i] = last;
    if (!order[i]!.unlisted) last = order[i];
  }
  return { prev, next };
}

export function assemblePages(docs: Doc[], sidebars: Sidebars, options: AssembleOptions): Page[] {
  // Index each sidebar's reading order once: O(pages) rather than a search per page.
  const placement = new Map<string, Placement>();
  // A page belongs to the sidebar that lists it as a doc; a plain link to it from
  // another sidebar (the docs sidebar's "API reference" entry) does not claim it.
  const orders = Object.entries(sidebars).map(([sidebarId, items]) => {
    const order = flattenSidebar(items).filter((l) => l.href.startsWith('/'));
    return { sidebarId, order, around: listedAround(order) };
  });
  for (const asDoc of [true, false]) {
    for (const { sidebarId, order, around } of orders) {
      order.forEach((link, index) => {
        if ((link.docId !== undefined) === asDoc && !placement.has(link.href))
          placement.set(link.href, { sidebarId, index, order, around });
      });
    }
  }
  const docsByRoute = new Map(docs.map((d) => [d.route, d]));
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const trails = new Map(Object.entries(sidebars).map(([id, items]) => [id, trailsOf(items)]));
  return docs.map((doc) => {
    const place = placement.get(doc.route);
    const page: Page = { route: doc.route, doc, breadcrumbs: [] };
    const editUrl = options.editUrl?.(doc);
    if (editUrl) page.editUrl = editUrl;
    const cards = docCardsFor(doc, sidebars, docsByRoute, options.warn);
    if (cards) page.cards = cards;
    if (!place) return withPagination(page, docsById, placement);
    page.sidebarId = place.sidebarId;
    // An unlisted page's own pager still links its listed neighbours.
    const prev = place.around.prev[place.index];
    const next = place.around.next[place.index];
    if (prev) page.prev = pagerLink(prev);
    if (next) page.next = pagerLink(next);
    withPagination(page, docsById, placement);
    if (options.breadcrumbs)
      page.breadcrumbs = breadcrumbsFor(
        doc,
        trails.get(place.sidebarId)!.get(doc.route),
        options.homeRoute,
        options.homeLabel ?? pageLabels.home,
      );
    return page;
  });
}

/** A "Previous" or "Next" link to a sidebar link: its pager label (an API introduction's), else its label in the sidebar. */
function pagerLink(link: FlatLink): { label: string; href: string } {
  return { label: link.pagerLabel ?? link.label, href: link.href };
}

/**
 * Front matter `pagination_prev`/`pagination_next` over the sidebar's neighbours: a doc
 * id, or null for none. A doc a sidebar lists is named as its sidebar names it, so a
 * link to it reads the same whether the sidebar's order or the front matter chose it.
 */
function withPagination(
  page: Page,
  docsById: Map<string, Doc>,
  placement: Map<string, Placement>,
): Page {
  const chosen = page.doc.pagination;
  if (!chosen) return page;
  for (const side of ['prev', 'next'] as const) {
    const id = chosen[side];
    if (id === undefined) continue;
    if (id === null) {
      delete page[side];
      continue;
    }
    const target = docsById.get(id);
    if (!target) {
      throw new DocgenError(
        `pagination_${side} in ${page.doc.sourcePath ?? page.route} names the doc id "${id}", which no page has.`,
        {
          file: page.doc.sourcePath,
          line: chosen.lines?.[side],
          hint: `${didYouMean(id, docsById.keys())}Write the id of a page (its path below the content folder without \`.md\`), or null for no link.`,
        },
      );
    }
    const place = placement.get(target.route);
    const listed = place?.order[place.index];
    page[side] = listed ? pagerLink(listed) : { label: target.sidebarLabel, href: target.route };
  }
  return page;
}

function breadcrumbsFor(
  doc: Doc,
  found: SidebarItem[] | undefined,
  homeRoute: string,
  homeLabel: string,
): Breadcrumb[] {
  const trail = found ?? [];
  const crumbs: Breadcrumb[] = [{ label: homeLabel, href: homeRoute }];
  // The last element of the trail is the page itself, which the template adds as the active crumb.
  for (const item of trail) {
    if (item.href === doc.route) continue;
    // A category's unlisted page is linked from nowhere but itself (Docusaurus's breadcrumbs too).
    const hidden = item.type === 'category' && item.linkUnlisted;
    crumbs.push(hidden ? { label: item.label } : { label: item.label, href: item.href });
  }
  // The home page itself needs no trail beyond "Home".
  if (doc.route === homeRoute) return [];
  return crumbs;
}
