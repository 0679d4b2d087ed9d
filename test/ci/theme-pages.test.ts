// The theme on real pages: screenshots of the home, a docs page (admonition, tabs,
// code, table), an API page (nested schema), the search overlay and the not-found
// page, in light and dark mode at 1280 and 360 px (test-results/screenshots/);
// no horizontal overflow at 1280 or 360 px on these pages and the guide and API
// overview (theme-layout.test.ts checks other widths); axe-core finds no serious or critical
// violations (on these pages, the guide and API overview, the overlay with an active
// result, the crash page and the load-error box),
// colour contrast included; the stylesheet stays under 30 KB gzip.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  getSite,
  newPage,
  screenshot,
  shutdown,
  type SiteServer,
  settled,
} from '../browser/harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

/** Each page is captured at the top, and again with `detail` scrolled into view where the top does not show it. */
const pages: { name: string; route: string; detail?: { name: string; selector: string } }[] = [
  { name: 'home', route: '/' },
  {
    name: 'docs',
    route: '/overview/making-first-call',
    detail: { name: 'docs-admonition', selector: '.admonition' },
  },
  {
    name: 'api',
    route: '/api/specific-transaction',
    detail: { name: 'api-schema', selector: '.schema details[open]' },
  },
  { name: 'not-found', route: '/does-not-exist' },
];
const modes = ['light', 'dark'] as const;
const widths = [1280, 360] as const;

/** The navbar island has hydrated once the colour toggle knows the mode. */
const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');

async function open(page: Page, route: string, mode: (typeof modes)[number]): Promise<void> {
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  assert.equal(
    await page.evaluate(() => document.documentElement.getAttribute('data-theme')),
    mode,
    `${route} in ${mode} mode`,
  );
  // Show a nested schema level on API pages.
  await page.evaluate(() =>
    document.querySelector<HTMLDetailsElement>('.schema details')?.setAttribute('open', ''),
  );
}

const overflow = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return null;
    // Name the widest offenders, for the failure message.
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((e) => e.getBoundingClientRect().right > clientWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')}`);
    return `${scrollWidth} > ${clientWidth}: ${wide.join(', ')}`;
  });

test('the stylesheet stays under 30 KB gzip', async () => {
  const assets = path.join(site.dir, 'assets');
  const css = (await readdir(assets)).filter((f) => /^style-.*\.css$/.test(f));
  assert.equal(css.length, 1, `one stylesheet (${css.join(', ')})`);
  const raw = await readFile(path.join(assets, css[0]!));
  const gzip = gzipSync(raw, { level: 9 }).length;
  console.log(`stylesheet: ${raw.length} bytes, ${gzip} bytes gzip`);
  assert.ok(gzip < 30 * 1024, `${gzip} bytes gzip`);
});

/** Pages checked by axe besides the screenshotted ones: the getting-started guide and the API overview. */
const axeOnlyRoutes = ['/overview/getting-started', '/api/blockfrost-io-api-documentation'];

// One visit of each page serves its screenshots, the overflow check and axe (one
// test per mode, as each needs the pages opened at both widths).
for (const mode of modes) {
  test(`screenshots and axe in ${mode} mode at 1280 and 360 px: no serious or critical violations (colour contrast included); nothing overflows at 1280 or 360 px`, async () => {
    const failures: string[] = [];
    for (const width of widths) {
      const { context, page } = await newPage({ width, colorScheme: mode });
      for (const { name, route, detail } of pages) {
        await open(page, route, mode);
        await screenshot(page, `${name}-${mode}-${width}`);
        failures.push(...(await axeViolations(page, `${route} at ${width} px`)));
        if (detail) {
          const target = page.locator(detail.selector).first();
          assert.ok(await target.count(), `${route} shows ${detail.selector}`);
          await target.evaluate((e) => e.scrollIntoView({ block: 'center' }));
          // Scrolling down hides the navbar: capture after its transition, not halfway.
          await settled(page);
          await screenshot(page, `${detail.name}-${mode}-${width}`);
        }
        const wide = await overflow(page);
        if (wide) failures.push(`${route} at ${width} px: ${wide}`);
      }
      for (const route of axeOnlyRoutes) {
        await open(page, route, mode);
        failures.push(...(await axeViolations(page, `${route} at ${width} px`)));
        const wide = await overflow(page);
        if (wide) failures.push(`${route} at ${width} px: ${wide}`);
      }
      await context.close();
    }
    assert.deepEqual(failures, []);
  });
}

for (const mode of modes) {
  test(`the crash page and the load-error box, ${mode} mode: screenshots and axe`, async () => {
    const failures: string[] = [];
    for (const width of widths) {
      const { context, page } = await newPage({ width, colorScheme: mode });
      // Unusable island props make the islands' error boundary show the crash page.
      await context.route(`${site.url}/overview/plans-and-billing`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<script type="application\/json" id="__docgen_props">)[^<]*/,
          '$1{"broken":',
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto(`${site.url}/overview/plans-and-billing`);
      await page.locator('.crash-page').first().waitFor();
      await screenshot(page, `crash-${mode}-${width}`);
      failures.push(...(await axeViolations(page, `crash page at ${width} px`)));

      // A page that fails to load during client navigation shows the error box with Retry.
      await context.route(`${site.url}/overview/getting-started`, (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
      );
      await open(page, '/overview/making-first-call', mode);
      await page.locator('.pagination-nav__link--prev').click();
      await page.locator('.load-error').waitFor();
      await page.locator('.load-error').evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await settled(page);
      await screenshot(page, `load-error-${mode}-${width}`);
      failures.push(...(await axeViolations(page, `load error at ${width} px`)));
      const wide = width === 360 ? await overflow(page) : null;
      if (wide) failures.push(`load error at 360 px overflows: ${wide}`);
      await context.close();
    }
    assert.deepEqual(failures, []);
  });
}

/**
 * Opens the search overlay. A search chunk that fails to load is a failure of this
 * test, never a reason to skip it: the error it logs is the message.
 */
async function openSearch(page: Page): Promise<void> {
  const failed = new Promise<never>((_, reject) =>
    page.on('console', (m) => {
      if (m.type() === 'error' && /search could not be loaded/i.test(m.text()))
        reject(new Error(`the search overlay did not open: ${m.text()}`));
    }),
  );
  failed.catch(() => {}); // an error after the overlay opened is not this function's to report
  await page.keyboard.press('Control+k');
  const input = page.locator('.search-overlay input[type="search"]');
  await Promise.race([input.waitFor({ timeout: 15_000 }), failed]);
}

for (const mode of modes) {
  test(`the search overlay with results, ${mode} mode`, async () => {
    const failures: string[] = [];
    for (const width of widths) {
      const { context, page } = await newPage({ width, colorScheme: mode });
      await open(page, '/overview/making-first-call', mode);
      await openSearch(page);
      await page.locator('.search-overlay input[type="search"]').fill('block');
      await page.locator('.search-overlay [role="option"]').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await screenshot(page, `search-${mode}-${width}`);
      failures.push(...(await axeViolations(page, `search overlay at ${width} px`)));
      const wide = width === 360 ? await overflow(page) : null;
      if (wide) failures.push(`search overlay at 360 px overflows: ${wide}`);
      await context.close();
    }
    assert.deepEqual(failures, []);
  });
}
