// How a search result carries its terms to the page it opens: one `_highlight`
// query parameter per term, which survives a reload or opening in a new tab.

const highlightParam = '_highlight';

/** The result's route with its terms: '/api/x#request' → '/api/x?_highlight=utxo#request'. */
export function resultHref(sectionRoute: string, terms: readonly string[]): string {
  const hashAt = sectionRoute.indexOf('#');
  const path = hashAt >= 0 ? sectionRoute.slice(0, hashAt) : sectionRoute;
  const hash = hashAt >= 0 ? sectionRoute.slice(hashAt) : '';
  const params = new URLSearchParams();
  for (const term of new Set(terms)) params.append(highlightParam, term);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** The terms a page was opened with (none for an ordinary visit). */
export function highlightTerms(url: URL): string[] {
  return url.searchParams
    .getAll(highlightParam)
    .map((t) => t.trim().slice(0, 100))
    .filter(Boolean)
    .slice(0, 20);
}
