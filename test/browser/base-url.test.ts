// A site built for `baseUrl: '/docs/'` and served by `docgen serve` under it: the
// sidebar, the navbar, search and an API page work by client navigation, and
// nothing the pages load or link to falls outside the base.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { startServer, type RunningServer } from '../../src/serve/dev-server.js';
import { makeBasedSite } from '../fixtures/based-site.js';
import { newPage, shutdown } from './harness.js';

const dir = makeBasedSite();
let server: RunningServer;
before(async () => {
  await build({ root: dir, log: () => {} });
  server = await startServer({ root: dir, port: 0, log: () => {} });
});
after(async () => {
  await server?.close();
  await shutdown();
  rmSync(dir, { recursive: true, force: true });
});

const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');

/** Follows a link by client navigation: the page is not loaded again. */
async function follow(page: Page, click: () => Promise<void>, path: string): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __sameDocument: boolean; __shown?: string };
    w.__sameDocument = true;
    w.__shown = undefined;
    // The address changes when the navigation starts; the page is shown once this event fires.
    window.addEventListener(
      'docgen:route-updated',
      (e) => {
        w.__shown = (e as CustomEvent<{ pathname: string }>).detail.pathname;
      },
      { once: true },
    );
  });
  await click();
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(
    (p) => (window as unknown as { __shown?: string }).__shown === p,
    path,
  );
  assert.equal(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    true,
    `${path} was reached by client navigation`,
  );
}

test('sidebar, navbar, search and an API page work under /docs/', async () => {
  const { context, page } = await newPage();
  const outside: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/docs/')) outside.push(url.pathname);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  try {
    const origin = new URL(server.url).origin;
    await page.goto(`${origin}/docs/`);
    await hydrated(page);
    assert.equal(await page.locator('h1').first().textContent(), 'Home');

    // Sidebar
    await follow(
      page,
      () => page.locator('.doc-sidebar a.menu__link', { hasText: 'Guide' }).click(),
      '/docs/guide',
    );
    assert.equal(await page.locator('article h1').first().textContent(), 'Guide');

    // Navbar to the API reference, then an operation page from its sidebar.
    await follow(
      page,
      () => page.locator('#__docgen_navbar .navbar__link', { hasText: 'API' }).click(),
      '/docs/api/pets',
    );
    await follow(
      page,
      () => page.locator('.doc-sidebar a.menu__link', { hasText: 'List pets' }).click(),
      '/docs/api/list-pets',
    );
    assert.match((await page.locator('article').first().textContent()) ?? '', /Every pet/);
    // The API description's link to a doc stays on the site.
    await follow(
      page,
      () => page.locator('article a', { hasText: 'the guide' }).click(),
      '/docs/guide',
    );

    // Search: the index loads from under the base, a result opens its page there.
    await page.click('#__docgen_navbar button.navbar__search');
    await page.fill('#__docgen_search input.search-input', 'intro');
    const result = page.locator('#__docgen_search [role="option"]', { hasText: 'Intro' }).first();
    assert.match((await result.getAttribute('href')) ?? '', /^\/docs\/docs\/intro/);
    await result.click();
    await page.waitForURL((url) => url.pathname === '/docs/docs/intro');
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Intro');

    // The brand goes home.
    await follow(
      page,
      () => page.locator('#__docgen_navbar a.navbar__brand').first().click(),
      '/docs/',
    );

    assert.deepEqual(outside, [], 'every request stays under /docs/');
    assert.deepEqual(failed, [], 'no request failed (the logo, favicon, assets, index included)');
  } finally {
    await context.close();
  }
});
