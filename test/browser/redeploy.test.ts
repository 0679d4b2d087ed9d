// A reader's open tab across a deploy: a chunk the new build no longer has (search,
// Try it) reloads the page into the new build, once; offline, the message stays.
// The site is a small one built here, served from a folder the test swaps. And the
// same build opened from disk (file:) says to serve it over HTTP.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { createStaticHandler, directorySource } from '../../src/http/static-handler.js';
import { makeBasedSite } from '../fixtures/based-site.js';
import { newPage, shutdown } from './harness.js';

const dir = makeBasedSite();
const v1 = path.join(dir, 'build');
/** The same site with every script renamed: what a newer docgen's build looks like. */
const v2 = path.join(dir, 'build-v2');
/**
 * The new build (v2) plus what an old page loads at once (v1's entry and the chunks it
 * preloads), but not v1's chunks loaded on first use: what a browser meets when it holds
 * the old page and the old entry in its cache.
 */
const mixed = path.join(dir, 'build-mixed');
/** The same site and client, the intro moved to /docs/introduction: a content-only deploy. */
const v3 = path.join(dir, 'build-v3');
let server: Server;
let origin = '';
/** The folder the server answers from; for navigations (a cached HTML page), `pages` when set. */
const serving: { dir: string; pages?: string } = { dir: v1 };
/** The page loads (navigations) the server answered: a reload is one more. */
let navigations = 0;

/** Renames each script under assets/ (name-v2.js) and every mention of it in the output. */
function renameScripts(root: string): void {
  const assets = path.join(root, 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(html|js)$/.test(f),
  );
  for (const file of files) {
    const full = path.join(root, file);
    let text = readFileSync(full, 'utf8');
    for (const script of scripts) text = text.split(script).join(script.replace(/\.js$/, '-v2.js'));
    writeFileSync(full, text);
  }
  for (const script of scripts)
    renameSync(path.join(assets, script), path.join(assets, script.replace(/\.js$/, '-v2.js')));
}

