// Every operation page stays bounded whatever the document. These documents have
// the shape of Stripe's: objects that embed other objects (an "expandable" field is
// a string id or the whole object) thirty levels deep, and fields with long
// descriptions. Stripe's own spec3.json (not in this repository) made 6 MB pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, assertAnchorsMatch, craftedReference } from '../../fixtures/crafted-api.js';
import { maxExpandedDepth, maxSchemaBytesPerPage } from '../../../src/openapi/schema-nodes.js';
import { exampleFor } from '../../../src/openapi/schema-example.js';
import { apiPageMarkdown } from '../../../src/openapi/page-markdown.js';

const long = (name: string, sentences = 4) =>
  `The ${name} of this object. ${'It is described at length, as such documents describe their fields, with the cases where it is empty, what it holds in test mode and what it did in older API versions. '.repeat(sentences)}`;

/**
 * Twenty component schemas, object_0 to object_19, each of twelve string fields with
 * long descriptions, and properties referring to each: enough to spend a page's budget.
 */
function twentyLongObjects(): {
  schemas: Record<string, object>;
  properties: Record<string, object>;
} {
  const schemas: Record<string, object> = {};
  const properties: Record<string, object> = {};
  for (let i = 0; i < 20; i++) {
    const fields: Record<string, object> = {};
    for (let f = 0; f < 12; f++)
      fields[`field_${f}`] = { type: 'string', description: long(`field ${f}`).repeat(4) };
    schemas[`object_${i}`] = { type: 'object', properties: fields };
    properties[`object_${i}`] = { $ref: `#/components/schemas/object_${i}` };
  }
  return { schemas, properties };
}

/**
 * Thirty objects, each with twelve described fields, the last embedding the next one
 * as an "expandable" field. The descriptions are long, but short enough that the
 * depth, not the page's field budget, stops the expansion.
 */
function expandableChain(levels: number): Record<string, object> {
  const schemas: Record<string, object> = {};
  for (let i = 0; i < levels; i++) {
    const properties: Record<string, object> = {};
    for (let f = 0; f < 12; f++)
      properties[`field_${f}`] = { type: 'string', description: long(`field ${f}`, 2) };
    if (i + 1 < levels)
      properties.next = {
        anyOf: [
          { type: 'string', maxLength: 5000 },
          { $ref: `#/components/schemas/level_${i + 1}` },
        ],
        description: long('next object', 2),
      };
    schemas[`level_${i}`] = {
      type: 'object',
      description: long(`level ${i}`, 2),
      properties,
      required: ['field_0'],
    };
  }
  return schemas;
}

const document = {
  paths: {
    '/v1/things': {
      get: {
        summary: 'List things',
        tags: ['Things'],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/level_0' } } },
          },
          default: {
            description: 'Error',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/level_0' } } },
          },
        },
      },
    },
  },
  components: { schemas: expandableChain(30) },
};

test('objects nested thirty levels deep are expanded to a depth, the deeper ones named with their type', async () => {
  const { docs } = await craftedReference(document);
  const page = docs.find((d) => d.title === 'List things')!;
  const html = articleHtml(page);
  const fieldAnchors = page.anchors.filter((a) => a.startsWith('response-200-'));
  const deepest = Math.max(...fieldAnchors.map((a) => (a.match(/\.next\b/g) ?? []).length));
  assert.equal(deepest, maxExpandedDepth, `expanded ${deepest} levels of next objects`);
  assert.ok(
    fieldAnchors.length < 13 * (maxExpandedDepth + 1) + 2,
    `${fieldAnchors.length} fields under the 200 response`,
  );
  // The page declares exactly what it renders, and stays far from a megabyte.
  assertAnchorsMatch(page);
  assert.ok(html.length < 400_000, `${html.length} bytes`);
});

