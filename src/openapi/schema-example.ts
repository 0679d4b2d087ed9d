// An example payload for a schema: the spec's own examples where it has them,
// otherwise values built from types, formats, enums and bounds, so that a generated
// request body is valid against its schema.
import { isObject, type Schema } from './schema-type.js';
import { hiddenIn, type SchemaUse } from './schema-merge.js';
import { ownMember } from './own-member.js';

export interface ExampleOptions {
  /** Names of the document's component schemas by identity: a discriminator's mapping names its variants by them. */
  names?: Map<Schema, string>;
}

interface Walk {
  direction: SchemaUse;
  depth: number;
  stack: Set<Schema>;
  names: Map<Schema, string>;
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
  // An enum's first real value: Stripe lists "" first to mean "unset", which is no example of it.
  if (schema.enum && schema.enum.length > 0)
    return schema.enum.find((v) => v !== null && v !== '') ?? schema.enum[0];
  return undefined;
}

/** The first type of a schema other than null (3.1 type lists, 3.0 nullable). */
export function schemaType(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
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

/** A value of a scalar type; undefined for the others. */
function scalarExample(schema: Schema, type: string | undefined): unknown {
  if (type === 'integer' || type === 'number') return numberExample(schema, type === 'integer');
  if (type === 'boolean') return true;
  if (type === 'string') return stringExample(schema);
  return type === 'null' ? null : undefined;
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
    const out = tuple.map((s) => example(s, walk) ?? stopValue(s));
    // Extra items beyond the tuple follow `items` (3.1) when the array needs more.
    const rest = Array.isArray(schema.items) ? undefined : schema.items;
    while (out.length < min && rest) out.push(example(rest, walk) ?? stopValue(rest));
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
    const d = items.discriminator;
    for (let i = 0; i < count; i++) {
      const variant = variants[i % variants.length]!;
      const value = example(merged(items, variant), walk) ?? stopValue(variant);
      out.push(discriminated(value, d, variant, walk.names));
    }
    return out;
  }
  const item = example(items, walk) ?? (min > 0 ? stopValue(items) : undefined);
  if (item === undefined) return [];
  return Array.from({ length: count }, () => item);
}

/** A variant with the properties and required names of the schema around it. */
function merged(outer: Schema, variant: Schema): Schema {
  const { oneOf: _o, anyOf: _a, ...rest } = outer;
  if (!rest.properties && !rest.allOf) return variant;
  return { ...rest, allOf: [...(rest.allOf ?? []), variant] };
}

function isNullable(schema: Schema): boolean {
  return (
    schema.nullable === true ||
    (Array.isArray(schema.type) && schema.type.includes('null')) ||
    (Array.isArray(schema.enum) && schema.enum.includes(null))
  );
}

/**
 * A value of a required field the walk went no deeper into (a cycle, the depth
 * limit): its declared example, else the smallest value of its type, with the
 * required fields of an object filled the same way a few levels down.
 */
function stopValue(schema: Schema, levels = 3): unknown {
  const declared = declaredExample(schema);
  if (declared !== undefined) return declared;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
  const type = schemaType(schema);
  if (!type && variant) return levels > 0 ? stopValue(variant, levels - 1) : {};
  if (type === 'array') {
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    const item = min > 0 && schema.items && levels > 0 ? stopValue(schema.items, levels - 1) : null;
    return Array.from({ length: min }, () => item);
  }
  const scalar = scalarExample(schema, type);
  if (scalar !== undefined) return scalar;
  const out = Object.create(null) as Record<string, unknown>;
  if (levels > 0)
    for (const name of schema.required ?? []) {
      const prop = ownMember(schema.properties, name);
      if (prop) out[name] = stopValue(prop, levels - 1);
    }
  return out;
}

function objectExample(schema: Schema, walk: Walk): Record<string, unknown> {
  // Null prototype: a property named __proto__ is a property like any other (issue 13.6).
  const out = Object.create(null) as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (hiddenIn(prop, walk.direction)) continue;
    const value = example(prop, walk);
    if (value !== undefined) out[name] = value;
    // Where the walk stopped, an optional field is left out; a required one of a request keeps a
    // valid value (a response example is for reading, and stays short).
    else if (required.has(name) && walk.direction === 'request')
      out[name] = isNullable(prop) ? null : stopValue(prop);
  }
  const extra = schema.additionalProperties;
  if (Object.keys(out).length === 0 && extra && typeof extra === 'object') {
    const value = example(extra, walk);
    if (value !== undefined) out.key = value;
  }
  return out;
}

/**
 * The value a discriminator gives `variant`: the mapping's key that names it, else
 * its component name (OpenAPI's implicit mapping), else none.
 */
function discriminatorValue(
  mapping: Record<string, string> | undefined,
  variant: Schema,
  names: Map<Schema, string>,
): string | undefined {
  const name =
    names.get(variant) ?? (typeof variant.title === 'string' ? variant.title : undefined);
  if (!name) return undefined;
  const key = Object.keys(mapping ?? {}).find(
    (k) => mapping![k] === name || mapping![k]!.endsWith(`/${name}`),
  );
  return key ?? name;
}

/** The example with the discriminator's property naming `variant`, when the example is an object. */
function discriminated(
  value: unknown,
  d: Schema['discriminator'],
  variant: Schema,
  names: Map<Schema, string>,
): unknown {
  const tag = d?.propertyName ? discriminatorValue(d.mapping, variant, names) : undefined;
  if (tag === undefined || !isObject(value)) return value;
  return Object.assign(Object.create(null), value, { [d!.propertyName]: tag });
}

/**
 * How many objects and arrays deep an example goes (compositions do not count). A
 * request must hold its required fields, so it goes deeper; a response example is
 * for reading (Stripe's embedded objects made 120 KB examples).
 */
const maxDepth = { request: 6, response: 3 } as const;

function example(schema: Schema | undefined, walk: Walk): unknown {
  if (!schema || walk.depth > maxDepth[walk.direction] || walk.stack.has(schema)) return undefined;
  const declared = declaredExample(schema);
  if (declared !== undefined) return declared;
  walk.stack.add(schema);
  const inner: Walk = { ...walk, depth: walk.depth + 1 };
  try {
    // oneOf, anyOf and allOf wrap the value rather than nest it: they do not count as depth.
    const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
    if (variant) {
      const value = example(merged(schema, variant), walk);
      return discriminated(value, schema.discriminator, variant, walk.names);
    }
    if (schema.allOf) {
      // allOf parts and the properties beside them describe one object together.
      const parts = schema.allOf.map((part) => example(part, walk));
      const { allOf: _all, ...own } = schema;
      const objects = parts.filter(isObject);
      if (objects.length === 0)
        return (
          parts.find((p) => p !== undefined) ??
          (own.properties ? objectExample(own, inner) : undefined)
        );
      const value = Object.assign({}, ...objects, own.properties ? objectExample(own, inner) : {});
      // A schema that extends a discriminated base (Cat: allOf [Pet, ...]) names itself in the base's property.
      const base = schema.allOf.find((part) => part.discriminator?.propertyName);
      return walk.names.has(schema)
        ? discriminated(value, base?.discriminator, schema, walk.names)
        : value;
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
    return scalarExample(schema, type);
  } finally {
    walk.stack.delete(schema);
  }
}

/** An example of `schema`; readOnly fields are left out of requests and writeOnly ones out of responses. */
export function exampleFor(
  schema: Schema | undefined,
  direction: SchemaUse = 'response',
  options: ExampleOptions = {},
): unknown {
  return example(schema, {
    direction,
    depth: 0,
    stack: new Set(),
    names: options.names ?? new Map(),
  });
}
