// The search chunk: loaded with import() the first time search opens, never with
// the page. Renders the overlay into its own React root and loads the index files
// of the chosen tags (each fetched once, shared by every open).
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { LoadedIndex } from '../../src/shared/search-engine.js';
import { loadTagIndex } from './index-loader.js';
import { SearchOverlay, type OverlayStatus } from './SearchOverlay.js';
import { chooseSearchTags, type DocsVersionContext } from './search-tags.js';

interface OpenSearchOptions {
  baseUrl: string;
  /** Every index tag of the site ('default', 'docs-{pluginId}-{version}', ...). */
  tags: string[];
  /** How many results to list (search.maxSearchResults; default 8). */
  limit?: number;
  /** Follows a link the way the client router does. */
  navigate: (href: string) => void;
  /** Picks the docs version whose index is searched; without it the first docs tag is used. */
  version?: DocsVersionContext;
  /** Told when searching waits for the index ('loading', then 'stalled' after 300 ms) and when it no longer does. */
  onStatus?: (status: OverlayStatus) => void;
  /** What the reader typed into the box shown while this chunk loaded: the first query. */
  typed?: string;
  /** Who had focus before that box took it: focus returns there on closing. */
  opener?: HTMLElement | null;
}

let root: Root | undefined;
let current:
  | {
      options: OpenSearchOptions;
      indexes: Promise<LoadedIndex[]>;
    }
  | undefined;
let returnFocus: HTMLElement | null = null;

function reportStatus(status: OverlayStatus): void {
  current?.options.onStatus?.(status);
}

function close(): void {
  render(false);
  const inDialog = document.activeElement;
  returnFocus?.focus?.();
  // When the page itself had focus at opening (body cannot take it back), focus must
  // still leave the closed dialog now: left in its hidden input, the next '/' would be
  // typed there instead of opening search.
  if (
    inDialog instanceof HTMLElement &&
    inDialog === document.activeElement &&
    inDialog.closest('#__docgen_search')
  )
    inDialog.blur();
  returnFocus = null;
}

function navigate(href: string): void {
  current?.options.navigate(href);
}

function render(open: boolean, typed?: string): void {
  if (!current) return;
  if (!root) {
    const container = document.createElement('div');
    container.id = '__docgen_search';
    document.body.append(container);
    root = createRoot(container);
  }
  root.render(
    <SearchOverlay
      open={open}
      indexes={current.indexes}
      limit={current.options.limit}
      baseUrl={current.options.baseUrl}
      onClose={close}
      onNavigate={navigate}
      onStatus={reportStatus}
      initialQuery={typed}
    />,
  );
}

/** Opens the overlay (again); the query typed last time is kept and selected. */
export function openSearch(options: OpenSearchOptions): void {
  const tags = chooseSearchTags(
    options.tags,
    options.version ?? { pluginId: 'default', latestVersion: '' },
  );
  // Asked for at each opening: the server may hold another build's index by now (index-loader.ts).
  const indexes = Promise.all(tags.map((tag) => loadTagIndex(options.baseUrl, tag)));
  current = { options, indexes };
  if (!document.getElementById('__docgen_search')?.querySelector('.search-overlay:not([hidden])')) {
    returnFocus =
      options.opener !== undefined
        ? options.opener
        : document.activeElement instanceof HTMLElement
          ? document.activeElement
          : null;
  }
  // At once, in this task: a key pressed before the input has focus would be lost
  // (the box shown while loading hands over its text and focus here).
  flushSync(() => render(true, options.typed));
}