test('long descriptions spend the page budget: later schemas are named, not expanded, however few their fields', async () => {
  // Twenty sibling objects, none shown before, each with twelve long-described fields.
  const { schemas, properties } = twentyLongObjects();
  const { docs } = await craftedReference({
    paths: {
      '/v1/wide': {
        get: {
          summary: 'Wide object',
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: { type: 'object', properties } } },
            },
          },
        },
      },
    },
    components: { schemas },
  });
  const page = docs.find((d) => d.title === 'Wide object')!;
  const expanded = new Set(
    page.anchors
      .filter((a) => /^response-200-object_\d+\.field_0$/.test(a))
      .map((a) => a.split('.')[0]),
  );
  // All twenty are listed as fields; only the first ones, until the budget is spent, show their own fields.
  for (let i = 0; i < 20; i++)
    assert.ok(page.anchors.includes(`response-200-object_${i}`), `object_${i} is listed`);
  assert.ok(expanded.size >= 2 && expanded.size < 20, `${expanded.size} of 20 objects expanded`);
  assert.ok(articleHtml(page).length < 700_000);
});

test('the budget stops inside the schema under way: a oneOf of big objects ends with the count of fields left out', async () => {
  // Figma's shape, inline: one field whose oneOf has thirty variants, each an object of
  // sixty described fields, none of them shown before (2.6 MB pages before the fix).
  const variants = Array.from({ length: 30 }, (_, v) => ({
    title: `Node ${v}`,
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 60 }, (_, f) => [
        `field_${f}`,
        { type: 'string', description: long(`field ${f} of node ${v}`) },
      ]),
    ),
  }));
  const { docs } = await craftedReference({
    paths: {
      '/v1/nodes': {
        get: {
          summary: 'Get nodes',
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { name: { type: 'string' }, document: { oneOf: variants } },
                  },
                },
              },
            },
          },
        },
      },
    },
  });
  const page = docs.find((d) => d.title === 'Get nodes')!;
  const html = articleHtml(page);
  // What the budget counts (fields' markup and descriptions), with the page around them.
  assert.ok(html.length < 2 * maxSchemaBytesPerPage, `${html.length} bytes`);
  const listed = page.anchors.filter((a) => /^response-200-document\.\d+\.field_\d+$/.test(a));
  const left = [...html.matchAll(/(\d+) more fields not shown on this page/g)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
  assert.ok(left > 0, 'the marker says how many fields are left out');
  assert.equal(listed.length + left, 30 * 60, 'every field is listed or counted');
  // The markdown copy says so too.
  assert.match(apiPageMarkdown(page.apiPage!), /\d+ more fields not shown on this page/);
  // Every variant is still named, so the reader sees what the document holds.
  for (let v = 0; v < 30; v++) assert.match(html, new RegExp(`>Node ${v}<`));
  assertAnchorsMatch(page);
});

