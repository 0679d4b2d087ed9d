// A chunk loaded on first use (search, Try it, the search-term highlighter) can fail
// because a new deploy removed it: chunk names are hashes, so trying again fetches the
// same missing file, and only a reload runs the new build. The reader decides when: a
// reload on their behalf would drop what they typed (Try it, the search box), their
// place, and the page itself where the deploy removed it. So the caller says which
// failure it was, and offers a reload for a new build. The test is the page's own
// address: its HTML no longer names this page's entry script. (A client navigation to a
// page of another build loads it whole, navigation.ts: that loses nothing.)
import { siteLabels } from './site-labels.js';

/** The entry script of a page: its hashed name changes with every chunk it can load. */
export const entryScript = (doc: Document): string | null | undefined =>
  doc.querySelector('script[type="module"][src]')?.getAttribute('src');

/**
 * Why a chunk did not load, in the order of the texts that say so: no answer (offline);
 * the server answered but did not give it (a CDN still serving the old HTML with the new
 * assets, a failed deploy: later may help); the site was deployed again (reloading runs
 * the new build, and trying again cannot help).
 */
export type LoadFailure = 0 | 1 | 2;
export const offline = 0;
export const server = 1;
export const updated = 2;

/** Asks the page's own address which failure it was. */
export async function loadFailure(): Promise<LoadFailure> {
  const mine = entryScript(document)!;
  try {
    // Past the HTTP cache (a host may let browsers keep a page's HTML for minutes). Offline
    // (navigator.onLine false, or no answer) it fails: no need to ask navigator.onLine first.
    const response = await fetch(location.href, { cache: 'no-cache' });
    // A server's error page (a proxy's) says nothing of the build; a not-found page is the site's.
    return (response.ok || response.status === 404) && !(await response.text()).includes(mine)
      ? updated
      : server;
  } catch {
    return offline;
  }
}

/**
 * An alert that says `texts[failure]`, with a button: Reload after a new deploy, else Try
 * again calling `retry`. The search box's and the Try it panel's message; the button
 * looks as a link does (the search's style, in every page's CSS).
 */
export function showFailure(
  failure: LoadFailure,
  texts: string[],
  retry: () => void,
): HTMLParagraphElement {
  const labels = siteLabels();
  // No type: neither the search box nor the Try it panel is in a form.
  const button = document.createElement('button');
  button.className = 'search-suggestion__query';
  button.textContent = failure === updated ? labels.reload : labels.tryAgain;
  button.onclick = failure === updated ? () => location.reload() : retry;
  // An alert: the reader pressed a key or a button and must hear why nothing opened.
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.append(`${texts[failure]} `, button);
  return message;
}
