// The type of a schema as a reader sees it ('string', 'Pet[]', 'map of integer',
// '[string, ...integer[]]'), bounded whatever the document: a cycle reads as the
// schema it comes back to, long tuples and compositions name their first members.
import type { Schema } from './schema-type.js';
import { impliedType, mergeAllOf, typesOf, unwrapSchema, variantsOf } from './schema-merge.js';

/** Variants of a oneOf or anyOf a tree lists, and whose types a label reads; the rest are counted. */
export const maxShownVariants = 50;
/** Tuple members a type label names; the rest are counted. */
const maxTupleMembers = 10;
/** Distinct variant types a composition's label names ('string | integer'). */
const maxVariantLabels = 6;

/** Distinct labels joined with `|`, the first few of them. */
function variantLabels(labels: string[]): string {
  // A variant that is itself a composition reads as its own variants: flattened, once each.
  const distinct = [...new Set(labels.flatMap((l) => l.split(' | ')))];
  if (distinct.length <= maxVariantLabels) return distinct.join(' | ');
  return `${distinct.slice(0, maxVariantLabels).join(' | ')} | …`;
}

/** The JSON type of a value: a const's type when its schema names none. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'string' || typeof value === 'boolean' ? typeof value : 'object';
}

/** The type a reader sees: 'string', 'Pet[]'; a cycle reads as its component name (from `names`) and 'recursive'. */
export const typeLabel = (schema: Schema, names?: Map<Schema, string>) =>
  labelOf(schema, 0, new Set(), names);

/**
 * `onPath` holds the schemas being labelled around this one: one of them again is a
 * cycle (an array of itself is 'Tree (recursive)[]'). `depth` bounds compositions of
 * compositions, which fan out without a cycle.
 */
function labelOf(
  schema: Schema,
  depth: number,
  onPath: ReadonlySet<Schema>,
  names: Map<Schema, string> | undefined,
): string {
  if (depth > 4) return 'any';
  const s = mergeAllOf(schema);
  const again = (x: Schema) => onPath.has(x) || onPath.has(mergeAllOf(x));
  const recursive = (x: Schema) => {
    const name = names?.get(x) ?? names?.get(mergeAllOf(x));
    return name ? `${name} (recursive)` : 'recursive';
  };
  if (again(schema)) return recursive(schema);
  const inner = new Set(onPath).add(schema).add(s);
  const partLabel = (part: Schema) =>
    inner.has(part) || inner.has(mergeAllOf(part))
      ? recursive(part)
      : labelOf(unwrapSchema(part), depth + 1, inner, names);
  const types = typesOf(s);
  let label = types.join(' | ');
  // A const names its type by its value; `type: 'null'` alone is null, not any.
  if (!label && s.const !== undefined) label = jsonTypeOf(s.const);
  if (!label && (s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'))))
    label = 'null';
  if (!label) {
    const variants = variantsOf(s)?.variants;
    // A composition reads as its variants' types: 'object', 'string | integer'.
    label =
      impliedType(s) ??
      (variants
        ? variantLabels(variants.slice(0, maxShownVariants).map((v) => partLabel(v)))
        : 'any');
  }
  if (label === 'array' && Array.isArray(s.prefixItems) && s.prefixItems.length > 0) {
    // A tuple reads as its items in order, then the type of any further items.
    const members = s.prefixItems as unknown[];
    const tuple = members
      .slice(0, maxTupleMembers)
      .map((p) => (p && typeof p === 'object' ? partLabel(p as Schema) : 'any'));
    if (members.length > maxTupleMembers) tuple.push(`… ${members.length - maxTupleMembers} more`);
    const rest = s.items && typeof s.items === 'object' ? s.items : undefined;
    if (rest) tuple.push(`...${partLabel(rest)}[]`);
    else if ((s.items as unknown) !== false) tuple.push('...');
    label = `[${tuple.join(', ')}]`;
  } else if (label === 'array') {
    const items = s.items && typeof s.items === 'object' ? s.items : undefined;
    if (items) label = `${partLabel(items)}[]`;
  } else if (
    label === 'object' &&
    !s.properties &&
    s.additionalProperties &&
    typeof s.additionalProperties === 'object'
  ) {
    label = `map of ${partLabel(s.additionalProperties)}`;
  }
  return label;
}
