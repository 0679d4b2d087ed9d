// A docs sidebar of thousands of pages in one level: each page shows a window of the
// level around itself with summary links for the rest (src/site/sidebar.ts), so a page's
// sidebar stays bounded while every page can still be reached by following links.
// It runs in the ci group: building 1,500 pages is a huge input for `npm test`'s time budget;
// test/unit/site/sidebar-window.test.ts checks the same windows on inline sidebars there.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { maxSidebarLinks } from '../../src/render/render-page.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const pageCount = 1500;
const ids = Array.from({ length: pageCount }, (_, i) => `p${String(i).padStart(4, '0')}`);

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A site with no sidebars file whose `flat/` folder holds `pageCount` tiny pages. */
async function buildFlatSite() {
  const files: Record<string, string> = { 'content/index.md': '---\ntitle: Home\n---\nWelcome.\n' };
  for (const [i, id] of ids.entries())
    files[`content/flat/${id}.md`] = `---\ntitle: Page ${id}\n---\nText ${i}.\n`;
  const dir = makeSmallSite(files);
  dirs.push(dir);
  rmSync(`${dir}/content/guide.md`);
  rmSync(`${dir}/content/sidebars.ts`);
  return build({ root: dir, write: false, log: () => {} });
}

interface SidebarLinkSeen {
  href: string;
  label: string;
  active: boolean;
}

function sidebarLinks(html: string): SidebarLinkSeen[] {
  const nav = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a class="([^"]*)" href="([^"]*)"[^>]*>(?:<span[^>]*>)?([^<]*)/g)].map(
    (m) => ({ href: m[2]!, label: m[3]!, active: m[1]!.includes('menu__link--active') }),
  );
}

function fileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** Every route reached from `start` by following sidebar links only. */
function reachable(files: Map<string, string | Uint8Array>, start: string): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
    const html = files.get(fileOf(route));
    assert.ok(html !== undefined, `a sidebar link leads to a page that was built: ${route}`);
    for (const { href } of sidebarLinks(String(html))) {
      if (!seen.has(href)) {
        seen.add(href);
        queue.push(href);
      }
    }
  }
  return seen;
}

const flatRoutes = ids.map((id) => `/flat/${id}`);

function checkSidebars(files: Map<string, string | Uint8Array>) {
  for (const [i, route] of flatRoutes.entries()) {
    const links = sidebarLinks(String(files.get(fileOf(route))));
    assert.ok(links.length <= maxSidebarLinks / 2, `${route} shows ${links.length} sidebar links`);
    const active = links.filter((l) => l.active).map((l) => l.href);
    assert.deepEqual(active, [route], `${route} is in its own sidebar, marked active`);
    const hrefs = new Set(links.map((l) => l.href));
    const near = [i - 1, i + 1, pageCount - 1].filter((n) => n >= 0 && n < pageCount);
    for (const href of [flatRoutes[0]!, ...near.map((n) => flatRoutes[n]!)])
      assert.ok(hrefs.has(href), `${route} links to ${href}`);
    // What the window shows and what the summaries count add up to the whole level.
    const flatShown = links.filter((l) => l.href.startsWith('/flat/') && !l.label.startsWith('…'));
    const summarised = links
      .map((l) => /^… ([\d,]+) more pages$/.exec(l.label)?.[1])
      .filter((n) => n !== undefined)
      .reduce((sum, n) => sum + Number(n.replace(/,/g, '')), 0);
    assert.equal(flatShown.length + summarised, pageCount, `${route} accounts for every page`);
  }
  const all = reachable(files, '/');
  for (const route of flatRoutes) assert.ok(all.has(route), `${route} is reachable from /`);
  for (const [i, route] of flatRoutes.entries()) {
    const html = String(files.get(fileOf(route)));
    const next = flatRoutes[i + 1];
    if (next) assert.match(html, new RegExp(`pagination-nav__link--next" href="${next}"`));
  }
  const llms = String(files.get('llms.txt'));
  const search = String(files.get('search-index-docs-default-current.json'));
  for (const id of ids) {
    assert.ok(llms.includes(`/flat/${id}.md)`), `llms.txt lists ${id}`);
    assert.ok(search.includes(`"sectionRoute":"/flat/${id}"`), `the search index holds ${id}`);
  }
}

test('a folder of 1,500 pages in one sidebar category: each page shows a bounded window, and every page is reachable', async () => {
  const result = await buildFlatSite();
  assert.deepEqual(result.warnings, []);
  checkSidebars(result.files);
});
