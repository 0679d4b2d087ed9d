// Client navigation: pages load on demand and swap in place; progress bar, spinner,
// error box with Retry (server errors and network failures), a full load for a page
// of a new deploy, history and scroll, focus and
// announcements, .html normalisation, prefetching.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page, Request } from 'playwright-core';
import {
  getSite,
  holdRequests,
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
/** A marker that only survives client navigation (a full load clears it). */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

test('an internal link swaps the page in place: content, title, description, navbar state, focus, announcement', async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await mark(page);
  const sdksLink = page.locator('#__docgen_navbar .navbar__items .navbar__link', {
    hasText: 'SDKs',
  });
  assert.equal(await sdksLink.getAttribute('aria-current'), null);
  await page.locator('footer a', { hasText: 'SDKs' }).click();
  await shownAt(page, '/sdks');
  // The hydrated navbar re-rendered with the new page's props.
  await page.waitForFunction(() =>
    Array.from(
      document.querySelectorAll('#__docgen_navbar .navbar__link[aria-current="page"]'),
      (a) => a.textContent,
    ).includes('SDKs'),
  );
  assert.equal(await marked(page), true, 'no full page load');
  const [title, description, pageType, h1] = await page.evaluate(() => [
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    document.documentElement.getAttribute('data-page-type'),
    document.querySelector('main h1')?.textContent,
  ]);
  const served = await (await fetch(`${site.url}/sdks`)).text();
  const unescape = (s: string | undefined) =>
    s === undefined
      ? null
      : s
          .replace(/&amp;/g, '&')
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"');
  assert.equal(title, unescape(/<title>([^<]*)<\/title>/.exec(served)?.[1]));
  assert.equal(
    description,
    unescape(/<meta name="description" content="([^"]*)"/.exec(served)?.[1]),
  );
  assert.equal(pageType, /data-page-type="([^"]*)"/.exec(served)?.[1]);
  assert.ok(served.includes(`>${h1}</h1>`), 'the new article');
  // The table of contents and the sidebar's active link are the new page's.
  const tocHrefs = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.toc a.toc__link'), (a) => a.getAttribute('href')),
  );
  assert.deepEqual(
    tocHrefs,
    [...served.matchAll(/class="toc__link" href="([^"]+)"/g)].map((m) => unescape(m[1])),
  );
  const servedSidebar = served.slice(served.indexOf('class="doc-sidebar'));
  const activeTag = /<a\b[^>]*\bclass="[^"]*menu__link--active[^"]*"[^>]*>/.exec(
    servedSidebar,
  )?.[0];
  const activeHref = activeTag && /href="([^"]+)"/.exec(activeTag)?.[1];
  assert.ok(activeHref, 'the served page marks its sidebar link');
  assert.deepEqual(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('.doc-sidebar a.menu__link--active'), (a) =>
        a.getAttribute('href'),
      ),
    ),
    [activeHref],
  );
  assert.equal(
    await page.evaluate(() => document.activeElement?.tagName),
    'H1',
    'focus on the heading',
  );
  assert.equal(await page.locator('#__docgen_announcer').textContent(), title, 'title announced');
});

test('back and forward work and restore the scroll position; navigating scrolls to the top or to the fragment, which takes focus', async () => {
  const page = await sharedPage({ height: 400 });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await mark(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.evaluate(() =>
    (document.querySelector('a.pagination-nav__link--next') as HTMLElement).click(),
  );
  await shownAt(page, '/overview/making-first-call');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'new page at the top');
  await page.goBack();
  await shownAt(page, '/overview/getting-started');
  await page.waitForFunction(() => window.scrollY === 300);
  await page.goForward();
  await shownAt(page, '/overview/making-first-call');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  // A link to a fragment of another page scrolls to that element (its last table-of-contents heading).
  const served = await (await fetch(`${site.url}/overview/plans-and-billing`)).text();
  const fragment = [...served.matchAll(/class="toc__link" href="#([^"]+)"/g)].pop()?.[1];
  assert.ok(fragment, 'the target page has headings');
  await page.evaluate((id) => {
    const a = document.createElement('a');
    a.href = `/overview/plans-and-billing#${id}`;
    a.id = 'to-fragment';
    a.textContent = 'to fragment';
    document.querySelector('article')!.prepend(a);
  }, fragment);
  await page.locator('#to-fragment').click();
  await shownAt(page, '/overview/plans-and-billing');
  const [top, scrolled, viewport] = await page.evaluate(
    (id) => [
      document.getElementById(id)!.getBoundingClientRect().top,
      window.scrollY,
      window.innerHeight,
    ],
    fragment,
  );
  assert.ok(
    scrolled > 0 && top >= -2 && top < viewport / 2,
    `fragment scrolled into view (top ${top}, scrollY ${scrolled})`,
  );
  // Focus lands on the target, not on the page's h1: Tab goes on from there.
  assert.equal(await page.evaluate(() => document.activeElement?.id), fragment);
  await page.keyboard.press('Tab');
  const after = await page.evaluate(
    (id) =>
      document.getElementById(id)!.compareDocumentPosition(document.activeElement!) &
      Node.DOCUMENT_POSITION_FOLLOWING,
    fragment,
  );
  assert.ok(after, 'the next Tab stop follows the target');
  // Arriving at a fragment hides the navbar so it does not cover the target.
  await page.waitForFunction(() =>
    document.querySelector('#__docgen_navbar .navbar')!.classList.contains('navbar--hidden'),
  );
  assert.equal(await marked(page), true);
});

