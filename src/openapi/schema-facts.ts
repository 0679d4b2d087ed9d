// The facts a page states about a schema, in reading order: its format, const,
// enum, default, bounds, pattern, keys, what it excludes and an example. Values are
// cut to a bounded length: a 1 MB const printed in full made a 7 MB page.
import type { Schema } from './schema-type.js';
import type { SchemaFact } from '../types.js';
import { clipText } from '../shared/clip-text.js';
import { unwrapSchema } from './schema-merge.js';
import { typeLabel } from './type-label.js';

/** Longest value a fact shows (a const, a default, an example, an enum member); longer ones are cut. */
const maxFactChars = 200;
/** Enum members a fact lists; the rest are counted. */
const maxEnumMembers = 50;

const json = (v: unknown) => JSON.stringify(v) ?? String(v);

/** The schemas of patternProperties, by pattern. */
function patternPropertiesOf(schema: Schema): [string, Schema][] {
  const p = schema.patternProperties;
  if (!p || typeof p !== 'object') return [];
  return Object.entries(p as Record<string, unknown>).flatMap(([pattern, v]) =>
    v && typeof v === 'object' ? [[pattern, v as Schema]] : [],
  );
}

/**
 * What a `not` excludes: its type, or, for a `not` of a `not` (which names no type
 * of its own), `(not string)`, so the line reads "not (not string)", never "not any".
 * Chains past a few levels, and a `not` of itself, end in "…".
 */
function negatedLabel(schema: Schema, onPath: ReadonlySet<Schema> = new Set()): string {
  const label = typeLabel(schema);
  const inner = schema.not;
  if (label !== 'any' || !inner || typeof inner !== 'object') return label;
  if (onPath.size >= 4 || onPath.has(schema)) return '(not …)';
  return `(not ${negatedLabel(inner as Schema, new Set(onPath).add(schema))})`;
}

/**
 * The enum and default of an array's scalar items (`status: string[]` of available,
 * pending, sold): no field of the page shows such items on their own, so the array
 * states what each item may be.
 */
function itemFacts(schema: Schema, shown: (v: unknown) => string): SchemaFact[] {
  const raw = schema.items;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const items = unwrapSchema(raw as Schema);
  const facts: SchemaFact[] = [];
  if (Array.isArray(items.enum) && schema.enum === undefined) {
    const values = items.enum.slice(0, maxEnumMembers).map(shown);
    const more = items.enum.length - values.length;
    facts.push({ kind: 'enum', values, items: true, ...(more > 0 ? { more } : {}) });
  }
  if (items.default !== undefined)
    facts.push({ kind: 'default', value: shown(items.default), items: true });
  return facts;
}

/** Facts of a schema, in reading order. `quote` shows strings as JSON (in trees) or bare (in parameter tables). */
export function schemaFacts(
  schema: Schema,
  options: { format: boolean; quote: boolean },
): SchemaFact[] {
  const facts: SchemaFact[] = [];
  // A value is cut to a bounded length: a 1 MB const printed in full made a 7 MB page.
  const shown = (v: unknown) =>
    clipText(options.quote || typeof v !== 'string' ? json(v) : v, maxFactChars);
  const num = (v: unknown): v is number => typeof v === 'number';
  if (options.format && typeof schema.format === 'string')
    facts.push({ kind: 'format', value: schema.format });
  if (schema.const !== undefined) facts.push({ kind: 'const', value: shown(schema.const) });
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.slice(0, maxEnumMembers).map(shown);
    const more = schema.enum.length - values.length;
    facts.push(more > 0 ? { kind: 'enum', values, more } : { kind: 'enum', values });
  }
  if (schema.default !== undefined) facts.push({ kind: 'default', value: shown(schema.default) });
  facts.push(...itemFacts(schema, shown));
  if (num(schema.minimum))
    facts.push({
      kind: schema.exclusiveMinimum === true ? 'exclusiveMin' : 'min',
      value: schema.minimum,
    });
  else if (num(schema.exclusiveMinimum))
    facts.push({ kind: 'exclusiveMin', value: schema.exclusiveMinimum });
  if (num(schema.maximum))
    facts.push({
      kind: schema.exclusiveMaximum === true ? 'exclusiveMax' : 'max',
      value: schema.maximum,
    });
  else if (num(schema.exclusiveMaximum))
    facts.push({ kind: 'exclusiveMax', value: schema.exclusiveMaximum });
  for (const key of [
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'minProperties',
    'maxProperties',
  ] as const) {
    const v = (schema as Record<string, unknown>)[key];
    if (num(v)) facts.push({ kind: key, value: v });
  }
  if (num(schema.multipleOf)) facts.push({ kind: 'multipleOf', value: schema.multipleOf });
  if (schema.uniqueItems === true) facts.push({ kind: 'uniqueItems' });
  if (typeof schema.pattern === 'string') facts.push({ kind: 'pattern', value: schema.pattern });
  for (const [pattern, values] of patternPropertiesOf(schema))
    facts.push({ kind: 'keys', pattern, type: typeLabel(unwrapSchema(values)) });
  if (schema.not && typeof schema.not === 'object')
    facts.push({ kind: 'not', value: negatedLabel(schema.not as Schema) });
  const example =
    schema.example !== undefined
      ? schema.example
      : Array.isArray(schema.examples)
        ? schema.examples[0]
        : undefined;
  if (example !== undefined && example !== null && typeof example !== 'object')
    facts.push({ kind: 'example', value: shown(example) });
  return facts;
}

/** About what a schema's facts take on the page: their values, and a few words each. */
export function factsWeight(facts: SchemaFact[]): number {
  let n = 0;
  for (const f of facts) {
    n += 20;
    if ('value' in f) n += String(f.value).length;
    if (f.kind === 'enum') for (const v of f.values) n += v.length + 15;
    if (f.kind === 'keys') n += f.pattern.length + f.type.length;
  }
  return n;
}
