// A sidebar level of more links than its budget shows a window around the current page
// (src/site/sidebar.ts pruneSidebar); the render stage shares one pruned sidebar among the
// pages whose windows are alike (src/render/sidebar-html.ts), which must give each page
// exactly what pruneSidebar gives it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countLinks, flattenSidebar, pruneSidebar } from '../../../src/site/sidebar.js';
import { SidebarHtmlCache } from '../../../src/render/sidebar-html.js';
import type { SidebarItem } from '../../../src/types.js';

const maxLinks = 200;
const link = (href: string): SidebarItem => ({ type: 'link', label: href, href });
const links = (prefix: string, n: number): SidebarItem[] =>
  Array.from({ length: n }, (_, i) => link(`/${prefix}/${i}`));
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({
  type: 'category',
  label,
  href,
  items,
  collapsible: true,
  collapsed: false,
});

test('a top level of 3,000 links shows its first and last, a window around the page, and what it leaves out as counted summaries', () => {
  const items = [link('/'), ...links('p', 2999)];
  const pruned = pruneSidebar(items, '/p/1500', maxLinks);
  assert.ok(countLinks(pruned) <= maxLinks / 2, `${countLinks(pruned)} links`);
  const hrefs = flattenSidebar(pruned).map((l) => l.href);
  for (const href of ['/', '/p/1499', '/p/1500', '/p/1501', '/p/2998'])
    assert.ok(hrefs.includes(href), href);
  const summaries = pruned.filter((i) => i.label.startsWith('…'));
  assert.equal(summaries.length, 2);
  const counted = summaries.reduce(
    (sum, s) => sum + Number(/^… ([\d,]+) more pages$/.exec(s.label)![1]!.replace(/,/g, '')),
    0,
  );
  assert.equal(pruned.length - summaries.length + counted, items.length);
  // Each summary leads into the middle of what it stands for.
  for (const s of summaries) {
    const at = items.findIndex((i) => i.href === s.href);
    const before = pruned.indexOf(s) - 1;
    const after = pruned.indexOf(s) + 1;
    const from = items.indexOf(pruned[before]!);
    const to = items.indexOf(pruned[after]!);
    assert.ok(at > from && at < to, `${s.label} → ${s.href}`);
    assert.ok(Math.abs(at - (from + to) / 2) <= 1, `${s.href} is the middle of ${from}–${to}`);
  }
});

test('a summary counts the pages of the categories it stands for, not one per category', () => {
  const items = [
    ...Array.from({ length: 150 }, (_, i) => category(`c${i}`, links(`c${i}`, 3))),
    link('/last'),
  ];
  const pruned = pruneSidebar(items, '/last', maxLinks);
  const summary = pruned.find((i) => i.label.startsWith('…'));
  // The page is item 150, in block 6 of 25 items; the window starts a block earlier, at item
  // 125, so items 1–124 are left out: 124 categories of 3 pages.
  assert.equal(summary?.label, '… 372 more pages');
});

test('a summary leads to a page of the site amid what it leaves out; a run with no link gets none', () => {
  const external = Array.from({ length: 60 }, (_, i) => link(`https://example.org/${i}`));
  const mixed = [link('/'), ...links('p', 150), ...external];
  const summary = pruneSidebar(mixed, '/', maxLinks).find((i) => i.label.startsWith('…'));
  // Items 50–209 are left out: pages 49–149 and 59 external links; it leads to their middle page.
  assert.deepEqual([summary?.label, summary?.href], ['… 160 more pages', '/p/99']);
  const empty = Array.from({ length: 150 }, (_, i) => category(`empty${i}`, []));
  const pruned = pruneSidebar([link('/'), ...empty, link('/last')], '/', maxLinks);
  assert.deepEqual(
    pruned.filter((i) => i.type === 'link').map((i) => i.href),
    ['/', '/last'],
  );
});

