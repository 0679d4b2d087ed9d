// A site corrects a document it does not own with `openapi.sources[].patch`, an
// RFC 6902 JSON Patch applied before validation: its operations in order, errors
// naming the source, the operation's index and the pointer, the config's checks,
// and pages (and caches) that follow the patch.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiReference } from '../../../src/openapi/index.js';
import {
  applyDocumentPatch,
  type JsonPatchOperation,
} from '../../../src/openapi/document-patch.js';
import { DocgenError } from '../../../src/errors.js';
import { validateConfig } from '../../../src/config/validate-config.js';
import { craftedReference } from '../../fixtures/crafted-api.js';

const patch = (operations: JsonPatchOperation[]) => ({ sourceId: 'pets', operations });

const pets = () => ({
  paths: {
    '/pets/{id}': { get: { tags: ['a', 'b'], summary: 'Get a pet', deprecated: true } },
  },
  'x-a~b': 1,
});

test('add, replace, remove and test apply in order, at pointers with escaped keys', () => {
  const doc = applyDocumentPatch(
    pets(),
    patch([
      { op: 'test', path: '/paths/~1pets~1{id}/get/summary', value: 'Get a pet' },
      { op: 'replace', path: '/paths/~1pets~1{id}/get/summary', value: 'Fetch a pet' },
      { op: 'add', path: '/paths/~1pets~1{id}/get/tags/1', value: 'between' },
      { op: 'add', path: '/paths/~1pets~1{id}/get/tags/-', value: 'last' },
      { op: 'remove', path: '/paths/~1pets~1{id}/get/tags/0' },
      { op: 'remove', path: '/paths/~1pets~1{id}/get/deprecated' },
      { op: 'add', path: '/paths/~1pets~1{id}/get/operationId', value: 'getPet' },
      { op: 'replace', path: '/x-a~0b', value: { note: 'tilde key' } },
      { op: 'test', path: '/x-a~0b', value: { note: 'tilde key' } },
    ]),
  );
  assert.deepEqual(doc, {
    paths: {
      '/pets/{id}': {
        get: { tags: ['between', 'b', 'last'], summary: 'Fetch a pet', operationId: 'getPet' },
      },
    },
    'x-a~b': { note: 'tilde key' },
  });
});

test("the patch's values are copied into the document, and a __proto__ key stays an own member", () => {
  const value = { type: 'string', format: 'binary' };
  const doc = applyDocumentPatch(
    { components: {} },
    patch([
      { op: 'add', path: '/components/schemas', value },
      { op: 'add', path: '/components/__proto__', value: { polluted: true } },
    ]),
  ) as { components: Record<string, unknown> };
  value.format = 'changed later';
  assert.deepEqual(doc.components.schemas, { type: 'string', format: 'binary' });
  assert.ok(Object.hasOwn(doc.components, '__proto__'));
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.getPrototypeOf(doc.components), Object.prototype);
});

/** The error a patch raises on the pets document. */
function failure(operations: JsonPatchOperation[]): DocgenError {
  try {
    applyDocumentPatch(pets(), patch(operations));
  } catch (error) {
    assert.ok(error instanceof DocgenError, String(error));
    return error;
  }
  assert.fail('the patch applied');
}

