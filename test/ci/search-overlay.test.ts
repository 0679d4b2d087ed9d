// The search overlay in Chromium on the real site: opening it, results, keyboard,
// limits, escaping, the loading indicator, keys typed while it loads, and
// highlighting on the destination. In the ci group (npm test stays under 3 minutes): .ci/run
// runs it after npm test.
// (axe on the open overlay with an active result runs in theme-pages.test.ts.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import {
  getSite,
  holdRequests,
  newPage,
  sharedPage,
  shutdown,
  type SiteServer,
  settled,
} from '../browser/harness.js';
import { searchStatusEvent } from '../../client/events.js';
import { indexesOf, page as cjkPage } from '../unit/search/search-fixtures.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
const overlay = '#__docgen_search .search-overlay';
const input = `${overlay} input.search-input`;
const options = `${overlay} [role="listbox"] [role="option"]`;
const groups = `${overlay} [role="listbox"] [role="group"]`;

/** The page at `path`, hydrated. `watch` records what it requests, on a page of its own with a cold cache. */
async function openPage(
  path: string,
  { watch = false } = {},
): Promise<{ page: Page; close: () => Promise<void>; requests: string[] }> {
  const { page, close } = watch
    ? await newPage().then(({ context, page }) => ({ page, close: () => context.close() }))
    : { page: await sharedPage(), close: async () => {} };
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${site.url}${path}`);
  await hydrated(page);
  return { page, requests, close };
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.fill(input, query);
  await page.waitForSelector(`${options}, ${overlay} .search-empty`);
}

test('the navbar button opens a full-screen dialog; nothing search-related loads before', async () => {
  const { page, requests, close } = await openPage('/overview/getting-started', { watch: true });
  assert.deepEqual(
    requests.filter((p) => p.includes('search-index')),
    [],
    'no index with the page',
  );
  const scripts = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')).length,
  );
  await page.click('#__docgen_navbar button.navbar__search');
  await page.waitForSelector(`${overlay}:not([hidden])`);
  const dialog = page.locator(`${overlay} [role="dialog"]`);
  assert.equal(await dialog.getAttribute('aria-modal'), 'true');
  assert.equal(await dialog.getAttribute('aria-label'), 'Search');
  // Full screen: the overlay covers the whole viewport.
  const box = (await page.locator(overlay).boundingBox())!;
  assert.deepEqual([box.x, box.y, box.width, box.height], [0, 0, 1280, 800]);
  assert.equal(await page.getAttribute(input, 'placeholder'), 'Search...');
  assert.equal(await page.getAttribute(input, 'maxlength'), '512');
  assert.equal(
    await page.evaluate(() => document.activeElement?.id),
    'docgen-search-input',
    'the input has focus',
  );
  // Labelled input (by its <label>) and the two buttons.
  assert.equal(await page.locator(input).evaluate((el: HTMLInputElement) => el.labels?.length), 1);
  assert.equal(await page.locator(`${overlay} button.search-cancel`).textContent(), 'Cancel');
  assert.equal(await page.locator(`${overlay} button.search-clear`).textContent(), 'Clear');
  // The engine chunk and both index files loaded on opening.
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').filter((e) => e.name.includes('search-index-'))
        .length === 2,
  );
  const indexes = requests.filter((p) => p.includes('search-index')).sort();
  assert.deepEqual(indexes, [
    '/search-index-default.json',
    '/search-index-docs-default-current.json',
  ]);
  const laterScripts = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')).length,
  );
  assert.ok(laterScripts > scripts, 'the search chunk loads on first open');
  await page.click(`${overlay} button.search-cancel`);
  await page.waitForSelector(overlay, { state: 'hidden' });
  assert.equal(
    await page.evaluate(() => document.activeElement?.className),
    'navbar__search',
    'focus returns to the button',
  );
  // A click beside the dialog closes it too, and focus goes back to the button as well.
  await page.click('#__docgen_navbar button.navbar__search');
  await page.waitForSelector(`${overlay}:not([hidden])`);
  await page.mouse.click(40, 700);
  await page.waitForSelector(overlay, { state: 'hidden' });
  assert.equal(
    await page.evaluate(() => document.activeElement?.className),
    'navbar__search',
    'focus returns to the button after an outside click',
  );
  await close();
});

test('keys typed right after the shortcut, while the search code still loads, all land in the box', async () => {
  const { page, close } = await openPage('/start-building');
  // Every script requested from now on is the search chunk (or one it imports): hold it.
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.keyboard.press('/');
  await page.keyboard.type('mith', { delay: 20 });
  const waitingBox = '.search-overlay--pending input.search-input';
  assert.equal(await page.inputValue(waitingBox), 'mith', 'typed into the box shown at once');
  release();
  await page.waitForSelector(`${overlay}:not([hidden])`);
  assert.equal(await page.locator(waitingBox).count(), 0, 'the overlay replaced the box');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'docgen-search-input');
  // Typing goes on after the text, not over it.
  await page.keyboard.type('ril');
  assert.equal(await page.inputValue(input), 'mithril');
  await page.waitForSelector(options);
  await close();
});

test('Escape while the search code loads closes the waiting box for good and gives focus back', async () => {
  const { page, close } = await openPage('/start-building');
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  // The launcher reports 'idle' once the chunk has arrived, right before it would open the overlay.
  await page.evaluate((event) => {
    (window as unknown as { loaded: Promise<void> }).loaded = new Promise((resolve) =>
      window.addEventListener(event, (e) => {
        if ((e as CustomEvent).detail === 'idle') resolve();
      }),
    );
  }, searchStatusEvent);
  await page.focus('#__docgen_navbar button.navbar__search');
  await page.keyboard.press('Enter');
  await page.keyboard.type('ab');
  // An Escape that cancels an input method's composition leaves the box open.
  await page.evaluate(() =>
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, isComposing: true }),
    ),
  );
  assert.equal(await page.locator('.search-overlay--pending').count(), 1);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.search-overlay--pending').count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'navbar__search');
  release();
  await page.evaluate(() => (window as unknown as { loaded: Promise<void> }).loaded);
  await settled(page);
  assert.equal(await page.locator(`${overlay}:not([hidden])`).count(), 0, 'it does not open later');
  // Opened again, it starts empty: what was typed before Escape is gone.
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${overlay}:not([hidden])`);
  assert.equal(await page.inputValue(input), '');
  await close();
});

