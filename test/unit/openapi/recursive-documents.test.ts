// Documents that recurse: a schema reached again from inside itself (through items,
// a map, a composition, `not`, a tuple, a discriminator's mapping) and a callback
// whose path item is the path laid out around it. Each builds, with the cycle named
// ("recursive", "see above") rather than walked again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { articleHtml, assertAnchorsMatch, craftedReference } from '../../fixtures/crafted-api.js';
import { buildReference } from '../../../src/openapi/index.js';
import { exampleProblems } from '../../../src/openapi/example-check.js';
import type { Doc } from '../../../src/types.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pageOf = (docs: Doc[]) => docs.find((d) => d.apiPage && d.route !== '/api/crafted')!;

test('a callback whose path item is its own path is named as recursive, not laid out again', async () => {
  const { docs } = await craftedReference(
    {
      openapi: '3.1.0',
      paths: {
        '/s': {
          post: {
            operationId: 'op',
            // A Swagger 2 body parameter: warned about once, not at every turn of the cycle.
            parameters: [{ name: 'p', in: 'body' }],
            requestBody: { content: { 'application/json': { schema: { type: 'string' } } } },
            responses: { 200: { description: 'ok' } },
            callbacks: {
              c0: { '{$request.body#/u}': { $ref: '#/paths/~1s' } },
              c1: { '{$request.body#/v}': { $ref: '#/paths/~1s' } },
            },
          },
        },
      },
    },
    { validation: 'warn' },
  );
  const page = pageOf(docs);
  const model = page.apiPage!;
  assert.ok(model.kind === 'operation');
  const callbacks = model.callbacks;
  assert.deepEqual(
    callbacks.map((c) => [c.name, c.method, c.path, c.sameAs]),
    [
      ['c0', 'post', '{$request.body#/u}', '/s'],
      ['c1', 'post', '{$request.body#/v}', '/s'],
    ],
  );
  assert.match(
    page.markdown!,
    /`POST \{\$request\.body#\/u\}`\n\nRecursive: the path item of `\/s`, see above\./,
  );
  assert.match(articleHtml(page), /Recursive: the path item of <code>\/s<\/code>, see above\./);
  assertAnchorsMatch(page);
});

test('a callback path item with a bad parameter is warned about once, at its own path', async () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'docgen-recursive-'));
  const text = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Loop', version: '1' },
    paths: {
      '/s': {
        post: {
          parameters: [{ name: 'p', in: 'body' }],
          responses: { 200: { description: 'ok' } },
          callbacks: {
            c0: { '{$request.body#/u}': { $ref: '#/paths/~1s' } },
            c1: { '{$request.body#/v}': { $ref: '#/paths/~1s' } },
          },
        },
      },
    },
  });
  const { warnings, docs } = await buildReference(
    {
      sources: [{ id: 'loop', source: { file: 'openapi.json' }, validation: 'warn' }],
      routeBase: '/api',
      root: path.dirname(cacheDir),
      cacheDir,
    },
    [{ origin: 'openapi.json', text }],
  );
  rmSync(cacheDir, { recursive: true, force: true });
  const about = warnings.filter((w) => w.includes('built without that parameter'));
  assert.equal(about.length, 1, warnings.join('\n'));
  assert.match(about[0]!, /#\/paths\/~1s\/post\/parameters\/0/);
  const page = docs.find((d) => d.apiPage?.kind === 'operation')!.apiPage!;
  assert.ok(page.kind === 'operation');
  assert.deepEqual(
    page.callbacks.map((c) => c.sameAs),
    ['/s', '/s'],
  );
});

/** Cyclic shapes: components whose schema `S` reaches itself again. */
const shapes: Record<string, Record<string, unknown>> = {
  'items of itself': { S: { type: 'array', items: ref('S') } },
  'map of itself': { S: { type: 'object', additionalProperties: ref('S') } },
  'property of itself': { S: { type: 'object', properties: { next: ref('S') } } },
  'oneOf/allOf loop': {
    S: { oneOf: [ref('A'), ref('B')] },
    A: { allOf: [ref('S')] },
    B: { allOf: [ref('A')] },
  },
  'anyOf of itself': {
    S: { anyOf: [ref('S'), { type: 'string' }, ref('A')] },
    A: { anyOf: [ref('S'), ref('A')] },
  },
  'discriminator mapping back': {
    S: {
      type: 'object',
      discriminator: {
        propertyName: 'kind',
        mapping: { a: '#/components/schemas/A', s: '#/components/schemas/S' },
      },
      oneOf: [ref('A'), ref('B')],
      properties: { kind: { type: 'string' } },
    },
    A: { allOf: [ref('S'), { type: 'object', properties: { a: { type: 'string' } } }] },
    B: { allOf: [ref('A'), { type: 'object', properties: { b: ref('S') } }] },
  },
  'not of itself': { S: { type: 'object', properties: { x: { not: ref('S') } }, not: ref('S') } },
  'tuple of itself': {
    S: { type: 'array', prefixItems: [ref('S'), { type: 'string' }], items: ref('S') },
  },
  'pattern properties of itself': { S: { type: 'object', patternProperties: { '^x': ref('S') } } },
};

