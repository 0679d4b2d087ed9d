// The sidebar is the same on every page of a sidebar but for the active link, so it is
// rendered once per build and the active link is marked per page by string edits
// (rendering it per page was the render stage's biggest cost). A huge sidebar is pruned
// per page (pruneSidebar); the index below walks the tree once per sidebar, not per page,
// so that pages whose pruned sidebars are alike share one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarCategory, SidebarItem } from '../types.js';
import { Sidebar, type SidebarNames } from '../../templates/Sidebar.js';
import { countLinks, pruneSidebar, visibleSidebar, windowBlock } from '../site/sidebar.js';
import { escapeHtmlAsReact } from '../shared/html-escape.js';

/** A level holding a route: the level's number in reading order, its length, and its first item holding the route. */
interface Place {
  level: number;
  length: number;
  index: number;
}

/** What one walk of a sidebar tells about each route in it. */
interface SidebarIndex {
  /** Every category holding the route anywhere (what pruneSidebar keeps open), as a key. */
  openKey: Map<string, string>;
  /** The levels holding the route (where pruneSidebar places a long level's window). */
  places: Map<string, Place[]>;
  /** Routes whose first trail passes a collapsed category (that must render open). */
  collapsedTrail: Set<string>;
}

function indexSidebar(items: SidebarItem[]): SidebarIndex {
  const categoryIds = new Map<SidebarCategory, number>();
  const open = new Map<string, Set<number>>();
  const places = new Map<string, Place[]>();
  const collapsedTrail = new Set<string>();
  const seen = new Set<string>();
  let levels = 0;
  const visit = (list: SidebarItem[], trail: SidebarCategory[], placeTrail: Place[]) => {
    const level = levels++;
    for (const [index, item] of list.entries()) {
      const inner = item.type === 'category' ? [...trail, item] : trail;
      const innerPlaces = [...placeTrail, { level, length: list.length, index }];
      if (item.type === 'category') categoryIds.set(item, categoryIds.size);
      if (item.href !== undefined) {
        const set = open.get(item.href) ?? new Set<number>();
        for (const c of inner) set.add(categoryIds.get(c)!);
        open.set(item.href, set);
        // The first item of a level holding the route comes first in reading order.
        const known = places.get(item.href) ?? [];
        for (const place of innerPlaces)
          if (!known.some((k) => k.level === place.level)) known.push(place);
        places.set(item.href, known);
        // trailTo stops at the first occurrence in reading order; so does this.
        if (!seen.has(item.href)) {
          seen.add(item.href);
          if (inner.some((c) => c.collapsed)) collapsedTrail.add(item.href);
        }
      }
      if (item.type === 'category') visit(item.items, inner, innerPlaces);
    }
  };
  visit(items, [], []);
  const openKey = new Map(
    [...open].map(([route, ids]) => [route, [...ids].sort((a, b) => a - b).join(',')]),
  );
  return { openKey, places, collapsedTrail };
}

/**
 * What a route's pruned sidebar depends on: the categories open and the window's block in each
 * long level holding the route (a top level that does not hold it shows its first block).
 */
function pruneKey(index: SidebarIndex, route: string, topLength: number, maxLinks: number): string {
  const places = index.places.get(route) ?? [{ level: 0, length: topLength, index: 0 }];
  const windows = places
    .map((p) => `${p.level}:${windowBlock(p.length, p.index, maxLinks) ?? ''}`)
    .sort()
    .join(',');
  return `${index.openKey.get(route) ?? ''}|${windows}`;
}

/**
 * Marks the first link to `href` (escaped) active: the first `class="menu__link…" href="…"`
 * pair, found with indexOf because a regular expression over the whole sidebar for
 * each page was a tenth of the render stage.
 */
function markActive(html: string, href: string): string {
  const needle = `" href="${href}"`;
  for (let at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, at + 1)) {
    // The class value runs from the quote before it; it holds no quote itself.
    const open = html.lastIndexOf('"', at - 1);
    if (open >= 6 && html.startsWith('class="menu__link', open - 6)) {
      return `${html.slice(0, at)} menu__link--active" href="${href}" aria-current="page"${html.slice(at + needle.length)}`;
    }
  }
  return html;
}

interface SidebarEntry {
  index: SidebarIndex;
  total: number;
  /** Pruned sidebars by pruneKey; the whole sidebar when small. */
  pruned: Map<string, SidebarItem[]>;
}

export class SidebarHtmlCache {
  private readonly base = new Map<SidebarItem[], Map<string, string>>();
  private readonly sidebars = new Map<SidebarItem[], SidebarEntry>();
  private readonly listed = new Map<SidebarItem[], SidebarItem[]>();

  /**
   * The sidebar as a page shows it (visibleSidebar): one list for every listed page, so that
   * they share one rendered HTML; an unlisted page (`ownRoute`) gets its variant, with its
   * own link, rendered for it alone.
   */
  visible(items: SidebarItem[], ownRoute?: string): SidebarItem[] {
    if (ownRoute !== undefined) return visibleSidebar(items, ownRoute);
    let shown = this.listed.get(items);
    if (!shown) {
      shown = visibleSidebar(items);
      this.listed.set(items, shown);
    }
    return shown;
  }

  private entry(items: SidebarItem[]): SidebarEntry {
    let entry = this.sidebars.get(items);
    if (!entry) {
      entry = { index: indexSidebar(items), total: countLinks(items), pruned: new Map() };
      this.sidebars.set(items, entry);
    }
    return entry;
  }

  /** The sidebar a page at `route` shows: pruneSidebar's result, computed once per pruneKey. */
  forPage(items: SidebarItem[], route: string, maxLinks: number): SidebarItem[] {
    const entry = this.entry(items);
    if (entry.total <= maxLinks) return items;
    const key = pruneKey(entry.index, route, items.length, maxLinks);
    let pruned = entry.pruned.get(key);
    if (!pruned) {
      pruned = pruneSidebar(items, route, maxLinks, entry.total);
      entry.pruned.set(key, pruned);
    }
    return pruned;
  }

  /** The sidebar's HTML for a page at `route`, with its link marked active. */
  html(items: SidebarItem[], route: string, label: string, names?: SidebarNames): string {
    // A collapsed category holding the page must render open: rare, so render it fully.
    if (this.entry(items).index.collapsedTrail.has(route))
      return renderToStaticMarkup(createElement(Sidebar, { items, route, label, names }));
    const byLabel = this.base.get(items) ?? new Map<string, string>();
    this.base.set(items, byLabel);
    const key = `${label}\u0000${names?.toggleCategory ?? ''}\u0000${names?.deprecatedNote ?? ''}`;
    let base = byLabel.get(key);
    if (base === undefined) {
      base = renderToStaticMarkup(createElement(Sidebar, { items, route: '\u0000', label, names }));
      byLabel.set(key, base);
    }
    return markActive(base, escapeHtmlAsReact(route));
  }
}
