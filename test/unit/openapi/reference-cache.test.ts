// The key of a cached API reference changes with anything the pages are made
// from, and huge references are not stored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  keyDocs,
  maxCachedPages,
  referenceKey,
  worthCaching,
  type CachedReference,
} from '../../../src/openapi/reference-cache.js';
import type { Doc } from '../../../src/types.js';

const input = {
  routeBase: '/api',
  sources: [{ id: 'a', source: { file: 'a.yaml' } }],
  texts: [{ origin: 'a.yaml', text: 'openapi: 3.0.3' }],
};

test('the key follows the spec text, its origin, the source settings and the route base', () => {
  const key = referenceKey(input);
  assert.ok(/^[0-9a-f]{24}$/.test(key));
  assert.equal(referenceKey(structuredClone(input)), key, 'same inputs, same key');
  const changed = [
    referenceKey({ ...input, texts: [{ origin: 'a.yaml', text: 'openapi: 3.1.0' }] }),
    referenceKey({ ...input, texts: [{ origin: 'b.yaml', text: 'openapi: 3.0.3' }] }),
    referenceKey({
      ...input,
      sources: [{ id: 'a', source: { file: 'a.yaml' }, linkBase: 'https://x.test/' }],
    }),
    referenceKey({ ...input, routeBase: '/reference' }),
  ];
  for (const other of changed) assert.notEqual(other, key);
  assert.equal(new Set(changed).size, changed.length);
});

test('a reference of more pages than the limit is not stored', () => {
  const reference = (n: number): CachedReference => ({
    docs: Array.from({ length: n }, () => ({ html: '' }) as Doc),
    sidebar: [],
    redirects: [],
    assetPaths: [],
    warnings: [],
  });
  assert.equal(worthCaching(reference(maxCachedPages)), true);
  assert.equal(worthCaching(reference(maxCachedPages + 1)), false);
});

test('each doc is keyed by its own content, and the stored JSON is the reference with the keys', () => {
  const doc = (route: string, title: string) => ({ route, title, html: '' }) as unknown as Doc;
  const reference = (second: string): CachedReference => ({
    docs: [doc('/api/a', 'A'), doc('/api/b', second)],
    sidebar: [],
    redirects: [{ from: '/old', to: '/api/a' }],
    assetPaths: ['/openapi.yaml'],
    warnings: ['a warning'],
  });
  const before = reference('B');
  const json = Buffer.concat(keyDocs(before)!).toString('utf8');
  const [a, b] = before.docs.map((d) => d.cacheKey);
  assert.ok(a && b && a !== b);
  assert.deepEqual(JSON.parse(json), before, 'the stored JSON parses back to the keyed reference');

  // Another operation changed: this doc keeps its key, the changed one gets another.
  const after = reference('B, renamed');
  keyDocs(after);
  assert.equal(after.docs[0]!.cacheKey, a);
  assert.notEqual(after.docs[1]!.cacheKey, b);
});