test('a fragment takes focus only where it can: an empty anchor, a heading alias, a name no anchor holds; Back to a restored scroll focuses the h1', async () => {
  const page = await sharedPage({ height: 400 });
  // Old ids as pages keep them: an empty <a id> before a section, an empty <span id> in its heading.
  await page.route(/\/overview\/plans-and-billing$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '<h2 id="upgrading-plan">',
      '<a id="legacy-anchor"></a><h2 id="upgrading-plan"><span id="old-name"></span>',
    );
    await route.fulfill({ response, body });
  });
  const follow = async (href: string, path: string) => {
    await page.evaluate((h) => {
      const a = document.createElement('a');
      a.href = h;
      a.id = 'to-fragment';
      a.textContent = 'to fragment';
      document.querySelector('article')!.prepend(a);
    }, href);
    await page.locator('#to-fragment').click();
    await shownAt(page, path);
  };
  const focused = () =>
    page.evaluate(() => {
      const a = document.activeElement!;
      return `${a.localName}#${a.id}`;
    });
  const cases: [string, string][] = [
    ['legacy-anchor', 'a#legacy-anchor'],
    ['old-name', 'h2#upgrading-plan'],
    // Only <meta name="description"> has that name: no target, so the page's heading.
    ['description', 'h1#'],
  ];
  for (const [fragment, expected] of cases) {
    await page.goto(`${site.url}/overview/getting-started`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await follow(`/overview/plans-and-billing#${fragment}`, '/overview/plans-and-billing');
    assert.equal(await focused(), expected, `#${fragment}`);
  }
  const [scrolled, metaTabIndex] = await page.evaluate(() => [
    window.scrollY,
    document.querySelector('meta[name="description"]')!.getAttribute('tabindex'),
  ]);
  assert.equal(scrolled, 0, 'a fragment that names nothing opens the page at its top');
  assert.equal(metaTabIndex, null);
  // Back to a fragment's page scrolled back to its top: focus stays on screen, on the h1.
  await follow('/api/transaction-metadata-labels#param-page', '/api/transaction-metadata-labels');
  assert.equal(await focused(), 'tr#param-page');
  await page.evaluate(() => window.scrollTo(0, 0));
  await follow('/overview/getting-started', '/overview/getting-started');
  await page.goBack();
  await shownAt(page, '/api/transaction-metadata-labels');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.equal(await focused(), 'h1#');
});

test('paths ending in .html or /index.html are normalised, on load and when following links', async () => {
  const page = await sharedPage();
  // As a host that serves the files under their own names (no redirect to the clean path).
  await page.route(/\/overview\/getting-started(\/index)?\.html/, async (route) => {
    const response = await route.fetch({ url: `${site.url}/overview/getting-started` });
    await route.fulfill({ response });
  });
  for (const spelling of [
    '/overview/getting-started.html',
    '/overview/getting-started/index.html',
  ]) {
    await page.goto(`${site.url}${spelling}?q=1#section-one`);
    await hydrated(page);
    assert.equal(
      await page.evaluate(() => location.pathname + location.search + location.hash),
      '/overview/getting-started?q=1#section-one',
      spelling,
    );
  }
  await mark(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/overview/making-first-call.html';
    a.id = 'html-link';
    a.textContent = 'html link';
    document.querySelector('article')!.prepend(a);
  });
  await page.locator('#html-link').click();
  await shownAt(page, '/overview/making-first-call');
  assert.equal(await marked(page), true);
});