before(async () => {
  await build({ root: dir, log: () => {} });
  cpSync(v1, v2, { recursive: true });
  renameScripts(v2);
  cpSync(v2, mixed, { recursive: true });
  const home = readFileSync(path.join(v1, 'index.html'), 'utf8');
  for (const [, script] of home.matchAll(/(?:src|href)="\/docs\/(assets\/[^"]+\.js)"/g))
    cpSync(path.join(v1, script!), path.join(mixed, script!));
  const edit = (file: string, from: string, to: string) =>
    writeFileSync(
      path.join(dir, file),
      readFileSync(path.join(dir, file), 'utf8').replace(from, to),
    );
  edit('content/docs/intro.md', '---\n', '---\nslug: /docs/introduction\n');
  edit('content/index.md', '(/docs/intro)', '(/docs/introduction)');
  edit('site.config.ts', '"/docs/intro"', '"/docs/introduction"');
  await build({ root: dir, outDir: v3, log: () => {} });
  const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
  const handler = (folder: string) => {
    if (!handlers.has(folder)) handlers.set(folder, createStaticHandler(directorySource(folder)));
    return handlers.get(folder)!;
  };
  server = createServer((req, res) => {
    const navigation = req.headers['sec-fetch-mode'] === 'navigate';
    if (navigation) navigations++;
    const folder = navigation && serving.pages ? serving.pages : serving.dir;
    // Served under /docs/, as the site is built for; the output folder is its root.
    req.url = (req.url ?? '/').replace(/^\/docs(?=\/)/, '');
    // As GitHub Pages does: browsers may keep any file ten minutes without asking.
    const writeHead = res.writeHead.bind(res) as (s: number, h?: object) => typeof res;
    res.writeHead = ((status: number, headers?: object) =>
      writeHead(status, { ...headers, 'cache-control': 'max-age=600' })) as typeof res.writeHead;
    void handler(folder)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
after(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await shutdown();
  rmSync(dir, { recursive: true, force: true });
});

const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
const entry = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));

/** Opens `route` on the first build; the server answers from it until the test deploys. */
async function openOnV1(route: string): Promise<{ page: Page; close: () => Promise<void> }> {
  serving.dir = v1;
  serving.pages = undefined;
  const { context, page } = await newPage();
  await page.goto(`${origin}/docs${route}`);
  await hydrated(page);
  assert.doesNotMatch((await entry(page)) ?? '', /-v2\.js$/);
  return { page, close: () => context.close() };
}

test('search whose chunk a deploy removed reloads the page into the new build, where it works', async () => {
  const { page, close } = await openOnV1('/guide');
  try {
    serving.dir = v2;
    const reloaded = page.waitForEvent('load');
    await page.click('#__docgen_navbar button.navbar__search');
    await reloaded;
    await hydrated(page);
    assert.match((await entry(page)) ?? '', /-v2\.js$/);
    await page.click('#__docgen_navbar button.navbar__search');
    await page.fill('#__docgen_search input.search-input', 'feeding');
    await page.locator('#__docgen_search [role="option"]', { hasText: 'Guide' }).first().waitFor();
  } finally {
    await close();
  }
});

test('on the not-found page (status 404), search reloads into the new build too', async () => {
  const { page, close } = await openOnV1('/no-such-page');
  try {
    serving.dir = v2;
    const reloaded = page.waitForEvent('load');
    await page.click('#__docgen_navbar button.navbar__search');
    await reloaded;
    await hydrated(page);
    assert.match((await entry(page)) ?? '', /-v2\.js$/);
  } finally {
    await close();
  }
});

test('Try it whose chunk a deploy removed reloads the page; the console then opens', async () => {
  const { page, close } = await openOnV1('/api/list-pets');
  try {
    serving.dir = v2;
    const reloaded = page.waitForEvent('load');
    await page.click('[data-try-it]');
    await reloaded;
    await hydrated(page);
    assert.match((await entry(page)) ?? '', /-v2\.js$/);
    await page.click('[data-try-it]');
    await page.locator('.try-it form').waitFor();
  } finally {
    await close();
  }
});

test('offline, a chunk that does not load keeps its message and the page stays', async () => {
  const { page, close } = await openOnV1('/api/list-pets');
  try {
    let loads = 0;
    page.on('load', () => loads++);
    await page.context().setOffline(true);
    await page.click('#__docgen_navbar button.navbar__search');
    await page.locator('.search-error', { hasText: 'Try again' }).waitFor();
    await page.keyboard.press('Escape');
    await page.click('[data-try-it]');
    await page
      .locator('text=The console could not be loaded. Check the connection and try again.')
      .waitFor();
    assert.equal(loads, 0, 'no reload');
  } finally {
    await close();
  }
});

test('a page that a reload brings back from the old build does not reload again', async () => {
  const { page, close } = await openOnV1('/guide');
  try {
    // A cache in front of the browser keeps serving the old page; a fetch reaches the new one.
    serving.dir = v2;
    serving.pages = v1;
    let loads = 0;
    page.on('load', () => loads++);
    const reloaded = page.waitForEvent('load');
    await page.click('#__docgen_navbar button.navbar__search');
    await reloaded;
    await hydrated(page);
    await page.click('#__docgen_navbar button.navbar__search');
    await page.locator('.search-error', { hasText: 'Try again' }).waitFor();
    assert.equal(loads, 1, 'one reload');
  } finally {
    await close();
  }
});

test('search terms whose highlighter a deploy removed reload the page, once', async () => {
  const { context, page } = await newPage();
  try {
    // The browser keeps the old page (and its entry); the server has the new build.
    serving.dir = mixed;
    serving.pages = v1;
    navigations = 0;
    // The first load reloads (the new build is there); the reload still gets the old page and stops.
    const warned = page.waitForEvent('console', {
      predicate: (m) => m.type() === 'warning' && m.text().includes('could not be highlighted'),
    });
    await page.goto(`${origin}/docs/guide?_highlight=feeding`);
    await warned;
    assert.equal(navigations, 2, 'one reload');
  } finally {
    await context.close();
  }
});

test('after a content-only deploy, search offers the new build’s pages', async () => {
  const { page, close } = await openOnV1('/');
  const option = '#__docgen_search [role="option"]';
  try {
    await page.click('#__docgen_navbar button.navbar__search');
    await page.fill('#__docgen_search input.search-input', 'intro');
    assert.match(
      (await page.locator(option).first().getAttribute('href')) ?? '',
      /^\/docs\/docs\/intro\?/,
    );
    await page.keyboard.press('Escape');

    serving.dir = v3;
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.doc-sidebar a.menu__link', { hasText: 'Guide' }).click();
    await page.waitForFunction(() => document.title.startsWith('Guide'));
    await page.click('#__docgen_navbar button.navbar__search');
    // The query typed before is kept; its results come from the new index.
    await page.waitForFunction(
      (selector) =>
        document
          .querySelector(selector)
          ?.getAttribute('href')
          ?.startsWith('/docs/docs/introduction?'),
      option,
    );
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      1,
      'the same client: no reload',
    );
    await page.locator(option).first().click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Intro');
  } finally {
    await close();
  }
});

test('a page opened from a file says to serve the folder over HTTP, not to change baseUrl', async () => {
  const { context, page } = await newPage();
  try {
    await page.goto(`file://${v1}/guide/index.html`);
    const banner = page.locator('#__docgen_base_url_banner[role="alert"]');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? '';
    assert.match(text, /opened from a file/);
    assert.match(text, /npx docgen serve/);
    assert.doesNotMatch(text, /baseUrl/);
  } finally {
    await context.close();
  }
});
