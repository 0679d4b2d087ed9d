// A `$ref` inside example data (an example's value, a schema's example, default or
// 3.1 examples list) is part of the payload: never resolved, neither inside the
// document nor to another file, and shown as written in the samples and Example blocks;
// only a whole example that is nothing but a `$ref` to a file or a named example is followed.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiReference } from '../../../src/openapi/index.js';
import { DocgenError } from '../../../src/errors.js';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';
import type { ApiReference } from '../../../src/openapi/index.js';

const node = {
  type: 'object',
  properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
};

function page(reference: ApiReference, title: string) {
  const doc = reference.docs.find((d) => d.title === title);
  assert.ok(doc, reference.docs.map((d) => d.title).join(', '));
  assert.equal(doc.apiPage?.kind, 'operation');
  const curl = doc.apiPage.samples.find((s) => s.value === 'curl')!.code;
  // The page's text, without the highlighter's spans.
  const text = articleHtml(doc)
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return { curl, text };
}

test("an example value's $ref to a recursive schema is sent and shown as data, not the schema", async () => {
  const reference = await craftedReference({
    openapi: '3.1.0',
    paths: {
      '/links': {
        post: {
          summary: 'Save a link',
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { target: { type: 'object' } } },
                examples: {
                  jsonref: { value: { target: { $ref: '#/components/schemas/Node' } } },
                },
              },
            },
          },
          responses: { '204': { description: 'done' } },
        },
      },
    },
    components: { schemas: { Node: node } },
  });
  const { curl, text } = page(reference, 'Save a link');
  assert.match(curl, /"target": \{\n\s+"\$ref": "#\/components\/schemas\/Node"\n\s+\}/);
  assert.doesNotMatch(curl, /children/);
  assert.match(text, /"target": \{\s+"\$ref": "#\/components\/schemas\/Node"\s+\}/);
});

test('a named example in components whose value holds a $ref to a missing file builds, the ref as data', async () => {
  // GitHub's server-statistics example: `actions_stats: { $ref: server-statistics-actions.yaml }`.
  const reference = await craftedReference({
    paths: {
      '/stats': {
        get: {
          summary: 'Get stats',
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { type: 'array', items: { type: 'object' } },
                  examples: { default: { $ref: '#/components/examples/stats' } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      examples: {
        stats: { value: [{ actions_stats: { $ref: 'server-statistics-actions.yaml' } }] },
      },
    },
  });
  const { text } = page(reference, 'Get stats');
  assert.match(text, /"actions_stats": \{\s+"\$ref": "server-statistics-actions.yaml"/);
});

test("a schema's example, default and 3.1 examples keep their $ref; a property named example is still a schema", async () => {
  const reference = await craftedReference({
    openapi: '3.1.0',
    paths: {
      '/docs': {
        post: {
          summary: 'Store a document',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['a', 'b', 'c', 'example'],
                  properties: {
                    a: { type: 'object', example: { $ref: '#/a' } },
                    b: { type: 'object', default: { $ref: '#/b' } },
                    c: { type: 'object', examples: [{ $ref: '#/c' }] },
                    example: { $ref: '#/components/schemas/Named' },
                  },
                },
              },
            },
          },
          responses: { '204': { description: 'done' } },
        },
      },
    },
    components: {
      schemas: { Named: { type: 'string', description: 'Resolved as a schema', example: 'x' } },
    },
  });
  const { curl, text } = page(reference, 'Store a document');
  for (const ref of ['#/a', '#/b', '#/c'])
    assert.match(curl, new RegExp(`"\\$ref": "${ref}"`), curl);
  assert.match(curl, /"example": "x"/);
  assert.match(text, /Resolved as a schema/);
});

