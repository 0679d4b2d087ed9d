// A reader's open tab across a deploy: a chunk the new build no longer has (search,
// Try it) says the site was updated and offers a reload, which only the reader starts
// (what they typed and the page they read stay until then); with the old HTML still
// served, it says the server did not give it; offline, it says so. The site is a small
// one built here, served from a folder the test swaps. And the same build opened from
// disk (file:) says to serve it over HTTP.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { createStaticHandler, directorySource } from '../../src/http/static-handler.js';
import { makeBasedSite } from '../fixtures/based-site.js';
import { newPage, shutdown } from '../browser/harness.js';

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
/** The new build (v2) without the guide: a deploy that removed the page being read. */
const v4 = path.join(dir, 'build-v4');
let server: Server;
let origin = '';
/**
 * The folder the server answers from; for anything outside assets/ (a CDN still serving
 * the old HTML), `pages` when set.
 */
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

const edit = (file: string, from: string, to: string) =>
  writeFileSync(path.join(dir, file), readFileSync(path.join(dir, file), 'utf8').replace(from, to));

before(async () => {
  // An operation with a body: the Try it field a reader types into.
  edit(
    'pets.yaml',
    "responses: { '200': { description: ok } }\n",
    "responses: { '200': { description: ok } }\n    post:\n      summary: Add a pet\n      tags: [pets]\n      requestBody: { content: { application/json: { schema: { type: object } } } }\n      responses: { '201': { description: ok } }\n",
  );
  await build({ root: dir, log: () => {} });
  cpSync(v1, v2, { recursive: true });
  renameScripts(v2);
  cpSync(v2, v4, { recursive: true });
  rmSync(path.join(v4, 'guide'), { recursive: true });
  cpSync(v2, mixed, { recursive: true });
  const home = readFileSync(path.join(v1, 'index.html'), 'utf8');
  for (const [, script] of home.matchAll(/(?:src|href)="\/docs\/(assets\/[^"]+\.js)"/g))
    cpSync(path.join(v1, script!), path.join(mixed, script!));
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
    const page = navigation || !req.url?.startsWith('/docs/assets/');
    const folder = page && serving.pages ? serving.pages : serving.dir;
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

const alert = '.search-overlay--pending [role="alert"]';
/** Counts the page's loads from now on: a reload is one. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

test('search whose chunk a deploy removed says so and reloads on the button only; typed Try it input stays', async () => {
  const { page, close } = await openOnV1('/api/add-a-pet');
  try {
    await page.click('[data-try-it]');
    const body = page.locator('.try-it textarea').first();
    await body.fill('{"name": "typed with care"}');
    serving.dir = v2;
    const loads = countLoads(page);
    await page.locator('article h1').click();
    await page.keyboard.press('/');
    await page.waitForSelector(alert);
    assert.equal(
      await page.textContent(alert),
      'This site has been updated. Reload the page to use search. Reload',
    );
    // A real button, in the modal box's tab order.
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.outerHTML),
      '<button class="search-suggestion__query">Reload</button>',
    );
    await page.keyboard.press('Escape');
    assert.equal(await body.inputValue(), '{"name": "typed with care"}', 'what was typed stays');
    assert.equal(loads(), 0, 'no reload');

    await page.click('#__docgen_navbar button.navbar__search');
    const reloaded = page.waitForEvent('load');
    await page.click(`${alert} button`);
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

test('a page a deploy removed stays on screen, at its place, until the reader reloads', async () => {
  const { page, close } = await openOnV1('/guide');
  try {
    await page.setViewportSize({ width: 800, height: 300 });
    await page.evaluate(() => scrollTo(0, 120));
    const scrolled = await page.evaluate(() => scrollY);
    assert.ok(scrolled > 0);
    serving.dir = v4;
    const loads = countLoads(page);
    await page.keyboard.press('/');
    await page.locator(alert, { hasText: 'This site has been updated.' }).waitFor();
    assert.equal(loads(), 0, 'no reload');
    assert.equal(await page.textContent('article h1'), 'Guide');
    assert.equal(await page.evaluate(() => scrollY), scrolled);
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => scrollY), scrolled);
    await page.keyboard.press('/');
    const reloaded = page.waitForEvent('load');
    await page.click(`${alert} button`);
    await reloaded;
    assert.match(await page.title(), /^Page Not Found/);
  } finally {
    await close();
  }
});

test('on the not-found page (status 404), search says the site was updated too', async () => {
  const { page, close } = await openOnV1('/no-such-page');
  try {
    serving.dir = v2;
    const loads = countLoads(page);
    await page.click('#__docgen_navbar button.navbar__search');
    await page.locator(alert, { hasText: 'This site has been updated.' }).waitFor();
    assert.equal(loads(), 0, 'no reload');
  } finally {
    await close();
  }
});

test('Try it whose chunk a deploy removed says so; its Reload button reloads, and the console then opens', async () => {
  const { page, close } = await openOnV1('/api/list-pets');
  try {
    serving.dir = v2;
    const loads = countLoads(page);
    await page.click('[data-try-it]');
    const reload = page.locator('#try-it-console button', { hasText: 'Reload' });
    await reload.waitFor();
    assert.equal(
      await page.textContent('#try-it-console'),
      'This site has been updated. Reload the page to use Try it. Reload',
    );
    assert.equal(loads(), 0, 'no reload');
    const reloaded = page.waitForEvent('load');
    await reload.click();
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
    const loads = countLoads(page);
    await page.context().setOffline(true);
    await page.click('#__docgen_navbar button.navbar__search');
    await page.waitForSelector(alert);
    assert.equal(
      await page.textContent(alert),
      'The search could not be loaded. Are you offline? Try again',
    );
    await page.keyboard.press('Escape');
    await page.click('[data-try-it]');
    const again = page.locator('#try-it-console button', { hasText: 'Try again' });
    await again.waitFor();
    assert.equal(
      await page.textContent('#try-it-console [role="alert"]'),
      'The console could not be loaded. Check the connection, or try again later. Try again',
      'an alert, as the search says it',
    );
    assert.equal(loads(), 0, 'no reload');
    // Back online, Try again (by keyboard) opens the console in the panel; focus goes back to
    // the Try it button rather than to the page's body with the removed message.
    await page.context().setOffline(false);
    await again.focus();
    await page.keyboard.press('Enter');
    await page.locator('.try-it form').waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-try-it')),
      true,
      'focus is on the Try it button',
    );
    assert.equal(await page.locator('#try-it-console button', { hasText: 'Try again' }).count(), 0);
  } finally {
    await close();
  }
});

test('old pages with the new assets (a CDN): the message blames the server, not the network', async () => {
  const { page, close } = await openOnV1('/api/list-pets');
  try {
    serving.dir = v2;
    serving.pages = v1;
    const loads = countLoads(page);
    const message =
      'The search could not be loaded from the server. Try again later, or reload the page. Try again';
    await page.click('#__docgen_navbar button.navbar__search');
    await page.waitForSelector(alert);
    assert.equal(await page.textContent(alert), message);
    // Trying again meets the same server: the same message, once.
    await page.click(`${alert} button`);
    await page.waitForSelector(alert);
    assert.equal(await page.textContent(alert), message);
    assert.equal(await page.locator(alert).count(), 1);
    await page.keyboard.press('Escape');
    await page.click('[data-try-it]');
    await page.locator('#try-it-console button', { hasText: 'Try again' }).waitFor();
    assert.doesNotMatch((await page.textContent('#try-it-console')) ?? '', /updated/);
    assert.equal(loads(), 0, 'no reload');
  } finally {
    await close();
  }
});

test('search terms whose highlighter a deploy removed are not marked, and the page stays', async () => {
  const { context, page } = await newPage();
  try {
    // The browser keeps the old page (and its entry); the server has the new build.
    serving.dir = mixed;
    serving.pages = v1;
    navigations = 0;
    const warned = page.waitForEvent('console', {
      predicate: (m) => m.type() === 'warning' && m.text().includes('could not be highlighted'),
    });
    await page.goto(`${origin}/docs/guide?_highlight=feeding`);
    await warned;
    assert.equal(navigations, 1, 'no reload');
    assert.equal(await page.locator('article mark').count(), 0);
    assert.equal(await page.textContent('article h1'), 'Guide');
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
