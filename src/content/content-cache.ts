// The rendered docs kept between builds (.docgen-cache/content/), as load-content.ts
// keeps them in memory for a watch rebuild: by the hash of the file's text and the
// route table, under docgen's build id. A build whose markdown did not change renders none.
import { DiskCache } from '../cache/disk-cache.js';
import type { Doc } from '../types.js';
import { renderedDocs, seedRenderedDocs } from './load-content.js';

const store = (cacheDir: string, buildId: string) =>
  new DiskCache({ dir: cacheDir, kind: 'content', version: buildId, maxEntries: 1 });

const isEntries = (value: unknown): value is [string, Doc][] =>
  Array.isArray(value) &&
  value.every(
    (e) =>
      Array.isArray(e) &&
      e.length === 2 &&
      typeof e[0] === 'string' &&
      typeof e[1] === 'object' &&
      e[1] !== null &&
      typeof (e[1] as Doc).html === 'string',
  );

/** Seeds loadContent with the docs the last build stored (once per process: a watch session keeps its own). */
export async function loadContentCache(cacheDir: string, buildId: string): Promise<void> {
  if (renderedDocs().entries.length > 0) return;
  const entries = await store(cacheDir, buildId).readJson('docs', isEntries);
  if (entries) seedRenderedDocs(entries);
}

/**
 * The longest doc kept, in characters of HTML and markdown copy. The entry is
 * written in one piece, so a doc of many MB (a generated reference page) would
 * add itself two or three times over to the build's peak memory; it is rendered
 * again instead, as an API reference past maxCachedPages is (reference-cache.ts).
 */
export const maxCachedDocLength = 2_000_000;

/** Whether a doc is small enough to store. */
const docWorthCaching = (doc: Doc) =>
  doc.html.length + (doc.markdown?.length ?? 0) <= maxCachedDocLength;

/** Stores the docs the last loadContent used, when it rendered any afresh. */
export async function saveContentCache(cacheDir: string, buildId: string): Promise<void> {
  const { entries, fresh } = renderedDocs();
  if (fresh === 0) return;
  await store(cacheDir, buildId).writeJson(
    'docs',
    entries.filter(([, doc]) => docWorthCaching(doc)),
  );
}
