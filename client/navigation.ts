// Client navigation between the static pages. Internal links load the next page's
// HTML (usually prefetched already), and only the page region (#__docgen_page),
// head metadata and island props are swapped; the hydrated islands stay mounted.
// Articles are never React: the page region is plain server HTML.
import type { ShellProps } from '../templates/shell-props.js';
import { expandAncestors } from './collapsible.js';
import { fragmentTarget, openAncestors, revealFragment } from './reveal-target.js';
import { routeUpdatedEvent, type RouteUpdatedDetail } from './events.js';
import { clearLoadError, showLoadError } from './load-error.js';
import { forgetPage, loadPage, type LoadedPage } from './page-loader.js';
import { PagePayloadError } from './page-errors.js';
import { ProgressBar } from './progress-bar.js';
import { pageUrl } from './routes.js';
import { withBase } from '../src/shared/base-url.js';
import { parseShellProps, setShellProps } from './shell-props.js';
import { entryScript } from './stale-build.js';

/** Changes taking longer than this show the progress bar and spinner (spec: 200 ms). */
const progressDelay = 200;

interface HistoryState {
  key?: string;
  scroll?: number;
}

interface NavigationOptions {
  baseUrl: string;
  /** Runs after the initial page and after each swap, with the page region. */
  onPageShown: (host: HTMLElement, url: URL) => void;
  announce: (message: string) => void;
}

const progress = new ProgressBar();
let options: NavigationOptions;
/** The path whose content the page region shows. */
let shownPath = location.pathname;
let currentKey = '';
let token = 0;
const scrolls = new Map<string, number>();

const newKey = () => Math.random().toString(36).slice(2, 10);
const state = (): HistoryState =>
  history.state && typeof history.state === 'object' ? (history.state as HistoryState) : {};

function pageHost(): HTMLElement {
  const host = document.getElementById('__docgen_page');
  if (!host) throw new PagePayloadError('This page has no #__docgen_page element.');
  return host;
}

/** Remembers where the reader was on the current entry (memory for this session, history state across reloads). */
function saveScroll(): void {
  scrolls.set(currentKey, window.scrollY);
  history.replaceState({ ...state(), key: currentKey, scroll: window.scrollY }, '');
}

function scrollToHash(hash: string): boolean {
  const target = fragmentTarget(hash);
  if (!target) return false;
  openAncestors(target);
  target.scrollIntoView();
  return true;
}

function showSpinner(host: HTMLElement): void {
  if (host.querySelector(':scope > .page-loading')) return;
  const spinner = document.createElement('div');
  spinner.className = 'page-loading';
  spinner.setAttribute('role', 'status');
  spinner.setAttribute('aria-label', 'Loading');
  // Self-contained (SVG animation, inline position) so it shows whatever the stylesheet does.
  spinner.style.cssText =
    'position:fixed;top:45%;left:50%;z-index:100;transform:translate(-50%,-50%);color:var(--color-primary,#0168fa)';
  spinner.innerHTML =
    '<svg class="spinner" width="40" height="40" viewBox="0 0 50 50" aria-hidden="true"><circle cx="25" cy="25" r="20" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round" stroke-dasharray="90 150"><animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.8s" repeatCount="indefinite"/></circle></svg>';
  host.prepend(spinner);
}

function hideSpinner(): void {
  document.querySelectorAll('#__docgen_page > .page-loading').forEach((s) => s.remove());
}

/**
 * The head tags the server writes for each page: its description, link preview (og:,
 * twitter:), keywords, robots, canonical and alternates (hreflang, the markdown copy).
 */
const pageHeadTags = 'meta[name],meta[property],link[rel="canonical"],link[rel="alternate"]';

