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
  /** What a screen reader hears of the results; `{count}` is their number. */
  searchOneResult: '1 result',
  searchResults: '{count} results',
  /**
   * Read after a deprecated operation's name in a search result and in the sidebar, where it
   * shows struck through (the sidebar is server-rendered: it reads this label too).
   */
  deprecatedNote: ' (deprecated)',
  /** The empty list when an index file could not be fetched (offline). */
  searchIndexUnreachable: 'No results: the search index could not be loaded. Are you offline?',
  /** An API page's "Try it" button, and the title of the console it opens. */
  tryIt: 'Try it',
  /** The console's sections. */
  tryItServer: 'Server',
  tryItAuthentication: 'Authentication',
  tryItParameters: 'Parameters',
  tryItBody: 'Body',
  /** After the name of a field that must be filled in. */
  tryItRequired: '(required)',
  tryItRemember: 'Remember on this device',
  /** Under the credentials; the second when the site sends requests through its proxy. */
  tryItCredentialsNote:
    'Sent only with your requests, to the selected server. Kept in this page unless you choose to remember it.',
  tryItCredentialsNoteProxy:
    'Sent only with your requests, to the selected server through the proxy named above. Kept in this page unless you choose to remember it.',
  /** The console's send button; `{method}` is the operation's (POST). */
  tryItSend: 'Send {method}',
} as const;

export type ChunkLabelKey = keyof typeof chunkLabels;
/** The chunks' labels: the site's own text or the default, by key. */
export type ChunkLabels = Record<ChunkLabelKey, string>;
/** The chunks' labels a site sets, by key. */
export type ChunkLabelOverrides = { [K in ChunkLabelKey]?: string };
