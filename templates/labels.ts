// The product's UI labels, in one place for the server render and the client.
export const labels = {
  searchPlaceholder: 'Search...',
  search: 'Search',
  noResults: 'No results found.',
  clear: 'Clear',
  cancel: 'Cancel',
  submit: 'Submit',
  select: 'Select',
  skipToContent: 'Skip to main content',
  toggleNavbar: 'Toggle navigation bar',
  languages: 'Languages',
  versions: 'Versions',
  backToMainMenu: 'Back to main menu',
  tryAgain: 'Try again',
  retry: 'Retry',
  /** The search box when the search code could not be fetched (offline, a failed deploy). */
  searchLoadFailed: 'The search could not be loaded. Are you offline?',
  closeAnnouncement: 'Close',
  announcement: 'Announcement',
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  onThisPage: 'On this page',
  breadcrumbs: 'Breadcrumbs',
  docsSidebar: 'Docs sidebar',
  mainNavigation: 'Main',
  previous: 'Previous',
  next: 'Next',
  pageNotFound: 'Page Not Found',
  pageError: 'Page Error',
  /** The title while a page that could not be loaded shows the error box (spec: page load failure). */
  pageLoadFailure: 'Page Load Failure',
  pageCrashed: 'This page crashed.',
  copy: 'Copy',
  copied: 'Copied',
  editThisPage: 'Edit this page',
  lastUpdated: 'Last updated',
  copyPageAsMarkdown: 'Copy page as Markdown',
  copiedPageAsMarkdown: 'Page copied as Markdown',
  copyPageFailed: 'Could not copy the page',
  home: 'Home',
  /** A sidebar link standing for the pages a long level leaves out (src/site/sidebar.ts). */
  morePages: (count: number) =>
    `… ${count.toLocaleString('en-US')} more page${count === 1 ? '' : 's'}`,
  /**
   * That link's accessible name: its text does not say where it leads, and a screen reader
   * may read the link out of the list (WCAG 2.4.4). It starts with the visible text, so that
   * speech input finds the link by what it shows.
   */
  morePagesName: (count: number, first: string, last: string, target: string) =>
    count === 1
      ? `1 more page: go to ${target}`
      : `${count.toLocaleString('en-US')} more pages, from ${first} to ${last}: go to ${target}`,
} as const;
