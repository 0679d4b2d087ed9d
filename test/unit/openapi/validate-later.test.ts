// A first build's worker thread makes the API reference before it validates the
// documents (buildReferenceValidatingLater). An invalid document must still fail
// with the validation error, as when validation came first, whether or not the
// pages could be made from it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildReference, buildReferenceValidatingLater } from '../../../src/openapi/index.js';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const base = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'OK' } } } },
  },
};
const invalid: Record<string, unknown> = {
  'tags is not a list': { ...base, tags: 5 },
  'an operation is a number': { ...base, paths: { '/pets': { get: 5 } } },
  'parameters is not a list': {
    ...base,
    paths: {
      '/pets': {
        get: { summary: 'L', parameters: 5, responses: { '200': { description: 'OK' } } },
      },
    },
  },
  'a response content is a number': {
    ...base,
    paths: {
      '/pets': { get: { summary: 'L', responses: { '200': { description: 'OK', content: 5 } } } },
    },
  },
};

function options() {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'docgen-later-'));
  dirs.push(cacheDir);
  return {
    sources: [{ id: 'pets', source: { file: 'openapi.json' }, validation: 'error' as const }],
    routeBase: '/api',
    root: path.dirname(cacheDir),
    cacheDir,
  };
}

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return (error as Error).message.split('\n')[0]!;
  }
  return 'no error';
};

for (const [name, doc] of Object.entries(invalid)) {
  test(`validated later, an invalid document fails as validated first: ${name}`, async () => {
    const text = JSON.stringify(doc);
    const first = await failure(() =>
      buildReference(options(), [{ origin: 'openapi.json', text }]),
    );
    const later = await failure(async () =>
      (
        await buildReferenceValidatingLater(options(), [{ origin: 'openapi.json', text }])
      ).validate(),
    );
    assert.match(first, /^openapi\.json is not a valid OpenAPI document/);
    assert.equal(later, first);
  });
}

test('validated later, a valid document gives the reference made with validation first, and the notes apart', async () => {
  const text = JSON.stringify({
    ...base,
    paths: {
      '/pets': {
        get: {
          summary: 'List pets',
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: { type: 'null' } } },
            },
          },
        },
      },
    },
  });
  const { reference, validate } = await buildReferenceValidatingLater(options(), [
    { origin: 'openapi.json', text },
  ]);
  const notes = await validate();
  // Another text of the same document: one validated in this process is remembered, and not validated again.
  const first = await buildReference(options(), [{ origin: 'openapi.json', text: `${text}\n` }]);
  assert.equal(notes.length, 1);
  assert.deepEqual({ ...reference, warnings: [...notes, ...reference.warnings] }, first);
});
