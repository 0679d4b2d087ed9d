// Documents that break the OpenAPI schema where every page reads (info, parameters,
// servers, security) build under validation: 'warn' with warnings naming the node,
// and a node the page builder still cannot read fails the build naming the
// operation, never as "a bug in docgen".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildReference, loadApiReference } from '../../../src/openapi/index.js';
import { DocgenError } from '../../../src/errors.js';
import { atOperation } from '../../../src/openapi/operation-fault.js';
import type { Doc } from '../../../src/types.js';
import { referenceOptions } from '../../fixtures/reference-options.js';

const { options, tempFolder } = referenceOptions('docgen-broken-');

const ok = { '200': { description: 'OK' } };
/** A document with one operation, GET /a, and what `extra` adds or replaces. */
const doc = (extra: Record<string, unknown>, op: Record<string, unknown> = {}) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    paths: { '/a': { get: { summary: 'List pets', responses: ok, ...op } } },
    ...extra,
  });

const build = (text: string, validation?: 'warn' | 'error') =>
  buildReference(options(validation), [{ origin: 'openapi.json', text }]);

const operation = (docs: Doc[]) => {
  const page = docs.find((d) => d.apiPage?.kind === 'operation')?.apiPage;
  assert.ok(page?.kind === 'operation');
  return page;
};
const curl = (docs: Doc[]) => operation(docs).samples.find((s) => s.value === 'curl')!.code;

test('a document without info, with info a string or without info.title is named by its source id, and the validation warning stands', async () => {
  const cases = [
    { text: JSON.stringify({ openapi: '3.0.3', paths: { '/a': { get: { responses: ok } } } }) },
    { text: doc({ info: 'X' }) },
    { text: doc({ info: { version: '1' } }) },
  ];
  for (const { text } of cases) {
    const ref = await build(text);
    const intro = ref.docs.find((d) => d.route === '/api/pets');
    assert.ok(intro, ref.docs.map((d) => d.route).join(' '));
    assert.equal(intro.title, 'pets');
    assert.ok(
      ref.warnings.some((w) => w.startsWith('openapi.json breaks the OpenAPI schema at #')),
      ref.warnings.join('\n'),
    );
    assert.ok(ref.docs.some((d) => d.apiPage?.kind === 'operation'));
  }
});

test('a version that is a number and a description that is not text do not stop the introduction', async () => {
  const ref = await build(doc({ info: { title: 'Pets', version: 2, description: 5 } }));
  const intro = ref.docs.find((d) => d.route === '/api/pets');
  assert.ok(intro?.description?.includes('version 2'), intro?.description);
});

test('a parameter without "in" or "name" is left out of the page with a warning naming its pointer; the others stay', async () => {
  const ref = await build(
    doc(
      {},
      {
        parameters: [
          { name: 'q' },
          { in: 'query', schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
        ],
      },
    ),
  );
  const names = operation(ref.docs).parameters.map((p) => p.name);
  assert.deepEqual(names, ['limit']);
  const left = ref.warnings.filter((w) => w.includes('built without that parameter'));
  assert.equal(left.length, 2, ref.warnings.join('\n'));
  assert.match(
    left[0]!,
    /^openapi\.json breaks the OpenAPI schema at #\/paths\/~1a\/get\/parameters\/0: the parameter "q" has no "in"/,
  );
  assert.match(left[1]!, /at #\/paths\/~1a\/get\/parameters\/1: the parameter has no "name"/);
});

test('a path-level parameter without "in" is named by its path item pointer', async () => {
  const text = JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    paths: { '/a/{id}': { parameters: [{ name: 'id' }], get: { responses: ok } } },
  });
  const ref = await build(text);
  assert.ok(
    ref.warnings.some((w) => w.includes('at #/paths/~1a~1{id}/parameters/0: the parameter "id"')),
    ref.warnings.join('\n'),
  );
  assert.equal(operation(ref.docs).parameters.length, 0);
});

