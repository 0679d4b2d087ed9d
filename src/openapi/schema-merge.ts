// Reading schemas as a reader sees them: `allOf` merged into one object (with the
// properties beside it), `anyOf: [X, null]` read as a nullable X, the type of a
// schema that leaves it implicit.
import { isObject, type Schema } from './schema-type.js';

const merged = new WeakMap<Schema, Schema>();

/** Properties of a schema as a null-prototype map: spec keys such as `constructor` are plain names. */
export function propertiesOf(schema: Schema): [string, Schema][] {
  const props = schema.properties;
  if (!props || typeof props !== 'object') return [];
  return Object.keys(props).flatMap((k) => {
    const v = (props as Record<string, unknown>)[k];
    return v && typeof v === 'object' ? [[k, v as Schema]] : [];
  });
}

function mergeInto(target: Schema, part: Schema, seen: Set<Schema>): void {
  if (seen.has(part)) return;
  seen.add(part);
  const flat = part.allOf ? flatten(part, seen) : part;
  for (const key of Object.keys(flat)) {
    if (key === 'allOf') continue;
    const value = (flat as Record<string, unknown>)[key];
    if (key === 'properties') {
      const props: Record<string, Schema> = (target.properties ??= Object.create(null) as Record<
        string,
        Schema
      >);
      for (const [name, prop] of propertiesOf(flat))
        props[name] = Object.hasOwn(props, name) ? mergeSchemas([props[name]!, prop]) : prop;
    } else if (key === 'required' && Array.isArray(value)) {
      target.required = [...new Set([...(target.required ?? []), ...(value as string[])])];
    } else if (!Object.hasOwn(target, key)) {
      (target as Record<string, unknown>)[key] = value;
    }
  }
}

function mergeSchemas(parts: Schema[]): Schema {
  const out = Object.create(null) as Schema;
  const seen = new Set<Schema>();
  for (const p of parts) mergeInto(out, p, seen);
  return out;
}

function flatten(schema: Schema, seen: Set<Schema>): Schema {
  const out = Object.create(null) as Schema;
  // The schema's own keywords first: they win over those of its parts (its description, its title).
  const { allOf, ...rest } = schema;
  mergeInto(out, rest as Schema, seen);
  for (const part of allOf ?? []) if (part && typeof part === 'object') mergeInto(out, part, seen);
  return out;
}

/**
 * The schema with its `allOf` merged into one: properties and `required` united,
 * the schema's own keywords (and then the first part's) kept where parts disagree.
 * The same input gives the same object, so repeats of a schema are still recognised.
 */
export function mergeAllOf(schema: Schema): Schema {
  if (!Array.isArray(schema.allOf) || schema.allOf.length === 0) return schema;
  let out = merged.get(schema);
  if (!out) {
    out = flatten(schema, new Set());
    merged.set(schema, out);
  }
  return out;
}

/** The schemas directly inside a schema, each with the keys that lead to it: properties, items, map values, composition parts. */
export function subschemas(schema: Schema): [string[], Schema][] {
  const out: [string[], unknown][] = Object.entries(schema.properties ?? {}).map(([name, p]) => [
    ['properties', name],
    p,
  ]);
  out.push([['items'], schema.items], [['additionalProperties'], schema.additionalProperties]);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[key])) schema[key].forEach((p, i) => out.push([[key, String(i)], p]));
  return out.filter((entry): entry is [string[], Schema] => isObject(entry[1]));
}

/** Which way a payload travels: a request leaves out readOnly fields, a response writeOnly ones. */
export type SchemaUse = 'request' | 'response';

export const hiddenIn = (schema: Schema, use: SchemaUse) =>
  use === 'request' ? schema.readOnly === true : schema.writeOnly === true;

/** The non-null types a schema names. */
export function typesOf(schema: Schema): string[] {
  const t = schema.type;
  return (Array.isArray(t) ? t : t ? [t] : []).filter((x) => x !== 'null');
}

/** The type a schema has, stated or implied by its keywords. */
export function impliedType(schema: Schema): string | undefined {
  const types = typesOf(schema);
  if (types.length) return types[0];
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

export function isNullable(schema: Schema): boolean {
  if (schema.nullable === true) return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  return [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].some((s) => s && s.type === 'null');
}

/** A composed schema with one real variant (`anyOf: [X, null]`) reads as X, described by the outer schema. */
export function unwrapSchema(schema: Schema): Schema {
  const s = mergeAllOf(schema);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = s[kind]?.filter((v) => v && v.type !== 'null');
    if (list && list.length === 1 && !s.properties) {
      let out = unwrapped.get(s);
      if (!out) {
        const inner = mergeAllOf(list[0]!);
        out = {
          ...inner,
          description: s.description ?? inner.description,
          nullable: true,
        } as Schema;
        unwrapped.set(s, out);
      }
      return out;
    }
  }
  return s;
}

const unwrapped = new WeakMap<Schema, Schema>();

/** The non-null variants of a oneOf/anyOf with more than one. */
export function variantsOf(
  schema: Schema,
): { kind: 'oneOf' | 'anyOf'; variants: Schema[] } | undefined {
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = schema[kind]?.filter((s) => s && s.type !== 'null');
    if (list && list.length > 1) return { kind, variants: list };
  }
  return undefined;
}
