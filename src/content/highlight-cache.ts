// Keeps highlighted code between builds in the project's cache folder, beside the
// validated OpenAPI documents: a build that meets the same code blocks again (every
// build after the first, and CI with a cached .docgen-cache/) skips highlight.js.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { highlightMemo } from './highlight.js';

/** Keys read from the cache file by this process. */
const loaded = new Set<string>();

// Entries are [key, html] or [key, html, language]; "v2" since keys became the language as written.
const cacheFile = (cacheDir: string) => path.join(cacheDir, `highlight-v2-${highlightMemo.version}.json`);

/** Fills the in-memory memo from disk once per process; a missing or unreadable file is an empty cache. */
export async function loadHighlightCache(cacheDir: string): Promise<void> {
  highlightMemo.used.clear();
  if (highlightMemo.entries.size > 0) return;
  const entries = await readFile(cacheFile(cacheDir), 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined);
  if (!Array.isArray(entries)) return;
  loaded.clear();
  for (const entry of entries) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') continue;
    highlightMemo.entries.set(entry[0], typeof entry[2] === 'string' ? { language: entry[2], html: entry[1] } : { html: entry[1] });
    loaded.add(entry[0]);
  }
  highlightMemo.fresh = 0;
}

/**
 * Writes the entries this build used, when it highlighted anything new (so the file
 * never keeps code that is gone). `keepLoaded`: also keep what was read from the
 * file, because some pages came from a cache of their own without looking their
 * code up (the API reference, .docgen-cache/api-*.json), and will need it the next
 * time they are rendered. A failed write only costs the next build time.
 */
export async function saveHighlightCache(cacheDir: string, options: { keepLoaded?: boolean } = {}): Promise<void> {
  if (highlightMemo.fresh === 0) return;
  const keys = options.keepLoaded ? new Set([...loaded, ...highlightMemo.used]) : highlightMemo.used;
  const entries = [...keys].flatMap((key) => {
    const result = highlightMemo.entries.get(key);
    if (result === undefined) return [];
    return [result.language === undefined ? [key, result.html] : [key, result.html, result.language]];
  });
  const file = cacheFile(cacheDir);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(temp, JSON.stringify(entries));
    await rename(temp, file);
    highlightMemo.fresh = 0;
    loaded.clear();
    for (const key of keys) loaded.add(key);
  } catch {
    // Read-only or full disk: the build itself succeeded.
  }
}