test('an `in: body` or `in: formData` parameter is left out with one warning, naming the Swagger 2 habit', async () => {
  for (const [name, where] of [
    ['pet', 'body'],
    ['photo', 'formData'],
  ]) {
    const parameter = { name, in: where, schema: { type: 'object' } };
    const ref = await build(doc({}, { parameters: [parameter] }));
    // The validator complains at the same node (a parameter without `required`); the page
    // builder's warning says what was done with it, so the validator's is not said too.
    assert.deepEqual(ref.warnings, [
      `openapi.json breaks the OpenAPI schema at #/paths/~1a/get/parameters/0: the parameter "${name}" is \`in: ${where}\` (Swagger 2; OpenAPI 3 has \`requestBody\`); built without that parameter (validation: 'warn').`,
    ]);
    assert.equal(operation(ref.docs).parameters.length, 0);
    // Under 'error', the validator's complaint is the build's, in the same words.
    await assert.rejects(build(doc({}, { parameters: [parameter] }), 'error'), (e: Error) =>
      e.message.includes(
        `at #/paths/~1a/get/parameters/0: a parameter \`in: ${where}\` is Swagger 2; in OpenAPI 3 the operation describes its body with \`requestBody\``,
      ),
    );
  }
});

test('servers without a URL, media types that are not objects and a body description that is a number build', async () => {
  const ref = await build(
    doc(
      { servers: [{ description: 'no url' }, null, { url: 'https://api.pets.test/v1' }] },
      {
        requestBody: { description: 5, content: { 'application/json': null } },
        responses: { '200': { description: 'OK', content: { 'application/json': 'x' } } },
      },
    ),
  );
  assert.match(curl(ref.docs), /curl "https:\/\/api\.pets\.test\/v1\/a"/);
});

test('a server URL with an undeclared variable is a warning naming the pointer and the variable; the samples stay well formed', async () => {
  const ref = await build(doc({ servers: [{ url: '{scheme}://api.pets.test' }] }));
  const warning = ref.warnings.find((w) => w.includes('#/servers/0/url'));
  assert.ok(warning, ref.warnings.join('\n'));
  assert.match(
    warning,
    /^openapi\.json: the server URL at #\/servers\/0\/url \("\{scheme\}:\/\/api\.pets\.test"\) uses \{scheme\}, which its "variables" do not declare/,
  );
  assert.match(curl(ref.docs), /curl "https:\/\/api\.pets\.test\/a"/);
  assert.doesNotMatch(curl(ref.docs), /\{scheme\}|api\.example\.com/);
});

test('a server whose undeclared variable is its host stays listed as written; the samples call a server that names its host', async () => {
  const ref = await build(
    doc({ servers: [{ url: 'https://{host}/v1' }, { url: 'https://api.pets.test/v2' }] }),
  );
  const warning = ref.warnings.find((w) => w.includes('#/servers/0/url'));
  assert.match(
    warning ?? '',
    /uses \{host\}.*the page and its samples show it as written and Try it asks the reader for \{host\}/,
  );
  assert.match(curl(ref.docs), /curl "https:\/\/api\.pets\.test\/v2\/a"/);
});

test('a security requirement naming an undeclared scheme is a warning naming the pointer, the scheme and the declared ones', async () => {
  const ref = await build(
    doc(
      { components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } } },
      { security: [{ nope: [] }] },
    ),
  );
  const warning = ref.warnings.find((w) => w.includes('security requirement'));
  assert.match(
    warning ?? '',
    /^openapi\.json: the security requirement at #\/paths\/~1a\/get\/security\/0 names the scheme "nope", which components\.securitySchemes does not declare \(declared: key\)/,
  );
});

test('an exception while building one operation of a broken document is a DocgenError naming the document once, the operation and its pointer', () => {
  const place = {
    origin: 'openapi.json',
    method: 'get',
    path: '/a/{id}',
    role: 'operation' as const,
  };
  const fail = () => {
    throw new TypeError("Cannot read properties of undefined (reading 'replace')");
  };
  assert.throws(
    () => atOperation({ ...place, broken: true }, fail),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(error.location.file, 'openapi.json');
      assert.match(
        error.message,
        /^The document breaks the OpenAPI schema in GET \/a\/\{id\} \(#\/paths\/~1a~1\{id\}\/get\), and its page cannot be built from it: Cannot read/,
      );
      assert.match(error.hint ?? '', /validation: 'error'/);
      assert.ok(error.cause instanceof TypeError);
      return true;
    },
  );
  // In a document that validated, the same exception is docgen's bug and stays one.
  assert.throws(() => atOperation({ ...place, broken: false }, fail), TypeError);
});

