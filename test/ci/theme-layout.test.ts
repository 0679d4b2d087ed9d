// In the ci group (.ci/run runs it): an audit of the theme's look over whole pages, widths and
// colour modes, too long for npm test's time budget; the interactive behaviour tests stay there.
// Layout rules of the theme: the three columns and where they collapse, print
// styles and reduced motion. (The colour toggle's icons are checked with the toggle,
// test/ci/shell-colour-mode.test.ts; the fixed navbar with its hiding, shell-navbar.test.ts.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSite, newPage, shutdown, type SiteServer, settled } from '../browser/harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const route = '/overview/making-first-call';
const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
const visible = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const e = document.querySelector<HTMLElement>(s);
    return !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  }, selector);

test('columns: sidebar, article and TOC on wide screens; TOC hidden below 1200 px; the mobile layout from 996 px down, with the sidebar and links in the panel', async () => {
  const { context, page } = await newPage({ width: 1280 });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  const box = async (s: string) => (await page.locator(s).first().boundingBox())!;
  const [sidebar, article, toc] = [
    await box('.doc-sidebar'),
    await box('.doc-article'),
    await box('.doc-toc'),
  ];
  assert.ok(
    sidebar.x + sidebar.width <= article.x && article.x + article.width <= toc.x,
    'three columns left to right',
  );
  assert.ok(Math.abs(sidebar.width - 280) <= 20, `sidebar ~280 px (${sidebar.width})`);
  assert.equal(await visible(page, '.navbar__toggle'), false, 'no hamburger on desktop');
  assert.equal(Math.round((await box('#__docgen_navbar .navbar')).height), 60, 'navbar 60 px high');

  await page.setViewportSize({ width: 1100, height: 800 });
  assert.equal(await visible(page, '.doc-toc'), false, 'TOC hidden at 1100 px');
  assert.equal(await visible(page, '.doc-sidebar'), true);

  // The mobile layout starts at 996 px: one pixel wider, the desktop sidebar and no hamburger.
  await page.setViewportSize({ width: 997, height: 800 });
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('.navbar__toggle')!).display === 'none',
  );
  assert.equal(await visible(page, '.doc-sidebar'), true, 'desktop sidebar at 997 px');

  await page.setViewportSize({ width: 996, height: 800 });
  assert.equal(await visible(page, '.doc-sidebar'), false, 'sidebar collapsed at 996 px');
  assert.equal(
    await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible(),
    true,
    'hamburger at 996 px',
  );
  assert.equal(
    await visible(page, '.navbar__items > .navbar__link'),
    false,
    'navbar links collapsed',
  );
  await page.click('.navbar__toggle');
  await page
    .locator('.navbar-sidebar')
    .evaluate((e) => Promise.all(e.getAnimations().map((a) => a.finished)));
  const panel = await box('.navbar-sidebar');
  assert.ok(
    panel.x === 0 && panel.height >= 700,
    `the panel covers the left edge top to bottom (${JSON.stringify(panel)})`,
  );
  await context.close();
});

test('the TOC highlights the section being read while scrolling, and again after a client navigation', async () => {
  const { context, page } = await newPage({ width: 1280 });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  const active = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('.doc-toc .toc__link--active'), (a) =>
        a.getAttribute('href'),
      ),
    );
  const links = await page
    .locator('.doc-toc .toc__link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  assert.ok(links.length >= 3, `the page has a TOC (${links.length} links)`);
  await page.waitForFunction(
    () => document.querySelectorAll('.doc-toc .toc__link--active').length === 1,
  );
  assert.deepEqual(await active(), [links[0]], 'the first section at the top of the page');

  // Scroll a middle heading just under the navbar: its entry, and only it, is active.
  const middle = links[Math.floor(links.length / 2)]!;
  await page.evaluate(
    (id) => document.getElementById(decodeURIComponent(id.slice(1)))!.scrollIntoView(),
    middle,
  );
  await page.waitForFunction(
    (href) => document.querySelector('.doc-toc .toc__link--active')?.getAttribute('href') === href,
    middle,
  );
  assert.deepEqual(await active(), [middle]);
  const style = await page.locator('.doc-toc .toc__link--active').evaluate((a) => {
    const s = getComputedStyle(a);
    return { border: s.borderLeftColor, colour: s.color, current: a.getAttribute('aria-current') };
  });
  const muted = await page
    .locator(`.doc-toc .toc__link:not(.toc__link--active)`)
    .first()
    .evaluate((a) => getComputedStyle(a).color);
  assert.notEqual(style.colour, muted, 'the active entry has its own colour');
  assert.notEqual(style.border, 'rgba(0, 0, 0, 0)', 'and a visible marker');
  assert.equal(style.current, 'location');

  // Scrolling a little above that heading makes the previous section active again.
  await page.evaluate(() => window.scrollBy(0, -200));
  await page.waitForFunction(
    (href) => document.querySelector('.doc-toc .toc__link--active')?.getAttribute('href') !== href,
    middle,
  );
  assert.equal((await active()).length, 1);

  // The collapsed copy of the contents (for narrow screens) marks the same entry.
  assert.deepEqual(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('.toc-collapsible .toc__link--active'), (a) =>
        a.getAttribute('href'),
      ),
    ),
    await active(),
  );

  // A client navigation swaps the TOC; the new page's first entry becomes active.
  await page.click('.pagination-nav__link--next');
  await page.waitForFunction((old) => location.pathname !== old, route);
  await page.waitForFunction(() => {
    const first = document.querySelector('.doc-toc .toc__link');
    return !first || first.classList.contains('toc__link--active');
  });
  await context.close();
});

