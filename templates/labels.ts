// The UI labels the client shows (the islands, search, copy buttons, error boxes), in one
// place for the server render and the client; the server render's alone are in
// page-labels.ts, since the first visit's bundle carries this file whole. A site sets its
// own in site.config.ts `labels`; the client reads them from the page's island props
// (ShellProps.labels), so the bundle stays the same for every site.
export const labels = {
  searchPlaceholder: 'Search...',
  search: 'Search',
  noResults: 'No results found.',
  clear: 'Clear',
  cancel: 'Cancel',
  toggleNavbar: 'Toggle navigation bar',
  languages: 'Languages',
  versions: 'Versions',
  backToMainMenu: 'Back to main menu',
  tryAgain: 'Try again',
  retry: 'Retry',
  /** The search box when the search code could not be fetched (offline). */
  searchLoadFailed: 'The search could not be loaded. Are you offline?',
  /** The same when the server answers but did not give it (a CDN with the old pages, a failed deploy). */
  searchServerFailed:
    'The search could not be loaded from the server. Try again later, or reload the page.',
  /** The same when the site was deployed again since the page was loaded: the Reload button follows. */
  searchSiteUpdated: 'This site has been updated. Reload the page to use search.',
  /** The button that reloads the page after a new deploy (the search box, the Try it panel). */
  reload: 'Reload',
  /** The Try it panel when its code could not be fetched (offline, or the server did not give it). */
  tryItLoadFailed: 'The console could not be loaded. Check the connection, or try again later.',
  /** The same after a new deploy: the Reload button follows. */
  tryItSiteUpdated: 'This site has been updated. Reload the page to use Try it.',
  closeAnnouncement: 'Close',
  announcement: 'Announcement',
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  mainNavigation: 'Main',
  pageError: 'Page Error',
  /** The title while a page that could not be loaded shows the error box (spec: page load failure). */
  pageLoadFailure: 'Page Load Failure',
  pageCrashed: 'This page crashed.',
  copy: 'Copy',
  copied: 'Copied',
  copyPageAsMarkdown: 'Copy page as Markdown',
  copiedPageAsMarkdown: 'Page copied as Markdown',
  copyPageFailed: 'Could not copy the page',
} as const;

export type LabelKey = keyof typeof labels;
/** A site's labels: its own text or the default, by key. */
export type Labels = Record<LabelKey, string>;
/** The labels a site sets, by key. */
export type LabelOverrides = { [K in LabelKey]?: string };

/** The defaults with a site's own labels over them. */
export const withLabels = (overrides?: LabelOverrides): Labels => ({ ...labels, ...overrides });
