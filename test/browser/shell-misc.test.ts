// The static-HTML behaviours (tabs, sidebar categories, copy buttons), the crash
// page, storage failures and the wrong-base-path banner.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  getSite,
  newPage,
  sharedPage,
  shutdown,
  type SiteServer,
  settled,
  shownAt,
} from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const hydrated = (page: Page) =>
  page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
/** Puts the page's island props right (`broken` → `fixed`), then 'Try again' renders the islands and the crash page goes. */
async function repairPropsAndTryAgain(page: Page, broken: string, fixed: string): Promise<void> {
  await page.evaluate(
    ([from, to]) => {
      const props = document.getElementById('__docgen_props')!;
      props.textContent = props.textContent!.replace(from!, to!);
    },
    [broken, fixed],
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForSelector('#__docgen_crash', { state: 'detached' });
  await hydrated(page);
}

const selectedTabs = (page: Page, group: string) =>
  page.evaluate(
    (g) =>
      Array.from(
        document.querySelectorAll(`.tabs[data-group="${g}"] [role=tab][aria-selected=true]`),
        (t) => (t as HTMLElement).dataset.value,
      ),
    group,
  );

/** The routes of built pages whose HTML matches `pattern`, most matches first. */
async function pagesWith(pattern: RegExp): Promise<string[]> {
  const files = (await readdir(site.dir, { recursive: true })).filter((f) =>
    f.endsWith('index.html'),
  );
  const scored: [string, number][] = [];
  for (const file of files) {
    const count = (
      (await readFile(path.join(site.dir, file), 'utf8')).match(new RegExp(pattern, 'g')) ?? []
    ).length;
    if (count) scored.push([`/${file.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1'), count]);
  }
  return scored.sort((a, b) => b[1] - a[1]).map(([route]) => route);
}

/** The page with the most synced tab sets in the built site. */
async function tabGroupPage(
  page: Page,
): Promise<{ path: string; group: string; values: string[] }> {
  const [route] = await pagesWith(/class="tabs" data-group="/);
  assert.ok(route, 'the site has synced tabs');
  // Trailing slashes: the file's folder route may be '/a/' or '/a'; the server answers both.
  await page.goto(`${site.url}${route}`);
  const found = await page.evaluate(() => {
    const set = document.querySelector('.tabs[data-group]')!;
    return {
      group: set.getAttribute('data-group')!,
      values: Array.from(
        set.querySelectorAll('[role=tab]'),
        (t) => (t as HTMLElement).dataset.value!,
      ),
    };
  });
  return { path: new URL(page.url()).pathname, ...found };
}

test('choosing a tab selects it in every set of its group, on this page and on later pages; arrow keys move between tabs', async () => {
  const page = await sharedPage();
  const { path, group, values } = await tabGroupPage(page);
  await hydrated(page);
  const second = values[1]!;
  await page
    .locator(`.tabs[data-group="${group}"] [role=tab][data-value="${second}"]`)
    .first()
    .click();
  const selected = await selectedTabs(page, group);
  assert.ok(selected.length >= 2, `every set of the group (${selected.length})`);
  assert.ok(selected.every((v) => v === second));
  const panelsShown = await page.evaluate(
    ([g, v]) =>
      Array.from(document.querySelectorAll(`.tabs[data-group="${g}"] > [role=tabpanel]`)).every(
        (p) => (p as HTMLElement).hidden === ((p as HTMLElement).dataset.value !== v),
      ),
    [group, second],
  );
  assert.equal(panelsShown, true);
  assert.equal(
    await page.evaluate((g) => localStorage.getItem(`docusaurus.tab.${g}`), group),
    second,
  );
  // Keyboard: from the selected tab, ArrowLeft/Home go back to the first, End to the last.
  await page.locator(`.tabs[data-group="${group}"] [role=tab][aria-selected=true]`).first().focus();
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(new Set(await selectedTabs(page, group)), new Set([values[0]]));
  assert.equal(
    await page.evaluate(() => (document.activeElement as HTMLElement).dataset.value),
    values[0],
  );
  await page.keyboard.press('ArrowRight');
  assert.equal(
    await page.evaluate(() => (document.activeElement as HTMLElement).dataset.value),
    second,
  );
  await page.keyboard.press('End');
  assert.equal(
    await page.evaluate(() =>
      (document.activeElement as HTMLElement).getAttribute('aria-selected'),
    ),
    'true',
  );
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  // Later pages (full load and client navigation) start with the chosen tab.
  await page.reload();
  await hydrated(page);
  assert.ok((await selectedTabs(page, group)).every((v) => v === second));
  const other = await page.evaluate(
    (p) =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('.doc-sidebar a.menu__link')).find(
        (a) => a.pathname !== p && a.offsetParent !== null,
      )?.pathname,
    path,
  );
  assert.ok(other, 'a sidebar link to another page');
  await page.locator(`.doc-sidebar a[href="${other}"]`).first().click();
  await shownAt(page, other);
  // Back to the tabs page by client navigation: its sets come in with the remembered tab.
  await page.goBack();
  await shownAt(page, path);
  const later = await selectedTabs(page, group);
  assert.ok(later.length >= 2 && later.every((v) => v === second), JSON.stringify(later));
});

test('sidebar categories collapse and expand with a height animation, never on their own (reduced motion: theme-layout.test.ts)', async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const category = page.locator('.doc-sidebar .menu__category:has(a.menu__link--active)').first();
  const caret = category.locator('> .menu__list-item-collapsible > .menu__caret');
  const list = category.locator('> .menu__list');
  assert.equal(
    await caret.getAttribute('aria-expanded'),
    'true',
    'the active category starts open',
  );
  const height = await list.evaluate((l) => l.scrollHeight);
  // Record the transitions set on the list (the animation is over in a few dozen ms).
  await list.evaluate((l) => {
    const seen: string[] = ((window as unknown as { transitions: string[] }).transitions = []);
    new MutationObserver(() => l.style.transition && seen.push(l.style.transition)).observe(l, {
      attributes: true,
      attributeFilter: ['style'],
    });
  });
  await caret.click();
  await page.waitForFunction(
    () => (window as unknown as { transitions: string[] }).transitions.length > 0,
  );
  const transition = await page.evaluate(
    () => (window as unknown as { transitions: string[] }).transitions[0],
  );
  const r = height / 36;
  assert.equal(transition, `height ${Math.round(4 + 15 * r ** 0.25 + r / 5)}ms ease-in-out`);
  assert.equal(await caret.getAttribute('aria-expanded'), 'false');
  await page.waitForFunction((el) => (el as HTMLElement).hidden, await list.elementHandle());
  await caret.click();
  await page.waitForFunction(
    (el) => !(el as HTMLElement).hidden && !(el as HTMLElement).style.height,
    await list.elementHandle(),
  );
  // Opening other categories never collapses this one, nor each other (no auto-collapse).
  const others = page.locator(
    '.doc-sidebar .menu__category[data-level="1"]:not(:has(a.menu__link--active)) > .menu__list-item-collapsible > .menu__caret',
  );
  assert.ok((await others.count()) >= 2, 'other top-level categories');
  const settled = () =>
    page.waitForFunction(
      () => document.querySelectorAll('.doc-sidebar .menu__list[style*="height"]').length === 0,
    );
  for (const i of [0, 1]) {
    if ((await others.nth(i).getAttribute('aria-expanded')) === 'true') await others.nth(i).click();
  }
  await settled();
  await others.nth(0).click();
  await settled();
  await others.nth(1).click();
  await settled();
  assert.deepEqual(
    await others.evaluateAll((carets) =>
      carets.slice(0, 2).map((c) => c.getAttribute('aria-expanded')),
    ),
    ['true', 'true'],
  );
  assert.equal(await caret.getAttribute('aria-expanded'), 'true');
  assert.equal(await list.evaluate((l) => (l as HTMLElement).hidden), false);
  // Navigating within the sidebar keeps the reader's collapsed categories.
  const otherCategory = page
    .locator('.doc-sidebar .menu__category:not(.menu__list-item--collapsed)')
    .nth(1);
  const otherLabel = await otherCategory
    .locator('> .menu__list-item-collapsible .menu__link')
    .textContent();
  await otherCategory.locator('> .menu__list-item-collapsible > .menu__caret').click();
  await page.locator('a.pagination-nav__link--next').click();
  await page.waitForFunction(() => location.pathname !== '/overview/getting-started');
  const stillCollapsed = await page.evaluate((label) => {
    const cat = Array.from(document.querySelectorAll('.doc-sidebar .menu__category')).find(
      (c) => c.querySelector('.menu__link')?.textContent === label,
    );
    return cat?.classList.contains('menu__list-item--collapsed');
  }, otherLabel);
  assert.equal(stillCollapsed, true);
});

test('a heading is named by its text first; its anchor follows the text, shows before it and takes keyboard focus', async () => {
  const page = await sharedPage();
  for (const path of ['/overview/getting-started', '/api/specific-address']) {
    await page.goto(`${site.url}${path}`);
    const heading = page.locator('main h2:has(> a.hash-link)').first();
    const text = (await heading.evaluate((h) => h.firstChild?.textContent ?? '')).trim();
    assert.ok(text.length > 0, `${path}: the heading starts with its text`);
    assert.match(
      await heading.ariaSnapshot(),
      new RegExp(
        `^- heading "${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Link to this section"`,
      ),
      path,
    );
    const link = heading.locator('a.hash-link');
    await link.focus();
    assert.equal(await link.evaluate((a) => a === document.activeElement), true);
    // Shown before the text, as before, though it follows it in the markup.
    const [linkBox, headingBox] = [(await link.boundingBox())!, (await heading.boundingBox())!];
    // (Its line: the next test.)
    assert.ok(linkBox.x < headingBox.x && linkBox.y < headingBox.y + headingBox.height / 2, path);
  }
});

test('only code blocks and tables that scroll are tab stops, each named; a resize re-checks them', async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/overview/making-first-call`);
  await hydrated(page);
  /** Each code block and table: does it scroll, and what the keyboard and a screen reader get. */
  const stops = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>('main pre[tabindex], main .table-wrapper[tabindex]'),
      )
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({
          scrolls: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
          tabindex: el.getAttribute('tabindex'),
          name:
            el.getAttribute('role') &&
            `${el.getAttribute('role')} ${el.getAttribute('aria-label')}`,
          kind: el.localName,
        })),
    );
  const settledStops = async () => {
    // The checks run on the next resize-observer callback.
    await page.waitForFunction(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>('main pre[tabindex], main .table-wrapper[tabindex]'),
      ).every((el) => {
        if (el.getClientRects().length === 0) return true;
        const scrolls = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
        return el.tabIndex === (scrolls ? 0 : -1);
      }),
    );
    return stops();
  };
  const wide = await settledStops();
  assert.ok(
    wide.some((s) => !s.scrolls),
    'the page has a block that fits',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = await settledStops();
  assert.ok(
    narrow.some((s) => s.scrolls),
    'at 390 px a block scrolls',
  );
  for (const s of [...wide, ...narrow]) {
    if (s.scrolls)
      assert.deepEqual(s, {
        ...s,
        tabindex: '0',
        name: `group ${s.kind === 'pre' ? 'Code' : 'Table'}`,
      });
    else assert.deepEqual(s, { ...s, tabindex: '-1', name: null });
  }
});

