// The search box shown the moment search opens, before its chunk (client/search/)
// has loaded: a plain input with the overlay's look, focused at once, so that what
// the reader types right after Ctrl+K or '/' lands in a box instead of the page.
// The overlay takes its text when it mounts (openSearch's `typed`), then this goes.
import { labels } from '../templates/labels.js';

export interface PendingSearch {
  /** What the reader has typed so far. */
  readonly text: () => string;
  /** The element that had focus before search opened: focus goes back to it on closing. */
  readonly opener: HTMLElement | null;
  /** Removes the box (the overlay has taken over, or loading failed: then focus goes back). */
  readonly remove: (restoreFocus: boolean) => void;
}

/** Shows the box and focuses it; Escape or a click beside it closes it and calls `onCancel`. */
export function showPendingSearch(onCancel: () => void): PendingSearch {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const overlay = document.createElement('div');
  overlay.className = 'search-overlay search-overlay--pending';
  // The overlay's markup, less what needs its chunk; the empty icon box keeps the text
  // where the overlay shows it. The labels are the tool's own constants, not user text.
  overlay.innerHTML = `<div class="search-modal" role="dialog" aria-modal="true" aria-label="${labels.search}"><div class="search-form" role="search"><span class="search-form__icon"></span><input class="search-input" type="search" placeholder="${labels.searchPlaceholder}" aria-label="${labels.search}" autocomplete="off" spellcheck="false"></div></div>`;
  const input = overlay.querySelector('input')!;
  document.body.append(overlay);
  input.focus();

  const remove = (restoreFocus: boolean) => {
    overlay.remove();
    if (restoreFocus) opener?.focus();
  };
  const cancel = () => {
    remove(true);
    onCancel();
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  });
  overlay.addEventListener('mousedown', (event) => {
    if (event.target !== overlay) return;
    // Keeps the browser from moving focus to the page under the removed box.
    event.preventDefault();
    cancel();
  });
  return { text: () => input.value, opener, remove };
}
