// What a first visit really loads, measured in Chromium: the JavaScript stays within
// its gzip budget, search code and indexes stay out until search opens, the sidebar
// is HTML rather than a JS payload, and assets carry hashed names cached for a year.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { entryBudgetBytes } from '../../src/client-build/bundle-client.js';
import { getSite, newPage, shutdown, type SiteServer } from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

interface Visit {
  page: Page;
  close: () => Promise<void>;
  /** Same-origin responses of the first visit, by path. */
  responses: Map<string, Response>;
}

async function firstVisit(route: string): Promise<Visit> {
  const { context, page } = await newPage();
  const responses = new Map<string, Response>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === site.url) responses.set(url.pathname, r);
  });
  await page.goto(`${site.url}${route}`);
  await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
  await page.waitForLoadState('load');
  return { page, responses, close: () => context.close() };
}

const scripts = (visit: Visit) =>
  [...visit.responses.keys()].filter((p) => p.endsWith('.js')).sort();

test(`a first visit of a docs page loads at most ${entryBudgetBytes / 1024} KB of JavaScript (gzip), and no search code or index`, async () => {
  const visit = await firstVisit('/overview/getting-started');
  const js = scripts(visit);
  assert.ok(js.length >= 1, 'the client loaded');
  let gzip = 0;
  let raw = 0;
  for (const path of js) {
    const body = await visit.responses.get(path)!.body();
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  const css = [...visit.responses.keys()].filter((p) => p.endsWith('.css'));
  let cssRaw = 0;
  let cssGzip = 0;
  for (const path of css) {
    const body = await visit.responses.get(path)!.body();
    cssRaw += body.length;
    cssGzip += gzipSync(body).length;
  }
  console.log(
    `docs page first visit: JS ${js.length} files ${(raw / 1024).toFixed(1)} KB raw / ${(gzip / 1024).toFixed(1)} KB gzip; CSS ${(cssRaw / 1024).toFixed(1)} KB raw / ${(cssGzip / 1024).toFixed(1)} KB gzip`,
  );
  assert.ok(gzip <= entryBudgetBytes, `${gzip} B gzip`);
  // Only the entry and the chunks it preloads: the search chunk is imported on demand.
  const declared = await visit.page.evaluate(() =>
    Array.from(
      document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]'),
      (e) => new URL(e.getAttribute('src') ?? e.getAttribute('href')!, location.href).pathname,
    ),
  );
  assert.deepEqual(js, [...new Set(declared)].sort());
  const searchRequests = [...visit.responses.keys()].filter(
    (p) => /search/i.test(p) || p.endsWith('.json'),
  );
  assert.deepEqual(searchRequests, [], 'no search engine or index before search opens');
  // Opening search loads its code and an index.
  const index = visit.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.json'));
  await visit.page.locator('#__docgen_navbar .navbar__search').click();
  await index;
  assert.ok(scripts(visit).length > js.length, 'the search chunk loaded on open');
  await visit.close();
});

test('per-page JavaScript does not grow with the site: every page loads the same client, the sidebar is HTML', async () => {
  const small = await firstVisit('/overview/getting-started');
  // The API reference has the largest sidebar.
  const large = await firstVisit('/api/blockfrost-io-api-documentation');
  assert.deepEqual(scripts(large), scripts(small));
  const inline = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])'), (s) => s.textContent ?? ''),
    );
  const sidebarHrefs = await large.page.evaluate(() =>
    Array.from(
      document.querySelectorAll('.doc-sidebar a.menu__link'),
      (a) => a.getAttribute('href')!,
    ),
  );
  assert.ok(sidebarHrefs.length >= 20, `a large sidebar (${sidebarHrefs.length} links)`);
  const largeInline = await inline(large.page);
  // Navbar targets are in the island props by design; no other sidebar link may be in a script.
  const navbarHrefs = new Set(
    await large.page.evaluate(() =>
      Array.from(
        document.querySelectorAll('#__docgen_navbar a[href]'),
        (a) => a.getAttribute('href')!,
      ),
    ),
  );
  const inScripts = sidebarHrefs.filter(
    (href) => !navbarHrefs.has(href) && largeInline.some((s) => s.includes(`"${href}"`)),
  );
  assert.deepEqual(inScripts, [], 'sidebar links found in scripts');
  // The island props (the only page data the client reads) stay small on both pages.
  const propsSize = (page: Page) =>
    page.evaluate(() => document.getElementById('__docgen_props')!.textContent!.length);
  const [smallProps, largeProps] = [await propsSize(small.page), await propsSize(large.page)];
  assert.ok(
    largeProps < 8 * 1024 && largeProps < smallProps * 1.5,
    `props ${smallProps} B vs ${largeProps} B`,
  );
  await small.close();
  await large.close();
});

test('client assets have hashed names and are cached for a year; pages are revalidated', async () => {
  const visit = await firstVisit('/overview/getting-started');
  const assets = [...visit.responses.keys()].filter((p) => p.startsWith('/assets/'));
  assert.ok(assets.some((p) => p.endsWith('.js')) && assets.some((p) => p.endsWith('.css')));
  for (const path of assets) {
    assert.match(path, /-[A-Z0-9]{8}\.(js|css|svg|png|woff2)$/, path);
    const cache = (await visit.responses.get(path)!.allHeaders())['cache-control'] ?? '';
    assert.match(cache, /max-age=31536000/, `${path}: ${cache}`);
    assert.match(cache, /immutable/, `${path}: ${cache}`);
  }
  const html = (await visit.responses.get('/overview/getting-started')!.allHeaders())[
    'cache-control'
  ];
  assert.equal(html, 'no-cache');
  await visit.close();
});
