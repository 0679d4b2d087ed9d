// Keeps the API stage's result (operation pages, sidebar, redirects) between builds in
// .docgen-cache/api/. The stage is a pure function of the source texts, their settings
// and docgen's code (the build id is the entry's version), so while those are unchanged
// the reference costs one JSON read instead of rendering every operation again.
import { createHash } from 'node:crypto';
import type { Doc, Redirect, SidebarItem } from '../types.js';
import type { ApiSourceConfig } from './source-config.js';
import type { SpecSourceText } from './spec-document.js';
import { DiskCache } from '../cache/disk-cache.js';

/** What is stored: the reference without the spec texts (they are read anyway) and the warnings it raised. */
export interface CachedReference {
  docs: Doc[];
  sidebar: SidebarItem[];
  redirects: Redirect[];
  /** Download paths, one per source, in source order. */
  assetPaths: string[];
  /** Warnings about the documents (validation notes, slug clashes), replayed on every build that uses them. */
  warnings: string[];
}

/**
 * References with more pages than this are not stored: the file would be hundreds
 * of MB (about 20 KB an operation), and writing it in one piece would add that
 * twice over to a big build's peak memory.
 */
export const maxCachedPages = 2_500;

export function worthCaching(value: CachedReference): boolean {
  return value.docs.length <= maxCachedPages;
}

/** The project's cache of API references made by docgen build `buildId`: the latest only (a few MB each). */
export function referenceCache(cacheDir: string, buildId: string): DiskCache {
  return new DiskCache({ dir: cacheDir, kind: 'api', version: buildId, maxEntries: 1 });
}

/** The cache key: everything besides docgen itself that the pages are made from. */
export function referenceKey(input: {
  routeBase: string;
  sources: ApiSourceConfig[];
  texts: SpecSourceText[];
  /** The site's API headings, which the pages' outlines and markdown copies say. */
  headings?: object;
  /** The site's admonition titles, which descriptions' `:::note`s without one say. */
  admonitionLabels?: object;
}): string {
  const hash = createHash('sha256')
    .update(input.routeBase)
    .update('\0')
    .update(JSON.stringify(input.sources));
  if (input.headings) hash.update('\0').update(JSON.stringify(input.headings));
  if (input.admonitionLabels)
    hash.update('\0admonitions').update(JSON.stringify(input.admonitionLabels));
  for (const { origin, text } of input.texts)
    hash.update('\0').update(origin).update('\0').update(text);
  return hash.digest('hex').slice(0, 24);
}

/**
 * Keys each doc by the hash of its own JSON (so a changed operation re-renders only its
 * page), and returns the reference's JSON for the cache in parts made from the same
 * strings, each doc serialized once. Undefined when the reference is not worth caching.
 */
export function keyDocs(reference: CachedReference): Buffer[] | undefined {
  const keep = worthCaching(reference);
  const parts: Buffer[] = [Buffer.from('{"docs":[')];
  for (const [i, doc] of reference.docs.entries()) {
    const json = JSON.stringify(doc);
    doc.cacheKey = createHash('sha1').update(json).digest('base64url');
    // The stored doc carries its key: its JSON is an object, so it ends with `}`.
    if (keep)
      parts.push(
        Buffer.from(
          `${i > 0 ? ',' : ''}${json.slice(0, -1)},"cacheKey":${JSON.stringify(doc.cacheKey)}}`,
        ),
      );
  }
  if (!keep) return undefined;
  const { sidebar, redirects, assetPaths, warnings } = reference;
  const rest = JSON.stringify({ sidebar, redirects, assetPaths, warnings });
  parts.push(Buffer.from(`],${rest.slice(1)}`));
  return parts;
}

const isReference = (value: unknown): value is CachedReference => {
  const v = value as Partial<CachedReference> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.docs) &&
    Array.isArray(v.sidebar) &&
    Array.isArray(v.redirects) &&
    Array.isArray(v.assetPaths) &&
    Array.isArray(v.warnings)
  );
};

export function readReference(cache: DiskCache, key: string): Promise<CachedReference | undefined> {
  return cache.readJson(key, isReference);
}