/** Gives the head the next page's title and page tags: those that differ are replaced. */
function syncHead(next: Document): void {
  document.title = next.title;
  const incoming = [...next.head.querySelectorAll(pageHeadTags)];
  const wanted = new Set(incoming.map((tag) => tag.outerHTML));
  const kept = new Set<string>();
  for (const tag of document.head.querySelectorAll(pageHeadTags))
    if (wanted.has(tag.outerHTML)) kept.add(tag.outerHTML);
    else tag.remove();
  for (const tag of incoming)
    if (!kept.has(tag.outerHTML)) document.head.append(document.importNode(tag, true));
  for (const name of ['data-page-type', 'lang', 'dir']) {
    const value = next.documentElement.getAttribute(name);
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
}

const sidebarSignature = (aside: Element) =>
  `${aside.getAttribute('data-sidebar')}|${Array.from(aside.querySelectorAll('a[href]'), (a) => a.getAttribute('href')).join(' ')}`;

/**
 * Swaps the page region. When both pages show the same sidebar, the current one
 * stays (its scroll position and the categories the reader opened or closed) and
 * only its active link moves; the new active link's categories open.
 */
function swapPage(host: HTMLElement, next: HTMLElement): void {
  const oldSidebar = host.querySelector<HTMLElement>('.doc-sidebar');
  const scrollTop = oldSidebar?.querySelector('.sidebar')?.scrollTop ?? oldSidebar?.scrollTop ?? 0;
  const newSidebar = next.querySelector('.doc-sidebar');
  const keep =
    oldSidebar && newSidebar && sidebarSignature(oldSidebar) === sidebarSignature(newSidebar);
  const activeHref = newSidebar?.querySelector('a.menu__link--active')?.getAttribute('href');
  host.innerHTML = next.innerHTML;
  if (!keep || !oldSidebar) return;
  host.querySelector('.doc-sidebar')?.replaceWith(oldSidebar);
  for (const link of oldSidebar.querySelectorAll('a.menu__link--active')) {
    link.classList.remove('menu__link--active');
    link.removeAttribute('aria-current');
  }
  const active = activeHref
    ? Array.from(oldSidebar.querySelectorAll('a.menu__link')).find(
        (a) => a.getAttribute('href') === activeHref,
      )
    : undefined;
  if (active) {
    active.classList.add('menu__link--active');
    active.setAttribute('aria-current', 'page');
    expandAncestors(active);
  }
  // Re-inserting resets scroll offsets.
  const scroller = oldSidebar.querySelector('.sidebar') ?? oldSidebar;
  scroller.scrollTop = scrollTop;
}

/**
 * Focuses `el` and says whether it took focus. One that cannot (a heading, a row, an <a>
 * without href, which still reports tabIndex 0) becomes focusable from script only, not a Tab stop.
 */
function focusOn(el: HTMLElement | null): boolean {
  if (!el) return false;
  el.focus({ preventScroll: true });
  if (document.activeElement !== el && !el.hasAttribute('tabindex')) {
    el.tabIndex = -1;
    el.focus({ preventScroll: true });
  }
  return document.activeElement === el;
}

/**
 * Focuses the element the fragment names, else the page's heading: the next Tab then
 * goes on from where the reader landed. A restored scroll position is not where the
 * fragment is: the heading then.
 */
function focusLanding(host: HTMLElement, hash: string, restored: boolean): void {
  let target = restored ? null : fragmentTarget(hash);
  // An empty alias in a heading (an old id kept for links) stands for the heading.
  if (target && !target.textContent?.trim())
    target = target.closest<HTMLElement>('h1,h2,h3,h4,h5,h6') ?? target;
  if (!focusOn(target))
    focusOn(host.querySelector<HTMLElement>('main h1') ?? host.querySelector<HTMLElement>('main'));
}

function routeUpdated(url: URL): void {
  window.dispatchEvent(
    new CustomEvent<RouteUpdatedDetail>(routeUpdatedEvent, {
      detail: { pathname: url.pathname, hash: url.hash },
    }),
  );
}

/** True when the fetched page was built with other client assets (a new deploy): only a full load is safe. */
function staleAssets(next: Document): boolean {
  const current = entryScript(document);
  const incoming = entryScript(next);
  return Boolean(current && incoming && current !== incoming);
}

type Mode = 'push' | 'pop' | 'retry';

async function navigate(url: URL, mode: Mode, restoreScroll?: number): Promise<void> {
  const mine = ++token;
  const requestedPath = url.pathname;
  if (mode === 'push') {
    saveScroll();
    currentKey = newKey();
    history.pushState({ key: currentKey } satisfies HistoryState, '', url.href);
  }
  const host = pageHost();
  if (mode === 'retry') showSpinner(host);
  const slow = setTimeout(() => {
    if (mine !== token) return;
    progress.start();
    showSpinner(host);
  }, progressDelay);
  try {
    // A failure (no answer, or an error status) shows the error box with Retry: a full
    // load of an address the browser cannot reach would replace the site with the
    // browser's own error page. Full loads are kept for what the client cannot show:
    // a redirect stub, or a page built with other client assets (below).
    const loaded: LoadedPage = await loadPage(requestedPath);
    if (mine !== token) return;
    const next = new DOMParser().parseFromString(loaded.html, 'text/html');
    if (
      next.querySelector('meta[http-equiv="refresh" i]') &&
      !next.getElementById('__docgen_page')
    ) {
      // A moved page's redirect stub: the browser follows it.
      location.reload();
      return;
    }
    const region = next.getElementById('__docgen_page');
    if (!region)
      throw new PagePayloadError(
        `The page ${url.pathname} cannot be shown: its HTML has no #__docgen_page element.`,
      );
    if (!region.querySelector('#__docgen_main'))
      throw new PagePayloadError(
        `The page ${url.pathname} cannot be shown: it has no main content (#__docgen_main).`,
      );
    const props: ShellProps = parseShellProps(next, url.pathname);
    if (staleAssets(next)) {
      location.reload();
      return;
    }
    if (loaded.path !== requestedPath) {
      // The server redirected: show the address the content belongs to (relative links resolve against it).
      url = new URL(url.href);
      url.pathname = loaded.path;
      history.replaceState(history.state, '', url.href);
    }
    clearLoadError();
    syncHead(next);
    swapPage(host, region);
    const propsElement = document.getElementById('__docgen_props');
    if (propsElement) propsElement.textContent = next.getElementById('__docgen_props')!.textContent;
    shownPath = url.pathname;
    setShellProps(props);
    if (restoreScroll !== undefined) window.scrollTo(0, restoreScroll);
    else if (!scrollToHash(url.hash)) window.scrollTo(0, 0);
    options.onPageShown(host, url);
    routeUpdated(url);
    focusLanding(host, url.hash, restoreScroll !== undefined);
    options.announce(document.title);
  } catch (error) {
    if (mine !== token) return;
    console.error('[docgen] The page could not be shown.', error);
    forgetPage(requestedPath);
    shownPath = url.pathname;
    showLoadError(
      host,
      error instanceof Error ? error.message : String(error),
      () => void navigate(url, 'retry'),
    );
  } finally {
    clearTimeout(slow);
    if (mine === token) {
      hideSpinner();
      progress.done();
    }
  }
}

function onClick(event: MouseEvent): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  if (
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download') ||
    link.getAttribute('rel')?.includes('external')
  )
    return;
  const url = pageUrl(link.href, options.baseUrl, location.href);
  if (!url) return;
  if (link.pathname === location.pathname && link.search === location.search && link.hash) {
    // A fragment of this page: the browser scrolls and adds the history entry.
    saveScroll();
    return;
  }
  event.preventDefault();
  void navigate(url, 'push');
}