test('Ctrl+K, / and Cmd+K open it, Escape closes it; typing shows results with page, section, marked titles and snippet', async () => {
  const { page, requests, close } = await openPage('/', { watch: true });
  await page.keyboard.press('Control+k');
  await page.waitForSelector(`${overlay}:not([hidden])`);
  await searchFor(page, 'webhook signature');
  const count = await page.locator(groups).count();
  assert.ok(count >= 3 && count <= 8, `${count} pages`);
  const first = page.locator(options).first();
  assert.equal(await first.getAttribute('aria-selected'), 'true', 'the first result is active');
  // Each shows its page title or its section title, and a snippet with the matched words marked.
  const shown = await page.locator(options).evaluateAll((els) =>
    els.map((el) => ({
      href: el.getAttribute('href') ?? '',
      title: el.querySelector('.search-result__title')?.textContent ?? '',
      section: el.querySelector('.search-result__section')?.textContent ?? null,
      marks: Array.from(
        el.querySelectorAll('.search-result__snippet mark'),
        (m) => m.textContent ?? '',
      ),
    })),
  );
  for (const r of shown) {
    assert.ok(r.title.length > 0, r.href);
    if (r.href.includes('#')) assert.match(r.section ?? '', /^\S/, r.href);
    assert.match(r.href, /^\/[^?#]*\?_highlight=\w+(&_highlight=\w+)*(#[\w-]+)?$/);
  }
  assert.ok(
    shown.some((r) => r.marks.length > 0),
    'matched words are marked',
  );
  const marks = shown.flatMap((r) => r.marks);
  assert.ok(
    marks.every((m) => /^(webhook|signature)/i.test(m)),
    marks.join(', '),
  );
  // Titles mark the query's words too: the section 'Rate limits and bursts' for 'rate limit'.
  await searchFor(page, 'rate limit');
  const titleMarks = await page
    .locator(`${options}[href*="#rate-limits-and-bursts"] .search-result__title mark`)
    .allTextContents();
  assert.deepEqual(titleMarks, ['Rate', 'limits']);
  await page.fill(input, 'webhook signature');
  await page.keyboard.press('Escape');
  await page.waitForSelector(overlay, { state: 'hidden' });
  // '/' opens it again (outside a text field); the query is kept, and the index is asked for
  // again (a deploy may have replaced it: index-loader.ts).
  await page.keyboard.press('/');
  await page.waitForSelector(`${overlay}:not([hidden])`);
  assert.equal(await page.inputValue(input), 'webhook signature');
  await page.waitForFunction(
    () =>
      performance.getEntriesByName(new URL('/search-index-default.json', location.href).href)
        .length === 2,
  );
  assert.equal(requests.filter((p) => p === '/search-index-default.json').length, 2);
  // Cmd+K (macOS) too.
  await page.keyboard.press('Escape');
  await page.waitForSelector(overlay, { state: 'hidden' });
  await page.keyboard.press('Meta+k');
  await page.waitForSelector(`${overlay}:not([hidden])`);
  await close();
});

test('arrow keys move the active result and Enter opens it', async () => {
  const { page, close } = await openPage('/');
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'pool metadata');
  const count = await page.locator(options).count();
  const active = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('#__docgen_search [role="option"]')).findIndex(
        (o) => o.getAttribute('aria-selected') === 'true',
      ),
    );
  assert.equal(await active(), 0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await active(), 2);
  assert.equal(await page.getAttribute(input, 'aria-activedescendant'), 'docgen-search-result-2');
  await page.keyboard.press('ArrowUp');
  assert.equal(await active(), 1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await active(), count - 1, 'wraps to the last');
  await page.keyboard.press('ArrowDown');
  const href = (await page.locator(options).first().getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (h) => `${location.pathname}${location.search}${location.hash}` === h,
    href,
  );
  await page.waitForSelector(overlay, { state: 'hidden' });
  await close();
});