test('a response of nested objects with short descriptions stays a page of about 250 KB: the budget counts the markup', async () => {
  // Stripe's shape: each object embeds the next, and most of a field's HTML is its
  // markup and its anchor, not its one-line description.
  const schemas: Record<string, object> = {};
  for (let i = 0; i < 10; i++) {
    const properties: Record<string, object> = {};
    for (let f = 0; f < 60; f++)
      properties[`some_field_${f}`] = { type: 'string', description: `Field ${f}, in short.` };
    if (i < 9) properties[`embedded_object_${i}`] = { $ref: `#/components/schemas/level_${i + 1}` };
    schemas[`level_${i}`] = { type: 'object', properties };
  }
  const { docs } = await craftedReference({
    paths: {
      '/v1/refunds/{id}': {
        get: {
          summary: 'Get a refund',
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/level_0' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  });
  const page = docs.find((d) => d.title === 'Get a refund')!;
  const html = articleHtml(page);
  assert.ok(html.length < 230_000, `${html.length} bytes`);
  assert.match(html, /more fields not shown on this page/);
});

test('a response example stops at a depth; a request body keeps its required fields at every depth', () => {
  const schemas = expandableChain(12);
  // Resolve the refs as the dereferenced document has them.
  const resolve = (s: unknown): unknown => {
    if (Array.isArray(s)) return s.map(resolve);
    if (!s || typeof s !== 'object') return s;
    const ref = (s as { $ref?: string }).$ref;
    if (ref) return resolve(schemas[ref.split('/').pop()!]);
    return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, resolve(v)]));
  };
  // The expandable's object alternative first, so the example follows the chain.
  for (const s of Object.values(schemas) as { properties: { next?: { anyOf: object[] } } }[])
    s.properties.next?.anyOf.reverse();
  const root = resolve(schemas.level_0) as object;
  const depthOf = (value: unknown): number =>
    value && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
  const response = exampleFor(root as never, 'response');
  const request = exampleFor(root as never, 'request');
  assert.ok(depthOf(response) <= 4, `response example ${depthOf(response)} levels deep`);
  assert.ok(depthOf(request) > depthOf(response), 'the request body goes deeper');
  assert.ok(JSON.stringify(response).length < 20_000);
});

test("the request body's fields are shown before responses spend the budget, and a field left unexpanded says so", async () => {
  // GitHub's "Create an issue", made small: a request body of nested arrays and a
  // oneOf, then responses big enough to spend the page's budget on their own.
  const { schemas, properties } = twentyLongObjects();
  schemas.issue = { type: 'object', properties };
  const issue = { 'application/json': { schema: { $ref: '#/components/schemas/issue' } } };
  const { docs } = await craftedReference({
    paths: {
      '/repos/{owner}/{repo}/issues': {
        post: {
          summary: 'Create an issue',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['title'],
                  properties: {
                    title: { type: 'string' },
                    labels: {
                      type: 'array',
                      items: {
                        oneOf: [
                          { type: 'string' },
                          {
                            type: 'object',
                            properties: { id: { type: 'integer' }, name: { type: 'string' } },
                          },
                        ],
                      },
                    },
                    issue_field_values: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['field_id', 'value'],
                        properties: {
                          field_id: { type: 'integer' },
                          value: { oneOf: [{ type: 'string' }, { type: 'number' }] },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          responses: {
            '201': { description: 'Created', content: issue },
            '410': { description: 'Gone', content: issue },
          },
        },
      },
    },
    components: { schemas },
  });
  const page = docs.find((d) => d.title === 'Create an issue')!;
  for (const anchor of [
    'request-body-issue_field_values.items.field_id',
    'request-body-issue_field_values.items.value',
    'request-body-labels.items.1.id',
  ])
    assert.ok(page.anchors.includes(anchor), `${anchor} is on the page`);
  // The responses spent the budget: where a field was left unexpanded, the page says so there.
  const html = articleHtml(page);
  const field = html.slice(html.indexOf('id="response-201-object_19"'));
  assert.match(
    field.slice(0, field.indexOf('</li>')),
    /12 more fields not shown on this page: see the schema in the downloadable document/,
  );
  assert.match(
    apiPageMarkdown(page.apiPage!),
    /`object_19` \(object\): 12 more fields not shown on this page/,
  );
  assertAnchorsMatch(page);
});

test("a response too big for the budget loses its deep nesting before its own fields' first level", async () => {
  // Twenty fields, each an object nested four levels deep: expanded fully, the first
  // few spent the budget and the rest showed none of their fields.
  const nested = (levels: number, name: string): object => ({
    type: 'object',
    properties: {
      ...Object.fromEntries(
        Array.from({ length: 4 }, (_, f) => [
          `a_${f}`,
          { type: 'string', description: long(`${name} field ${f}`, 1) },
        ]),
      ),
      ...(levels > 1 ? { next: nested(levels - 1, `${name} next`) } : {}),
    },
  });
  const properties = Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [`f_${i}`, nested(4, `f_${i}`)]),
  );
  const { docs } = await craftedReference({
    paths: {
      '/v1/deep': {
        get: {
          summary: 'Deep things',
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: { type: 'object', properties } } },
            },
          },
        },
      },
    },
  });
  const page = docs.find((d) => d.title === 'Deep things')!;
  for (let i = 0; i < 20; i++)
    assert.ok(page.anchors.includes(`response-200-f_${i}.a_0`), `f_${i}'s fields are shown`);
  // The deep levels are what was cut, and the page says so there.
  assert.ok(!page.anchors.some((a) => a.includes('.next.next.')), 'the deepest levels are cut');
  assert.match(articleHtml(page), /more fields not shown on this page/);
  assertAnchorsMatch(page);
});
