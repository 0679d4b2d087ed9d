// Below 1200 px the table of contents has no column: it is a collapsed "On this
// page" at the top of the article, a <details> that works without JavaScript.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getBrowser, getSite, sharedPage, shutdown, type SiteServer } from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const route = '/start-building/webhooks/using-webhooks';

test('below 1200 px the contents open from the top of the article and lead to the heading', async () => {
  const page = await sharedPage({ width: 1000, height: 800 });
  await page.goto(`${site.url}${route}`);
  const summary = page.locator('.toc-collapsible__summary');
  assert.ok(await summary.isVisible(), 'the collapsed contents show');
  assert.equal(await page.locator('.doc-toc').isVisible(), false, 'the column is gone');
  // At the top of the article: before the title.
  assert.equal(
    await page.evaluate(() => {
      const details = document.querySelector('.toc-collapsible')!;
      const title = document.querySelector('.doc-title')!;
      return Boolean(details.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
    true,
  );
  const links = page.locator('.toc-collapsible a.toc__link');
  assert.equal(await links.first().isVisible(), false, 'collapsed at first');
  await summary.click();
  assert.ok(await links.first().isVisible());
  const href = (await links.nth(1).getAttribute('href'))!;
  await links.nth(1).click();
  await page.waitForFunction((h) => location.hash === h, href);
  const top = await page
    .locator(href.replace(/^#/, '#'))
    .evaluate((h) => h.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 400, `the heading is in view (top ${top})`);
});

test('at 1200 px and wider the column shows and the collapsed contents do not', async () => {
  const page = await sharedPage({ width: 1400, height: 800 });
  await page.goto(`${site.url}${route}`);
  assert.ok(await page.locator('.doc-toc .toc').isVisible());
  assert.equal(await page.locator('.toc-collapsible').isVisible(), false);
});

test('the collapsed contents open without JavaScript', async () => {
  const browser = await getBrowser();
  const context = await browser.newContext({
    viewport: { width: 800, height: 800 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(`${site.url}${route}`);
  await page.locator('.toc-collapsible__summary').click();
  assert.equal(await page.locator('.toc-collapsible').getAttribute('open'), '');
  assert.ok(await page.locator('.toc-collapsible a.toc__link').first().isVisible());
  await context.close();
});
