// The navbar island: hide on scroll, fragment jumps, skip link, dropdowns
// (language, version), and the announcement bar above it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSite, sharedPage, shutdown, type SiteServer } from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
const navbarHidden = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('#__docgen_navbar .navbar')!.classList.contains('navbar--hidden'),
  );

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // Scroll events are dispatched on the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test('the navbar sits at the top, hides when scrolling down past its height and shows when scrolling up or at the top', async () => {
  const page = await sharedPage({ height: 400 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const box = await page.locator('#__docgen_navbar .navbar').boundingBox();
  assert.ok(box && box.y >= 0 && box.y < 120, 'navbar at the top');
  const scrollable = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  assert.ok(scrollable > 300, `page scrolls (${scrollable})`);
  await scrollTo(page, 20);
  assert.equal(await navbarHidden(page), false, 'within its height');
  await scrollTo(page, 200);
  assert.equal(await navbarHidden(page), true, 'scrolling down');
  // Hidden means out of view (it slides up), not just a class.
  await page.waitForFunction(
    () => document.querySelector('#__docgen_navbar .navbar')!.getBoundingClientRect().bottom <= 1,
  );
  await scrollTo(page, 150);
  assert.equal(await navbarHidden(page), false, 'scrolling up');
  // Shown again at the top of the viewport although the page is scrolled: it stays fixed there.
  await page.waitForFunction(
    () =>
      Math.abs(document.querySelector('#__docgen_navbar .navbar')!.getBoundingClientRect().top) < 1,
  );
  await scrollTo(page, 250);
  assert.equal(await navbarHidden(page), true);
  await scrollTo(page, 0);
  assert.equal(await navbarHidden(page), false, 'at the top');
});

test('following a link to a fragment of the page hides the navbar', async () => {
  const page = await sharedPage({ height: 400 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const link = page.locator('.toc a.toc__link').last();
  const hash = await link.getAttribute('href');
  await link.click();
  await page.waitForFunction((h) => location.hash === h, hash);
  await page.waitForFunction(() =>
    document.querySelector('#__docgen_navbar .navbar')!.classList.contains('navbar--hidden'),
  );
});

test("'Skip to main content' moves focus to the main area", async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent),
    'Skip to main content',
  );
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), '__docgen_main');
});

test('dropdowns open and close: toggle button, outside click, outside touch, Enter, Escape', async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const dropdown = page.locator('#__docgen_navbar .navbar__dropdown', { hasText: 'Resources' });
  const toggle = dropdown.locator('.navbar__dropdown-toggle');
  const menu = dropdown.locator('.navbar__dropdown-menu');
  // A plain dropdown is named by its label (the version menu says 'Versions: Next').
  assert.match(await toggle.ariaSnapshot(), /^- button "Resources"$/);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await menu.isVisible(), true);
  await toggle.click();
  assert.equal(await menu.isHidden(), true, 'the toggle closes it');
  await toggle.click();
  await page.mouse.click(600, 500);
  await page.waitForSelector('#__docgen_navbar .navbar__dropdown-menu:not([hidden])', {
    state: 'detached',
  });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'an outside click closes it');
  await toggle.click();
  await page.evaluate(() =>
    document
      .querySelector('article')!
      .dispatchEvent(new TouchEvent('touchstart', { bubbles: true })),
  );
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('#__docgen_navbar .navbar__dropdown-menu')).every((m) =>
      m.hasAttribute('hidden'),
    ),
  );
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'Enter opens');
  await page.keyboard.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'Enter closes');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'Escape closes');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Resources');
  // After a client navigation to one of its pages, the menu marks that page.
  await page.locator('footer a', { hasText: 'Support' }).first().click();
  await page.waitForFunction(() => location.pathname === '/support');
  await page.waitForSelector(
    '#__docgen_navbar .navbar__dropdown-menu a.navbar__dropdown-link--active[aria-current="page"][href="/support"]',
    { state: 'attached' },
  );
});

test('the language dropdown links to the same page in each locale, keeping query and hash', async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/sdks-python?ref=nav#install`);
  await hydrated(page);
  // The links' targets as they are, neither hovered nor focused (a reader may copy them).
  const english = () =>
    page
      .locator('#__docgen_navbar a.navbar__dropdown-link[data-role="locale"]', {
        hasText: 'English',
      })
      .getAttribute('href');
  assert.equal(await english(), '/sdks-python?ref=nav#install');
  // A fragment change, then a client navigation to another page.
  await page.click('.doc-toc a.toc__link[href="#configure"]');
  await page.waitForFunction(() => location.hash === '#configure');
  assert.equal(await english(), '/sdks-python?ref=nav#configure');
  await page.click('.doc-sidebar a.menu__link[href="/sdks-golang"]');
  await page.waitForFunction(() =>
    document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith('/sdks-golang'),
  );
  await page.waitForFunction(
    () =>
      document
        .querySelector('#__docgen_navbar a.navbar__dropdown-link[data-role="locale"]')
        ?.getAttribute('href') === '/sdks-golang',
  );
});

test("the version dropdown ('Versions', 'Next') links to the equivalent page or the main doc and records the choice", async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const toggle = page.locator('#__docgen_navbar .navbar__dropdown-toggle[aria-label^="Versions"]');
  assert.equal(await toggle.textContent(), 'Next');
  await toggle.click();
  const next = page.locator('#__docgen_navbar a.navbar__dropdown-link[data-role="version"]', {
    hasText: 'Next',
  });
  assert.equal(await next.getAttribute('href'), '/overview/getting-started');
  await next.click();
  assert.equal(
    await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')),
    'current',
  );
  // A page outside the docs: the version's main doc.
  await page.goto(`${site.url}/does-not-exist`);
  await hydrated(page);
  assert.equal(
    await page
      .locator('#__docgen_navbar a.navbar__dropdown-link[data-role="version"]')
      .getAttribute('href'),
    '/',
  );
});

test('the announcement bar shows until dismissed, remembers it, and shows again when its id changes', async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const bar = page.locator('.announcement-bar');
  assert.equal(await bar.isVisible(), true);
  const id = await bar.getAttribute('data-announcement-id');
  assert.ok(id);
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), id);
  await page.locator('.announcement-bar__close').click();
  await bar.waitFor({ state: 'detached' });
  assert.equal(
    await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')),
    'true',
  );
  // Dismissed: hidden from the first paint on, even before the client runs.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  assert.equal(await page.locator('.announcement-bar').isHidden(), true);
  await page.unroute(/\/assets\/.*\.js$/);
  // A new announcement id (the same site, its config changed): the bar is back.
  await page.route(`${site.url}/overview/making-first-call`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replaceAll(id, 'next-announcement'),
    });
  });
  await page.goto(`${site.url}/overview/making-first-call`);
  await hydrated(page);
  assert.equal(await page.locator('.announcement-bar').isVisible(), true);
  assert.equal(
    await page.locator('.announcement-bar').getAttribute('data-announcement-id'),
    'next-announcement',
  );
  assert.equal(
    await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')),
    'next-announcement',
  );
  assert.equal(
    await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')),
    null,
  );
});
