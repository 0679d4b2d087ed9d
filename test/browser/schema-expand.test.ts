// "Expand all" on a schema tree (client/schema-expand.ts): nested fields and the
// rest of a long field list start folded; deep links open them (client/reveal-target.ts);
// the button opens every level of its tree,
// works from the keyboard as a native button, says its state, and closes them again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSite, sharedPage, shutdown, type SiteServer } from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

// Its 200 response nests two levels deep: inputs[] → amount[] → unit.
const route = '/api/transaction-utxos';
const tree = '.api-response:has(#response-200) .schema';
const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');

/** Open state of every collapsible field of a tree, in document order. */
const openStates = (page: Page, selector: string) =>
  page.$$eval(`${selector} .schema__field > details`, (list) =>
    list.map((d) => (d as HTMLDetailsElement).open),
  );

test('Expand all opens every nested field of its tree, from the keyboard, and Collapse all closes them again', async () => {
  const page = await sharedPage({ width: 1280, height: 900 });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  const button = page.locator(`${tree} [data-expand-all]`);
  const nested = page.locator(`${tree} details details .schema__field`).first();
  const before = await openStates(page, tree);
  assert.ok(before.length >= 2, `the tree has nested collapsibles (${before.length})`);
  assert.ok(
    before.every((open) => !open),
    'every nested field starts collapsed',
  );
  assert.equal(
    (await page.locator(`${tree} details details`).count()) > 0,
    true,
    'a collapsible inside a collapsible',
  );
  assert.equal(await nested.isVisible(), false, 'a field two levels down is hidden');

  // Keyboard: the button takes focus and Enter presses it, as any <button>.
  assert.equal(await button.evaluate((b) => b.tagName), 'BUTTON');
  await button.focus();
  assert.equal(
    await page.evaluate(() => document.activeElement?.hasAttribute('data-expand-all')),
    true,
  );
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'true',
    `${tree} [data-expand-all]`,
  );
  assert.ok(
    (await openStates(page, tree)).every((open) => open),
    'every level is open',
  );
  assert.equal(await nested.isVisible(), true, 'the deepest fields show');
  assert.equal(await button.innerText(), 'Collapse all');

  // Space on the focused button collapses them all again.
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'false',
    `${tree} [data-expand-all]`,
  );
  assert.ok(
    (await openStates(page, tree)).every((open) => !open),
    'every level is closed',
  );
  assert.equal(await nested.isVisible(), false);
  assert.equal(await button.innerText(), 'Expand all');

  // The mouse does the same.
  await button.click();
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'true',
    `${tree} [data-expand-all]`,
  );
  assert.equal(await nested.isVisible(), true);
});

test('a field opened by hand stays a plain <details>: one click opens one level', async () => {
  const page = await sharedPage({ width: 1280, height: 900 });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  const outer = page.locator(`${tree} .schema__field > details`).first();
  await outer.locator(':scope > summary').click();
  assert.equal(await outer.evaluate((d) => (d as HTMLDetailsElement).open), true);
  const inner = outer.locator('details').first();
  assert.equal(
    await inner.evaluate((d) => (d as HTMLDetailsElement).open),
    false,
    'the level below stays closed',
  );
  assert.equal(
    await page.locator(`${tree} [data-expand-all]`).getAttribute('aria-expanded'),
    'false',
  );
});

// Its 200 response has more fields than a list shows at once: the rest are folded.
const longRoute = '/api/latest-epoch-protocol-parameters';
const folded = '#response-200-tau';
/** The element with this id is rendered (no closed <details> around it) and inside the viewport. */
const inViewport = (page: Page, id: string) =>
  page.evaluate((i) => {
    const element = document.getElementById(i)!;
    const box = element.getBoundingClientRect();
    return element.checkVisibility() && box.top >= 0 && box.bottom <= window.innerHeight;
  }, id);
/** Rendered: a closed <details> hides its content with content-visibility, which a box's size does not show. */
const rendered = (page: Page, id: string) =>
  page.waitForFunction((i) => document.getElementById(i)?.checkVisibility() === true, id);

test('a long field list folds its rest behind "Show N more fields", which Expand all and the summary open', async () => {
  const page = await sharedPage({ width: 1280, height: 900 });
  await page.goto(`${site.url}${longRoute}`);
  await hydrated(page);
  const longTree = '.api-response:has(#response-200) .schema';
  const more = page.locator(`${longTree} details.schema__more`);
  const summary = more.locator(':scope > summary');
  assert.match(await summary.innerText(), /^Show \d+ more fields$/);
  assert.equal(await page.locator(folded).isVisible(), false, 'a folded field is hidden');
  assert.equal(
    await page.locator('#response-200-epoch').isVisible(),
    true,
    'the first fields show',
  );
  await summary.click();
  assert.equal(await page.locator(folded).isVisible(), true);
  assert.match(await summary.innerText(), /^Hide \d+ fields$/);
  await summary.click();
  assert.equal(await page.locator(folded).isVisible(), false);
  await page.locator(`${longTree} [data-expand-all]`).click();
  assert.equal(await page.locator(folded).isVisible(), true, 'Expand all opens the folded rest');
});

test('a deep link to a folded or nested field opens its levels and scrolls to it, on client navigation and on this page', async () => {
  const page = await sharedPage({ width: 1280, height: 900 });
  const follow = async (href: string) => {
    await page.evaluate((h) => {
      const a = Object.assign(document.createElement('a'), {
        href: h,
        textContent: 'deep link',
        id: 'test-deep-link',
      });
      document.querySelector('main')!.prepend(a);
    }, href);
    await page.locator('#test-deep-link').click();
  };
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await follow(`${longRoute}${folded}`);
  await page.waitForFunction(() => location.pathname === '/api/latest-epoch-protocol-parameters');
  await rendered(page, folded.slice(1));
  assert.equal(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    1,
    'a client navigation',
  );
  assert.equal(await inViewport(page, folded.slice(1)), true, 'scrolled to the folded field');

  // On the page itself: a nested field two levels down, every level closed.
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  const nested = await page
    .locator(`${tree} details details .schema__field`)
    .first()
    .getAttribute('id');
  assert.ok(nested);
  assert.equal(
    await page.evaluate((id) => document.getElementById(id)!.checkVisibility(), nested),
    false,
    'hidden at first',
  );
  await follow(`#${encodeURIComponent(nested)}`);
  await rendered(page, nested);
  assert.equal(await inViewport(page, nested), true, 'scrolled to the nested field');
});