/** Clicks the sidebar link to a page (created in the article if the sidebar has none). */
const follow = (page: Page, path: string) =>
  page.evaluate((p) => {
    let link = document.querySelector<HTMLAnchorElement>(`a[href="${p}"]`);
    if (!link) {
      link = document.createElement('a');
      link.href = p;
      document.querySelector('article')!.prepend(link);
    }
    link.click();
  }, path);
const target = '/overview/plans-and-billing';

test('a slow change shows the progress bar (after 200 ms) and a spinner, and completes them when the page has updated', async () => {
  const { context, page } = await newPage();
  // Installed before the page loads, so its prefetch is held as well.
  const release = await holdRequests(context, `${site.url}${target}`);
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await follow(page, target);
  await page.waitForSelector('.progress-bar[role="progressbar"]');
  await page.waitForSelector('#__docgen_page .page-loading[role="status"]');
  const started = Number(await page.locator('.progress-bar').getAttribute('aria-valuenow'));
  assert.ok(started >= 8, `starts at the 8 % minimum (${started})`);
  assert.match(
    (await page.locator('.progress-bar__bar').getAttribute('style'))!,
    /transition: transform 200ms/,
    'each step animates over 200 ms',
  );
  // It trickles while the page is still loading (every 800 ms), without reaching the end.
  await page.waitForFunction(
    (n) => Number(document.querySelector('.progress-bar')!.getAttribute('aria-valuenow')) > n,
    started,
    { timeout: 10_000 },
  );
  assert.ok(Number(await page.locator('.progress-bar').getAttribute('aria-valuenow')) < 100);
  release();
  await shownAt(page, target);
  assert.equal(
    await page.locator('.progress-bar').getAttribute('aria-valuenow'),
    '100',
    'completed',
  );
  await page.waitForSelector('.progress-bar', { state: 'detached' });
  await context.close();
});