test("keys that belong to an input method's composition stay the IME's: Enter, arrows and Escape", async () => {
  const { page, close } = await openPage('/');
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'pool metadata');
  const before = page.url();
  // A Japanese or Chinese reader confirms a conversion with Enter and picks a
  // candidate with the arrows: Chromium and Firefox mark those keydowns isComposing,
  // Safari sends the confirming Enter as keyCode 229.
  const press = (key: string, init: { isComposing?: boolean; keyCode?: number }) =>
    page.evaluate(
      ([selector, key, init]) => {
        document.querySelector(selector as string)!.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: key as string,
            bubbles: true,
            ...(init as object),
          }),
        );
      },
      [input, key, init] as const,
    );
  await press('ArrowDown', { isComposing: true });
  await press('Enter', { isComposing: true });
  await press('Enter', { keyCode: 229 });
  await press('Escape', { isComposing: true });
  assert.equal(
    await page.getAttribute(input, 'aria-activedescendant'),
    'docgen-search-result-0',
    'the active result did not move',
  );
  assert.equal(page.url(), before, 'no result was opened');
  assert.ok(await page.isVisible(overlay), 'the dialog stays open');
  // The same keys outside a composition still act.
  await press('Escape', {});
  await page.waitForSelector(overlay, { state: 'hidden' });
  await close();
});

test("a request's URL copied from a cURL sample lists its operation first", async () => {
  const { page, close } = await openPage('/overview/getting-started');
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(
    page,
    'https://cardano-mainnet.blockfrost.io/api/v0/addresses/{address}/utxos?page=2',
  );
  const href = (await page.locator(options).first().getAttribute('href'))!;
  assert.equal(new URL(href, site.url).pathname, '/api/address-utxos');
  await close();
});

