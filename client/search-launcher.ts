// Opens the search overlay (client/search/, its own chunk: the engine and index
// load only when search opens). The navbar button, Ctrl+K / Cmd+K and '/' open it.
import { useEffect } from 'react';
import type { ShellProps } from '../templates/shell-props.js';
import { searchStatusEvent, type SearchStatus } from './events.js';
import { navigateTo } from './navigation.js';

/** Loading the overlay longer than this shows the stalled indicator (spec: 300 ms). */
export const stallThresholdMs = 300;

// (search chunk wiring lands with client/search/index.ts)
let overlay: Promise<{ openSearch(options: { baseUrl: string; tags: string[]; navigate: (href: string) => void }): void }> | undefined;

function reportStatus(status: SearchStatus): void {
  window.dispatchEvent(new CustomEvent<SearchStatus>(searchStatusEvent, { detail: status }));
}

export function openSearchOverlay(props: ShellProps): void {
  const first = !overlay;
  overlay ??= Promise.reject(new Error('Search is not available yet.'));
  let stall: ReturnType<typeof setTimeout> | undefined;
  if (first) {
    reportStatus('loading');
    stall = setTimeout(() => reportStatus('stalled'), stallThresholdMs);
  }
  overlay.then(
    (search) => {
      clearTimeout(stall);
      if (first) reportStatus('idle');
      search.openSearch({ baseUrl: props.baseUrl, tags: props.searchTags, navigate: navigateTo });
    },
    (error: unknown) => {
      clearTimeout(stall);
      overlay = undefined;
      reportStatus('idle');
      console.error('[docgen] The search could not be loaded.', error);
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
      const modK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      openSearchOverlay(props);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [props]);
}
