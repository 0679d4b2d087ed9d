// Fetches `search-index-{tag}.json` once per tag. Opening search twice, or two
// callers asking at once, share one request; a missing or broken file (any
// non-success status, a network failure, bad JSON) is an empty index. A network
// failure (offline) is not kept: the next opening of search fetches the file again.
import { emptyIndex, loadIndex, type LoadedIndex } from '../../src/shared/search-engine.js';

const loads = new Map<string, Promise<LoadedIndex>>();
/** The empty indexes that stand for files the network did not deliver. */
const unreachable = new WeakSet<LoadedIndex>();

/** Whether this index stands for a file that could not be fetched (offline): search says so. */
export const wasUnreachable = (index: LoadedIndex): boolean => unreachable.has(index);

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
    loads.delete(url);
    const index = emptyIndex();
    unreachable.add(index);
    return index;
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