test('results are grouped by page: one entry per page, its sections under it, the arrow keys go across groups', async () => {
  const { page, close } = await openPage('/');
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'webhook');
  const listed = await page.locator(groups).evaluateAll((els) =>
    els.map((g) => ({
      label: g.getAttribute('aria-label') ?? '',
      options: Array.from(g.querySelectorAll('[role="option"]'), (o) => ({
        href: (o.getAttribute('href') ?? '').replace(/\?[^#]*/, ''),
        kind: o.closest('li')?.classList.contains('search-result--section') ? 'section' : 'page',
        title: o.querySelector('.search-result__title')?.textContent ?? '',
      })),
    })),
  );
  const pageRoutes = listed.map((g) => g.options[0]!.href);
  assert.equal(
    new Set(pageRoutes).size,
    pageRoutes.length,
    `each page once: ${pageRoutes.join(', ')}`,
  );
  for (const g of listed) {
    const [head, ...sections] = g.options;
    assert.equal(head!.kind, 'page');
    assert.equal(head!.title, g.label, 'the group is labelled by its page title');
    assert.doesNotMatch(head!.href, /#/, 'the page entry opens the page');
    for (const s of sections) {
      assert.equal(s.kind, 'section');
      assert.ok(s.href.startsWith(`${head!.href}#`), `${s.href} is a section of ${head!.href}`);
    }
  }
  const withSections = listed.findIndex((g) => g.options.length > 1);
  assert.ok(withSections >= 0, 'some page lists matching sections');
  // The webhooks overview lists its sections under it.
  assert.ok(
    listed.some((g) => g.options[0]!.href === '/start-building/webhooks/' && g.options.length > 1),
    JSON.stringify(listed.map((g) => g.options.map((o) => o.href))),
  );
  // The options are numbered across groups: ArrowDown from a group's last option reaches the next group's page.
  const active = () =>
    page.evaluate(() =>
      document
        .querySelector('#__docgen_search [role="option"][aria-selected="true"]')
        ?.getAttribute('href')
        ?.replace(/\?[^#]*/, ''),
    );
  const flat = listed.flatMap((g) => g.options.map((o) => o.href));
  for (let i = 1; i < Math.min(flat.length, 8); i++) {
    await page.keyboard.press('ArrowDown');
    assert.equal(await active(), flat[i], `step ${i}`);
    assert.equal(
      await page.getAttribute(input, 'aria-activedescendant'),
      `docgen-search-result-${i}`,
    );
  }
  // Enter on a section opens it at its anchor.
  const sectionIndex = flat.findIndex((h) => h.includes('#'));
  for (let i = Math.min(flat.length, 8) - 1; i > sectionIndex; i--)
    await page.keyboard.press('ArrowUp');
  for (let i = Math.min(flat.length, 8) - 1; i < sectionIndex; i++)
    await page.keyboard.press('ArrowDown');
  assert.equal(await active(), flat[sectionIndex]);
  const href = await page.locator(options).nth(sectionIndex).getAttribute('href');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (h) => `${location.pathname}${location.search}${location.hash}` === h,
    href,
  );
  await close();
});

test("no match shows 'No results found.' (and 'Did you mean' for a slip); Clear empties the input; input stops at 512 characters", async () => {
  const { page, close } = await openPage('/');
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'qqqzzzxxy');
  assert.equal(await page.locator(`${overlay} .search-empty`).textContent(), 'No results found.');
  assert.equal(await page.locator(options).count(), 0);
  // A word one slip from the site's own gets 'Did you mean'; choosing it searches for it.
  await searchFor(page, 'adress');
  const suggestion = page.locator(`${overlay} .search-suggestion button`);
  assert.equal(await suggestion.textContent(), 'address');
  await suggestion.click();
  await page.waitForSelector(options);
  assert.equal(await page.inputValue(input), 'address');
  await page.click(`${overlay} button.search-clear`);
  assert.equal(await page.inputValue(input), '');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'docgen-search-input');
  // Typed up to and past the limit (filling most of it first: 520 key presses take seconds).
  await page.fill(input, 'a'.repeat(505));
  await page.locator(input).pressSequentially('a'.repeat(15), { delay: 0 });
  assert.equal((await page.inputValue(input)).length, 512);
  await close();
});

test("'Did you mean' is announced with the empty list, and ArrowDown or Enter takes it as the query", async () => {
  const { page, close } = await openPage('/');
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'mitril');
  assert.equal(await page.textContent(`${overlay} .search-suggestion button`), 'mithril');
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent === 'No results found. Did you mean mithril?',
    `${overlay} [role="status"]`,
  );
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector(options);
  assert.equal(await page.inputValue(input), 'mithril');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'docgen-search-input');
  // Enter, with nothing found, takes it too (with results, Enter opens the active one).
  await searchFor(page, 'adress');
  await page.keyboard.press('Enter');
  await page.waitForSelector(options);
  assert.equal(await page.inputValue(input), 'address');
  assert.equal(new URL(page.url()).pathname, '/', 'still on the page: nothing was opened');
  await close();
});

