// The mobile navbar panel (≤ 996 px): the hamburger opens it with the primary menu
// and, on pages with a sidebar, that sidebar (copied from the page's own sidebar
// HTML, so the sidebar never becomes a JS payload) behind 'Back to main menu'.
import { useCallback, useEffect, useState } from 'react';
import { expandAncestors } from './collapsible.js';
import { routeUpdatedEvent } from './events.js';
import { keepTabInside, tabbables } from './focus-trap.js';

const mobileBreakpoint = 996;
const resizeDebounceMs = 20;

/** The page sidebar's HTML for the panel: ids made unique, the active route's categories open. */
function mobileSidebarHtml(): string {
  const aside = document.querySelector('#__docgen_page .doc-sidebar');
  if (!aside) return '';
  const copy = aside.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll('[id]')) element.id = `mobile-${element.id}`;
  for (const element of copy.querySelectorAll('[aria-controls]'))
    element.setAttribute('aria-controls', `mobile-${element.getAttribute('aria-controls')}`);
  for (const link of copy.querySelectorAll('a.menu__link--active')) expandAncestors(link);
  return copy.innerHTML;
}

const panelElement = () => document.getElementById('navbar-mobile-panel');
const hamburger = () => document.querySelector<HTMLElement>('#__docgen_navbar .navbar__toggle');

interface MobilePanel {
  open: boolean;
  showsSidebar: boolean;
  sidebarHtml: string;
  toggle: () => void;
  showSidebar: (show: boolean) => void;
}

export function useMobilePanel(hasSidebar: boolean): MobilePanel {
  const [open, setOpen] = useState(false);
  const [showsSidebar, showSidebar] = useState(false);
  const [sidebarHtml, setSidebarHtml] = useState('');
  const toggle = useCallback(() => {
    if (!open) {
      // Copied when opening, so it reflects the page shown now and the reader's open categories.
      const html = hasSidebar ? mobileSidebarHtml() : '';
      setSidebarHtml(html);
      showSidebar(html !== '');
    }
    setOpen(!open);
  }, [open, hasSidebar]);
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    // The page behind must not scroll while the panel covers it.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth > mobileBreakpoint) close();
      }, resizeDebounceMs);
    };
    const onKey = (event: KeyboardEvent) => {
      const panel = panelElement();
      if (event.key === 'Escape') {
        close();
        hamburger()?.focus();
      } else if (panel) keepTabInside(event, panel);
    };
    window.addEventListener('popstate', close);
    window.addEventListener(routeUpdatedEvent, close);
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    // Focus moves into the panel, as the search dialog takes it: the hamburger is covered.
    panelElement()?.querySelector<HTMLElement>('.navbar-sidebar__close')?.focus();
    return () => {
      clearTimeout(timer);
      // Closed by its buttons, the backdrop or Escape: back to the hamburger, unless a
      // followed link has moved focus to the new page already.
      const active = document.activeElement;
      if (!active || active === document.body || panelElement()?.contains(active))
        hamburger()?.focus();
      document.body.style.overflow = previousOverflow;
      window.removeEventListener('popstate', close);
      window.removeEventListener(routeUpdatedEvent, close);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  useEffect(() => {
    const panel = panelElement();
    if (!open || !panel) return;
    // Only the half on show (primary menu, or the page's sidebar) can take focus: the
    // other sits beside it, clipped but otherwise reachable by Tab.
    for (const half of panel.querySelectorAll<HTMLElement>('.navbar-sidebar__item'))
      half.inert = half.classList.contains('navbar-sidebar__primary') === showsSidebar;
    // Switching halves ('Back to main menu') leaves focus on an element now inert.
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[inert]'))
      tabbables(panel.querySelector('.navbar-sidebar__item:not([inert])') ?? panel)[0]?.focus();
  }, [open, showsSidebar]);
  return { open, showsSidebar, sidebarHtml, toggle, showSidebar };
}
