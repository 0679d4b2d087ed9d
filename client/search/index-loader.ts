// Fetches `search-index-{tag}.json` for each opening of search. A deploy replaces the
// file under the same name while a tab stays open, and the pages that tab then reaches by
// client navigation are the new build's: an index kept from before would offer pages that
// moved. So each opening asks the server again, past the HTTP cache (a host may let
// browsers keep the file for minutes), and the index in memory is used again only while
// the server answers for the same file (its ETag or Last-Modified, else the same text):
// mostly a 304, and no parsing. Two callers asking at once share one request; a missing or
// broken file (any non-success status, bad JSON) is an empty index. A network failure
// (offline) keeps the index already loaded, or gives an empty one that search reports.
import { emptyIndex, loadIndex, type LoadedIndex } from '../../src/shared/search-engine.js';

/** The requests under way, by URL. */
const loads = new Map<string, Promise<LoadedIndex>>();
/** The last index loaded from each URL, and what tells whether the server's file is still it. */
const held = new Map<string, { index: LoadedIndex; version: string }>();
/** The empty indexes that stand for files the network did not deliver. */
const unreachable = new WeakSet<LoadedIndex>();

/** Whether this index stands for a file that could not be fetched (offline): search says so. */
export const wasUnreachable = (index: LoadedIndex): boolean => unreachable.has(index);

async function fetchIndex(url: string): Promise<LoadedIndex> {
  const kept = held.get(url);
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) {
      held.delete(url);
      console.warn(
        `[docgen] Search index ${url} answered ${response.status}; searching without it.`,
      );
      return emptyIndex();
    }
    const validator = response.headers.get('etag') ?? response.headers.get('last-modified');
    if (kept && validator && kept.version === validator) {
      void response.body?.cancel();
      return kept.index;
    }
    const text = await response.text();
    if (kept && kept.version === text) return kept.index;
    const index = loadIndex(text);
    held.set(url, { index, version: validator ?? text });
    return index;
  } catch (error) {
    console.warn(
      `[docgen] Search index ${url} could not be loaded; searching ${kept ? 'the copy loaded before' : 'without it'}.`,
      error,
    );
    if (kept) return kept.index;
    const index = emptyIndex();
    unreachable.add(index);
    return index;
  }
}

/** The index of one tag as the server has it now (see above). */
export function loadTagIndex(baseUrl: string, tag: string): Promise<LoadedIndex> {
  const url = `${baseUrl}search-index-${encodeURIComponent(tag)}.json`;
  let load = loads.get(url);
  if (!load) {
    load = fetchIndex(url).finally(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}