test('the announced count is of the pages listed, not of their rows with sections', async () => {
  const { page, close } = await openPage('/');
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'ogmios');
  assert.equal(await page.locator(groups).count(), 2);
  assert.equal(await page.locator(options).count(), 6, 'each page with two sections');
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent === '2 results',
    `${overlay} [role="status"]`,
  );
  await close();
});

test('the result list is not live; one polite status gives the count once typing settles', async () => {
  const { page, close } = await openPage('/');
  await page.click('#__docgen_navbar button.navbar__search');
  const status = page.locator(`${overlay} [role="status"]`);
  await searchFor(page, 'webhook signature');
  // The count is of pages, the entries the reader sees, not of their sections' rows too.
  const count = await page.locator(groups).count();
  assert.ok((await page.locator(options).count()) > count, 'some page lists sections');
  await page.waitForFunction(
    ([sel, text]) => document.querySelector(sel!)?.textContent === text,
    [`${overlay} [role="status"]`, `${count} results`],
  );
  // Nothing around the list is live: a screen reader would read every result on each key.
  const liveAround = await page
    .locator(`${overlay} [role="listbox"]`)
    .evaluate((el) => el.closest('[aria-live], [role="status"], [role="log"]') !== null);
  assert.equal(liveAround, false);
  assert.equal(await status.getAttribute('class'), 'visually-hidden');
  await page.fill(input, 'qqqzzzxxy');
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent === 'No results found.',
    `${overlay} [role="status"]`,
  );
  await close();
});

test('the status waits while an input method composes, and gives the count once the composition ends', async () => {
  const { context, page } = await newPage();
  // The page's timers run when the test says: the status could settle many times over.
  await page.clock.install();
  await page.goto(`${site.url}/`);
  await hydrated(page);
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'webhook');
  const statusText = () => page.textContent(`${overlay} [role="status"]`);
  await page.clock.runFor(2_000);
  const count = await page.locator(groups).count();
  assert.equal(await statusText(), `${count} results`);
  const compose = (type: 'compositionstart' | 'compositionend') =>
    page.evaluate(
      ([selector, type]) =>
        document
          .querySelector(selector!)!
          .dispatchEvent(new CompositionEvent(type!, { bubbles: true, data: '' })),
      [input, type] as const,
    );
  // A reader spells a word in kana that the site does not have yet ('とうきょう' before '東京').
  await compose('compositionstart');
  await page.fill(input, 'とうきょう');
  await page.waitForSelector(`${overlay} .search-empty`);
  await page.clock.runFor(5_000);
  await page.evaluate(() => 0);
  assert.equal(await statusText(), `${count} results`, 'nothing announced while composing');
  await compose('compositionend');
  await page.clock.runFor(2_000);
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent === 'No results found.',
    `${overlay} [role="status"]`,
  );
  await context.close();
});