test('a path that does not exist names the source, the operation index and the first missing pointer', () => {
  const error = failure([
    { op: 'test', path: '/paths/~1pets~1{id}/get/summary', value: 'Get a pet' },
    { op: 'replace', path: '/paths/~1pets/get/summary', value: 'x' },
  ]);
  assert.match(error.message, /OpenAPI source "pets" fails at operation 1 \(replace /);
  assert.match(error.message, /"\/paths\/~1pets" does not exist in the document/);
  assert.match(error.hint ?? '', /openapi\.sources\[\]\.patch\[1\] of "pets"/);
  // The last member missing: named whole, for replace, remove and test alike.
  for (const op of ['replace', 'remove', 'test'] as const) {
    const missing = failure([{ op, path: '/paths/~1pets~1{id}/get/operationId', value: 1 }]);
    assert.match(
      missing.message,
      /operation 0 .*"\/paths\/~1pets~1\{id\}\/get\/operationId" does not exist/,
    );
  }
  // An inherited member is not a member: `constructor` is not in the document.
  assert.match(failure([{ op: 'remove', path: '/paths/constructor' }]).message, /does not exist/);
});

test('a failed test names the value found; an array position out of range and removing the document are errors', () => {
  const error = failure([
    { op: 'test', path: '/paths/~1pets~1{id}/get/summary', value: 'List pets' },
  ]);
  assert.match(
    error.message,
    /operation 0 \(test "\/paths\/~1pets~1\{id\}\/get\/summary"\): the value there is "Get a pet", not the tested one/,
  );
  assert.match(
    failure([{ op: 'add', path: '/paths/~1pets~1{id}/get/tags/3', value: 'c' }]).message,
    /"3" is not a position in the array \(0 to 2, or "-" for its end\)/,
  );
  assert.match(failure([{ op: 'remove', path: '' }]).message, /cannot be removed/);
  assert.match(
    failure([{ op: 'add', path: '/paths/~1pets~1{id}/get/summary/x', value: 1 }]).message,
    /neither an object nor an array/,
  );
});

test('the config accepts the four operations and refuses another op, a path that is no pointer and a missing value', () => {
  const config = (ops: unknown[]) =>
    validateConfig(
      {
        title: 'T',
        openapi: { sources: [{ id: 'pets', source: { file: 'a.json' }, patch: ops }] },
      },
      'site.config.ts',
    );
  const ops = [
    { op: 'add', path: '/a', value: 1 },
    { op: 'replace', path: '/a', value: null },
    { op: 'test', path: '/a', value: null },
    { op: 'remove', path: '/a' },
  ];
  assert.deepEqual(config(ops).openapi.sources[0]!.patch, ops);
  assert.throws(() => config([{ op: 'move', from: '/a', path: '/b' }]), /patch\[0\]\.op/);
  assert.throws(
    () => config([{ op: 'add', path: 'a', value: 1 }]),
    /patch\[0\]\.path.*JSON Pointer/,
  );
  assert.throws(() => config([{ op: 'add', path: '/a~2', value: 1 }]), /JSON Pointer/);
  assert.throws(() => config([{ op: 'replace', path: '/a' }]), /patch\[0\]\.value/);
});

const submitDoc = {
  paths: {
    '/tx/submit': {
      post: {
        summary: 'Submit a transaction',
        requestBody: {
          required: true,
          content: { 'application/cbor': { schema: { type: 'string' }, example: '84a4' } },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};
const binary: JsonPatchOperation = {
  op: 'add',
  path: '/paths/~1tx~1submit/post/requestBody/content/application~1cbor/schema/format',
  value: 'binary',
};

test('a patched document is another document: its pages follow the patch, cached or not', async () => {
  const curl = async (patchOps?: JsonPatchOperation[]) => {
    const reference = await craftedReference(submitDoc, patchOps ? { patch: patchOps } : {});
    const page = reference.docs.find((d) => d.title === 'Submit a transaction')!.apiPage;
    assert.equal(page?.kind, 'operation');
    return page.samples.find((s) => s.value === 'curl')!.code;
  };
  // The same text through one cache: unpatched, patched, then unpatched again.
  assert.match(await curl(), /--data-binary 84a4\n?$/);
  const patched = await curl([binary]);
  assert.match(patched, /--data-binary @tx-submit\.cbor/);
  assert.doesNotMatch(patched, /84a4/);
  assert.match(await curl(), /--data-binary 84a4\n?$/);
  assert.match(await curl([binary]), /--data-binary @tx-submit\.cbor/);
});

test('the download link offers the document as published, without the patch', async () => {
  const reference = await craftedReference(submitDoc, { patch: [binary] });
  const download = reference.assets.find((a) => a.path === '/api/openapi-crafted.json');
  assert.ok(download, reference.assets.map((a) => a.path).join(', '));
  assert.deepEqual(JSON.parse(download.content).paths, submitDoc.paths);
});

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

test('a Swagger 2.0 document is patched as written, before it is converted to OpenAPI 3', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-patch-swagger-'));
  dirs.push(dir);
  writeFileSync(
    path.join(dir, 'swagger.json'),
    JSON.stringify({
      swagger: '2.0',
      info: { title: 'Pets', version: '1' },
      paths: {
        '/pets': { get: { summary: 'List pets', responses: { 200: { description: 'OK' } } } },
      },
    }),
  );
  const patchOps: JsonPatchOperation[] = [
    { op: 'test', path: '/swagger', value: '2.0' },
    { op: 'replace', path: '/paths/~1pets/get/summary', value: 'List every pet' },
  ];
  const reference = await loadApiReference({
    sources: [{ id: 'pets', source: { file: 'swagger.json' }, patch: patchOps }],
    routeBase: '/api',
    root: dir,
    cacheDir: path.join(dir, 'cache'),
    buildId: 'test',
  });
  assert.ok(
    reference.docs.some((d) => d.title === 'List every pet'),
    reference.docs.map((d) => d.title).join(', '),
  );
});

test('a patch that fails stops the build with its error', async () => {
  await assert.rejects(
    craftedReference(submitDoc, {
      patch: [{ op: 'test', path: '/paths/~1tx~1submit/post/summary', value: 'Submit' }],
    }),
    (error: unknown) =>
      error instanceof DocgenError &&
      /source "crafted" fails at operation 0 \(test/.test(error.message),
  );
});

test('a multi-file document is patched as bundled: a pointer reaches what a $ref brings from another file', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-patch-refs-'));
  dirs.push(dir);
  writeFileSync(
    path.join(dir, 'openapi.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1' },
      paths: { '/pets': { $ref: './paths/pets.json' } },
    }),
  );
  mkdirSync(path.join(dir, 'paths'));
  writeFileSync(
    path.join(dir, 'paths', 'pets.json'),
    JSON.stringify({ get: { summary: 'List pets', responses: { 200: { description: 'OK' } } } }),
  );
  const patchOps: JsonPatchOperation[] = [
    // A `test` that holds only once: applied twice, the replaced summary fails it.
    { op: 'test', path: '/paths/~1pets/get/summary', value: 'List pets' },
    { op: 'replace', path: '/paths/~1pets/get/summary', value: 'List every pet' },
  ];
  const reference = await loadApiReference({
    sources: [{ id: 'pets', source: { file: 'openapi.json' }, patch: patchOps }],
    routeBase: '/api',
    root: dir,
    cacheDir: path.join(dir, 'cache'),
    buildId: 'test',
  });
  assert.ok(
    reference.docs.some((d) => d.title === 'List every pet'),
    reference.docs.map((d) => d.title).join(', '),
  );
  // The download is the bundle as published, without the patch.
  const download = reference.assets.find((a) => a.path === '/api/openapi-pets.json');
  assert.ok(download, reference.assets.map((a) => a.path).join(', '));
  assert.equal(JSON.parse(download.content).paths['/pets'].get.summary, 'List pets');
});
