// The key of a cached API reference changes with anything the pages are made
// from, and huge references are not stored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { maxCachedPages, referenceKey, worthCaching, type CachedReference } from '../../../src/openapi/reference-cache.js';
import type { Doc } from '../../../src/types.js';

const input = { routeBase: '/api', sources: [{ id: 'a', source: { file: 'a.yaml' } }], texts: [{ origin: 'a.yaml', text: 'openapi: 3.0.3' }] };

test('the key follows the spec text, its origin, the source settings, the route base and the build', () => {
  const key = referenceKey(input, 'build-1');
  assert.ok(key && /^[0-9a-f]{24}$/.test(key));
  assert.equal(referenceKey(structuredClone(input), 'build-1'), key, 'same inputs, same key');
  const changed = [
    referenceKey({ ...input, texts: [{ origin: 'a.yaml', text: 'openapi: 3.1.0' }] }, 'build-1'),
    referenceKey({ ...input, texts: [{ origin: 'b.yaml', text: 'openapi: 3.0.3' }] }, 'build-1'),
    referenceKey({ ...input, sources: [{ id: 'a', source: { file: 'a.yaml' }, linkBase: 'https://x.test/' }] }, 'build-1'),
    referenceKey({ ...input, routeBase: '/reference' }, 'build-1'),
    referenceKey(input, 'build-2'),
  ];
  for (const other of changed) assert.notEqual(other, key);
  assert.equal(new Set(changed).size, changed.length);
});

test('without a build id (docgen run from its sources) there is no key, so no cache', () => {
  assert.equal(referenceKey(input, undefined), undefined);
});

test('a reference of more pages than the limit is not stored', () => {
  const reference = (n: number): CachedReference => ({ docs: Array.from({ length: n }, () => ({ html: '' }) as Doc), sidebar: [], redirects: [], assetPaths: [], warnings: [] });
  assert.equal(worthCaching(reference(maxCachedPages)), true);
  assert.equal(worthCaching(reference(maxCachedPages + 1)), false);
});