test('a deprecated operation says so in text, not only by strikethrough: its sidebar link and its search result', async () => {
  const { page, close } = await openPage('/api/latest-epoch');
  const link = page.locator('.menu a[href="/api/address-txs"]');
  assert.match(await link.ariaSnapshot(), /- link "GET Address txs \(deprecated\)"/);
  assert.equal(
    await link.locator('.menu__label').evaluate((el) => getComputedStyle(el).textDecorationLine),
    'line-through',
  );
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'address txs');
  const option = page.locator(`${options}[href^="/api/address-txs"]`).first();
  assert.match(await option.ariaSnapshot(), /option "[^"]*Address txs \(deprecated\)/);
  await close();
});

test('a broad query lists no more results than search.maxSearchResults (8 on this site)', async () => {
  const { page, close } = await openPage('/');
  const props = await page.evaluate(
    () => document.getElementById('__docgen_props')?.textContent ?? '',
  );
  assert.match(props, /"maxSearchResults":8/);
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'address');
  assert.equal(await page.locator(groups).count(), 8, 'eight pages');
  const perPage = await page
    .locator(groups)
    .evaluateAll((els) => els.map((g) => g.querySelectorAll('[role="option"]').length));
  assert.ok(
    perPage.every((n) => n >= 1 && n <= 4),
    `the page and at most three sections: ${perPage.join()}`,
  );
  await close();
});

test('a query that looks like markup renders as text', async () => {
  const { page, close } = await openPage('/');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.click('#__docgen_navbar button.navbar__search');
  const attack = '<img src=x onerror=alert(1)>';
  await searchFor(page, attack);
  await settled(page);
  assert.equal(await page.locator('#__docgen_search img').count(), 0, 'no element from the query');
  assert.deepEqual(dialogs, []);
  assert.equal(await page.inputValue(input), attack);
  // Results (if any) carry the terms in an escaped query string.
  for (const href of await page
    .locator(options)
    .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))) {
    assert.ok(!/[<>"]/.test(href), href);
  }
  await close();
});

test('the chosen result opens with its terms highlighted inside the article', async () => {
  const { page, close } = await openPage('/');
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'webhooks delivery');
  const target = page.locator(options).filter({ hasText: 'How delivery works' }).first();
  await target.click();
  await page.waitForFunction(
    () =>
      location.pathname === '/start-building/webhooks/' && location.hash === '#how-delivery-works',
  );
  await page.waitForSelector('article mark.search-highlight');
  const marks = await page.locator('article mark.search-highlight').allTextContents();
  assert.ok(marks.length >= 2, `${marks.length} marks`);
  assert.ok(
    marks.every((m) => /^(webhook|deliver)/i.test(m)),
    marks.join(', '),
  );
  assert.equal(
    await page
      .locator('#__docgen_navbar mark, .doc-sidebar mark, footer mark, .doc-toc mark')
      .count(),
    0,
    'only the article is marked',
  );
  // The pager links to 'Using Webhooks', which is navigation, not the article's text.
  assert.match((await page.locator('article nav.pagination-nav').textContent())!, /Webhooks/);
  assert.equal(await page.locator('article nav mark').count(), 0, 'not its breadcrumbs or pager');
  assert.match(new URL(page.url()).search, /_highlight=webhooks&_highlight=delivery/);
  await close();
});

test('a page opened with _highlight terms (new tab, reload) marks them, escaped', async () => {
  const { page, close } = await openPage(
    '/api/latest-block?_highlight=block&_highlight=%3Cb%3Eimg%3C%2Fb%3E',
  );
  await page.waitForSelector('main mark.search-highlight');
  const marks = await page.locator('main mark.search-highlight').allTextContents();
  assert.ok(marks.length > 0 && marks.every((m) => /^block/i.test(m)), marks.join(', '));
  assert.equal(await page.locator('main b').filter({ hasText: 'img' }).count(), 0);
  await close();
});

