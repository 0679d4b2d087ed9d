// What a document that breaks the OpenAPI schema does to a build. Documents other
// readers render happily carry such nodes (`"schema": null`): by default each is a
// warning naming its JSON pointer; `validation: 'error'` fails the build instead.
import { DocgenError } from '../errors.js';
import { escapeToken, nodeAt } from './json-pointer.js';

/** A source's `validation` option: what a node that breaks the OpenAPI schema does to the build. */
export type ValidationPolicy = 'warn' | 'error';

export const defaultValidationPolicy: ValidationPolicy = 'warn';

/** A node that breaks the schema: where (a JSON pointer into the document) and how. */
export interface SpecProblem {
  /** `#/paths/~1items~1{collection}/post/...`; absent when the validator did not say where. */
  pointer?: string;
  message: string;
  /** True when docgen left the node out of the document it builds from. */
  removed?: boolean;
  /**
   * True for a Swagger 2 body or form parameter of an operation: under 'warn' the page
   * builder leaves it out and says why itself (usable-document.ts), so this is not said too.
   */
  toldByPages?: boolean;
}

/** Keys whose values are data, not schema structure: never read as schemas. */
const dataKeys = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);
/** Keys whose values are maps from names to schemas. */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Keys whose values are maps from names to structures (a name there may read like a keyword). */
const nameMaps = new Set([
  ...schemaMaps,
  'paths',
  'webhooks',
  'responses',
  'content',
  'headers',
  'callbacks',
  'links',
  'encoding',
  'dependentSchemas',
  'mapping',
  'scopes',
]);
/** Keys whose value is one schema, and those whose value is a list of schemas. */
const schemaKeys = new Set(['schema', 'items', 'not', 'additionalProperties']);
const schemaLists = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);

/** A schema where one is expected: an object, or a boolean (JSON Schema's always/never). */
const isSchema = (value: unknown) =>
  typeof value === 'boolean' ||
  (typeof value === 'object' && value !== null && !Array.isArray(value));

/**
 * Removes the nodes that stand where a schema must be but are none (`null`, a
 * string, a list) and returns where they were. Without them the document
 * validates and its pages render as if the author had left the schema out, which
 * is what other readers show.
 */
export function removeBrokenSchemas(doc: Record<string, unknown>): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const broken = (pointer: string, value: unknown, expected = 'a schema') =>
    problems.push({
      pointer,
      message: `${expected} is expected, found ${describe(value)}`,
      removed: true,
    });
  /** A map from names to schemas: each member must be one. */
  const schemaMap = (value: object, at: string, depth: number) => {
    const members = value as Record<string, unknown>;
    for (const name of Object.keys(members))
      if (!isSchema(members[name])) {
        broken(`${at}/${escapeToken(name)}`, members[name]);
        delete members[name];
      }
    visit(value, at, depth + 1, true, true);
  };
  /** In a schema, the keywords whose lists every reader iterates: anything else there is left out. */
  const leaveOutBadLists = (record: Record<string, unknown>, pointer: string) => {
    for (const key of ['enum', 'required', ...schemaLists]) {
      const value = record[key];
      if (value === undefined || Array.isArray(value)) continue;
      broken(
        `${pointer}/${key}`,
        value,
        key === 'required' ? 'a list of property names' : 'a list',
      );
      delete record[key];
    }
  };
  /** `schema`: the node is a schema (in a map: its members are). */
  const visit = (
    node: unknown,
    pointer: string,
    depth: number,
    map: boolean,
    schema = false,
  ): void => {
    if (depth > 200 || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const [i, v] of node.entries()) visit(v, `${pointer}/${i}`, depth + 1, false, schema);
      return;
    }
    const record = node as Record<string, unknown>;
    if (schema && !map) leaveOutBadLists(record, pointer);
    for (const key of Object.keys(record)) {
      const value = record[key];
      const at = `${pointer}/${escapeToken(key)}`;
      if (map) visit(value, at, depth + 1, false, schema);
      else if (dataKeys.has(key) || key.startsWith('x-')) continue;
      else if (schemaKeys.has(key) && !isSchema(value)) {
        broken(at, value);
        delete record[key];
      } else if (schemaKeys.has(key)) visit(value, at, depth + 1, false, true);
      else if (schemaLists.has(key) && Array.isArray(value)) {
        const kept = value.filter((v, i) => isSchema(v) || void broken(`${at}/${i}`, v));
        if (kept.length !== value.length) record[key] = kept;
        visit(kept, at, depth + 1, false, true);
      } else if (schemaMaps.has(key) && typeof value === 'object' && value !== null)
        schemaMap(value, at, depth);
      else if (key === 'components' && pointer === '#' && isSchema(value)) {
        // Each kind of component is a map of names; `schemas` a map of schemas.
        const kinds = value as Record<string, unknown>;
        for (const kind of Object.keys(kinds)) {
          const members = kinds[kind];
          if (typeof members !== 'object' || members === null) continue;
          const kindAt = `${at}/${escapeToken(kind)}`;
          if (kind === 'schemas') schemaMap(members, kindAt, depth + 1);
          else visit(members, kindAt, depth + 2, true);
        }
      } else visit(value, at, depth + 1, nameMaps.has(key));
    }
  };
  visit(doc, '#', 0, false);
  return problems;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `${typeof value === 'object' ? 'an' : 'a'} ${typeof value} (${JSON.stringify(value)?.slice(0, 40)})`;
}

