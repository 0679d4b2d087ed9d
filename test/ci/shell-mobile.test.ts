// The mobile layout (≤ 996 px): the hamburger's slide-in panel with the primary
// menu and the page's sidebar behind 'Back to main menu'.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSite, sharedPage, shutdown, type SiteServer, shownAt } from '../browser/harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
const panelOpen = (page: Page) =>
  page.evaluate(() => !document.getElementById('navbar-mobile-panel')!.hidden);
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

test('the hamburger opens the panel with the sidebar behind "Back to main menu", locking page scroll', async () => {
  const page = await sharedPage({ width: 390, height: 800 });
  await page.goto(`${site.url}/start-building/webhooks/using-webhooks`);
  await hydrated(page);
  const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
  assert.equal(await hamburger.getAttribute('aria-expanded'), 'false');
  assert.equal(await panelOpen(page), false);
  await hamburger.click();
  assert.equal(await hamburger.getAttribute('aria-expanded'), 'true');
  assert.equal(await panelOpen(page), true);
  assert.equal(await bodyOverflow(page), 'hidden', 'page scrolling locked');
  const panel = page.locator('#navbar-mobile-panel');
  // The page's own sidebar, copied into the panel: the active page's categories are expanded.
  const active = panel.locator('.navbar-sidebar__secondary a.menu__link--active');
  assert.equal(await active.getAttribute('href'), '/start-building/webhooks/using-webhooks');
  const openCategories = await panel
    .locator('.navbar-sidebar__secondary .menu__category:has(a.menu__link--active)')
    .evaluateAll((cats) =>
      cats.map((c) => [
        c.classList.contains('menu__list-item--collapsed'),
        (c.querySelector(':scope > .menu__list') as HTMLElement).hidden,
      ]),
    );
  assert.ok(openCategories.length >= 2, 'nested categories hold the page');
  assert.deepEqual(
    openCategories,
    openCategories.map(() => [false, false]),
  );
  // Ids stay unique although the sidebar appears twice.
  assert.equal(
    await page.evaluate(() => {
      const ids = Array.from(document.querySelectorAll('[id]'), (e) => e.id);
      return ids.length - new Set(ids).size;
    }),
    0,
  );
  assert.ok(
    await panel.locator('.navbar-sidebar__items--show-secondary').count(),
    'sidebar shown first',
  );
  await panel.getByRole('button', { name: /Back to main menu/ }).click();
  assert.equal(
    await panel.locator('.navbar-sidebar__items--show-secondary').count(),
    0,
    'primary menu shown',
  );
  assert.ok(
    await panel.locator('.navbar-sidebar__primary a', { hasText: 'API reference' }).count(),
  );
  // The panel covers the hamburger; its own close button toggles it back.
  await panel.getByRole('button', { name: 'Close navigation bar' }).click();
  assert.equal(await panelOpen(page), false);
  assert.equal(await hamburger.getAttribute('aria-expanded'), 'false');
  assert.equal(await bodyOverflow(page), '', 'scrolling unlocked');
});

test('from the keyboard the panel takes focus, keeps Tab inside its shown half, and Escape gives focus back', async () => {
  const page = await sharedPage({ width: 375, height: 740 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.focus('#__docgen_navbar button.navbar__toggle');
  await page.keyboard.press('Enter');
  assert.equal(await panelOpen(page), true);
  // Where focus is: the panel's top bar, its sidebar or its primary menu (slid out of view
  // while the sidebar shows), or outside.
  const focusAt = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active?.closest('#navbar-mobile-panel')) return `outside: ${active?.className}`;
      if (active.closest('.navbar-sidebar__primary')) return 'primary menu';
      return active.closest('.navbar-sidebar__secondary') ? 'sidebar' : 'top bar';
    });
  assert.equal(await focusAt(), 'top bar');
  // Backwards past the top bar's first element wraps to the sidebar's end, and forwards back.
  const stops = new Set<string>();
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press(i < 6 ? 'Shift+Tab' : 'Tab');
    stops.add(await focusAt());
  }
  assert.deepEqual([...stops].sort(), ['sidebar', 'top bar']);
  // 'Back to main menu' shows the primary menu and focus follows it there.
  await page.locator('#navbar-mobile-panel .navbar-sidebar__back').focus();
  await page.keyboard.press('Enter');
  assert.equal(await focusAt(), 'primary menu');
  await page.keyboard.press('Escape');
  assert.equal(await panelOpen(page), false);
  assert.equal(
    await page.evaluate(() => document.activeElement?.className),
    'navbar__toggle',
    'focus back on the hamburger',
  );
  // Search opened over the panel keeps Tab to its own dialog.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#__docgen_search .search-overlay:not([hidden])');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() => Boolean(document.activeElement?.closest('#__docgen_search'))),
    true,
  );
});

