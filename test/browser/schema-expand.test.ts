// "Expand all" on a schema tree (client/schema-expand.ts): nested fields start
// collapsed; the button opens every level of its tree,
// works from the keyboard as a native button, says its state, and closes them again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSite, newPage, shutdown, type SiteServer } from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

// Its 200 response nests two levels deep: inputs[] → amount[] → unit.
const route = '/api/transaction-utxos';
const tree = '.api-response:has(#response-200) .schema';
const hydrated = (page: Page) => page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');

/** Open state of every collapsible field of a tree, in document order. */
const openStates = (page: Page, selector: string) =>
  page.$$eval(`${selector} .schema__field > details`, (list) => list.map((d) => (d as HTMLDetailsElement).open));

test('Expand all opens every nested field of its tree, from the keyboard, and Collapse all closes them again', async () => {
  const { context, page } = await newPage({ width: 1280, height: 900 });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  const button = page.locator(`${tree} [data-expand-all]`);
  const nested = page.locator(`${tree} details details .schema__field`).first();
  const before = await openStates(page, tree);
  assert.ok(before.length >= 2, `the tree has nested collapsibles (${before.length})`);
  assert.ok(before.every((open) => !open), 'every nested field starts collapsed');
  assert.equal(await page.locator(`${tree} details details`).count() > 0, true, 'a collapsible inside a collapsible');
  assert.equal(await nested.isVisible(), false, 'a field two levels down is hidden');

  // Keyboard: the button takes focus and Enter presses it, as any <button>.
  assert.equal(await button.evaluate((b) => b.tagName), 'BUTTON');
  await button.focus();
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-expand-all')), true);
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await page.keyboard.press('Enter');
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'true', `${tree} [data-expand-all]`);
  assert.ok((await openStates(page, tree)).every((open) => open), 'every level is open');
  assert.equal(await nested.isVisible(), true, 'the deepest fields show');
  assert.equal(await button.textContent(), 'Collapse all');

  // Space on the focused button collapses them all again.
  await page.keyboard.press('Space');
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'false', `${tree} [data-expand-all]`);
  assert.ok((await openStates(page, tree)).every((open) => !open), 'every level is closed');
  assert.equal(await nested.isVisible(), false);
  assert.equal(await button.textContent(), 'Expand all');

  // The mouse does the same.
  await button.click();
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'true', `${tree} [data-expand-all]`);
  assert.equal(await nested.isVisible(), true);
  await context.close();
});

test('a field opened by hand stays a plain <details>: one click opens one level', async () => {
  const { context, page } = await newPage({ width: 1280, height: 900 });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  const outer = page.locator(`${tree} .schema__field > details`).first();
  await outer.locator(':scope > summary').click();
  assert.equal(await outer.evaluate((d) => (d as HTMLDetailsElement).open), true);
  const inner = outer.locator('details').first();
  assert.equal(await inner.evaluate((d) => (d as HTMLDetailsElement).open), false, 'the level below stays closed');
  assert.equal(await page.locator(`${tree} [data-expand-all]`).getAttribute('aria-expanded'), 'false');
  await context.close();
});
