// The sidebar is the same on every page of a sidebar but for the active link, so it is
// rendered once per build and the active link is marked per page by string edits
// (rendering it per page was the render stage's biggest cost). A huge sidebar is pruned
// per page (pruneSidebar); the index below walks the tree once per sidebar, not per page.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarCategory, SidebarItem } from '../types.js';
import { Sidebar } from '../../templates/Sidebar.js';
import { countLinks, pruneSidebar } from '../site/sidebar.js';
import { escapeHtmlAsReact } from '../shared/html-escape.js';

/** What one walk of a sidebar tells about each route in it. */
interface SidebarIndex {
  /** Every category holding the route anywhere (what pruneSidebar keeps open), as a key. */
  openKey: Map<string, string>;
  /** Routes whose first trail passes a collapsed category (that must render open). */
  collapsedTrail: Set<string>;
}

function indexSidebar(items: SidebarItem[]): SidebarIndex {
  const categoryIds = new Map<SidebarCategory, number>();
  const open = new Map<string, Set<number>>();
  const collapsedTrail = new Set<string>();
  const seen = new Set<string>();
  const visit = (list: SidebarItem[], trail: SidebarCategory[]) => {
    for (const item of list) {
      const inner = item.type === 'category' ? [...trail, item] : trail;
      if (item.type === 'category') categoryIds.set(item, categoryIds.size);
      if (item.href !== undefined) {
        const set = open.get(item.href) ?? new Set<number>();
        for (const c of inner) set.add(categoryIds.get(c)!);
        open.set(item.href, set);
        // trailTo stops at the first occurrence in reading order; so does this.
        if (!seen.has(item.href)) {
          seen.add(item.href);
          if (inner.some((c) => c.collapsed)) collapsedTrail.add(item.href);
        }
      }
      if (item.type === 'category') visit(item.items, inner);
    }
  };
  visit(items, []);
  const openKey = new Map(
    [...open].map(([route, ids]) => [route, [...ids].sort((a, b) => a - b).join(',')]),
  );
  return { openKey, collapsedTrail };
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
  /** Pruned sidebars by the set of open categories; the whole sidebar when small. */
  pruned: Map<string, SidebarItem[]>;
}

export class SidebarHtmlCache {
  private readonly base = new Map<SidebarItem[], Map<string, string>>();
  private readonly sidebars = new Map<SidebarItem[], SidebarEntry>();

  private entry(items: SidebarItem[]): SidebarEntry {
    let entry = this.sidebars.get(items);
    if (!entry) {
      entry = { index: indexSidebar(items), total: countLinks(items), pruned: new Map() };
      this.sidebars.set(items, entry);
    }
    return entry;
  }

  /** The sidebar a page at `route` shows: pruneSidebar's result, computed once per set of open categories. */
  forPage(items: SidebarItem[], route: string, maxLinks: number): SidebarItem[] {
    const entry = this.entry(items);
    if (entry.total <= maxLinks) return items;
    const key = entry.index.openKey.get(route) ?? '';
    let pruned = entry.pruned.get(key);
    if (!pruned) {
      pruned = pruneSidebar(items, route, maxLinks, entry.total);
      entry.pruned.set(key, pruned);
    }
    return pruned;
  }

  /** The sidebar's HTML for a page at `route`, with its link marked active. */
  html(items: SidebarItem[], route: string, label: string): string {
    // A collapsed category holding the page must render open: rare, so render it fully.
    if (this.entry(items).index.collapsedTrail.has(route))
      return renderToStaticMarkup(createElement(Sidebar, { items, route, label }));
    const byLabel = this.base.get(items) ?? new Map<string, string>();
    this.base.set(items, byLabel);
    let base = byLabel.get(label);
    if (base === undefined) {
      base = renderToStaticMarkup(createElement(Sidebar, { items, route: '\u0000', label }));
      byLabel.set(label, base);
    }
    return markActive(base, escapeHtmlAsReact(route));
  }
}
