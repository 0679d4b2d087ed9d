// The sidebar is rendered once per build and each page's link marked active by a
// string edit (src/render/sidebar-html.ts); the edit finds the link in React's
// HTML, so it must spell the route as React does, whatever characters it holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SidebarHtmlCache } from '../../../src/render/sidebar-html.js';
import type { SidebarItem } from '../../../src/types.js';

const routes = ['/guide/', "/faq/what's-new/", '/a&b/', '/x"y/'];
const items: SidebarItem[] = routes.map((href, i) => ({ type: 'link', label: `Page ${i}`, href }));

test('the link of the page is marked active, a route with an apostrophe, & or a quote too', () => {
  const cache = new SidebarHtmlCache();
  for (const [i, route] of routes.entries()) {
    const html = cache.html(items, route, 'Docs');
    const active = [
      ...html.matchAll(
        /<a class="menu__link menu__link--active" [^>]*aria-current="page"><span class="menu__label">([^<]*)</g,
      ),
    ].map((m) => m[1]);
    assert.deepEqual(active, [`Page ${i}`], `${route}: ${html}`);
  }
});