const problemLine = (p: SpecProblem) => (p.pointer ? `${p.pointer}: ${p.message}` : p.message);

/**
 * The validator's complaints as problems. Its messages quote the document as
 * `JSON.stringify(doc, null, 2)` around the bad node (`> 2390 |  "schema": null`):
 * that line of the same serialisation names the node's pointer.
 */
export function validatorProblems(
  errors: readonly { message: string }[],
  validated: unknown,
): SpecProblem[] {
  let lines: string[] | undefined;
  return errors.map(({ message }) => {
    const quoted = /"(#\/[^"]+)"/.exec(message)?.[1] ?? /at (#?\/\S+)/.exec(message)?.[1];
    const line = /^>\s*(\d+) \|/m.exec(message)?.[1];
    let pointer = quoted;
    if (!pointer && line) {
      lines ??= linePointers(validated);
      pointer = lines[Number(line) - 1];
    }
    const first = message.split('\n')[0]!.trim();
    const said = first.replace(/^([A-Z]+) /, (w) => w.toLowerCase());
    const node = pointer && nodeAt(validated, pointer);
    const problem: SpecProblem = { pointer, message: plainer(said, message, node) };
    if (swagger2Parameter(node) && operationParameter.test(pointer!)) problem.toldByPages = true;
    return problem;
  });
}

/** A parameter of a path item or operation (callbacks' too): those usable-document.ts reads. */
const operationParameter = /^#\/(?:paths|webhooks)\/.*\/parameters\/\d+$/;

const swagger2Parameter = (node: unknown) =>
  typeof node === 'object' &&
  node !== null &&
  ['body', 'formData'].includes((node as { in?: unknown }).in as string);

/**
 * Ajv's words where they leave the user guessing: an `enum` complaint with the value
 * found and the allowed ones, and a Swagger 2 body or form parameter (reported as a
 * parameter without `required`) named as such.
 */
function plainer(said: string, message: string, node: unknown): string {
  if (swagger2Parameter(node))
    return `a parameter \`in: ${(node as { in: string }).in}\` is Swagger 2; in OpenAPI 3 the operation describes its body with \`requestBody\``;
  if (!said.startsWith('enum ')) return said;
  const allowed = /^\((.+)\)$/m.exec(message)?.[1];
  const guess = /Did you mean (.+?) here\?/.exec(message)?.[1];
  const found = JSON.stringify(node)?.slice(0, 60) ?? 'nothing';
  const list = allowed && allowed.length > 120 ? `${allowed.slice(0, 117)}...` : allowed;
  return `${list ? `must be one of ${list}` : said}; found ${found}${guess ? ` (did you mean ${guess}?)` : ''}`;
}

/** The pointer of the node each line of `JSON.stringify(value, null, 2)` starts or closes. */
export function linePointers(value: unknown): string[] {
  const lines = ['#'];
  const emit = (v: unknown, pointer: string) => {
    if (typeof v !== 'object' || v === null) return;
    const entries = Array.isArray(v)
      ? v.map((x, i) => [String(i), x] as const)
      : Object.entries(v).filter(([, x]) => x !== undefined && typeof x !== 'function');
    if (entries.length === 0) return;
    for (const [key, child] of entries) {
      const at = `${pointer}/${escapeToken(key)}`;
      lines.push(at);
      emit(child, at);
    }
    lines.push(pointer);
  };
  emit(value, '#');
  return lines;
}

/**
 * Applies a source's policy to its document's problems: under 'warn', the warnings
 * to print; under 'error', a DocgenError naming them (the first ten).
 */
export function applyValidationPolicy(
  problems: readonly SpecProblem[],
  policy: ValidationPolicy,
  origin: string,
): string[] {
  if (problems.length === 0) return [];
  if (policy === 'warn')
    return problems
      .filter((p) => !p.toldByPages)
      .map((p) =>
        p.removed
          ? `${origin} breaks the OpenAPI schema at ${problemLine(p)}; built without that node (validation: 'warn').`
          : `${origin} breaks the OpenAPI schema${p.pointer ? ' at' : ':'} ${problemLine(p)}; built as it is (validation: 'warn').`,
      );
  const shown = problems
    .slice(0, 10)
    .map((p) => (p.pointer ? `\n  at ${problemLine(p)}` : `\n  ${p.message}`));
  throw new DocgenError(
    `${origin} is not a valid OpenAPI document:${shown.join('')}${problems.length > 10 ? `\n  (and ${problems.length - 10} more)` : ''}`,
    {
      file: origin,
      hint: "Fix the document, or set validation: 'warn' on its source in site.config.ts to build it with warnings.",
    },
  );
}
