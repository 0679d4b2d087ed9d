// Opens the search overlay (client/search/, its own chunk: the engine and index
// load only when search opens). The navbar button, Ctrl+K / Cmd+K and '/' open it.
// Until that chunk has loaded, a plain box (search-pending.ts) holds the focus and
// what the reader types.
import { useEffect } from 'react';
import type { ShellProps } from '../templates/shell-props.js';
import { searchStatusEvent, type SearchStatus } from './events.js';
import { navigateTo } from './navigation.js';
import { showPendingSearch, type PendingSearch } from './search-pending.js';
import { loadFailure } from './stale-build.js';
import { readStorage } from './storage.js';

/** Loading the overlay longer than this shows the stalled indicator (spec: 300 ms). */
const stallThresholdMs = 300;

let overlay: Promise<typeof import('./search/index.js')> | undefined;
/** The box shown while the overlay's chunk loads; undefined once closed or replaced. */
let pending: PendingSearch | undefined;

function reportStatus(status: SearchStatus): void {
  window.dispatchEvent(new CustomEvent<SearchStatus>(searchStatusEvent, { detail: status }));
}

export function openSearchOverlay(props: ShellProps): void {
  if (pending) return;
  if (!overlay)
    pending = showPendingSearch(() => {
      pending = undefined;
    });
  loadOverlay(props);
}

/** Fetches the overlay's chunk (again, after a failure) and hands it the waiting box. */
function loadOverlay(props: ShellProps): void {
  const first = !overlay;
  overlay ??= import('./search/index.js');
  let stall: ReturnType<typeof setTimeout> | undefined;
  if (first) {
    reportStatus('loading');
    stall = setTimeout(() => reportStatus('stalled'), stallThresholdMs);
  }
  overlay.then(
    (search) => {
      clearTimeout(stall);
      if (first) reportStatus('idle');
      const typedInto = pending;
      pending = undefined;
      // Closed (Escape, a click beside it) before the overlay arrived.
      if (first && !typedInto) return;
      const { pluginId, name } = props.docsVersion;
      search.openSearch({
        typed: typedInto?.text(),
        opener: typedInto?.opener,
        baseUrl: props.baseUrl,
        tags: props.searchTags,
        limit: props.maxSearchResults,
        navigate: navigateTo,
        version: {
          pluginId,
          // A page with a sidebar belongs to the docs version; other pages have none.
          activeVersion: props.hasSidebar ? name : undefined,
          latestVersion: name,
          preferredVersion: readStorage(`docs-preferred-version-${pluginId}`),
        },
        onStatus: reportStatus,
      });
      typedInto?.remove(false);
    },
    (error: unknown) => {
      clearTimeout(stall);
      // Forgotten, so that trying again fetches it again (the browser keeps no failed import).
      overlay = undefined;
      reportStatus('idle');
      // The box stays, saying why; trying again (or closing it and opening search again) refetches.
      console.error('[docgen] The search could not be loaded.', error);
      const box = pending;
      // The box stays, saying why; not a box opened since (closed and opened again while
      // this was asked): that one has its own answer.
      void loadFailure().then(
        (failure) => box === pending && box?.fail(failure, () => loadOverlay(props)),
      );
    },
  );
}

function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
}

/** Ctrl+K / Cmd+K anywhere, '/' when not typing in a field. */
export function useSearchShortcuts(props: ShellProps): void {
  useEffect(() => {
    if (!props.items.some((item) => item.kind === 'search')) return;
    const onKey = (event: KeyboardEvent) => {
      const modK =
        (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !typingIn(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      openSearchOverlay(props);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [props]);
}

/**
 * A search result opened this page with `?_highlight=` terms: mark them. The
 * marking code is its own small chunk, fetched only for such visits.
 */
export function highlightSearchTerms(host: HTMLElement, url: URL): void {
  if (!url.searchParams.has('_highlight')) return;
  Promise.all([import('./search/highlight-page.js'), import('./search/highlight-param.js')]).then(
    ([page, param]) => page.highlightPage(host, param.highlightTerms(url)),
    // A deploy removed the chunk, or the network failed: the page is readable unmarked.
    (error: unknown) => console.warn('[docgen] The search terms could not be highlighted.', error),
  );
}