for (const [shape, schemas] of Object.entries(shapes)) {
  test(`a schema that recurses (${shape}) builds every place that walks it`, async () => {
    const media = {
      // An example the document checks against the schema (example-check.ts walks it too).
      'application/json': { schema: ref('S'), example: { next: [{ a: 1 }], kind: 'a' } },
      'application/xml': { schema: ref('S') },
      'application/x-www-form-urlencoded': { schema: ref('S') },
      'multipart/form-data': { schema: ref('S') },
    };
    const operation = {
      operationId: 'op',
      parameters: [
        { name: 'q', in: 'query', schema: ref('S') },
        { name: 'X-S', in: 'header', content: { 'application/json': { schema: ref('S') } } },
      ],
      requestBody: { content: media },
      responses: {
        200: { description: 'ok', headers: { 'X-S': { schema: ref('S') } }, content: media },
      },
      callbacks: {
        done: {
          '{$request.body#/u}': {
            post: { requestBody: { content: media }, responses: { 200: { description: 'ok' } } },
          },
        },
      },
    };
    const { docs } = await craftedReference(
      {
        openapi: '3.1.0',
        servers: [{ url: 'https://api.example.com' }],
        paths: { '/s': { post: operation } },
        webhooks: {
          hook: {
            post: { requestBody: { content: media }, responses: { 200: { description: 'ok' } } },
          },
        },
        components: { schemas },
      },
      { validation: 'warn' },
    );
    const pages = docs.filter((d) => d.apiPage && d.apiPage.kind === 'operation');
    assert.equal(pages.length, 2, 'the operation and the webhook');
    for (const page of pages) {
      const html = articleHtml(page);
      assert.ok(html.length < 1_000_000, `${page.route}: ${html.length} bytes`);
      assert.ok(page.markdown && page.markdown.length < 1_000_000);
      assertAnchorsMatch(page);
    }
  });
}

test('an array of itself and an inheritance loop read as recursive, not as fields without end', async () => {
  const { docs } = await craftedReference(
    {
      openapi: '3.1.0',
      paths: {
        '/s': {
          post: {
            requestBody: { content: { 'application/json': { schema: ref('S') } } },
            responses: {
              200: { description: 'ok', content: { 'application/json': { schema: ref('P') } } },
            },
          },
        },
      },
      components: {
        schemas: {
          S: { type: 'array', items: ref('S') },
          P: { oneOf: [ref('A'), ref('B')] },
          A: { allOf: [ref('P')] },
          B: { allOf: [ref('A')] },
        },
      },
    },
    { validation: 'warn' },
  );
  const text = pageOf(docs).markdown!;
  assert.match(text, /Type: S \(recursive\)\[\]\./);
  // An inheritance loop names each schema of the loop once.
  assert.match(text, /Type: A \(recursive\) \| B \(recursive\)\./);
  assert.match(text, /\*\*A\*\* \(A \(recursive\)\)/);
});

// Without the path of schemas, each turn of the loop tried every variant again: six
// to the power of the depth cap, a build that never ends (the timeout only ends the test).
test('an example checked against a composition of itself meets each schema once on its path', {
  timeout: 60_000,
}, () => {
  const S: Record<string, unknown> = { description: 'loop' };
  S.anyOf = [S, S, S, S, S, { allOf: [S, { type: 'object', required: ['id'] }] }];
  const doc = {
    openapi: '3.1.0',
    info: { title: 'Loop', version: '1' },
    paths: {
      '/s': {
        post: {
          requestBody: {
            content: {
              'application/json': { schema: { allOf: [S, { type: 'string' }] }, example: { a: 1 } },
            },
          },
          responses: {},
        },
      },
    },
    components: { schemas: { S } },
  };
  assert.deepEqual(exampleProblems(doc as never), [
    {
      pointer: '#/paths/~1s/post/requestBody/content/application~1json/example',
      message: '/: expected string, got object',
    },
  ]);
});

test('a recursive field says in words what it repeats: the schema by its name, the top one as such, a field by its path', async () => {
  const { docs } = await craftedReference({
    paths: {
      '/tree': {
        post: {
          summary: 'Plant a tree',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    inner: { type: 'object', properties: { again: ref('Anon') } },
                    root: ref('Node'),
                  },
                },
              },
            },
          },
          responses: { 200: { description: 'ok' } },
        },
      },
    },
    components: {
      schemas: {
        Node: { type: 'object', properties: { parent: ref('Node') } },
        Anon: { type: 'object', properties: { self: { $ref: '#/components/schemas/Anon' } } },
      },
    },
  });
  const page = pageOf(docs);
  const html = articleHtml(page);
  const texts = [...html.matchAll(/<p class="schema__cycle">(.*?)<\/p>/g)].map((m) =>
    m[1]!.replace(/<a href="[^"]*">/g, '[').replace(/<\/a>/g, ']'),
  );
  assert.deepEqual(texts, [
    'Recursive: another <code>Anon</code>, with the same fields as [<code>inner.again</code>] above.',
    'Recursive: another <code>Node</code>, with the same fields as [<code>root</code>] above.',
  ]);
  assert.doesNotMatch(html + page.markdown, /the parent/);
  assert.match(page.markdown!, /Recursive: another `Node`, with the same fields as `root` above\./);
  // A schema that is its own field at the top, without a name: said as the schema it belongs to.
  const top = await craftedReference({
    paths: {
      '/loop': {
        post: {
          summary: 'Loop',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    next: {
                      $ref: '#/paths/~1loop/post/requestBody/content/application~1json/schema',
                    },
                  },
                },
              },
            },
          },
          responses: { 200: { description: 'ok' } },
        },
      },
    },
  });
  const loop = pageOf(top.docs);
  assert.match(
    articleHtml(loop),
    /Recursive: the same fields as <a href="#[^"]+">the schema it belongs to<\/a>, above\./,
  );
  assert.match(loop.markdown!, /Recursive: the same fields as the schema it belongs to, above\./);
  assertAnchorsMatch(page);
});