test('a level under the budget, or a sidebar under the total, is kept whole', () => {
  const small = [link('/'), ...links('p', 150)];
  assert.equal(pruneSidebar(small, '/p/3', maxLinks), small);
  const nested = [category('a', links('a', 99)), category('b', links('b', 150))];
  const pruned = pruneSidebar(nested, '/a/3', maxLinks);
  assert.equal((pruned[0] as { items: SidebarItem[] }).items.length, 99);
  assert.equal(pruned[1]?.label, 'b (150)');
});

test('from the first page, every page of a 3,000-link category is reached by following sidebar links', () => {
  const items = [link('/'), category('flat', links('flat', 3000))];
  const seen = new Set(['/']);
  const queue = ['/'];
  for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
    for (const { href } of flattenSidebar(pruneSidebar(items, route, maxLinks))) {
      if (!seen.has(href)) {
        seen.add(href);
        queue.push(href);
      }
    }
  }
  assert.equal(seen.size, 3001);
});

test('the render cache gives every page the sidebar pruneSidebar gives it, windows and open categories included', () => {
  // A long category inside a long level, a route listed in two categories, and a category page.
  const inner = category('inner', links('inner', 400), '/inner/');
  const items = [
    link('/'),
    ...links('top', 300),
    inner,
    category('twice', [link('/top/7'), ...links('twice', 10)]),
    ...links('tail', 120),
  ];
  const cache = new SidebarHtmlCache();
  const routes = new Set(flattenSidebar(items).map((l) => l.href));
  routes.add('/not-in-the-sidebar');
  for (const route of routes) {
    const shared = cache.forPage(items, route, maxLinks);
    assert.deepEqual(shared, pruneSidebar(items, route, maxLinks), route);
  }
});

test('a summary link keeps its visible count and is named for what it leaves out and where it goes', () => {
  const pages = Array.from(
    { length: 3000 },
    (_, i): SidebarItem => ({ type: 'link', label: `Page ${i}`, href: `/big/page-${i}` }),
  );
  const route = '/big/page-1500';
  const pruned = pruneSidebar(pages, route, maxLinks);
  const [before, after] = pruned.filter((i) => i.label.startsWith('…'));
  // Pages 1–1474 are left out before the window (blocks of 25 from 1475), 1550–2998 after it.
  assert.deepEqual(
    [before?.label, before?.type === 'link' ? before.ariaLabel : undefined, before?.href],
    [
      '… 1,474 more pages',
      '1,474 more pages, from Page 1 to Page 1474: go to Page 738',
      '/big/page-738',
    ],
  );
  assert.equal(
    after?.type === 'link' ? after.ariaLabel : undefined,
    '1,449 more pages, from Page 1550 to Page 2998: go to Page 2274',
  );
  // The page's HTML gives the link that name, and its visible text stays the count.
  const html = new SidebarHtmlCache().html(pruned, route, 'Docs sidebar');
  const summary = /<a class="menu__link" href="\/big\/page-2274"([^>]*)>(.*?)<\/a>/.exec(html);
  assert.equal(
    summary?.[1],
    ' aria-label="1,449 more pages, from Page 1550 to Page 2998: go to Page 2274"',
  );
  assert.equal(summary?.[2], '<span class="menu__label">… 1,449 more pages</span>');
});

test('a summary of one page is named for that page alone', () => {
  // 102 items, the page in the last: the window is items 75–101, and items 1–74 hold one
  // link among empty categories.
  const empty = Array.from({ length: 73 }, (_, i) => category(`empty${i}`, []));
  const tail = category('tail', links('tail', 200));
  const items = [link('/'), link('/lone'), ...empty, ...links('p', 26), tail];
  const pruned = pruneSidebar(items, '/tail/0', maxLinks);
  const summary = pruned.find((i) => i.label.startsWith('…'));
  assert.deepEqual(
    [summary?.label, summary?.type === 'link' ? summary.ariaLabel : undefined],
    ['… 1 more page', '1 more page: go to /lone'],
  );
});
