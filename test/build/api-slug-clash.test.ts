// The slug-clash rule of API pages, exactly, seen from a build: the first operation
// keeps the slug, a later one gets the words of its path the others lack (or its
// method), and each clash is a warning naming the source, both operations with their
// pointers, the slug it got and how to choose one.
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
    const clash = (op: string, pointer: string, slug: string) =>
      `Two operations share the slug "list-items" in the OpenAPI source "items" (openapi.json): ${op} (${pointer}) gets "${slug}"; GET /items (#/paths/~1items/get) keeps it. To choose the slug, give ${op} a summary of its own (the slug is made from it) or an operationId whose words tell it apart; in a document the site does not own, add one with the source's patch (openapi.sources[].patch).`;
    assert.deepEqual(
      result.warnings.filter((w) => /share the slug/.test(w)),
      [
        clash('POST /items', '#/paths/~1items/post', 'list-items-post'),
        clash('GET /things', '#/paths/~1things/get', 'list-items-things'),
        clash('GET /more', '#/paths/~1more/get', 'list-items-more'),
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
