// Labels of the chunks loaded on first use alone (the search overlay, the Try it console):
// out of labels.ts, which the first visit's bundle carries whole. A site sets them in
// site.config.ts `labels`; the page's island props (ShellProps.labels) carry those it sets.
export const chunkLabels = {
  /** The search overlay's footer: `{keys}` and `{key}` are the keys, shown as keys. */
  searchKeysNavigate: '{keys} to navigate',
  searchKeyOpen: '{key} to open',
  searchKeyClose: '{key} to close',
  /** The keys those name, as the keyboard shows them (German keyboards: Eingabe). */
  searchKeyEnter: 'Enter',
  searchKeyEscape: 'Esc',
  /** The search overlay while its index loads: the list's text, and the spinner's name. */
  searchLoading: 'Loading…',
  searchLoadingIcon: 'Loading',
  /** A query that found nothing but is near one that would: `{query}` is that one, a button. */
  searchDidYouMean: 'Did you mean {query}?',
  /** The list of results, as screen readers name it. */
  searchResultsName: 'Search results',
  /** What a screen reader hears of the results; `{count}` is the number of pages listed. */
  searchOneResult: '1 result',
  searchResults: '{count} results',
  /**
   * Read after a deprecated operation's name in a search result and in the sidebar, where it
   * shows struck through (the sidebar is server-rendered: it reads this label too).
   */
  deprecatedNote: ' (deprecated)',
  /** The empty list when an index file could not be fetched (offline). */
  searchIndexUnreachable: 'No results: the search index could not be loaded. Are you offline?',
  /** The empty list when the server answered for the index files with something else (a 404, an HTML page). */
  searchIndexUndelivered: 'No results: the search index could not be loaded.',
  /** Under the results when some of the site's index files could not be loaded, the others searched. */
  searchIndexPartial:
    'Part of the site could not be searched: its search index could not be loaded.',
} as const;

export type ChunkLabelKey = keyof typeof chunkLabels;
/** The chunks' labels: the site's own text or the default, by key. */
export type ChunkLabels = Record<ChunkLabelKey, string>;
/** The chunks' labels a site sets, by key. */
export type ChunkLabelOverrides = { [K in ChunkLabelKey]?: string };
