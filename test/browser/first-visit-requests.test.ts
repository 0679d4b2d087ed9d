// A lighter first visit: a docs page loads its HTML, stylesheet, scripts and images
// and nothing else, however many links it shows; a pointer sweeping over many links
// prefetches a few pages, not all of them. (Bytes and timings are bench figures:
// bench/first-visit.ts.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from 'playwright-core';
import { hoverIntentMs, maxPagesAhead } from '../../client/prefetch.js';
import { getSite, newPage, settled, shutdown, type SiteServer } from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const route = '/overview/getting-started';

test('a docs page first visit requests only its own resources, no other page', async () => {
  const { context, page } = await newPage();
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(site.url)) requests.push(r);
  });
  await page.goto(`${site.url}${route}`);
  await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
  await settled(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  const links = await page.locator('a[href^="/"]').count();
  assert.ok(links > 20, `${links} internal links on the page`);
  const kinds = requests.map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`);
  assert.deepEqual(
    kinds.filter(
      (k) => k.startsWith('fetch ') || (k.startsWith('document ') && !k.endsWith(route)),
    ),
    [],
    'no other page is fetched',
  );
  assert.ok(requests.length <= 12, `${requests.length} requests:\n${kinds.join('\n')}`);
  await context.close();
});

test(`a pointer resting on link after link prefetches at most ${maxPagesAhead} pages ahead; passing over one prefetches nothing`, async () => {
  const { context, page } = await newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch') fetched.push(new URL(r.url()).pathname);
  });
  // The page's timers run when the test says: how long the pointer rests is exact.
  await page.clock.install();
  await page.goto(`${site.url}${route}`);
  await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
  const hrefs = (
    await page
      .locator('aside.doc-sidebar a.menu__link[href^="/"]:visible')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  ).filter((h) => h !== route);
  assert.ok(hrefs.length > maxPagesAhead + 3, `${hrefs.length} sidebar links`);
  // Where the pointer goes, found first; then the page's clock stands still, so
  // only runFor moves it: under load, real time passing between two steps would
  // otherwise count as resting on a link.
  const centre = async (selector: string) => {
    const box = (await page.locator(selector).first().boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const links = hrefs.slice(0, maxPagesAhead + 3);
  for (const href of links)
    await page.locator(`aside.doc-sidebar a.menu__link[href="${href}"]`).scrollIntoViewIfNeeded();
  const at = new Map<string, { x: number; y: number }>();
  for (const href of links)
    at.set(href, await centre(`aside.doc-sidebar a.menu__link[href="${href}"]`));
  // The page's title is no link (the page's corner holds the home link).
  const offLinks = await centre('article h1');
  await page.clock.pauseAt(Date.now() + 1000);

  // Passing over a link, shorter than the intent delay, then leaving it: no request.
  await page.mouse.move(at.get(links[0]!)!.x, at.get(links[0]!)!.y);
  await page.clock.runFor(hoverIntentMs / 2);
  await page.mouse.move(offLinks.x, offLinks.y);
  await page.clock.runFor(hoverIntentMs * 2);
  await page.evaluate(() => 0);
  assert.deepEqual(fetched, []);

  for (const href of links) {
    await page.mouse.move(at.get(href)!.x, at.get(href)!.y);
    await page.clock.runFor(hoverIntentMs + 1);
    // A round trip, so a request the timer started has been reported.
    await page.evaluate(() => 0);
  }
  assert.deepEqual(fetched, hrefs.slice(0, maxPagesAhead));
  await context.close();
});
