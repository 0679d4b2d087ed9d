// The navbar island: the server-rendered Navbar template plus the browser's state
// (colour mode, dropdowns, mobile panel, hide on scroll, search).
import { useEffect, useState, type ReactElement } from 'react';
import { Navbar } from '../templates/Navbar.js';
import { useDropdownLinks, useDropdowns } from './dropdowns.js';
import { searchStatusEvent, type SearchStatus } from './events.js';
import { useHideOnScroll } from './hide-on-scroll.js';
import { useMobilePanel } from './mobile-panel.js';
import { useColorMode, useShellProps } from './providers.js';
import { openSearchOverlay, useSearchShortcuts } from './search-launcher.js';

function useSearchStatus(): SearchStatus {
  const [status, setStatus] = useState<SearchStatus>('idle');
  useEffect(() => {
    const onStatus = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (detail === 'idle' || detail === 'loading' || detail === 'stalled') setStatus(detail);
    };
    window.addEventListener(searchStatusEvent, onStatus);
    return () => window.removeEventListener(searchStatusEvent, onStatus);
  }, []);
  return status;
}

export function NavbarIsland(): ReactElement {
  const props = useShellProps();
  const { colorMode, setColorMode } = useColorMode();
  const hidden = useHideOnScroll(props.hideOnScroll !== false);
  const [openDropdown, setOpenDropdown] = useDropdowns();
  const mobile = useMobilePanel(props.hasSidebar);
  const searchStatus = useSearchStatus();
  useDropdownLinks(props);
  useSearchShortcuts(props);
  return (
    <Navbar
      props={props}
      controls={{
        colorMode,
        onToggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
        openDropdown,
        onToggleDropdown: setOpenDropdown,
        mobileOpen: mobile.open,
        onToggleMobile: mobile.toggle,
        mobileShowsSidebar: mobile.showsSidebar,
        onMobileShowSidebar: mobile.showSidebar,
        mobileSidebarSlot:
          mobile.open && mobile.sidebarHtml ? (
            <div
              className="navbar-sidebar__sidebar"
              dangerouslySetInnerHTML={{ __html: mobile.sidebarHtml }}
            />
          ) : undefined,
        onOpenSearch: () => openSearchOverlay(props),
        searchStatus,
        hidden,
      }}
    />
  );
}
