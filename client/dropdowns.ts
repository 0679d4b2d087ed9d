// Navbar dropdowns: one open at a time; an outside click or touch and Escape close
// it. The language links keep the reader's query and fragment; the version links
// remember the chosen version.
import { useEffect, useState } from 'react';
import type { ShellProps } from '../templates/shell-props.js';
import { routeUpdatedEvent } from './events.js';
import { storageKeys, writeStorage } from './storage.js';

export function useDropdowns(): [number | undefined, (index: number | undefined) => void] {
  const [open, setOpen] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (open === undefined) return;
    const dropdown = document.querySelector(`#__docgen_navbar [data-dropdown="${open}"]`);
    const onOutside = (event: Event) => {
      if (!dropdown || !dropdown.contains(event.target as Node)) setOpen(undefined);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(undefined);
      dropdown?.querySelector<HTMLElement>('.navbar__dropdown-toggle')?.focus();
    };
    const close = () => setOpen(undefined);
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside, { passive: true });
    document.addEventListener('keydown', onKey);
    window.addEventListener(routeUpdatedEvent, close);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener(routeUpdatedEvent, close);
    };
  }, [open]);
  return [open, setOpen];
}

/** Points a language link at the same page with the current query and fragment. */
function keepQueryAndHash(link: HTMLAnchorElement): void {
  const base = (link.getAttribute('href') ?? '').split(/[?#]/)[0];
  const href = base + location.search + location.hash;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

function updateLocaleLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    '#__docgen_navbar a[data-role="locale"]',
  ))
    keepQueryAndHash(link);
}

/**
 * The dropdown links' targets depend on the live URL: the language links are kept
 * pointing at it (the server renders them without query and fragment, which stays
 * valid without JavaScript), and a version link records the chosen version.
 */
export function useDropdownLinks(props: ShellProps): void {
  // After every render of the navbar: a client navigation re-renders the links with
  // the new page's plain address, and the mobile panel renders its own on opening.
  useEffect(updateLocaleLinks);
  useEffect(() => {
    const onClick = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('#__docgen_navbar a[data-role]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.dataset.role === 'locale') keepQueryAndHash(link);
      if (link.dataset.role === 'version' && props.docsVersion.persist)
        writeStorage(
          storageKeys.preferredVersion(props.docsVersion.pluginId),
          props.docsVersion.name,
        );
    };
    // The route-updated event also comes with each fragment change.
    window.addEventListener(routeUpdatedEvent, updateLocaleLinks);
    window.addEventListener('popstate', updateLocaleLinks);
    // Capture: runs before the navigation handler reads the href.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener(routeUpdatedEvent, updateLocaleLinks);
      window.removeEventListener('popstate', updateLocaleLinks);
      document.removeEventListener('click', onClick, true);
    };
  }, [props.docsVersion.pluginId, props.docsVersion.name]);
}
