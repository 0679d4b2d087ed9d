// A chunk loaded on first use (search, Try it, the search-term highlighter) can fail
// because a new deploy removed it: chunk names are hashes, so trying again fetches the
// same missing file. As for a client navigation that finds a page built with other
// assets (navigation.ts), the page is then loaded again, and runs the new build. The
// test is the page's own address: its HTML no longer names this page's entry script.
// Offline, no answer, or the same entry: the failure is the network's, and the caller
// says so.

/** The entry script of a page: its hashed name changes with every chunk it can load. */
export const entryScript = (doc: Document): string | null | undefined =>
  doc.querySelector('script[type="module"][src]')?.getAttribute('src');

/** The entry of the page that reloaded last (this tab): a page that is still it does not reload again. */
const reloadedKey = 'docgen.reloaded-from';

/**
 * Whether the page's address now serves another build. Not when a reload from this very
 * build did not help (a cache still serving the old HTML): no reload loop.
 */
async function redeployed(): Promise<boolean> {
  const mine = entryScript(document);
  try {
    if (!mine || sessionStorage.getItem(reloadedKey) === mine) return false;
    // Past the HTTP cache (a host may let browsers keep a page's HTML for minutes).
    // Offline, it fails: the caller's message stands.
    const response = await fetch(location.href, { cache: 'no-cache' });
    // A server's error page (a proxy's) says nothing of the build; a not-found page is the site's.
    if ((response.status !== 404 && !response.ok) || (await response.text()).includes(mine))
      return false;
    sessionStorage.setItem(reloadedKey, mine);
    return true;
  } catch {
    // No answer, or no session storage (without it a reload could not be limited to one).
    return false;
  }
}

/** Reloads the page when its address now serves another build, else calls `orElse` (the caller's message). */
export function reloadIfRedeployed(orElse: () => void): void {
  void redeployed().then((yes) => (yes ? location.reload() : orElse()));
}
