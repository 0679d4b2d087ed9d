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

test("a deprecated page's note and a category's button name are the site's labels, each set rendered apart", () => {
  const cache = new SidebarHtmlCache();
  const tree: SidebarItem[] = [
    {
      type: 'category',
      label: 'Pets',
      collapsible: true,
      collapsed: false,
      items: [{ type: 'link', label: 'Delete a pet', href: '/api/delete', deprecated: true }],
    },
  ];
  const english = cache.html(tree, '/', 'Docs');
  assert.match(english, /aria-label="Toggle the category Pets"/);
  assert.match(english, /<span class="visually-hidden"> \(deprecated\)<\/span>/);
  const own = cache.html(tree, '/', 'Docs', {
    toggleCategory: '{category}を開閉',
    deprecatedNote: '（非推奨）',
  });
  assert.match(own, /aria-label="Petsを開閉"/);
  assert.match(own, /<span class="visually-hidden">（非推奨）<\/span>/);
  // The same button name with another note is another sidebar, not the one rendered before.
  const other = cache.html(tree, '/', 'Docs', {
    toggleCategory: '{category}を開閉',
    deprecatedNote: '（廃止予定）',
  });
  assert.match(other, /<span class="visually-hidden">（廃止予定）<\/span>/);
});

test('listed pages share one sidebar without its unlisted links; an unlisted page gets its own', () => {
  const cache = new SidebarHtmlCache();
  const tree: SidebarItem[] = [
    { type: 'link', label: 'Open', href: '/open' },
    { type: 'link', label: 'Secret', href: '/secret', unlisted: true },
  ];
  const listed = cache.visible(tree);
  assert.deepEqual(listed, [tree[0]]);
  assert.equal(
    cache.visible(tree),
    listed,
    'one list, so one rendered HTML, for every listed page',
  );
  assert.deepEqual(cache.visible(tree, '/secret'), tree);
  const plain: SidebarItem[] = [tree[0]!];
  assert.equal(cache.visible(plain), plain, 'a sidebar with nothing unlisted is kept as it is');
});

test('a category none of whose items is shown is left out, or is a plain link to its listed page', () => {
  const cache = new SidebarHtmlCache();
  const secret: SidebarItem = { type: 'link', label: 'Secret', href: '/secret', unlisted: true };
  const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({
    type: 'category',
    label,
    ...(href ? { href, docId: href.slice(1) } : {}),
    items,
    collapsible: true,
    collapsed: false,
  });
  const tree: SidebarItem[] = [
    { type: 'link', label: 'Open', href: '/open' },
    category('Outer', [category('Inner', [secret])]),
    category('Landing', [secret], '/landing'),
  ];
  assert.deepEqual(cache.visible(tree), [
    tree[0],
    { type: 'link', label: 'Landing', href: '/landing', docId: 'landing' },
  ]);
  assert.deepEqual(
    cache.visible(tree, '/secret'),
    tree,
    'its own page shows it, and its categories',
  );
});