test("a Swagger 2.0 response's examples keep their $ref through the conversion to OpenAPI 3", async () => {
  const reference = await craftedReference({
    openapi: undefined,
    swagger: '2.0',
    host: 'api.example.test',
    paths: {
      '/pets': {
        get: {
          summary: 'List pets',
          produces: ['application/json'],
          responses: {
            '200': {
              description: 'ok',
              schema: { type: 'object' },
              examples: { 'application/json': { next: { $ref: '#/definitions/Pet' } } },
            },
          },
        },
      },
    },
    definitions: { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
  });
  const { text } = page(reference, 'List pets');
  assert.match(text, /"next": \{\s+"\$ref": "#\/definitions\/Pet"/);
});

test('a named example whose value holds a $ref to itself builds, the nested ref as data', async () => {
  const reference = await craftedReference({
    paths: {
      '/notes': {
        get: {
          summary: 'List notes',
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { type: 'object' },
                  examples: { tree: { $ref: '#/components/examples/tree' } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      examples: {
        tree: { value: { name: 'root', child: { $ref: '#/components/examples/tree' } } },
      },
    },
  });
  const { text } = page(reference, 'List notes');
  assert.match(
    text,
    /"name": "root",\s+"child": \{\s+"\$ref": "#\/components\/examples\/tree"\s+\}/,
  );
});

test('a whole example that is nothing but a $ref to a named example stands for its value; nested, the ref is data', async () => {
  // GitHub's documents share examples so: as a whole value, as a schema's example, and in lists.
  const json = (extra: object) => ({
    'application/json': { schema: { type: 'object' }, ...extra },
  });
  const reference = await craftedReference({
    paths: {
      '/issues/{n}': {
        get: {
          summary: 'Get an issue',
          responses: {
            '200': {
              description: 'ok',
              content: json({
                examples: {
                  whole: { summary: 'Whole', value: { $ref: '#/components/examples/issue' } },
                  listed: { summary: 'Listed', value: [{ $ref: '#/components/examples/issue' }] },
                },
              }),
            },
            '201': {
              description: 'made',
              content: {
                'application/json': {
                  schema: { type: 'object', example: { $ref: '#/components/examples/issue' } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      examples: { issue: { summary: 'An issue', value: { id: 1347, title: 'Found a bug' } } },
    },
  });
  const page = reference.docs.find((d) => d.title === 'Get an issue')?.apiPage;
  assert.ok(page?.kind === 'operation');
  const media = (status: string) => page.responses.find((r) => r.status === status)?.media[0];
  const examples = media('200')!.examples!;
  assert.deepEqual(JSON.parse(examples[0]!.code), { id: 1347, title: 'Found a bug' });
  assert.deepEqual(JSON.parse(examples[1]!.code), [{ $ref: '#/components/examples/issue' }]);
  assert.deepEqual(JSON.parse(media('201')!.example!.code), { id: 1347, title: 'Found a bug' });
});

test('a whole example that is a $ref to a file stands for its content; refs inside example files are data', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-example-files-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const json = (example: object) => ({
    description: 'ok',
    content: { 'application/json': { schema: { type: 'object' }, ...example } },
  });
  const get = (summary: string, example: object) => ({
    get: { summary, responses: { '200': json(example) } },
  });
  writeFileSync(
    path.join(dir, 'openapi.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Notes', version: '1' },
      paths: {
        // Two refs to one file: the bundle holds it once and points the other ref there.
        '/a': get('Get a', { example: { $ref: './examples/note.json' } }),
        '/b': get('Get b', { example: { $ref: './examples/note.json' } }),
        '/c': get('Get c', { examples: { one: { $ref: './examples/one.json' } } }),
      },
    }),
  );
  mkdirSync(path.join(dir, 'examples'));
  writeFileSync(
    path.join(dir, 'examples', 'note.json'),
    JSON.stringify({ text: 'from the file', link: { $ref: '#/nowhere' } }),
  );
  writeFileSync(
    path.join(dir, 'examples', 'one.json'),
    JSON.stringify({ summary: 'One', value: { data: { $ref: '#/definitions/literal' } } }),
  );
  const reference = await loadApiReference({
    sources: [{ id: 'notes', source: { file: 'openapi.json' } }],
    routeBase: '/api',
    root: dir,
    cacheDir: path.join(dir, 'cache'),
    buildId: 'test',
  });
  for (const title of ['Get a', 'Get b']) {
    const { text } = page(reference, title);
    assert.match(text, /"text": "from the file",\s+"link": \{\s+"\$ref": "#\/nowhere"\s+\}/);
  }
  assert.match(page(reference, 'Get c').text, /"data": \{\s+"\$ref": "#\/definitions\/literal"/);
});

test('a whole example whose $ref leads back to itself fails naming its pointer, its file once', async () => {
  await assert.rejects(
    craftedReference({
      paths: {
        '/notes': {
          get: {
            summary: 'List notes',
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { type: 'object' },
                    examples: { tree: { $ref: '#/components/examples/tree' } },
                  },
                },
              },
            },
          },
        },
      },
      components: { examples: { tree: { value: { $ref: '#/components/examples/tree' } } } },
    }),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(error.where, 'api.json');
      assert.match(
        error.message,
        /^The \$ref "#\/components\/examples\/tree\/value" at #\/components\/examples\/tree\/value cannot be resolved: it leads back to itself/,
      );
      assert.match(error.hint ?? '', /path: '\/components\/examples\/tree\/value'/);
      return true;
    },
  );
});