function onPopState(event: PopStateEvent): void {
  scrolls.set(currentKey, window.scrollY);
  const entry = (event.state && typeof event.state === 'object' ? event.state : {}) as HistoryState;
  currentKey = entry.key ?? newKey();
  if (!entry.key) history.replaceState({ ...entry, key: currentKey }, '');
  const saved = scrolls.get(currentKey) ?? entry.scroll;
  if (location.pathname === shownPath) {
    // Only the fragment changed.
    if (saved !== undefined) window.scrollTo(0, saved);
    else scrollToHash(location.hash);
    return;
  }
  void navigate(new URL(location.href), 'pop', saved);
}

/** Follows a URL as a link click would (search results use it). */
export function navigateTo(href: string): void {
  const url = pageUrl(href, options.baseUrl, location.href);
  if (url) void navigate(url, 'push');
  else location.assign(href);
}

export function setupNavigation(opts: NavigationOptions, props: ShellProps): void {
  options = opts;
  const initial = state();
  currentKey = initial.key ?? newKey();
  // Normalise /page.html and /page/index.html to the clean route.
  let address = location.href;
  if (location.pathname.endsWith('.html') && props.route !== '/404.html') {
    const clean = new URL(location.href);
    clean.pathname = withBase(props.baseUrl, props.route);
    address = clean.href;
  }
  history.replaceState({ ...initial, key: currentKey }, '', address);
  shownPath = location.pathname;
  // The page region is swapped asynchronously: the browser must not restore scroll on its own.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const navigationType = (
    performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  )?.type;
  if (
    initial.scroll !== undefined &&
    (navigationType === 'reload' || navigationType === 'back_forward')
  )
    window.scrollTo(0, initial.scroll);
  // Browsers that do not open <details> around a fragment's target on load.
  else revealFragment(location.hash);
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('hashchange', () => {
    // A same-page link to a field in a closed level: open it, then scroll (the browser could not).
    revealFragment(location.hash);
    if (!state().key) {
      currentKey = newKey();
      history.replaceState({ ...state(), key: currentKey }, '');
    }
    routeUpdated(new URL(location.href));
  });
  // Keep the position for a reload or a return from another site.
  window.addEventListener('pagehide', saveScroll);
  opts.onPageShown(pageHost(), new URL(location.href));
}