test('a sublist of the mobile sidebar opens and closes with its caret', async () => {
  const page = await sharedPage({ width: 390, height: 800 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const caret = page
    .locator('#navbar-mobile-panel .navbar-sidebar__secondary .menu__caret')
    .first();
  const expanded = await caret.getAttribute('aria-expanded');
  await caret.click();
  await page.waitForFunction(
    (was) =>
      document
        .querySelector('#navbar-mobile-panel .navbar-sidebar__secondary .menu__caret')!
        .getAttribute('aria-expanded') !== was,
    expanded,
  );
});

test('the panel closes on back navigation', async () => {
  const page = await sharedPage({ width: 390, height: 800 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  // Following a link in the panel closes it too.
  await page
    .locator('#navbar-mobile-panel .navbar-sidebar__secondary a.menu__link', {
      hasText: /making-first-call|Making/i,
    })
    .first()
    .click();
  await shownAt(page, '/overview/making-first-call');
  assert.equal(await panelOpen(page), false);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  assert.equal(await panelOpen(page), true);
  await page.goBack();
  await page.waitForFunction(() => document.getElementById('navbar-mobile-panel')!.hidden);
  assert.equal(await bodyOverflow(page), '');
});

test('the panel closes when the layout becomes desktop', async () => {
  const page = await sharedPage({ width: 800, height: 800 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page.evaluate(() =>
    addEventListener(
      'resize',
      () => ((window as unknown as { resizedAt: number }).resizedAt = performance.now()),
    ),
  );
  await page.setViewportSize({ width: 996, height: 800 });
  // Exactly 996 px is still mobile: once the 20 ms resize debounce is over (counted from
  // the resize event, with room to spare), check it stayed open.
  await page.waitForFunction(
    () =>
      performance.now() - ((window as unknown as { resizedAt?: number }).resizedAt ?? Infinity) >=
      60,
  );
  assert.equal(await panelOpen(page), true, 'still mobile at 996 px');
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.waitForFunction(() => document.getElementById('navbar-mobile-panel')!.hidden);
  assert.equal(await bodyOverflow(page), '');
});

test('on a page without a sidebar the panel shows the primary menu only', async () => {
  const page = await sharedPage({ width: 390, height: 800 });
  await page.goto(`${site.url}/does-not-exist`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  assert.equal(await page.locator('#navbar-mobile-panel .navbar-sidebar__back').count(), 0);
  assert.ok(
    await page
      .locator('#navbar-mobile-panel .navbar-sidebar__primary a', { hasText: 'SDKs' })
      .count(),
  );
});

test('while the panel shows, the page behind does not scroll', async () => {
  const page = await sharedPage({ width: 390, height: 600 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  // Wheel over the backdrop (right of the panel).
  await page.mouse.move(370, 400);
  await page.mouse.wheel(0, 600);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'locked');
  await page.getByRole('button', { name: 'Close navigation bar' }).click();
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => window.scrollY > 0);
});

test('the resize handler is debounced (20 ms): only the width after a burst of resizes counts', async () => {
  const page = await sharedPage({ width: 390, height: 800 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  // A burst: desktop width, then back to mobile within the same task. Without the debounce
  // the first event would close the panel; with it, only the final width (mobile) is checked.
  // (Strings: tsx's name helpers are not defined inside the page.)
  const resizeTo = (width: number) =>
    `Object.defineProperty(window, 'innerWidth', { configurable: true, value: ${width} }); window.dispatchEvent(new Event('resize'));`;
  await page.evaluate(
    `(() => { ${resizeTo(1300)} ${resizeTo(390)} window.burstAt = performance.now(); })()`,
  );
  // Well past the 20 ms debounce, counted from the burst.
  await page.waitForFunction('performance.now() - window.burstAt >= 150');
  const afterBurst = await page.evaluate(
    () => document.getElementById('navbar-mobile-panel')!.hidden,
  );
  assert.equal(afterBurst, false, 'still open');
  await page.evaluate(resizeTo(1300));
  await page.waitForFunction(() => document.getElementById('navbar-mobile-panel')!.hidden);
});

test('in the panel, the language links keep query and hash and the version links record the choice', async () => {
  const page = await sharedPage({ width: 390, height: 800 });
  await page.goto(`${site.url}/overview/getting-started?ref=nav#section-two`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const panel = page.locator('#navbar-mobile-panel');
  await panel.getByRole('button', { name: /Back to main menu/ }).click();
  const english = panel.locator('.navbar-sidebar__primary a[data-role="locale"]', {
    hasText: 'English',
  });
  await english.hover();
  assert.equal(await english.getAttribute('href'), '/overview/getting-started?ref=nav#section-two');
  await panel
    .locator('.navbar-sidebar__primary a[data-role="version"]', { hasText: 'Next' })
    .click();
  assert.equal(
    await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')),
    'current',
  );
});

test('dropdown sublists of the panel start expanded only when they hold the current page, and toggle', async () => {
  const page = await sharedPage({ width: 390, height: 800 });
  const sublist = (label: string) =>
    page.evaluate((l) => {
      const item = Array.from(
        document.querySelectorAll('#navbar-mobile-panel .navbar-sidebar__primary .menu__category'),
      ).find((c) => c.querySelector('.menu__link--sublist')?.textContent === l)!;
      return {
        collapsed: item.classList.contains('menu__list-item--collapsed'),
        hidden: (item.querySelector(':scope > .menu__list') as HTMLElement).hidden,
      };
    }, label);
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page
    .locator('#navbar-mobile-panel')
    .getByRole('button', { name: /Back to main menu/ })
    .click();
  assert.deepEqual(
    await sublist('Resources'),
    { collapsed: true, hidden: true },
    'no current page in Resources',
  );
  assert.deepEqual(
    await sublist('Versions'),
    { collapsed: false, hidden: false },
    'the current version',
  );
  await page.getByRole('button', { name: 'Toggle Resources' }).click();
  await page.waitForFunction(
    () =>
      document
        .querySelector('#navbar-mobile-panel [aria-label="Toggle Resources"]')!
        .getAttribute('aria-expanded') === 'true',
  );
  await page
    .locator('#navbar-mobile-panel .navbar-sidebar__primary a.menu__link', {
      hasText: 'Support & FAQ',
    })
    .waitFor({ state: 'visible' });
  // On a page the dropdown links to, it starts open.
  await page.goto(`${site.url}/support`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  assert.deepEqual(await sublist('Resources'), { collapsed: false, hidden: false });
});