test('a heading anchor shows just before the text on its first line, on the right in a right-to-left page, in a flex heading too', async () => {
  const page = await sharedPage();
  // /api/… has the flex "Request samples" heading (text centred in a taller box).
  for (const path of ['/overview/plans-and-billing', '/api/specific-address'])
    for (const dir of ['ltr', 'rtl']) {
      await page.goto(`${site.url}${path}`);
      await page.evaluate((d) => {
        document.documentElement.dir = d;
      }, dir);
      const headings = await page.evaluate(() =>
        [...document.querySelectorAll('main :is(h2, h3, h4):has(> .hash-link)')].map((h) => {
          const a = h.querySelector(':scope > .hash-link')!.getBoundingClientRect();
          const text = document.createRange();
          text.setStartBefore(h.firstChild!);
          text.setEndBefore(h.querySelector(':scope > .hash-link')!);
          const line = text.getClientRects()[0]!;
          const box = h.getBoundingClientRect();
          const style = getComputedStyle(h);
          return {
            id: h.id,
            em: Number.parseFloat(style.fontSize),
            // How far the anchor sits from the edge the text starts at (left, or right in RTL).
            gap:
              style.direction === 'rtl'
                ? a.left - (box.right - Number.parseFloat(style.paddingRight))
                : box.left + Number.parseFloat(style.paddingLeft) - a.right,
            dy: (a.top + a.bottom) / 2 - (line.top + line.bottom) / 2,
          };
        }),
      );
      assert.ok(headings.some((h) => h.id === 'samples') || !path.startsWith('/api/'), path);
      for (const h of headings) {
        const where = `${path} ${dir} #${h.id}: gap ${h.gap}, dy ${h.dy}`;
        assert.ok(h.gap > -2 && h.gap < h.em, where);
        assert.ok(Math.abs(h.dy) < 2, where);
      }
    }
});

