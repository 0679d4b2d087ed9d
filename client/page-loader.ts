// Fetches the HTML of other pages of the site, once: prefetches and navigations
// share one request per path. Failures are not cached, so a later attempt retries.

/** The page could not be loaded: no answer (offline, request blocked) or not a page (e.g. 500). */
class PageLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageLoadError';
  }
}

export interface LoadedPage {
  html: string;
  /** The path the server answered for: differs from the requested one after an HTTP redirect. */
  path: string;
}

const maxEntries = 40;
const cache = new Map<string, Promise<LoadedPage>>();

export function loadPage(path: string): Promise<LoadedPage> {
  const cached = cache.get(path);
  if (cached) return cached;
  const request = fetch(path, {
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
  }).then(
    async (response) => {
      // A 404 still carries the site's not-found page, which is worth showing.
      if (!response.ok && response.status !== 404) {
        throw new PageLoadError(
          `Loading ${path} failed: the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
        );
      }
      const final = response.redirected && response.url ? new URL(response.url) : undefined;
      return {
        html: await response.text(),
        path: final && final.origin === location.origin ? final.pathname : path,
      };
    },
    (error: unknown) => {
      // The browser's own message ('Failed to fetch') says little on its own.
      throw new PageLoadError(
        `Loading ${path} failed: no answer (${error instanceof Error ? error.message : String(error)}).`,
      );
    },
  );
  cache.set(path, request);
  request.catch(() => {
    if (cache.get(path) === request) cache.delete(path);
  });
  // Bounded, oldest first: a long reading session must not keep every page in memory.
  if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  return request;
}

/** Drops a loaded page that turned out unusable, so 'Retry' asks the server again. */
export function forgetPage(path: string): void {
  cache.delete(path);
}

/** Starts loading a page in the background; a failure only means it is fetched again when followed. */
export function prefetchPage(path: string): void {
  loadPage(path).catch(() => undefined);
}