test("a stack overflow while building an operation of a broken document stays docgen's bug, never blamed on the document", () => {
  const place = { origin: 'openapi.json', method: 'post', path: '/s', role: 'operation' as const };
  const overflow = () => {
    throw new RangeError('Maximum call stack size exceeded');
  };
  assert.throws(
    () => atOperation({ ...place, broken: true }, overflow),
    (error: unknown) => {
      assert.ok(!(error instanceof DocgenError), String(error));
      assert.ok(error instanceof RangeError);
      return true;
    },
  );
});

test('a schema list keyword that is no list (enum, required, allOf) is left out with a warning, and the page builds', async () => {
  const ref = await build(
    doc(
      {},
      {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: 'name',
                allOf: { type: 'object' },
                properties: { name: { type: 'string', enum: 'a' } },
              },
            },
          },
        },
      },
    ),
  );
  const at = '#/paths/~1a/get/requestBody/content/application~1json/schema';
  for (const [pointer, expected] of [
    [`${at}/required`, 'a list of property names is expected, found a string ("name")'],
    [`${at}/allOf`, 'a list is expected, found an object ({"type":"object"})'],
    [`${at}/properties/name/enum`, 'a list is expected, found a string ("a")'],
  ])
    assert.ok(
      ref.warnings.includes(
        `openapi.json breaks the OpenAPI schema at ${pointer}: ${expected}; built without that node (validation: 'warn').`,
      ),
      ref.warnings.join('\n'),
    );
  assert.ok(operation(ref.docs).requestBody);
});

test('the warnings found before a failure are said before it', async () => {
  const dir = tempFolder();
  writeFileSync(path.join(dir, 'openapi.json'), doc({ info: { version: '1' } }));
  const logged: string[] = [];
  await assert.rejects(
    loadApiReference({
      // A filter that keeps nothing: the stage fails with no pages.
      sources: [{ id: 'pets', source: { file: 'openapi.json' }, filter: { tags: ['none'] } }],
      routeBase: '/api',
      root: dir,
      cacheDir: path.join(dir, '.cache'),
      buildId: 'test',
      log: (_level, message) => logged.push(message),
    }),
    /produced no pages/,
  );
  assert.ok(
    logged.some((w) => w.startsWith('openapi.json breaks the OpenAPI schema at #/info')),
    logged.join('\n'),
  );
});

test("under validation: 'error' a document without info still fails at validation", async () => {
  const text = JSON.stringify({ openapi: '3.0.3', paths: { '/a': { get: { responses: ok } } } });
  await assert.rejects(build(text, 'error'), (error: unknown) => {
    assert.ok(error instanceof DocgenError);
    assert.match(error.message, /^openapi\.json is not a valid OpenAPI document/);
    return true;
  });
});

test('a valid document comes through the same: no warnings', async () => {
  const ref = await build(
    doc(
      {
        servers: [{ url: '{scheme}://api.pets.test', variables: { scheme: { default: 'https' } } }],
        components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
      },
      {
        security: [{ key: [] }],
        parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' } }],
      },
    ),
  );
  assert.deepEqual(ref.warnings, []);
  assert.match(curl(ref.docs), /curl "https:\/\/api\.pets\.test\/a\?limit=/);
});

test('an enum complaint names the value found and the allowed ones', async () => {
  const ref = await build(
    doc(
      {},
      {
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'objekt' } } },
          },
        },
      },
    ),
  );
  const warning = ref.warnings.find((w) => w.includes('/schema/type'));
  assert.match(
    warning ?? ref.warnings.join('\n'),
    /at #\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/type: must be one of array, boolean, integer, number, object, string; found "objekt" \(did you mean object\?\)/,
  );
});