test('a slow index shows the stalled indicator in place of the search icon until results arrive', async () => {
  const page = await sharedPage();
  const indexRequests: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('search-index-')) indexRequests.push(new URL(r.url()).pathname);
  });
  const release = await holdRequests(page, /search-index-.*\.json$/);
  await page.goto(`${site.url}/`);
  await hydrated(page);
  await page.click('#__docgen_navbar button.navbar__search');
  // The spinner's first appearance is timed in the page, not guessed from outside.
  await page.evaluate((selector) => {
    const w = window as unknown as { typedAt: number; spinnerAt?: number };
    w.typedAt = performance.now();
    new MutationObserver(() => {
      if (w.spinnerAt === undefined && document.querySelector(selector))
        w.spinnerAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, `${overlay} .search-form__icon .spinner`);
  await page.fill(input, 'genesis');
  // A spinner replaces the icon, in the overlay and on the navbar button, but not before 300 ms.
  await page.waitForSelector(`${overlay} .search-form__icon .spinner[role="status"]`, {
    timeout: 2000,
  });
  const after = await page.evaluate(() => {
    const w = window as unknown as { typedAt: number; spinnerAt: number };
    return w.spinnerAt - w.typedAt;
  });
  assert.ok(after >= 295, `the spinner showed ${after.toFixed(0)} ms after typing`);
  assert.equal(await page.locator(`${overlay} .search-form__icon svg.icon--search`).count(), 0);
  await page.waitForSelector(
    '#__docgen_navbar button.navbar__search[data-status="stalled"] .spinner',
  );
  // Closing and opening again while the files are on their way asks for nothing new.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.waitForSelector(`${overlay}:not([hidden])`);
  release();
  await page.waitForSelector(options);
  assert.equal(await page.locator(`${overlay} .search-form__icon .spinner`).count(), 0);
  await page.waitForSelector('#__docgen_navbar button.navbar__search[data-status="idle"]');
  assert.match((await page.locator(options).first().textContent())!, /genesis/i);
  assert.deepEqual(
    indexRequests.sort(),
    ['/search-index-default.json', '/search-index-docs-default-current.json'],
    'one load per tag',
  );
});

test('offline, search opens and says it could not be loaded; trying again back online opens it without a reload', async () => {
  const { page, close } = await openPage('/overview/getting-started', { watch: true });
  const alert = '.search-overlay--pending [role="dialog"] [role="alert"]';
  await page.context().setOffline(true);
  await page.click('#__docgen_navbar button.navbar__search');
  await page.waitForSelector(alert);
  assert.match(
    (await page.textContent(alert)) ?? '',
    /^The search could not be loaded\. Are you offline\? Try again$/,
  );
  assert.equal(
    await page.evaluate(() => document.activeElement?.className),
    'search-input',
    'the box keeps the focus',
  );
  await page.keyboard.type('rate limits');
  // Enter tries again: still offline, it says so again.
  await page.keyboard.press('Enter');
  await page.waitForSelector(alert);
  assert.equal(await page.locator(alert).count(), 1);
  // A modal box: Tab goes round its input and Try again, never to the page behind it.
  const focused = () => page.evaluate(() => document.activeElement?.className ?? '');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'search-suggestion__query');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'search-input', 'Tab from Try again comes back to the input');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'search-suggestion__query');
  await page.context().setOffline(false);
  await page.click(`${alert} button`);
  await page.waitForSelector(`${options}`);
  assert.equal(await page.inputValue(input), 'rate limits', 'what was typed is the query');
  assert.equal(await page.locator('.search-overlay--pending').count(), 0);
  await close();
});

test('index files the network did not deliver: the list and its status say so, and opening it again fetches them again', async () => {
  const { page, close } = await openPage('/start-building', { watch: true });
  await page.route(/search-index-.*\.json$/, (route) => route.abort('internetdisconnected'));
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'webhook');
  assert.equal(
    await page.textContent(`${overlay} .search-empty`),
    'No results: the search index could not be loaded. Are you offline?',
  );
  // The status says what the list says, not 'No results found.'.
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent?.startsWith('No results: the search index'),
    `${overlay} [role="status"]`,
  );
  await page.unroute(/search-index-.*\.json$/);
  await page.keyboard.press('Escape');
  await page.click('#__docgen_navbar button.navbar__search');
  await page.waitForSelector(options);
  assert.equal(await page.inputValue(input), 'webhook');
  await close();
});

