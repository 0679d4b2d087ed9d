// The search box shown the moment search opens, before its chunk (client/search/)
// has loaded: a plain input with the overlay's look, focused at once, so that what
// the reader types right after Ctrl+K or '/' lands in a box instead of the page.
// The overlay takes its text when it mounts (openSearch's `typed`), then this goes.
import { siteLabels } from './site-labels.js';
import { type LoadFailure, showFailure, updated } from './stale-build.js';

export interface PendingSearch {
  /** What the reader has typed so far. */
  readonly text: () => string;
  /** The element that had focus before search opened: focus goes back to it on closing. */
  readonly opener: HTMLElement | null;
  /** Removes the box (the overlay has taken over, or the reader closed it: then focus goes back). */
  readonly remove: (restoreFocus: boolean) => void;
  /**
   * Loading failed: the box says so and stays, and 'Try again' (or Enter in the
   * box) calls `retry`, as opening search again would. After a new deploy, trying
   * again cannot help: the box offers to reload instead (only on the reader's word:
   * a reload loses what they typed here and in the page).
   */
  readonly fail: (failure: LoadFailure, retry: () => void) => void;
}

/** Shows the box and focuses it; Escape or a click beside it closes it and calls `onCancel`. */
export function showPendingSearch(onCancel: () => void): PendingSearch {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const overlay = document.createElement('div');
  overlay.className = 'search-overlay search-overlay--pending';
  // The overlay's markup, less what needs its chunk; the empty icon box keeps the text
  // where the overlay shows it. The labels are the site's text: set as attributes, not markup.
  overlay.innerHTML = `<div class="search-modal" role="dialog" aria-modal="true"><div class="search-form" role="search"><span class="search-form__icon"></span><input class="search-input" type="search" autocomplete="off" spellcheck="false"></div></div>`;
  const labels = siteLabels();
  const input = overlay.querySelector('input')!;
  overlay.firstElementChild!.ariaLabel = input.ariaLabel = labels.search;
  input.placeholder = labels.searchPlaceholder;
  document.body.append(overlay);
  input.focus();
  let retry: (() => void) | undefined;
  let message: HTMLElement | undefined;
  const tryAgain = () => {
    const again = retry;
    retry = undefined;
    message?.remove();
    input.focus();
    again?.();
  };

  const remove = (restoreFocus: boolean) => {
    overlay.remove();
    if (restoreFocus) opener?.focus();
  };
  const cancel = () => {
    remove(true);
    onCancel();
  };
  overlay.addEventListener('keydown', (event) => {
    // Enter and Escape during an input method's composition are the IME's.
    if (event.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter' && retry && event.target === input) {
      event.preventDefault();
      tryAgain();
    } else if (event.key === 'Tab') {
      // A modal box: focus goes round its controls (the input, and Try again once loading failed).
      const stops = [...overlay.querySelectorAll<HTMLElement>('input, button')];
      const at = stops.indexOf(event.target as HTMLElement);
      event.preventDefault();
      stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length]?.focus();
    }
  });
  overlay.addEventListener('mousedown', (event) => {
    if (event.target !== overlay) return;
    // Keeps the browser from moving focus to the page under the removed box.
    event.preventDefault();
    cancel();
  });
  const fail = (failure: LoadFailure, onRetry: () => void) => {
    // Enter in the box tries again too, except after a new deploy (the button reloads then).
    if (failure !== updated) retry = onRetry;
    message = showFailure(
      failure,
      [labels.searchLoadFailed, labels.searchServerFailed, labels.searchSiteUpdated],
      tryAgain,
    );
    message.className = 'search-error';
    overlay.querySelector('.search-modal')!.append(message);
  };
  return { text: () => input.value, opener, remove, fail };
}
