// Keeps highlighted code between builds in the project's cache folder, beside the
// validated OpenAPI documents: a build that meets the same code blocks again (every
// build after the first, and CI with a cached .docgen-cache/) skips highlight.js.
import { highlightMemo } from './highlight.js';
import { DiskCache } from '../cache/disk-cache.js';

/** Keys read from the cache file by this process. */
const loaded = new Set<string>();

// One entry: a list of [key, html] or [key, html, language]; "v2" since keys became the language as written.
const cacheFor = (cacheDir: string) =>
  new DiskCache({
    dir: cacheDir,
    kind: 'highlight',
    version: `v2-${highlightMemo.version}`,
    maxEntries: 1,
  });
const entryKey = 'code';
const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** Past this many entries the memo keeps only the code the last build used, so a long watch session does not grow it forever. */
const maxMemoEntries = 20_000;

/**
 * Fills the in-memory memo from disk once per process, when some code is first not
 * in the memo (a build whose pages and docs all come from their own caches highlights
 * nothing, and never reads the file); a missing or unreadable file is an empty cache.
 * Called at the start of each build.
 */
export function loadHighlightCache(
  cacheDir: string,
  options: { maxMemoEntries?: number } = {},
): void {
  if (highlightMemo.entries.size > (options.maxMemoEntries ?? maxMemoEntries)) {
    for (const key of highlightMemo.entries.keys())
      if (!highlightMemo.used.has(key)) highlightMemo.entries.delete(key);
  }
  highlightMemo.used.clear();
  highlightMemo.pending = undefined;
  if (highlightMemo.entries.size > 0) return;
  highlightMemo.pending = () => fill(cacheFor(cacheDir).readJsonSync(entryKey, isList));
}

function fill(entries: unknown[] | undefined): void {
  if (!entries) return;
  loaded.clear();
  for (const entry of entries) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string')
      continue;
    // Code highlighted before the file was read stays as it is.
    if (!highlightMemo.entries.has(entry[0]))
      highlightMemo.entries.set(
        entry[0],
        typeof entry[2] === 'string' ? { language: entry[2], html: entry[1] } : { html: entry[1] },
      );
    loaded.add(entry[0]);
  }
  highlightMemo.fresh = 0;
}

/**
 * Writes the entries this build used, when it highlighted anything new (so the file
 * never keeps code that is gone). `keepLoaded`: also keep what was read, for pages that
 * came from their own cache without looking their code up. A failed write costs only time.
 */
export async function saveHighlightCache(
  cacheDir: string,
  options: { keepLoaded?: boolean } = {},
): Promise<void> {
  if (highlightMemo.fresh === 0) return;
  const keys = options.keepLoaded
    ? new Set([...loaded, ...highlightMemo.used])
    : highlightMemo.used;
  const entries = [...keys].flatMap((key) => {
    const result = highlightMemo.entries.get(key);
    if (result === undefined) return [];
    return [
      result.language === undefined ? [key, result.html] : [key, result.html, result.language],
    ];
  });
  if (!(await cacheFor(cacheDir).writeJson(entryKey, entries))) return;
  highlightMemo.fresh = 0;
  loaded.clear();
  for (const key of keys) loaded.add(key);
}
