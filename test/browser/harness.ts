// Shared set-up for browser tests: serves the real site (the run's shared build,
// see test/fixtures/shared-sites.ts) on 127.0.0.1 and drives Debian's Chromium
// through playwright-core.
// Never a downloaded browser: executablePath is the system binary.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedSite } from '../fixtures/shared-sites.js';
import { createStaticHandler, directorySource } from '../../src/http/static-handler.js';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotDir = path.join(projectRoot, 'test-results', 'screenshots');

const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export interface SiteServer {
  url: string;
  dir: string;
  server: Server;
  /** Lets a test change a response (delay or fail it) on the server side. */
  intercept?: (pathname: string) => Promise<void> | void;
  close(): Promise<void>;
}

let sitePromise: Promise<SiteServer> | undefined;

/** Serves the real site's shared build (built once per run). */
export function getSite(): Promise<SiteServer> {
  sitePromise ??= (async () => {
    const dir = await sharedSite('portal');
    const handler = createStaticHandler(directorySource(dir));
    const site: SiteServer = {
      url: '',
      dir,
      server: createServer(async (req, res) => {
        await site.intercept?.(new URL(req.url ?? '/', 'http://x').pathname);
        void handler(req, res);
      }),
      close: () => new Promise((resolve) => site.server.close(() => resolve())),
    };
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
    const address = site.server.address();
    site.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return site;
  })();
  return sitePromise;
}

let browserPromise: Promise<Browser> | undefined;

export function getBrowser(): Promise<Browser> {
  if (!chromiumPath)
    throw new Error(
      "Chromium not found: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
  browserPromise ??= chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      // Offline: every host but the test server's fails to resolve (IP addresses too).
      // Blocking here, not with a route in each context, keeps requests out of
      // Playwright's interception, which cost a third more CPU per page load.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  return browserPromise;
}

/** A fresh context (own local storage) and page. External requests fail (see getBrowser): tests run offline. */
export async function newPage(
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await getBrowser();
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  // A test's route handler may still be at work when the test closes the context (a
  // prefetch it intercepts, between route.fetch() and response.text()): its error
  // would then surface after the test ended, as a failure of the file. Closing first
  // removes the routes and drops what such handlers throw from then on.
  const close = context.close.bind(context);
  context.close = async (options) => {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await close(options);
  };
  const page = await context.newPage();
  return { context, page };
}

/** The events a test may listen to on a shared page; the next test's reset removes its listeners. */
const pageEvents = [
  'console',
  'pageerror',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'dialog',
  'popup',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

let sharedPagePromise: Promise<Page> | undefined;

/**
 * A page on the test site for a test that needs nothing else: the browser process's
 * one shared page, reset as if new. Chromium spends more CPU starting a page (its
 * renderer, and compiling the client afresh) than many tests spend on their own
 * work, and the browser jobs are short of CPU (BENCHMARKS.md). The reset removes the
 * last test's routes and listeners, closes its other pages, clears the site's storage
 * and cookies, and sets the viewport and colour scheme from `options` (reduced motion
 * and print media off); the pointer is moved out of the page. The page's HTTP cache stays warm, so a test that watches
 * what is requested, or needs context routes, permissions, init scripts, a clock,
 * touch or another server, takes its own page from `newPage()`. Do not close it.
 */
export async function sharedPage(
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const site = await getSite();
  sharedPagePromise ??= newPage().then(({ page }) => page);
  let page = await sharedPagePromise;
  try {
    await resetPage(page, site.url, options);
  } catch {
    // A test that failed can leave the page stuck (a dialog, a hung script): start over.
    await page.context().close();
    sharedPagePromise = newPage().then(({ page }) => page);
    page = await sharedPagePromise;
    await resetPage(page, site.url, options);
  }
  return page;
}

async function resetPage(
  page: Page,
  origin: string,
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' },
): Promise<void> {
  if (page.isClosed()) throw new Error('the shared page was closed');
  for (const other of page.context().pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const event of pageEvents) page.removeAllListeners(event);
  await page.setExtraHTTPHeaders({});
  // A plain file of the site's own origin, so that its storage can be cleared from the page.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  // The pointer leaves the viewport: where the last test left it, it would hover
  // whatever the next page puts there.
  await page.mouse.move(-1, -1);
  await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 });
  await page.emulateMedia({
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'no-preference',
    forcedColors: 'none',
    media: 'screen',
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

let held = false;

/**
 * Keeps the browser and the site server open across the test files of one process
 * until `releaseHeld`: scripts/run-tests.mjs runs several browser test files in one
 * process, and starting Chromium again for each would cost more than most files'
 * tests. Each test still gets a fresh page (newPage) or the shared one reset (sharedPage),
 * so no state crosses tests or files.
 */
export function holdOpen(): void {
  held = true;
}

/** Ends `holdOpen` and closes what is open. */
export async function releaseHeld(): Promise<void> {
  held = false;
  await shutdown();
}

/** Closes the browser and server; call from `after()`. Held open (holdOpen), it leaves them for the next file. */
export async function shutdown(): Promise<void> {
  if (held) return;
  if (browserPromise) await (await browserPromise).close();
  if (sitePromise) await (await sitePromise).close();
  sharedPagePromise = undefined;
  browserPromise = undefined;
  sitePromise = undefined;
}

/**
 * Holds every request matching `url` (on a page or a whole context) until the returned
 * function is called: what a test needs to see a state that lasts while something loads.
 */
export async function holdRequests(
  target: Pick<Page, 'route'> | Pick<BrowserContext, 'route'>,
  url: string | RegExp,
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await target.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
/**
 * Waits on the page instead of the clock: two animation frames (scroll, resize and
 * effect handlers have run and started their transitions), then every finite
 * animation's end. Use it where a test would otherwise sleep "long enough".
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A transition that is replaced (the navbar shown again while hiding) is cancelled:
    // its `finished` rejects, and its replacement is waited for in the next round.
    for (;;) {
      const running = document
        .getAnimations()
        // Scroll-driven animations (the code blocks' edge fades) follow scrolling, not
        // time: they finish only at the end of their scroller, so they are not waited for.
        .filter(
          (a) =>
            (a.timeline === null || a.timeline instanceof DocumentTimeline) &&
            a.effect?.getTiming().iterations !== Infinity &&
            a.playState !== 'finished' &&
            a.playState !== 'idle',
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((a) => a.finished));
    }
  });
}

/**
 * Waits until the page at `path` is shown. A client navigation changes the address
 * when it starts, before the page has loaded, so the address alone says nothing:
 * the canonical link, which the swap replaces in the same task as the page region,
 * must name the path too, and no loading spinner may be left.
 */
export function shownAt(page: Page, path: string): Promise<unknown> {
  return page.waitForFunction((p) => {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const shown = canonical
      ? new URL(canonical.href).pathname.replace(/\/index\.html$|\.html$/, '') || '/'
      : p;
    return (
      location.pathname === p &&
      shown === p &&
      document.querySelector('#__docgen_page .page-loading') === null
    );
  }, path);
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/**
 * axe-core's serious and critical violations (colour contrast included) on the page as
 * it is now, one line each, and every landmark violation: axe rates two unnamed
 * <aside>s only moderate, yet a screen reader's landmark list cannot tell them apart.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ path: path.join(projectRoot, 'node_modules/axe-core/axe.min.js') });
  const result = (await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }
    ).axe.run(document, { resultTypes: ['violations'] }),
  )) as AxeResult;
  return result.violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.id.startsWith('landmark-'),
    )
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(' '))
        .join(', ');
      return `${label} [${v.impact}] ${v.id}: ${v.help} — ${nodes}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ''}`;
    });
}
