// The slug-clash rule of API pages, exactly, seen from a build: the first operation
// keeps the slug, a later one gets the words of its path the others lack (or its
// method), and each clash is a warning naming the operation and the slug it got.
// (test/unit/openapi/page-model.test.ts pins more of the candidates.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const op = (summary: string) => ({
  summary,
  tags: ['Items'],
  responses: { '200': { description: 'OK' } },
});

test('clashing operation slugs get path words or the method, each with a warning', async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('items', 'openapi.json'),
    'openapi.json': JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Items API', version: '1' },
      paths: {
        '/items': { get: op('List items'), post: op('List items!') },
        '/things': { get: op('List  items') },
        '/more': { get: op('list items') },
        '/other': { get: op('Other') },
      },
    }),
  });
  try {
    const result = await build({ root: dir, write: false });
    const routes = result.pages
      .filter((p) => p.doc.api)
      .map((p) => `${p.doc.api!.method} ${p.doc.api!.path} ${p.route}`);
    assert.deepEqual(
      routes.sort(),
      [
        'get /items /api/list-items',
        'get /more /api/list-items-more',
        'get /other /api/other',
        'get /things /api/list-items-things',
        'post /items /api/list-items-post',
      ].sort(),
    );
    assert.deepEqual(
      result.warnings.filter((w) => /share the slug/.test(w)),
      [
        'Two operations share the slug "list-items": POST /items gets "list-items-post".',
        'Two operations share the slug "list-items": GET /things gets "list-items-things".',
        'Two operations share the slug "list-items": GET /more gets "list-items-more".',
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
