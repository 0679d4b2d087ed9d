// An example payload for a schema: the spec's own examples where it has them,
// otherwise values built from types, formats, enums and array bounds, so that a
// generated request body is valid against its schema. Cycles stop at a depth.
import type { Schema } from './schema-type.js';

/** Which way the payload travels: a request leaves out readOnly fields, a response writeOnly ones. */
export type ExampleDirection = 'request' | 'response';

interface Walk {
  direction: ExampleDirection;
  depth: number;
  stack: Set<Schema>;
}

const formatExamples: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '123e4567-e89b-12d3-a456-426614174000',
  byte: 'c3RyaW5n',
};

/** The spec's own example of a schema (example, examples, default, const, enum), if it gives one. */
export function declaredExample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0)
    return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  return undefined;
}

/** The first type of a schema other than null (3.1 type lists, 3.0 nullable). */
export function schemaType(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hidden(prop: Schema, direction: ExampleDirection): boolean {
  return direction === 'request' ? prop.readOnly === true : prop.writeOnly === true;
}

function numberExample(schema: Schema, integer: boolean): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : 0.5)
        : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = min ?? (max !== undefined && max < 0 ? max : 0);
  if (integer) value = Math.ceil(value);
  const step =
    typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : undefined;
  if (step) value = Math.ceil(value / step) * step;
  return value;
}

function stringExample(schema: Schema): string {
  const byFormat = schema.format ? formatExamples[schema.format] : undefined;
  let text = byFormat ?? 'string';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  if (!byFormat && text.length < min) text = text.padEnd(min, 'x');
  if (!byFormat && max !== undefined && text.length > max) text = text.slice(0, Math.max(max, min));
  return text;
}

/** The variants of an array's items: a tuple's own schemas, or each anyOf/oneOf variant in turn. */
function arrayExample(schema: Schema, walk: Walk): unknown[] {
  const tuple = (
    Array.isArray(schema.prefixItems)
      ? schema.prefixItems
      : Array.isArray(schema.items)
        ? schema.items
        : undefined
  ) as Schema[] | undefined;
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  if (tuple) {
    const out = tuple.map((s) => example(s, walk) ?? null);
    // Extra items beyond the tuple follow `items` (3.1) when the array needs more.
    const rest = Array.isArray(schema.items) ? undefined : schema.items;
    while (out.length < min && rest) out.push(example(rest, walk) ?? null);
    return out;
  }
  const items = schema.items;
  if (!items) return Array.from({ length: min }, () => null);
  const variants = items.oneOf ?? items.anyOf;
  // Items that are "one of these shapes" show each shape once where the bounds allow
  // (a [TxIn, TxOut] pair reads as such, not as two TxIns).
  const count = Math.min(max, Math.max(min, 1));
  if (variants && variants.length > 0 && declaredExample(items) === undefined) {
    const out: unknown[] = [];
    for (let i = 0; i < count; i++)
      out.push(example(merged(items, variants[i % variants.length]!), walk) ?? null);
    return out;
  }
  const item = example(items, walk);
  if (item === undefined) return [];
  return Array.from({ length: count }, () => item);
}

/** A variant with the properties and required names of the schema around it. */
function merged(outer: Schema, variant: Schema): Schema {
  const { oneOf: _o, anyOf: _a, ...rest } = outer;
  if (!rest.properties && !rest.allOf) return variant;
  return { ...rest, allOf: [...(rest.allOf ?? []), variant] };
}

function objectExample(schema: Schema, walk: Walk): Record<string, unknown> {
  // Null prototype: a property named __proto__ is a property like any other (issue 13.6).
  const out = Object.create(null) as Record<string, unknown>;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (hidden(prop, walk.direction)) continue;
    const value = example(prop, walk);
    // A response example leaves out what it does not go deep enough to show; a request body keeps the field.
    if (value === undefined && walk.direction === 'response' && walk.depth > maxDepth.response)
      continue;
    out[name] = value ?? null;
  }
  const extra = schema.additionalProperties;
  if (Object.keys(out).length === 0 && extra && typeof extra === 'object') {
    const value = example(extra, walk);
    if (value !== undefined) out.key = value;
  }
  return out;
}

/**
 * How deep a response example goes. A request body must hold every required
 * field to be valid, so it goes deeper; a response example is for reading, and
 * documents whose objects embed others (Stripe's) made 120 KB examples.
 */
const maxDepth = { request: 8, response: 5 } as const;

function example(schema: Schema | undefined, walk: Walk): unknown {
  if (!schema || walk.depth > maxDepth[walk.direction] || walk.stack.has(schema)) return undefined;
  const declared = declaredExample(schema);
  if (declared !== undefined) return declared;
  walk.stack.add(schema);
  const inner: Walk = { ...walk, depth: walk.depth + 1 };
  try {
    const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
    if (variant) return example(merged(schema, variant), inner);
    if (schema.allOf) {
      // allOf parts and the properties beside them describe one object together.
      const parts = schema.allOf.map((part) => example(part, inner));
      const { allOf: _all, ...own } = schema;
      const objects = parts.filter(isPlainObject);
      if (objects.length === 0)
        return (
          parts.find((p) => p !== undefined) ??
          (own.properties ? objectExample(own, inner) : undefined)
        );
      return Object.assign({}, ...objects, own.properties ? objectExample(own, inner) : {});
    }
    const type = schemaType(schema);
    if (
      type === 'object' ||
      schema.properties ||
      (type === undefined && schema.additionalProperties)
    )
      return objectExample(schema, inner);
    if (type === 'array' || (type === undefined && (schema.items || schema.prefixItems)))
      return arrayExample(schema, inner);
    if (type === 'integer') return numberExample(schema, true);
    if (type === 'number') return numberExample(schema, false);
    if (type === 'boolean') return true;
    if (type === 'string') return stringExample(schema);
    return undefined;
  } finally {
    walk.stack.delete(schema);
  }
}

/** An example of `schema`; readOnly fields are left out of requests and writeOnly ones out of responses. */
export function exampleFor(
  schema: Schema | undefined,
  direction: ExampleDirection = 'response',
): unknown {
  return example(schema, { direction, depth: 0, stack: new Set() });
}
