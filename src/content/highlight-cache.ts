// Keeps highlighted code between builds in the project's cache folder, beside the
// validated OpenAPI documents: a build that meets the same code blocks again (every
// build after the first, and CI with a cached .docgen-cache/) skips highlight.js.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { highlightMemo } from './highlight.js';

const cacheFile = (cacheDir: string) => path.join(cacheDir, `highlight-${highlightMemo.version}.json`);

/** Fills the in-memory memo from disk once per process; a missing or unreadable file is an empty cache. */
export async function loadHighlightCache(cacheDir: string): Promise<void> {
  highlightMemo.used.clear();
  if (highlightMemo.entries.size > 0) return;
  const entries = await readFile(cacheFile(cacheDir), 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined);
  if (!Array.isArray(entries)) return;
  for (const entry of entries) {
    if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string') highlightMemo.entries.set(entry[0], entry[1]);
  }
  highlightMemo.fresh = 0;
}

/**
 * Writes the entries this build used, when it highlighted anything new (so the file
 * never keeps code that is gone). A failed write only costs the next build time.
 */
export async function saveHighlightCache(cacheDir: string): Promise<void> {
  if (highlightMemo.fresh === 0) return;
  const entries = [...highlightMemo.used].flatMap((key) => {
    const html = highlightMemo.entries.get(key);
    return html === undefined ? [] : [[key, html]];
  });
  const file = cacheFile(cacheDir);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(temp, JSON.stringify(entries));
    await rename(temp, file);
    highlightMemo.fresh = 0;
  } catch {
    // Read-only or full disk: the build itself succeeded.
  }
}
