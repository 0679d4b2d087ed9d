// Colour mode: the inline head script picks the mode before paint; the toggle
// persists it; other tabs and the system preference (except while printing) sync.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { colorModeScript } from '../../templates/inline-scripts.js';
import { getSite, newPage, sharedPage, shutdown, type SiteServer } from '../browser/harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const theme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
/** The navbar has hydrated once the toggle knows the mode (it gets a title). */
const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');

test('without the client script, the inline script alone sets the mode: no flash of the wrong one', async () => {
  const page = await sharedPage({ colorScheme: 'dark' });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${site.url}/overview/getting-started`);
  assert.equal(await theme(page), 'dark', 'system preference dark');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  assert.equal(await theme(page), 'light', 'stored choice wins over the system');
  assert.equal(await page.evaluate(() => document.documentElement.style.colorScheme), 'light');
});

test('with no system preference and no choice, the default (light) applies', async () => {
  const page = await sharedPage();
  await page.emulateMedia({ colorScheme: 'no-preference' });
  await page.goto(`${site.url}/`);
  await hydrated(page);
  assert.equal(await theme(page), 'light');
});

/** Which of the toggle's icons shows: the sun in light mode, the moon in dark mode. */
const icons = async (page: Page) => {
  // One selector at a time: a helper function inside evaluate() would need tsx's __name in the page.
  const shown = (icon: string) =>
    page.evaluate((s) => {
      const e = document.querySelector<HTMLElement>(
        `#__docgen_navbar .navbar__items--right .navbar__color-toggle ${s}`,
      );
      return !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    }, icon);
  return { sun: await shown('.color-toggle__light'), moon: await shown('.color-toggle__dark') };
};

test('the toggle switches the mode, shows its icon (sun or moon) and persists it in localStorage "theme"', async () => {
  const page = await sharedPage({ colorScheme: 'light' });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const toggle = page.locator('#__docgen_navbar .navbar__items--right .navbar__color-toggle');
  assert.equal(await toggle.getAttribute('aria-label'), 'Switch to dark mode');
  assert.deepEqual(await icons(page), { sun: true, moon: false });
  await toggle.click();
  assert.equal(await theme(page), 'dark');
  assert.equal(await stored(page), 'dark');
  assert.equal(await toggle.getAttribute('aria-label'), 'Switch to light mode');
  assert.deepEqual(await icons(page), { sun: false, moon: true });
  await page.reload();
  await hydrated(page);
  assert.equal(await theme(page), 'dark');
  assert.deepEqual(
    await icons(page),
    { sun: false, moon: true },
    'the stored mode shows its icon after a reload',
  );
  await toggle.click();
  assert.equal(await theme(page), 'light');
  assert.equal(await stored(page), 'light');
  assert.deepEqual(await icons(page), { sun: true, moon: false });
});

test('a change in another tab syncs; clearing the choice falls back to the system preference', async () => {
  const { context, page: first } = await newPage({ colorScheme: 'dark' });
  await first.goto(`${site.url}/overview/getting-started`);
  const second = await context.newPage();
  await second.goto(`${site.url}/`);
  await Promise.all([hydrated(first), hydrated(second)]);
  assert.equal(await theme(second), 'dark');
  await first.locator('#__docgen_navbar .navbar__items--right .navbar__color-toggle').click();
  assert.equal(await theme(first), 'light');
  await second.waitForFunction(
    () => document.documentElement.getAttribute('data-theme') === 'light',
  );
  await second.waitForSelector(
    '#__docgen_navbar .navbar__color-toggle[aria-label="Switch to dark mode"]',
  );
  // Clearing the stored choice (here from the second tab) brings back the system preference in the first.
  await second.evaluate(() => localStorage.removeItem('theme'));
  await first.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  await context.close();
});

/**
 * Counts the page's prefers-color-scheme change events; the returned function waits
 * until `n` have happened, so tests wait for each change instead of sleeping.
 */
async function countSchemeChanges(page: Page): Promise<(n: number) => Promise<unknown>> {
  await page.evaluate(() => {
    const w = window as unknown as { schemeChanges: number };
    w.schemeChanges = 0;
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => w.schemeChanges++);
  });
  return (n: number) =>
    page.waitForFunction(
      (count) => (window as unknown as { schemeChanges: number }).schemeChanges >= count,
      n,
    );
}

test('system preference changes apply, except while printing', async () => {
  const page = await sharedPage({ colorScheme: 'light' });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  // Count the media query's change events, so the test waits for each one instead of sleeping.
  const changes = await countSchemeChanges(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await changes(1);
  assert.equal(await theme(page), 'dark');
  await page.emulateMedia({ media: 'print' });
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await changes(2);
  assert.equal(await theme(page), 'dark', 'ignored while printing');
  await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
  await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
  await changes(3);
  await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
  await changes(4);
  assert.equal(await theme(page), 'light', 'applies again after printing');
});

test('the scheme reported when printing ends does not replace an explicit choice', async () => {
  const page = await sharedPage({ colorScheme: 'dark' });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const changes = await countSchemeChanges(page);
  await page.locator('#__docgen_navbar .navbar__items--right .navbar__color-toggle').click();
  assert.equal(await stored(page), 'light', 'explicit choice against the dark system');
  // Printing: the browser reports light, then the real (dark) scheme once the preview closes.
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await changes(1);
  await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
  await changes(2);
  assert.equal(await theme(page), 'light');
  assert.equal(await stored(page), 'light', 'the choice survives printing');
});

test('with respectPrefersColorScheme off, the system preference is ignored and clearing falls back to the default', async () => {
  const { context, page: first } = await newPage({ colorScheme: 'dark' });
  // The same site built with respectPrefersColorScheme: false (its head script and island props).
  await context.route(/127\.0\.0\.1:\d+\/(overview\/getting-started)?$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(
        /<script>\(function\(\)\{var d=document\.documentElement,m=null;.*?<\/script>/,
        `<script>${colorModeScript({ defaultMode: 'light', respectPrefersColorScheme: false })}</script>`,
      )
      .replaceAll('"respectPrefersColorScheme":true', '"respectPrefersColorScheme":false');
    assert.ok(html.includes('"respectPrefersColorScheme":false'));
    await route.fulfill({ response, body: html });
  });
  await first.goto(`${site.url}/overview/getting-started`);
  await hydrated(first);
  assert.equal(await theme(first), 'light', 'dark system, default light');
  const changes = await countSchemeChanges(first);
  // One change at a time: the page evaluates media queries once a frame, so light and
  // back to dark within one frame would be no change at all (a run under load timed out so).
  await first.emulateMedia({ colorScheme: 'light' });
  await changes(1);
  await first.emulateMedia({ colorScheme: 'dark' });
  await changes(2);
  assert.equal(await theme(first), 'light', 'system changes ignored');
  await first.locator('#__docgen_navbar .navbar__items--right .navbar__color-toggle').click();
  assert.equal(await theme(first), 'dark');
  const second = await context.newPage();
  await second.goto(`${site.url}/`);
  await hydrated(second);
  assert.equal(await theme(second), 'dark', 'the stored choice');
  await second.evaluate(() => localStorage.removeItem('theme'));
  await first.waitForFunction(
    () => document.documentElement.getAttribute('data-theme') === 'light',
  );
  await context.close();
});