test('a fast change (page already prefetched) shows no progress bar', async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  const link = page.locator('a.pagination-nav__link--next');
  const href = (await link.getAttribute('href'))!;
  await link.hover();
  // Prefetched (on view or on hover): the response is complete.
  await page.waitForFunction(
    (h) =>
      performance
        .getEntriesByType('resource')
        .some(
          (e) => new URL(e.name).pathname === h && (e as PerformanceResourceTiming).responseEnd > 0,
        ),
    href,
  );
  // Times (from the click) at which the bar appeared and the route updated. On a busy
  // machine the swap itself may pass 200 ms; then the bar may show, but never earlier.
  await page.evaluate(() => {
    const w = window as unknown as {
      clickAt: number;
      barAt: number | null;
      routeAt: number | null;
    };
    w.barAt = w.routeAt = null;
    document.addEventListener('click', () => (w.clickAt = performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver(() => {
      if (w.barAt === null && document.querySelector('.progress-bar'))
        w.barAt = performance.now() - w.clickAt;
    }).observe(document.body, { childList: true, subtree: true });
    window.addEventListener(
      'docgen:route-updated',
      () => (w.routeAt ??= performance.now() - w.clickAt),
    );
  });
  await link.click();
  await shownAt(page, href);
  // Past the 200 ms threshold, counted from the click: the bar would have started by now.
  await page.waitForFunction(
    () => performance.now() - (window as unknown as { clickAt: number }).clickAt >= 250,
  );
  const { barAt, routeAt } = await page.evaluate(() => {
    const w = window as unknown as { barAt: number | null; routeAt: number };
    return { barAt: w.barAt, routeAt: w.routeAt };
  });
  if (routeAt < 190) assert.equal(barAt, null, `route updated after ${routeAt.toFixed(0)} ms`);
  else assert.ok(barAt === null || barAt >= 195, `bar after ${barAt} ms`);
});

test('a failed page load shows an error box with the error text and Retry, which loads the page', async () => {
  const page = await sharedPage();
  let fail = true;
  await page.route(`${site.url}${target}`, (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
      : route.continue(),
  );
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await mark(page);
  await follow(page, target);
  const box = page.locator('#__docgen_page .load-error[role="alert"]');
  await box.waitFor();
  assert.match((await box.textContent())!, /\/overview\/plans-and-billing.*500/);
  assert.equal(await page.evaluate(() => location.pathname), target);
  fail = false;
  await box.getByRole('button', { name: 'Retry' }).click();
  await shownAt(page, target);
  await page.locator('#__docgen_page h1.doc-title').waitFor();
  assert.equal(await box.count(), 0);
  assert.equal(await marked(page), true);
});

test('a network failure shows the error box too, keeping the reader in the site; Retry loads the page', async () => {
  const { context, page } = await newPage();
  // Script requests fail as offline; the browser's own document request would go through.
  let offline = true;
  await page.route(`${site.url}${target}`, (route) =>
    offline && route.request().resourceType() !== 'document'
      ? route.abort('internetdisconnected')
      : route.continue(),
  );
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await mark(page);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  await follow(page, target);
  const box = page.locator('#__docgen_page .load-error[role="alert"]');
  await box.waitFor();
  assert.match(
    (await box.textContent())!,
    /Loading \/overview\/plans-and-billing failed: no answer/,
  );
  assert.equal(await page.evaluate(() => location.pathname), target);
  // The address names the new page: the title says it failed, not the old page's name, and
  // keyboard and screen-reader users land on the box's Retry.
  assert.equal(await page.title(), 'Page Load Failure');
  assert.equal(
    await page.evaluate(() => document.activeElement?.closest('.load-error') !== null),
    true,
    'focus in the error box',
  );
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Retry');
  offline = false;
  await page.keyboard.press('Enter');
  await shownAt(page, target);
  await page.locator('#__docgen_page h1.doc-title').waitFor();
  const served = await (await fetch(`${site.url}${target}`)).text();
  assert.equal(
    await page.title(),
    /<title>([^<]*)<\/title>/.exec(served)?.[1]?.replace(/&amp;/g, '&'),
    "the loaded page's title",
  );
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');
  assert.deepEqual(documents, [], 'no full load');
  assert.equal(await marked(page), true);
  await context.close();
});

test('a page built with other client assets (a new deploy) is loaded by the browser itself', async () => {
  const { context, page } = await newPage();
  await context.route(`${site.url}${target}`, async (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="module"[^>]* src="[^"]*)\.js"/,
      '$1-next.js"',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await mark(page);
  const reload = page.waitForRequest(
    (r) => r.resourceType() === 'document' && new URL(r.url()).pathname === target,
  );
  await follow(page, target);
  await reload;
  await page.waitForLoadState('load');
  await hydrated(page);
  assert.equal(await marked(page), false, 'a full load');
  assert.equal(await page.evaluate(() => location.pathname), target);
  await context.close();
});

/** A getting-started page whose browser reports this network connection, with the requests it makes. */
async function openOnConnection(connection: {
  effectiveType: string;
  saveData: boolean;
}): Promise<{ context: BrowserContext; page: Page; requests: Request[] }> {
  const { context, page } = await newPage();
  await context.addInitScript(
    (value) => Object.defineProperty(navigator, 'connection', { value }),
    connection,
  );
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  return { context, page, requests };
}

test('links are prefetched on hover, focus and touch, never because they are visible, and not on slow connections', async () => {
  const fetched = (requests: Request[]) =>
    requests.filter((r) => r.resourceType() === 'fetch').map((r) => new URL(r.url()).pathname);
  {
    const { context, page } = await newPage();
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto(`${site.url}/overview/getting-started`);
    await hydrated(page);
    // Dozens of links are on screen (navbar, sidebar, pager): none is fetched for being there.
    await settled(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    assert.deepEqual(fetched(requests), [], 'nothing prefetched at load');
    // Hover: a link far below the fold is fetched once the pointer rests on it.
    await page.evaluate(() => {
      for (const [id, href, top] of [
        ['far-link', '/support/tor', 20000],
        ['focus-link', '/support/ipfs', 20100],
        ['touch-link', '/support/cardano', 20200],
      ] as const) {
        const a = document.createElement('a');
        a.href = href;
        a.id = id;
        a.textContent = id;
        a.style.cssText = `position:absolute;top:${top}px`;
        document.body.append(a);
      }
    });
    const requested = (path: string) =>
      page.waitForRequest(
        (r) => r.resourceType() === 'fetch' && new URL(r.url()).pathname === path,
      );
    const hovered = requested('/support/tor');
    await page.dispatchEvent('#far-link', 'mouseover');
    await hovered;
    const focused = requested('/support/ipfs');
    await page.focus('#focus-link');
    await focused;
    const touched = requested('/support/cardano');
    await page.dispatchEvent('#touch-link', 'touchstart');
    await touched;
    assert.deepEqual(fetched(requests), ['/support/tor', '/support/ipfs', '/support/cardano']);
    await context.close();
  }
  {
    const { context, page, requests } = await openOnConnection({
      effectiveType: '2g',
      saveData: false,
    });
    await page.locator('footer a', { hasText: 'Start Building' }).hover();
    // Give observers a frame and an idle turn to (not) act.
    await settled(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    assert.deepEqual(fetched(requests), []);
    await context.close();
  }
  {
    // Data saver on a fast connection: no prefetching either; following a link still works.
    const { context, page, requests } = await openOnConnection({
      effectiveType: '4g',
      saveData: true,
    });
    await page.locator('footer a', { hasText: 'Start Building' }).hover();
    await settled(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    assert.deepEqual(fetched(requests), []);
    await page.locator('footer a', { hasText: 'Start Building' }).click();
    await shownAt(page, '/start-building');
    assert.deepEqual(fetched(requests), ['/start-building']);
    await context.close();
  }
});

test('a page payload with malformed island props, without its main content or without #__docgen_page raises an error the error box shows', async () => {
  const page = await sharedPage();
  const served = await (await fetch(`${site.url}${target}`)).text();
  let body = served.replace(/(<script type="application\/json" id="__docgen_props">)\{/, '$1{oops');
  assert.notEqual(body, served);
  await page.route(`${site.url}${target}`, (route) =>
    route.request().resourceType() === 'fetch'
      ? route.fulfill({ status: 200, contentType: 'text/html', body })
      : route.continue(),
  );
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await follow(page, target);
  const box = page.locator('#__docgen_page .load-error[role="alert"]');
  await box.waitFor();
  assert.match(
    (await box.textContent())!,
    /island props of \/overview\/plans-and-billing are not valid JSON/,
  );
  assert.equal(await box.getByRole('button', { name: 'Retry' }).count(), 1);
  // The page region without its <main>.
  body = served.replace(
    /<main\b[^>]*id="__docgen_main"[^>]*>[\s\S]*<\/main>/,
    '<div>no main</div>',
  );
  assert.notEqual(body, served);
  await box.getByRole('button', { name: 'Retry' }).click();
  await page.waitForFunction(() =>
    /main content/.test(document.querySelector('#__docgen_page .load-error')?.textContent ?? ''),
  );
  // Not a page of the site at all: no page region.
  body = '<!doctype html><title>x</title><p>not a page</p>';
  await page.locator('#__docgen_page .load-error').getByRole('button', { name: 'Retry' }).click();
  await page.waitForFunction(() =>
    /#__docgen_page/.test(document.querySelector('#__docgen_page .load-error')?.textContent ?? ''),
  );
});

test('when the server redirects a page, the address shows where the content came from', async () => {
  const page = await sharedPage();
  await page.route(`${site.url}/moved-page`, (route) =>
    route.fulfill({ status: 301, headers: { location: target } }),
  );
  await page.goto(`${site.url}/overview/getting-started`);
  await hydrated(page);
  await mark(page);
  await follow(page, '/moved-page');
  await shownAt(page, target);
  await page.locator('#__docgen_page h1').waitFor();
  assert.equal(await marked(page), true, 'still a client navigation');
  await page.goBack();
  await shownAt(page, '/overview/getting-started');
});

test('a long sidebar opens scrolled to the active page, and follows it after client navigation, without scrolling the page', async () => {
  const page = await sharedPage({ width: 1280, height: 800 });
  const inView = () =>
    page.evaluate(() => {
      const sidebar = document.querySelector('.doc-sidebar')!;
      const link = sidebar.querySelector('a.menu__link--active')!.getBoundingClientRect();
      const box = sidebar.getBoundingClientRect();
      return {
        visible: link.top >= box.top && link.bottom <= box.bottom,
        sidebarScroll: sidebar.scrollTop,
        pageScroll: window.scrollY,
      };
    });
  await page.goto(`${site.url}/api/get-the-signers-known-by-the-aggregator`);
  await hydrated(page);
  const first = await inView();
  assert.ok(first.visible && first.sidebarScroll > 0, JSON.stringify(first));
  assert.equal(first.pageScroll, 0);
  // Back to the top of the list by client navigation: the sidebar follows.
  await page
    .locator('.doc-sidebar a.menu__link', { hasText: 'Root endpoint' })
    .scrollIntoViewIfNeeded();
  await page.locator('.doc-sidebar a.menu__link', { hasText: 'Root endpoint' }).click();
  await shownAt(page, '/api/root-endpoint');
  assert.ok((await inView()).visible);
});
