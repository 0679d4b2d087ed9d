// "Copy page as Markdown" puts the page's markdown copy on the clipboard (mouse
// and keyboard, after a client navigation too) and says so; /sdks shows its
// cards readably on a phone and in both colour modes. An API page's "Copy" beside
// the method copies the path.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  getSite,
  newPage,
  sharedPage,
  projectRoot,
  shutdown,
  type SiteServer,
} from '../browser/harness.js';
import { waitUntil } from '../fixtures/wait.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
const button = 'article .doc-copy-markdown';

async function clipboardPage(route: string) {
  const { context, page } = await newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  return { context, page };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The clipboard once it no longer holds `previous` (a copy resolves after the click). */
async function clipboardChangedFrom(page: Page, previous: string): Promise<string> {
  let text = previous;
  await waitUntil(
    async () => (text = await clipboard(page)) !== previous,
    'the clipboard to change',
    { timeoutMs: 5000, everyMs: 50 },
  ).catch(() => {});
  return text;
}
const announced = (page: Page) =>
  page.evaluate(() => document.getElementById('__docgen_announcer')?.textContent?.trim() ?? '');

test('a click copies the page as markdown, and the button and a live region say so', async () => {
  const { context, page } = await clipboardPage('/start-building/webhooks/');
  assert.equal(await page.locator(button).textContent(), 'Copy page as Markdown');
  assert.equal(
    await page.getAttribute(button, 'data-markdown'),
    '/start-building/webhooks/index.md',
  );
  const expected = await (await fetch(`${site.url}/start-building/webhooks/index.md`)).text();
  assert.match(expected, /^# /);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.click(button);
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent === 'Page copied as Markdown',
    button,
  );
  assert.equal(await clipboard(page), expected);
  assert.equal(await announced(page), 'Page copied as Markdown');
  // It comes back to its label.
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent === 'Copy page as Markdown',
    button,
    { timeout: 4000 },
  );
  await context.close();
});

test('from the keyboard, on a page reached by client navigation', async () => {
  const { context, page } = await clipboardPage('/');
  await page.click('.doc-sidebar a[href="/sdks-python"]');
  await page.waitForFunction(
    () =>
      location.pathname === '/sdks-python' &&
      document.querySelector('.doc-copy-markdown')?.getAttribute('data-markdown') ===
        '/sdks-python.md',
  );
  const expected = await (await fetch(`${site.url}/sdks-python.md`)).text();
  assert.match(expected, /^# Python SDK\n/);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.focus(button);
  assert.equal(
    await page.evaluate(() => document.activeElement?.className),
    'doc-copy-markdown',
    'the button takes focus',
  );
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () =>
      document.getElementById('__docgen_announcer')?.textContent?.trim() ===
      'Page copied as Markdown',
  );
  assert.equal(await clipboard(page), expected);
  // Space works too, as on any button.
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.keyboard.press('Space');
  assert.equal(await clipboardChangedFrom(page, 'before'), expected);
  await context.close();
});

test('an API operation page copies its markdown copy too: title, method and path, parameters, sample', async () => {
  const { context, page } = await clipboardPage('/api/specific-address');
  assert.equal(await page.getAttribute(button, 'data-markdown'), '/api/specific-address.md');
  const expected = await (await fetch(`${site.url}/api/specific-address.md`)).text();
  assert.match(
    expected,
    /^# Specific address\n\n`GET \/addresses\/\{address\}`\n[\s\S]*\n### Parameters\n[\s\S]*\n```bash\ncurl /,
  );
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.click(button);
  await page.waitForFunction(
    () =>
      document.getElementById('__docgen_announcer')?.textContent?.trim() ===
      'Page copied as Markdown',
  );
  assert.equal(await clipboard(page), expected);
  // The button sits above the page header, not over the method and path.
  const [buttonBox, headerBox] = await Promise.all([
    page.locator(button).boundingBox(),
    page.locator('.api-header').boundingBox(),
  ]);
  assert.ok(
    buttonBox && headerBox && buttonBox.y + buttonBox.height <= headerBox.y + 1,
    `button ${JSON.stringify(buttonBox)} above header ${JSON.stringify(headerBox)}`,
  );
  await context.close();
});

test("an API page's 'Copy' beside the method copies the path and says so, after client navigation too", async () => {
  const { context, page } = await clipboardPage('/api/address-utxos');
  const copyPath = '.api-header button.api-path__copy';
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.click(copyPath);
  assert.equal(await clipboardChangedFrom(page, 'before'), '/addresses/{address}/utxos');
  assert.equal(await page.locator(copyPath).textContent(), 'Copied');
  assert.equal(await announced(page), 'Copied');
  // Another API page, reached by client navigation, from the keyboard: a link chosen with
  // Enter, not clicked at coordinates the sidebar's scroll to the active page could move.
  await page.focus('.doc-sidebar a[href="/api/latest-block"]');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}/api/latest-block`);
  await page
    .waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-copy') === '/blocks/latest',
      copyPath,
      { timeout: 15_000 },
    )
    .catch(async (error) => {
      // Say what the page shows instead: another page, or the load error box.
      const shown = await page.evaluate(() => ({
        heading: document.querySelector('h1')?.textContent,
        error: document.querySelector('.load-error-page')?.textContent,
      }));
      throw new Error(`${page.url()} shows ${JSON.stringify(shown)}: ${error}`);
    });
  await page.focus(copyPath);
  await page.keyboard.press('Enter');
  assert.equal(await clipboardChangedFrom(page, '/addresses/{address}/utxos'), '/blocks/latest');
  await context.close();
});

test('a failed fetch says the page could not be copied', async () => {
  const { context, page } = await clipboardPage('/support');
  await context.route(/\/support\.md$/, (route) => route.fulfill({ status: 500, body: 'boom' }));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.click(button);
  await page.waitForFunction(
    () =>
      document.getElementById('__docgen_announcer')?.textContent?.trim() ===
      'Could not copy the page',
  );
  assert.equal(await page.locator(button).getAttribute('data-state'), 'failed');
  assert.ok(errors.some((e) => e.includes('Could not copy the page as markdown')));
  await context.close();
});

test('/sdks: fifteen cards with install lines, no sideways scrolling at 390 px, readable in light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await sharedPage({ width: 390, height: 844, colorScheme });
    await page.goto(`${site.url}/sdks`);
    await hydrated(page);
    const cards = page.locator('.doc-cards .doc-card');
    assert.equal(await cards.count(), 15);
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= 390),
      'the page does not scroll sideways',
    );
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => {
        const code = el.querySelector('pre');
        const box = el.getBoundingClientRect();
        return {
          left: box.left,
          right: box.right,
          code: code?.textContent ?? '',
          codeFits: code ? code.scrollWidth <= code.clientWidth : false,
        };
      }),
    );
    for (const b of boxes) {
      assert.ok(b.left >= 0 && b.right <= 390, `card inside the viewport: ${b.left}-${b.right}`);
      assert.ok(b.code.length > 0 && b.codeFits, `install line wraps inside its card: ${b.code}`);
    }
    assert.ok(boxes.some((b) => b.code === 'pip install blockfrost-python'));
    await page.addScriptTag({ path: path.join(projectRoot, 'node_modules/axe-core/axe.min.js') });
    const result = (await page.evaluate(() =>
      (
        window as unknown as { axe: { run: (ctx: string, opts: object) => Promise<unknown> } }
      ).axe.run('.doc-cards', { resultTypes: ['violations'] }),
    )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    assert.deepEqual(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      colorScheme,
    );
  }
});
