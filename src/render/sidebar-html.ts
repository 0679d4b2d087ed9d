// The sidebar is the same on every page of a sidebar but for the active link, so
// it is rendered once per build and the active state is marked per page by
// string edits. Rendering it with React for each of hundreds of pages was the
// biggest cost of the render stage.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarItem } from '../types.js';
import { Sidebar } from '../../templates/Sidebar.js';
import { trailTo } from '../site/sidebar.js';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function hasCollapsedOnTrail(items: SidebarItem[], route: string): boolean {
  return (trailTo(items, route) ?? []).some((item) => item.type === 'category' && item.collapsed);
}

export class SidebarHtmlCache {
  private readonly base = new Map<SidebarItem[], string>();

  /** The sidebar's HTML for a page at `route`, with its link marked active. */
  html(items: SidebarItem[], route: string, label: string): string {
    // A collapsed category holding the page must render open: rare, so render it fully.
    if (hasCollapsedOnTrail(items, route)) return renderToStaticMarkup(createElement(Sidebar, { items, route, label }));
    let base = this.base.get(items);
    if (base === undefined) {
      base = renderToStaticMarkup(createElement(Sidebar, { items, route: '\u0000', label }));
      this.base.set(items, base);
    }
    const href = attr(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return base.replace(new RegExp(`class="(menu__link[^"]*)" href="${href}"`), (_m, cls: string) => `class="${cls} menu__link--active" href="${attr(route)}" aria-current="page"`);
  }
}