test('the stored colour mode is applied before the first paint, and loading causes no layout shift', async () => {
  for (const [stored, system] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    const { context, page } = await newPage({ colorScheme: system });
    await page.addInitScript((mode) => {
      localStorage.setItem('theme', mode);
      const w = window as unknown as {
        themeAtFirstFrame?: string | null;
        entries: PerformanceEntry[];
      };
      w.entries = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput) w.entries.push(e);
      }).observe({ type: 'layout-shift', buffered: true });
      // The first animation frame comes before the first paint: the mode then is the mode painted first.
      requestAnimationFrame(() => {
        w.themeAtFirstFrame = document.documentElement.getAttribute('data-theme');
      });
    }, stored);
    await page.goto(`${site.url}${route}`);
    await hydrated(page);
    // Late shifts come from fonts and effects: wait for both instead of a fixed time.
    await page.evaluate(() => document.fonts.ready);
    await settled(page);
    const { themeAtFirstFrame, shifts } = await page.evaluate(() => {
      const w = window as unknown as {
        themeAtFirstFrame?: string;
        entries?: {
          startTime: number;
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[];
      };
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domInteractive;
      return {
        themeAtFirstFrame: w.themeAtFirstFrame,
        shifts: (w.entries ?? []).map((e) => ({
          at: Math.round(e.startTime),
          whileParsing: e.startTime < parsed,
          value: e.value,
          moved: e.sources.map(
            (s) =>
              `${s.node?.nodeName ?? '?'}.${s.node instanceof Element ? s.node.className : ''} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
          ),
        })),
      };
    });
    assert.equal(
      themeAtFirstFrame,
      stored,
      `the first frame is painted in ${stored} mode (system ${system})`,
    );
    // The theme and hydration act before the first paint or once the HTML is parsed. A
    // browser short of CPU may paint a half-parsed page, whose later parts then push the
    // earlier ones: that is not this page's code, but the article at least must not move
    // (its table of contents, later in the HTML, has its column from the start).
    const afterParsing = shifts.filter((s) => !s.whileParsing).reduce((a, s) => a + s.value, 0);
    assert.ok(afterParsing < 0.001, `layout shift ${afterParsing}: ${JSON.stringify(shifts)}`);
    assert.ok(
      !shifts.some((s) => s.moved.some((m) => m.startsWith('ARTICLE'))),
      `the article moved: ${JSON.stringify(shifts)}`,
    );
    await context.close();
  }
});

test('API pages: method badges coloured by method (page and sidebar), samples in a sticky side column on wide screens and below on narrow ones, collapsible schema', async () => {
  const api = '/api/specific-transaction';
  const { context, page } = await newPage({ width: 1280 });
  await page.goto(`${site.url}${api}`);
  await hydrated(page);
  const box = async (s: string) => (await page.locator(s).first().boundingBox())!;

  // The badge sits on the same row as the path, with the copy button.
  const [method, pathBox, copy] = [
    await box('.api-endpoint .api-method'),
    await box('.api-endpoint .api-path'),
    await box('.api-endpoint .api-path__copy'),
  ];
  assert.ok(
    method.x + method.width <= pathBox.x &&
      Math.abs(method.y + method.height / 2 - (pathBox.y + pathBox.height / 2)) < 4,
    'badge beside the path',
  );
  assert.ok(copy.x > pathBox.x, 'copy button after the path');

  // Sidebar badges: GET and POST differ in colour; every operation link has one.
  const [get, post] = await page.evaluate(() =>
    ['get', 'post'].map((m) => {
      const e = document.querySelector(`.doc-sidebar .menu__link .api-method--${m}`);
      return e ? getComputedStyle(e).color : null;
    }),
  );
  const colours = { get, post };
  assert.ok(
    colours.get && colours.post && colours.get !== colours.post,
    `GET and POST badges differ: ${JSON.stringify(colours)}`,
  );

  // Wide: samples to the right of the text, still in view after scrolling far down.
  const [main, samples] = [await box('.api-main'), await box('.api-samples')];
  assert.ok(samples.x >= main.x + main.width, 'samples in a side column');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await settled(page);
  const stuck = await box('.api-samples');
  assert.ok(stuck.y >= 0 && stuck.y < 200, `samples stay in view (top ${stuck.y})`);

  // The schema's nested fields collapse and expand.
  const nested = page.locator('.schema details').first();
  assert.equal(await nested.evaluate((d) => (d as HTMLDetailsElement).open), false);
  await nested.locator('summary').first().click();
  assert.equal(await nested.evaluate((d) => (d as HTMLDetailsElement).open), true);
  assert.ok(await nested.locator('.schema__properties').first().isVisible());

  // Narrow: one column, samples after the text.
  await page.setViewportSize({ width: 360, height: 800 });
  const [narrowMain, narrowSamples] = [await box('.api-main'), await box('.api-samples')];
  assert.ok(narrowSamples.y >= narrowMain.y + narrowMain.height, 'samples below the text');
  assert.equal(
    await page.locator('.api-samples').evaluate((e) => getComputedStyle(e).position),
    'static',
  );
  await context.close();
});

// 360 and 1280 px are checked in theme-pages.test.ts, on these pages and more and in
// both colour modes, while the pages are open there for their screenshots and axe.
test('no horizontal page overflow at 768, 996 and 1920 px; wide code scrolls inside its block at 360 px', async () => {
  const { context, page } = await newPage();
  const failures: string[] = [];
  // Each page is loaded once and laid out at each width: the layout follows the
  // viewport's media queries, so a reload per width would only add time.
  for (const path of [
    '/',
    route,
    '/api/specific-transaction',
    '/api/blockfrost-io-api-documentation',
    '/does-not-exist',
  ]) {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    for (const width of [768, 996, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth)
        failures.push(`${path} at ${width} px: ${scrollWidth} > ${clientWidth}`);
    }
  }
  assert.deepEqual(failures, []);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${site.url}${route}`);
  const scrolls = await page
    .locator('.code-block pre')
    .evaluateAll((pres) => pres.some((p) => p.scrollWidth > p.clientWidth));
  assert.ok(scrolls, 'at 360 px some code block is wider than its box and scrolls inside it');
  await context.close();
});

test('printing shows the article alone, black on white, with every tab panel and every schema level', async () => {
  const { context, page } = await newPage({ colorScheme: 'dark' });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
  for (const s of [
    '#__docgen_navbar .navbar',
    '.doc-sidebar',
    '.doc-toc',
    '.footer',
    '.pagination-nav',
    '.code-block__copy',
    '.breadcrumbs',
  ]) {
    assert.equal(await visible(page, s), false, `${s} hidden in print`);
  }
  assert.equal(await visible(page, '.doc-article'), true);
  const colours = await page.evaluate(() => [
    getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.querySelector('.doc-content p')!).color,
  ]);
  assert.deepEqual(colours, ['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
  const hiddenPanels = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('.tabs__panel')).filter(
        (p) => p.getClientRects().length === 0,
      ).length,
  );
  assert.equal(hiddenPanels, 0, 'every tab panel prints');

  // An API page prints its collapsed schema levels open, and its colours (badges, 'required') in black.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`${site.url}/api/specific-transaction`);
  await hydrated(page);
  const shown = () =>
    page.evaluate(() =>
      document
        .querySelector('.schema details:not([open]) .schema__properties .schema__name')!
        .checkVisibility(),
    );
  assert.equal(await shown(), false, 'collapsed on screen');
  await page.emulateMedia({ media: 'print' });
  assert.equal(await shown(), true, 'open on paper');
  const inks = await page.evaluate(() =>
    ['.schema__required', '.api-status', '.api-endpoint .api-method'].map(
      (s) => getComputedStyle(document.querySelector(s)!).color,
    ),
  );
  assert.deepEqual(inks, ['rgb(0, 0, 0)', 'rgb(0, 0, 0)', 'rgb(0, 0, 0)']);
  await context.close();
});

test('reduced motion: the mobile panel and the sidebar do not animate', async () => {
  const { context, page } = await newPage({ width: 360 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  await page.click('.navbar__toggle');
  const durations = await page.evaluate(() =>
    ['.navbar-sidebar', '.navbar-sidebar__items', '.menu__caret', '.navbar'].map((s) => {
      const style = getComputedStyle(
        document.querySelector(s)!,
        s === '.menu__caret' ? '::before' : null,
      );
      return [
        s,
        parseFloat(style.animationDuration) + parseFloat(style.transitionDuration),
      ] as const;
    }),
  );
  for (const [s, d] of durations) assert.ok(d <= 0.001, `${s} animates for ${d}s`);

  // On a wide screen a sidebar category closes at once, with no height animation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  // Handles, not locators: the caret's selector stops matching once it is collapsed.
  const caret = (await page.$('.doc-sidebar .menu__caret[aria-expanded="true"]'))!;
  const list = (
    await caret.evaluateHandle(
      (c) => c.closest('.menu__category')!.querySelector(':scope > .menu__list')!,
    )
  ).asElement()!;
  await caret.click();
  const state = await list.evaluate((e) => ({
    running: e.getAnimations().filter((a) => a.playState === 'running').length,
    shown: e.getClientRects().length > 0,
    hidden: (e as HTMLElement).hidden,
    transition: (e as HTMLElement).style.transition,
  }));
  assert.deepEqual(
    state,
    { running: 0, shown: false, hidden: true, transition: '' },
    'the list is gone at once, with no height transition set',
  );
  await context.close();
});
