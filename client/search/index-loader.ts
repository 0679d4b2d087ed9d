// Fetches `search-index-{tag}.json` once per tag. Opening search twice, or two
// callers asking at once, share one request; a missing or broken file (any
// non-success status, a network failure, bad JSON) is an empty index.
import { emptyIndex, loadIndex, type LoadedIndex } from '../../src/shared/search-engine.js';

const loads = new Map<string, Promise<LoadedIndex>>();

async function fetchIndex(url: string): Promise<LoadedIndex> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) {
      console.warn(
        `[docgen] Search index ${url} answered ${response.status}; searching without it.`,
      );
      return emptyIndex();
    }
    return loadIndex(await response.text());
  } catch (error) {
    console.warn(`[docgen] Search index ${url} could not be loaded; searching without it.`, error);
    return emptyIndex();
  }
}

/** The index of one tag, loaded at most once per page session. */
export function loadTagIndex(baseUrl: string, tag: string): Promise<LoadedIndex> {
  const url = `${baseUrl}search-index-${encodeURIComponent(tag)}.json`;
  let load = loads.get(url);
  if (!load) {
    load = fetchIndex(url);
    loads.set(url, load);
  }
  return load;
}
