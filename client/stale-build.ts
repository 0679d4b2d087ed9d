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
 * Reloads the page and resolves true when its address now serves another build;
 * resolves false otherwise, and when a reload from this very build did not help
 * (a cache still serving the old HTML): no reload loop.
 */
export async function reloadIfRedeployed(): Promise<boolean> {
  const mine = entryScript(document);
  try {
    if (!mine || sessionStorage.getItem(reloadedKey) === mine) return false;
    // Past the HTTP cache (a host may let browsers keep a page's HTML for minutes).
    // Offline, it fails: the caller's message stands.
    const response = await fetch(location.href, { cache: 'no-cache' });
    // An error page (the page removed, a proxy's) says nothing of the build.
    if (!response.ok || (await response.text()).includes(mine)) return false;
    sessionStorage.setItem(reloadedKey, mine);
  } catch {
    // No answer, or no session storage (without it a reload could not be limited to one).
    return false;
  }
  location.reload();
  return true;
}