test('a local $ref that points at nothing names the pointer and line it is written at, and the patch that replaces it', async () => {
  const text = [
    'openapi: 3.0.3',
    'info: {title: Pets, version: "1"}',
    'paths:',
    '  /a:',
    '    get:',
    '      responses:',
    '        "200":',
    '          description: ok',
    '          content:',
    '            application/json:',
    '              schema:',
    '                $ref: "#/components/schemas/Nope"',
  ].join('\n');
  await assert.rejects(
    buildReference(options(), [{ origin: 'openapi.yaml', text }]),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(error.where, 'openapi.yaml:12');
      assert.equal(
        error.message,
        'The $ref "#/components/schemas/Nope" at #/paths/~1a/get/responses/200/content/application~1json/schema cannot be resolved: the document has nothing at that pointer.',
      );
      assert.match(error.hint ?? '', /Fix the \$ref/);
      assert.match(
        error.hint ?? '',
        /patch: \{ op: 'replace', path: '\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema', value/,
      );
      return true;
    },
  );
  // One line of JSON (how a document bundled from several files reads): no line is named.
  const oneLine = doc(
    {},
    {
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } },
        },
      },
    },
  );
  await assert.rejects(build(oneLine), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(error.where, 'openapi.json');
    return true;
  });
});

test('a node the validator itself cannot read is a problem of the document, not a crash', async () => {
  const text = JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    components: { securitySchemes: 'key' },
    paths: {
      '/a': {
        post: {
          responses: ok,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { type: 'object', properties: { f: { type: 'string' } } },
                encoding: { f: { contentType: 5 } },
              },
            },
          },
        },
      },
    },
  });
  const ref = await build(text);
  assert.ok(
    ref.warnings.some((w) =>
      w.startsWith(
        'openapi.json breaks the OpenAPI schema at #/components/securitySchemes: a map from names to Security Scheme Objects is expected, found a string ("key")',
      ),
    ),
    ref.warnings.join('\n'),
  );
  assert.match(curl(ref.docs), /--form-string f=string/);
  await assert.rejects(build(`${text} `, 'error'), /is not a valid OpenAPI document/);
});

test('security requirements that are no objects and scheme fields that are no text do not stop the samples', async () => {
  const ref = await build(
    doc(
      {
        security: [null, { key: [] }],
        components: { securitySchemes: { key: { type: 'http', scheme: 5 } } },
      },
      {},
    ),
  );
  assert.deepEqual(
    operation(ref.docs).auth.map((a) => a.map((s) => s.id)),
    [['key']],
  );
  assert.match(curl(ref.docs), /^curl "https:\/\/api\.example\.com\/a"/);
});

test('a security scheme that is a string is named by its pointer and what is expected, not by the validator JavaScript error', async () => {
  const ref = await build(
    doc({ components: { securitySchemes: { k: 'nope' } }, security: [{ k: [] }] }, {}),
    'warn',
  );
  const said = ref.warnings.filter((w) => w.includes('breaks the OpenAPI schema'));
  assert.deepEqual(said, [
    `openapi.json breaks the OpenAPI schema at #/components/securitySchemes/k: a Security Scheme Object is expected, found a string ("nope"); built as it is (validation: 'warn').`,
  ]);
  assert.ok(ref.docs.some((d) => d.apiPage?.kind === 'operation'));
});

test('a server URL of 100,000 characters is quoted cut to its first 200, and an open { starts a new variable name', async () => {
  const long = `https://api.pets.test/${'{'.repeat(100_000)}{v}`;
  const ref = await build(
    doc({ servers: [{ url: long }, { url: 'https://{a{b}}.pets.test' }] }),
    'warn',
  );
  const said = ref.warnings.filter((w) => w.includes('do not declare'));
  assert.equal(said.length, 2, ref.warnings.join('\n'));
  assert.ok(said[0]!.length < 1000, `${said[0]!.length} characters`);
  assert.match(
    said[0]!,
    /\("https:\/\/api\.pets\.test\/\{+… \(100,025 characters\)"\) uses \{v\},/,
  );
  // The scan reads each brace once: `{a{b}` holds the variable {b}, not one named "a{b".
  assert.match(said[1]!, /\) uses \{b\}, which/);
});
