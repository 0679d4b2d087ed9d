// A document that breaks the OpenAPI schema in one node builds with a warning
// naming that node's JSON pointer (validation: 'warn', the default), or fails the
// build naming it (validation: 'error'), whether validated before or after its
// pages are made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildReference } from '../../../src/openapi/index.js';
import { DocgenError } from '../../../src/errors.js';
import { linePointers, removeBrokenSchemas } from '../../../src/openapi/validation-policy.js';
import { validateConfig } from '../../../src/config/validate-config.js';
import { referenceOptions } from '../../fixtures/reference-options.js';

const { options } = referenceOptions('docgen-policy-');

const ok = { '200': { description: 'OK' } };
/** Two operations; the second's request body has `"schema": null`, as Directus's document does. */
const nullSchema = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': { get: { summary: 'List pets', responses: ok } },
    '/items/{collection}': {
      post: {
        summary: 'Create an item',
        parameters: [
          { name: 'collection', in: 'path', required: true, schema: { type: 'string' } },
        ],
        requestBody: { content: { 'application/json': { schema: null } } },
        responses: ok,
      },
    },
  },
});
const pointer = '#/paths/~1items~1{collection}/post/requestBody/content/application~1json/schema';

/** A description that is a number: only the validator sees it. */
const numberDescription = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 5 } } } } },
});

test("a schema that is null is a warning naming its JSON pointer, and every page builds (validation: 'warn', the default)", async () => {
  for (const validation of [undefined, 'warn'] as const) {
    const ref = await buildReference(options(validation), [
      { origin: 'openapi.json', text: nullSchema },
    ]);
    const warning = ref.warnings.find((w) => w.includes('breaks the OpenAPI schema'));
    assert.ok(warning, ref.warnings.join('\n'));
    assert.ok(warning.includes(`at ${pointer}: a schema is expected, found null`), warning);
    const routes = ref.docs.map((d) => d.route);
    assert.ok(routes.includes('/api/list-pets'), routes.join(' '));
    assert.ok(routes.includes('/api/create-an-item'), routes.join(' '));
  }
});

test("with validation: 'error' the same node fails the build, naming the file and the pointer", async () => {
  await assert.rejects(
    buildReference(options('error'), [{ origin: 'openapi.json', text: nullSchema }]),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(error.location.file, 'openapi.json');
      assert.match(error.message, /^openapi\.json is not a valid OpenAPI document/);
      assert.ok(error.message.includes(`at ${pointer}`), error.message);
      assert.match(error.hint ?? '', /validation: 'warn'/);
      return true;
    },
  );
});

test("what only the validator finds is named by its pointer too: a warning under 'warn', an error under 'error'", async () => {
  const at = '#/paths/~1pets/get/responses/200/description';
  const ref = await buildReference(options(), [
    { origin: 'openapi.json', text: numberDescription },
  ]);
  const warning = ref.warnings.find((w) => w.includes('breaks the OpenAPI schema'));
  assert.ok(warning?.includes(`at ${at}: type must be string`), ref.warnings.join('\n'));
  assert.ok(ref.docs.some((d) => d.route === '/api/list-pets'));
  await assert.rejects(
    buildReference(options('error'), [{ origin: 'openapi.json', text: `${numberDescription} ` }]),
    (error: unknown) => error instanceof DocgenError && error.message.includes(`at ${at}`),
  );
});

test('only nodes that stand where a schema must be are removed: examples, enums and a property named "schema" stay', () => {
  const doc = {
    paths: {
      '/x': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    schema: { type: 'string', enum: [null, 'a'] },
                    items: { type: 'array', items: 'nope' },
                    gone: null,
                  },
                  allOf: [{ type: 'object' }, 7],
                  example: { schema: null },
                },
              },
            },
          },
        },
      },
    },
    components: { schemas: { Empty: null, Kept: { type: 'string', default: null } } },
  };
  const problems = removeBrokenSchemas(doc);
  const base = '#/paths/~1x/post/requestBody/content/application~1json/schema';
  assert.deepEqual(problems.map((p) => p.pointer).sort(), [
    '#/components/schemas/Empty',
    `${base}/allOf/1`,
    `${base}/properties/gone`,
    `${base}/properties/items/items`,
  ]);
  const schema = doc.paths['/x'].post.requestBody.content['application/json'].schema;
  assert.deepEqual(schema.properties.schema, { type: 'string', enum: [null, 'a'] });
  assert.deepEqual(schema.example, { schema: null });
  assert.deepEqual(schema.allOf, [{ type: 'object' }]);
  assert.deepEqual(Object.keys(doc.components.schemas), ['Kept']);
});

test('the line pointers follow JSON.stringify(value, null, 2) line by line', () => {
  const value = { a: [1, { 'b/c': {} }, []], d: { e: 'x' }, f: null };
  const lines = JSON.stringify(value, null, 2).split('\n');
  const pointers = linePointers(value);
  assert.equal(pointers.length, lines.length);
  assert.equal(pointers[lines.findIndex((l) => l.includes('"b/c"'))], '#/a/1/b~1c');
  assert.equal(pointers[lines.findIndex((l) => l.includes('"e"'))], '#/d/e');
});

test('the config types the option: anything but "warn" or "error" is refused with the path', () => {
  const config = (validation: unknown) => ({
    title: 'T',
    openapi: { sources: [{ id: 'a', source: { file: 'a.json' }, validation }] },
  });
  assert.equal(
    validateConfig(config('error'), 'site.config.ts').openapi.sources[0]!.validation,
    'error',
  );
  assert.throws(
    () => validateConfig(config('strict'), 'site.config.ts'),
    /openapi\.sources\[0\]\.validation/,
  );
});
