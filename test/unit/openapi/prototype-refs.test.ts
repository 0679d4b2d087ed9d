// Names that are Object.prototype members (`constructor`, `__proto__`, `toString`), written
// where a document's keys are looked up: a `$ref` to one the document does not define points
// at nothing, as a `$ref` to any other missing name does, and is never read as "any".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildReference } from '../../../src/openapi/index.js';
import { DocgenError } from '../../../src/errors.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSpec } from '../../fixtures/load-spec.js';
import { referenceOptions } from '../../fixtures/reference-options.js';

const { options, tempFolder } = referenceOptions('docgen-proto-refs-');

const names = ['hasOwnProperty', 'constructor', '__proto__', 'toString', 'valueOf'];

const build = (doc: object) =>
  buildReference(options(), [{ origin: 'openapi.json', text: JSON.stringify(doc) }]);

/** GET /b whose operation has `op`, and a component schema of its own. */
const doc = (op: object) => ({
  openapi: '3.0.3',
  info: { title: 'Refs', version: '1' },
  paths: {
    '/b': { get: { summary: 'Get B', responses: { '200': { description: 'ok' } }, ...op } },
  },
  components: { schemas: { Real: { type: 'string' } }, parameters: {} },
});

const missing = (ref: string) => (error: unknown) => {
  assert.ok(error instanceof DocgenError, String(error));
  assert.match(
    error.message,
    new RegExp(
      `^The \\$ref "${ref.replace(/[$/]/g, '\\$&')}" at #\\S+ cannot be resolved: the document has nothing at that pointer\\.$`,
    ),
  );
  return true;
};

test('a schema $ref to a missing name like hasOwnProperty or __proto__ cannot be resolved, as one to any missing name', async () => {
  for (const name of ['Nope', ...names]) {
    const ref = `#/components/schemas/${name}`;
    const schema = { $ref: ref };
    await assert.rejects(
      build(
        doc({
          responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
        }),
      ),
      missing(ref),
      name,
    );
  }
});

test('a parameter $ref to a missing name like toString cannot be resolved, and no parameter is dropped silently', async () => {
  for (const name of ['Nope', ...names]) {
    const ref = `#/components/parameters/${name}`;
    await assert.rejects(build(doc({ parameters: [{ $ref: ref }] })), missing(ref), name);
  }
});

test('a $ref through a prototype name of an array or a string is missing too', async () => {
  for (const ref of [
    '#/components/schemas/Real/type/length',
    '#/tags/length',
    '#/tags/constructor',
  ]) {
    const schema = { $ref: ref };
    await assert.rejects(
      build({
        ...doc({
          responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
        }),
        tags: [],
      }),
      missing(ref),
      ref,
    );
  }
});

test("a $ref into another file at a name it lacks, like toString, names the file and pointer; so does a split file's own ref", async () => {
  const root = tempFolder();
  const write = (file: string, value: object) =>
    writeFileSync(path.join(root, file), JSON.stringify(value, null, 1));
  const schema = { $ref: './thing.json#/toString' };
  write(
    'openapi.json',
    doc({
      responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
    }),
  );
  const load = () => loadSpec({ file: 'openapi.json' }, { root, cacheDir: tempFolder() });
  const failure = async () => {
    try {
      await load();
    } catch (error) {
      assert.ok(error instanceof DocgenError, String(error));
      return error;
    }
    assert.fail('the document loaded');
  };
  write('thing.json', { Thing: { type: 'string' } });
  const into = await failure();
  assert.equal(
    into.message,
    'The $ref "./thing.json#/toString" at #/paths/~1b/get/responses/200/content/application~1json/schema cannot be resolved: thing.json has nothing at #/toString.',
  );
  assert.equal(into.where, 'openapi.json:17');
  write('thing.json', { toString: { type: 'object', properties: { a: { $ref: '#/__proto__' } } } });
  const own = await failure();
  assert.equal(
    own.message,
    'The $ref "#/__proto__" at #/toString/properties/a cannot be resolved: thing.json has nothing at #/__proto__.',
  );
  // Once the file has what the refs name, the document loads.
  write('thing.json', {
    toString: { type: 'object', properties: { a: { $ref: '#/defs/A' } } },
    defs: { A: { type: 'string' } },
  });
  assert.equal((await load()).document.openapi, '3.0.3');
});

/** A document that names `x` where docgen looks a name up: a security requirement, a server variable, a required property, a form's binary field. */
const naming = (x: string) => ({
  openapi: '3.0.3',
  info: { title: 'Names', version: '1' },
  servers: [{ url: `https://{${x}}.example.com/v1`, variables: { region: { default: 'eu' } } }],
  paths: {
    '/b': {
      post: {
        summary: 'Post B',
        security: [{ [x]: [] }, { key: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', required: [x, 'a'], properties: { a: { type: 'string' } } },
              example: { a: 'x' },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
    '/c': {
      post: {
        summary: 'Upload',
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: [x],
                properties: { f: { type: 'string' }, [x]: { type: 'string' } },
              },
              example: { f: 'text' },
            },
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { f: { type: 'string' }, [x]: { type: 'string', format: 'binary' } },
              },
              encoding: { g: { contentType: 'text/plain' } },
              example: { f: 'text' },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
});

test('a name like constructor in a security requirement, a required list or form fields is a name the document does not define', async () => {
  const reference = async (x: string) => {
    const ref = await buildReference(options('warn'), [
      { origin: 'openapi.json', text: JSON.stringify(naming(x)) },
    ]);
    const pages = ref.docs.map((d) => d.apiPage);
    return JSON.stringify({ warnings: ref.warnings, pages }).split(x).join('NAME');
  };
  const unknown = await reference('nosuch');
  // The samples send the other requirement's key; the example misses a required property.
  assert.match(unknown, /X-Key: \$X_KEY/);
  assert.match(unknown, /required property \\"NAME\\" is missing/);
  assert.match(unknown, /name=\\"NAME\\"; filename=/);
  for (const name of names) assert.equal(await reference(name), unknown, name);
});

/** An object whose one member is named `__proto__` (in a literal, the name sets the prototype). */
const named = (value: unknown) => Object.fromEntries([['__proto__', value]]);

test('a security scheme or server variable named __proto__ stays a member when the document is made usable', async () => {
  const ref = await buildReference(options('warn'), [
    {
      origin: 'openapi.json',
      text: JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Protos', version: '1' },
        servers: [{ url: '{__proto__}://api.example.com' }],
        paths: {
          '/c': {
            post: {
              summary: 'Up',
              security: [named([])],
              responses: { '200': { description: 'ok' } },
            },
          },
        },
        // `scheme: 5` is no text: the scheme is rebuilt without it.
        components: { securitySchemes: named({ type: 'http', scheme: 5 }) },
      }),
    },
  ]);
  const pages = ref.docs.map((d) => d.apiPage!);
  const intro = pages.find((p) => p.kind === 'intro');
  assert.ok(intro?.kind === 'intro');
  assert.deepEqual(
    intro.securitySchemes.map((s) => s.id),
    ['__proto__'],
  );
  const op = pages.find((p) => p.kind === 'operation');
  assert.ok(op?.kind === 'operation');
  // The undeclared scheme variable reads as https, as any other name does.
  assert.match(op.samples[0]!.code, /curl "https:\/\/api\.example\.com\/c"/);
});
