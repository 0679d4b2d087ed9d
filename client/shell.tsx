// Starts the client: hydrates the islands (navbar, announcement bar), each inside
// an error boundary and the shared providers, and wires the static page HTML
// (tabs, copy buttons, sidebar categories) with event delegation.
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ShellProps } from '../templates/shell-props.js';
import { AnnouncementIsland } from './announcement.js';
import { announce } from './announcer.js';
import { initColorMode } from './color-mode.js';
import { setupCollapsibles } from './collapsible.js';
import { setupCopyButtons } from './copy-code.js';
import { setupSchemaExpand } from './schema-expand.js';
import { watchScrollStops } from './scroll-stops.js';
import { setupCopyPageButtons } from './copy-page.js';
import { IslandErrorBoundary } from './error-boundary.js';
import { NavbarIsland } from './navbar-island.js';
import { setupNavigation } from './navigation.js';
import { prefetchPage } from './page-loader.js';
import { setupPrefetch } from './prefetch.js';
import { ColorModeProvider, ShellPropsProvider } from './providers.js';
import { pageUrl } from './routes.js';
import { getShellProps, reloadShellProps } from './shell-props.js';
import { highlightSearchTerms } from './search-launcher.js';
import { restoreTabs, setupTabs } from './tabs.js';
import { setupTocHighlight } from './toc-highlight.js';
import { setupMermaid } from './mermaid.js';
import { revealActiveSidebarLink } from './sidebar-reveal.js';
import { followServerChoice, setupTryIt } from './try-it-launcher.js';

function Island({ children }: { children: ReactNode }): ReactElement {
  return (
    <IslandErrorBoundary onReset={reloadShellProps}>
      <ShellPropsProvider>
        <ColorModeProvider>{children}</ColorModeProvider>
      </ShellPropsProvider>
    </IslandErrorBoundary>
  );
}

function hydrateIsland(id: string, island: ReactElement): void {
  const container = document.getElementById(id);
  if (!container) return;
  hydrateRoot(container, <Island>{island}</Island>, {
    onRecoverableError: (error) =>
      console.warn(`[docgen] #${id} did not hydrate cleanly and was rendered again.`, error),
  });
}

/** 'Skip to main content' focuses the main region without changing the address. */
function setupSkipLink(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a.skip-to-content');
    const main = document.getElementById('__docgen_main');
    if (!link || !main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
  });
}

export function startShell(): void {
  let props: ShellProps | undefined;
  try {
    props = getShellProps();
  } catch (error) {
    // The islands' error boundaries show this; the static page still works.
    console.error('[docgen]', error);
  }
  initColorMode(props?.colorMode ?? { defaultMode: 'light', respectPrefersColorScheme: false });
  hydrateIsland('__docgen_announcement', <AnnouncementIsland />);
  hydrateIsland('__docgen_navbar', <NavbarIsland />);
  setupCollapsibles();
  setupTabs();
  setupCopyButtons(announce);
  setupSchemaExpand();
  setupCopyPageButtons(announce);
  setupSkipLink();
  setupTocHighlight();
  setupMermaid();
  revealActiveSidebarLink();
  if (!props) return;
  const baseUrl = props.baseUrl;
  setupTryIt(baseUrl);
  const prefetcher = setupPrefetch(
    (link) => pageUrl(link.href, baseUrl, location.href)?.pathname ?? null,
    prefetchPage,
  );
  setupNavigation(
    {
      baseUrl,
      announce,
      onPageShown(host, url) {
        restoreTabs(host);
        watchScrollStops();
        prefetcher.pageShown();
        highlightSearchTerms(host, url);
        revealActiveSidebarLink();
        followServerChoice(host);
      },
    },
    props,
  );
}
