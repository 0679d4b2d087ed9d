// Keeps the API stage's result (every operation page, the sidebar, redirects)
// between builds in .docgen-cache/. The stage is a pure function of the source
// texts, their settings and docgen's own code, so its result is reused whenever
// those three are unchanged: the reference of a checkout's second build, and of
// CI runs that restore the cache, costs one JSON read instead of rendering every
// operation again. The key includes the bundled CLI's build id, so a changed
// template or dependency renders afresh.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiReference } from './index.js';
import type { ApiSourceConfig } from './source-config.js';
import type { SpecSourceText } from './spec-document.js';
import { toolBuildId } from '../config/load-module.js';

/** What is stored: the reference without the spec texts (they are read anyway) and the warnings it raised. */
export interface CachedReference {
  docs: ApiReference['docs'];
  sidebar: ApiReference['sidebar'];
  redirects: ApiReference['redirects'];
  /** Download paths, one per source, in source order. */
  assetPaths: string[];
  /** Warnings about the documents (validation notes, slug clashes), replayed on every build that uses them. */
  warnings: string[];
}

const prefix = 'api-';

/**
 * References with more pages than this are not stored: the file would be hundreds
 * of MB (about 20 KB an operation), and writing it in one piece would add that
 * twice over to a big build's peak memory.
 */
export const maxCachedPages = 2_500;

/** Whether a reference is small enough to store. */
export function worthCaching(value: CachedReference): boolean {
  return value.docs.length <= maxCachedPages;
}

/** The cache key, or undefined when docgen runs from its sources (no build id to vouch for the templates). */
export function referenceKey(input: { routeBase: string; sources: ApiSourceConfig[]; texts: SpecSourceText[] }, buildId = toolBuildId): string | undefined {
  if (!buildId) return undefined;
  const hash = createHash('sha256').update(buildId).update('\0').update(input.routeBase).update('\0').update(JSON.stringify(input.sources));
  for (const { origin, text } of input.texts) hash.update('\0').update(origin).update('\0').update(text);
  return hash.digest('hex').slice(0, 24);
}

const fileFor = (cacheDir: string, key: string) => path.join(cacheDir, `${prefix}${key}.json`);

export async function readReference(cacheDir: string, key: string): Promise<CachedReference | undefined> {
  try {
    const value = JSON.parse(await readFile(fileFor(cacheDir, key), 'utf8')) as CachedReference;
    return Array.isArray(value.docs) && Array.isArray(value.sidebar) && Array.isArray(value.assetPaths) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores a reference and removes the ones stored for older inputs (a few MB each,
 * never read again). A failed write only costs the next build time.
 */
export async function writeReference(cacheDir: string, key: string, value: CachedReference): Promise<void> {
  const file = fileFor(cacheDir, key);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(temp, JSON.stringify(value));
    await rename(temp, file);
    const stale = (await readdir(cacheDir)).filter((f) => f.startsWith(prefix) && f.endsWith('.json') && f !== path.basename(file));
    await Promise.all(stale.map((f) => rm(path.join(cacheDir, f), { force: true })));
  } catch {
    await rm(temp, { force: true }).catch(() => {});
  }
}