test("code blocks' copy button copies the code and says 'Copied' briefly, with and without the clipboard API", async () => {
  const { context, page } = await newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  const [route] = await pagesWith(/class="code-block__copy"/);
  assert.ok(route, 'the site has code blocks');
  await page.goto(`${site.url}${route}`);
  await hydrated(page);
  const block = page.locator('.code-block').first();
  const code = await block.locator('pre code').textContent();
  await block.locator('.code-block__copy').click();
  await page.waitForFunction(
    () => document.querySelector('.code-block__copy')!.textContent === 'Copied',
  );
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
  await page.waitForFunction(
    () => document.querySelector('.code-block__copy')!.textContent === 'Copy',
  );
  // Fallback: no clipboard API.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
    (window as unknown as { copied: string }).copied = '';
    document.addEventListener(
      'copy',
      () => ((window as unknown as { copied: string }).copied = String(document.getSelection())),
    );
  });
  await block.locator('.code-block__copy').click();
  await page.waitForFunction(
    () => document.querySelector('.code-block__copy')!.textContent === 'Copied',
  );
  assert.equal(await page.evaluate(() => (window as unknown as { copied: string }).copied), code);
  await context.close();
});

test("a crash in a client component shows 'Page Error' / 'This page crashed.' with the message, and 'Try again' re-renders", async () => {
  const page = await sharedPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // The navbar's props name a dropdown without items: the Navbar component throws while rendering.
  await page.route(`${site.url}/overview/getting-started`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /("label":"Resources"[^{}]*?)"items":\[/,
      '$1"items":null,"was":[',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${site.url}/overview/getting-started`);
  await page.waitForSelector('#__docgen_crash');
  assert.equal(await page.title(), 'Page Error');
  assert.equal(await page.locator('#__docgen_crash h1').textContent(), 'This page crashed.');
  assert.match(
    (await page.locator('#__docgen_crash .crash-page__message').textContent())!,
    /null|map/,
  );
  assert.equal(await page.locator('#__docgen_page').isHidden(), true);
  assert.ok(errors.some((e) => e.includes('crashed')));
  // Fix the payload, then 'Try again' renders the navbar and brings the page back.
  await repairPropsAndTryAgain(page, '"items":null,"was":[', '"items":[');
  assert.equal(await page.locator('#__docgen_page').isVisible(), true);
  assert.notEqual(await page.title(), 'Page Error');
});

test('malformed island props on the first load raise an error the crash page shows', async () => {
  const page = await sharedPage();
  await page.route(`${site.url}/overview/getting-started`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="__docgen_props">)\{/,
      '$1{oops',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${site.url}/overview/getting-started`);
  await page.waitForSelector('#__docgen_crash');
  assert.match(
    (await page.locator('#__docgen_crash .crash-page__message').textContent())!,
    /island props of \/overview\/getting-started are not valid JSON/,
  );
  // Both islands failed; the reader sees one crash page, and 'Try again' brings both back.
  await settled(page);
  assert.equal(await page.locator('#__docgen_crash').count(), 1);
  await repairPropsAndTryAgain(page, '{oops', '{');
  assert.equal(await page.locator('.announcement-bar').isVisible(), true);
  assert.equal(await page.locator('#__docgen_page').isVisible(), true);
});

test('without local storage a warning is logged once and everything works as with empty storage', async () => {
  const { context, page } = await newPage({ colorScheme: 'dark' });
  // As when the browser blocks site data: reading window.localStorage throws. (A string: tsx's
  // helpers are not defined inside the page.)
  await context.addInitScript({
    content:
      "Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });",
  });
  const messages: { type: string; text: string }[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  assert.equal(
    await page.evaluate(() => document.documentElement.getAttribute('data-theme')),
    'dark',
    'system preference',
  );
  await page.locator('#__docgen_navbar .navbar__items--right .navbar__color-toggle').click();
  assert.equal(
    await page.evaluate(() => document.documentElement.getAttribute('data-theme')),
    'light',
  );
  await page.locator('.announcement-bar__close').click();
  await page.locator('.announcement-bar').waitFor({ state: 'detached' });
  const warnings = messages.filter((m) => m.type === 'warning' && m.text.includes('storage'));
  assert.equal(warnings.length, 1, JSON.stringify(messages));
  assert.equal(messages.filter((m) => m.type === 'error' && m.text.includes('storage')).length, 0);
  assert.equal(
    await page.locator('text=/not be remembered|storage is not available/i').count(),
    0,
    'no message to the reader',
  );
  await context.close();
});

test('a storage write that fails is logged and ignored', async () => {
  const { context, page } = await newPage();
  await context.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await page.locator('#__docgen_navbar .navbar__items--right .navbar__color-toggle').click();
  assert.equal(
    await page.evaluate(() => document.documentElement.getAttribute('data-theme')),
    'dark',
  );
  assert.ok(
    errors.some((e) => e.includes('Could not write "theme"')),
    errors.join('\n'),
  );
  await context.close();
});

test('storage read and delete errors are logged and ignored', async () => {
  const { context, page } = await newPage({ colorScheme: 'light' });
  // Seed a tab choice and a theme, then make reads and deletes fail from the next load on.
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const { group, values } = await tabGroupPage(page);
  const initial = await selectedTabs(page, group);
  const other = values.find((v) => !initial.includes(v))!;
  await page.evaluate(([g, v]) => localStorage.setItem(`docusaurus.tab.${g}`, v), [
    group,
    other,
  ] as const);
  await context.addInitScript({
    content:
      "Storage.prototype.getItem = function () { throw new DOMException('read refused', 'SecurityError'); };" +
      "Storage.prototype.removeItem = function () { throw new DOMException('delete refused', 'SecurityError'); };",
  });
  await page.reload();
  await hydrated(page);
  // The read failed: the tabs keep their default, nothing is shown to the reader.
  assert.ok(
    errors.some((e) => e.includes(`Could not read "docusaurus.tab.${group}"`)),
    errors.join('\n'),
  );
  assert.deepEqual(await selectedTabs(page, group), initial);
  // A system preference change clears the stored choice: the delete fails, the mode still follows.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  assert.ok(
    errors.some((e) => e.includes('Could not delete "theme"')),
    errors.join('\n'),
  );
  assert.equal(
    await page.locator('text=/refused|Could not/i').count(),
    0,
    'no message to the reader',
  );
  await context.close();
});

test('served under a path that does not match the base path, a banner explains it and suggests the base path that works', async () => {
  const page = await sharedPage();
  // The built site served under /mirror/: its absolute asset URLs (/assets/...) do not exist there.
  await page.route(`${site.url}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/mirror/')) {
      const response = await route.fetch({
        url: `${site.url}${url.pathname.slice('/mirror'.length)}`,
      });
      return route.fulfill({ response });
    }
    return route.fulfill({ status: 404, body: 'not found' });
  });
  await page.goto(`${site.url}/mirror/overview/getting-started`);
  const banner = page.locator('#__docgen_base_url_banner[role="alert"]');
  await banner.waitFor();
  const text = (await banner.textContent())!;
  assert.match(text, /base path \/ /);
  assert.match(text, /baseUrl: '\/mirror\/'/);
  await page.unroute(`${site.url}/**`);
  // Served where it belongs: no banner.
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  assert.equal(await page.locator('#__docgen_base_url_banner').count(), 0);
});

test('every page type hydrates cleanly: no errors or warnings beyond blocked third-party requests', async () => {
  for (const width of [1280, 390]) {
    const page = await sharedPage({ width });
    const messages: string[] = [];
    page.on(
      'console',
      (m) =>
        (m.type() === 'error' || m.type() === 'warning') &&
        !m.text().startsWith('Failed to load resource') &&
        messages.push(`${m.type()}: ${m.text()}`),
    );
    page.on('pageerror', (e) => messages.push(`uncaught: ${e.message}`));
    for (const route of [
      '/',
      '/overview/getting-started',
      '/api/blockfrost-io-api-documentation',
      '/does-not-exist',
      '/showcases/assets-explorer',
    ]) {
      await page.goto(`${site.url}${route}`);
      await hydrated(page);
      // Effects run after hydration: wait until they have.
      await settled(page);
    }
    assert.deepEqual(messages, [], `at ${width} px`);
  }
});