const statusOf = `${overlay} [role="status"]`;
/** Waits until the status region says `text` (it speaks once typing settles). */
const announced = (page: Page, text: string) =>
  page.waitForFunction(
    ([sel, t]) => document.querySelector(sel!)?.textContent === t,
    [statusOf, text],
  );
const partialLine = 'Part of the site could not be searched: its search index could not be loaded.';

for (const [answer, fulfill] of [
  ['a 404', { status: 404, contentType: 'text/plain', body: 'File not found' }],
  [
    "a host's HTML fallback page",
    { status: 200, contentType: 'text/html', body: '<!doctype html><title>Docs</title><p>Home' },
  ],
  [
    'a file cut short',
    { status: 200, contentType: 'application/json', body: '{"documents":[{"i":0,' },
  ],
] as const) {
  test(`a docs index answered by ${answer}: the API's results show, with a line and an announcement saying part of the site was not searched`, async () => {
    const page = await sharedPage();
    await page.route(/search-index-docs-default-current\.json$/, (route) => route.fulfill(fulfill));
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await page.click('#__docgen_navbar button.navbar__search');
    await searchFor(page, 'address');
    const hrefs = await page
      .locator(options)
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    assert.ok(hrefs.length > 0);
    assert.ok(
      hrefs.every((h) => h.startsWith('/api/')),
      'only API results without the docs index',
    );
    assert.equal(await page.textContent(`${overlay} .search-partial`), partialLine);
    const pages = await page.locator(groups).count();
    await announced(page, `${pages} results ${partialLine}`);
    // A word only the docs hold: nothing found, and not said as if the whole site had been searched.
    await page.fill(input, 'webhook');
    await page.waitForSelector(`${overlay} .search-empty`);
    assert.equal(await page.textContent(`${overlay} .search-partial`), partialLine);
    await announced(page, `No results found. ${partialLine}`);
  });
}

test('both index files answered by a 404: every query says the index could not be loaded', async () => {
  const page = await sharedPage();
  await page.route(/search-index-.*\.json$/, (route) =>
    route.fulfill({ status: 404, body: 'File not found' }),
  );
  await page.goto(`${site.url}/`);
  await hydrated(page);
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, 'address');
  const text = 'No results: the search index could not be loaded.';
  assert.equal(await page.textContent(`${overlay} .search-empty`), text);
  await announced(page, text);
});

test('a Japanese query finds its word inside a sentence and marks it alone, in the list and on the page', async () => {
  // The portal has no Japanese text: its index files are swapped for ones built from a
  // Japanese page, and a sentence is put into one of its articles.
  const { files } = indexesOf([
    cjkPage({
      route: '/wallet',
      title: 'はじめに',
      sidebarId: 'docs',
      sections: [['', '', 'ウォレットを作成するには、APIキーが必要です。']],
    }),
  ]);
  const page = await sharedPage();
  await page.route(/\/search-index-[^/]+\.json$/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: files.get(new URL(route.request().url()).pathname.slice(1)) ?? '',
    }),
  );
  await page.route(/\/overview\/getting-started\?/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<article[^>]*>[\s\S]*?<p>)/,
      '$1ウォレットを作成するには、APIキーが必要です。',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${site.url}/`);
  await hydrated(page);
  await page.click('#__docgen_navbar button.navbar__search');
  await searchFor(page, '作成');
  const first = page.locator(options).first();
  assert.match((await first.getAttribute('href')) ?? '', /^\/wallet\?_highlight=/);
  assert.deepEqual(await first.locator('.search-result__snippet mark').allTextContents(), ['作成']);
  await searchFor(page, 'ウォレット');
  assert.deepEqual(
    await page.locator(options).first().locator('.search-result__snippet mark').allTextContents(),
    ['ウォレット'],
  );
  await page.goto(`${site.url}/overview/getting-started?_highlight=${encodeURIComponent('作成')}`);
  await page.waitForSelector('article mark.search-highlight');
  assert.deepEqual(await page.locator('article mark.search-highlight').allTextContents(), ['作成']);
});
