// Fetches `search-index-{tag}.json` for each opening of search. A deploy replaces the
// file under the same name while a tab stays open, and the pages that tab then reaches by
// client navigation are the new build's: an index kept from before would offer pages that
// moved. So each opening asks the server again, past the HTTP cache (a host may let
// browsers keep the file for minutes), and the index in memory is used again only while
// the server answers for the same file (its ETag or Last-Modified, else the same text):
// mostly a 304, and no parsing. Two callers asking at once share one request. A file the
// server did not deliver (any non-success status, a host's HTML fallback page, a file cut
// short) is an empty index that search reports as not loaded: searched without a word, its
// pages would simply be missing from a list that looks complete. A network failure (offline)
// keeps the index already loaded, or gives an empty one that search reports as offline.
import { emptyIndex, loadIndex, type LoadedIndex } from '../../src/shared/search-engine.js';

/** The requests under way, by URL. */
const loads = new Map<string, Promise<LoadedIndex>>();
/** The last index loaded from each URL, and what tells whether the server's file is still it. */
const held = new Map<string, { index: LoadedIndex; version: string }>();
/**
 * Why an index is an empty stand-in: `offline` when the request failed, `undelivered` when
 * the server answered with something that is not the index file.
 */
export type IndexFailure = 'offline' | 'undelivered';
const failures = new WeakMap<LoadedIndex, IndexFailure>();

/** Why this index stands for a file search could not read, if it does: search says so. */
export const indexFailure = (index: LoadedIndex): IndexFailure | undefined => failures.get(index);

function failed(url: string, why: IndexFailure, detail: string, error?: unknown): LoadedIndex {
  console.warn(
    `[docgen] Search index ${url} ${detail}; searching without it.`,
    ...(error ? [error] : []),
  );
  const index = emptyIndex();
  failures.set(index, why);
  return index;
}

/** The parsed file when it is an index file docgen wrote (its `documents` list), else undefined. */
function parseIndexFile(text: string): object | undefined {
  try {
    const file: unknown = JSON.parse(text);
    if (
      file &&
      typeof file === 'object' &&
      Array.isArray((file as { documents?: unknown }).documents)
    )
      return file;
  } catch {
    // An HTML page, or a file cut short: not the index.
  }
  return undefined;
}

async function fetchIndex(url: string): Promise<LoadedIndex> {
  const kept = held.get(url);
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) {
      held.delete(url);
      void response.body?.cancel();
      return failed(url, 'undelivered', `answered ${response.status}`);
    }
    const validator = response.headers.get('etag') ?? response.headers.get('last-modified');
    if (kept && validator && kept.version === validator) {
      void response.body?.cancel();
      return kept.index;
    }
    const text = await response.text();
    if (kept && kept.version === text) return kept.index;
    const file = parseIndexFile(text);
    if (!file) {
      held.delete(url);
      return failed(url, 'undelivered', 'is not an index file (an HTML page, or cut short)');
    }
    const index = loadIndex(file);
    held.set(url, { index, version: validator ?? text });
    return index;
  } catch (error) {
    if (!kept) return failed(url, 'offline', 'could not be fetched', error);
    console.warn(
      `[docgen] Search index ${url} could not be fetched; searching the copy loaded before.`,
      error,
    );
    return kept.index;
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
