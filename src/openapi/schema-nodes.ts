// A schema → the tree of fields a page shows (SchemaNode). Bounded whatever the
// document: a schema already shown is linked (unless small), a cycle links back, and
// past the page's field budget schemas are named without their fields, with a count
// of what is left to the downloadable document.
import type { Schema } from './schema-type.js';
import { factsWeight, schemaFacts } from './schema-facts.js';
import { maxShownVariants, typeLabel } from './type-label.js';
import type { SchemaChildren, SchemaNode, SchemaVariant } from '../types.js';
import {
  hiddenIn,
  impliedType,
  isNullable,
  mergeAllOf,
  propertiesOf,
  type SchemaUse,
  subschemas,
  unwrapSchema,
  variantsOf,
} from './schema-merge.js';

/** What a page's schemas share: what was shown where, and how many fields so far. */
export interface SchemaPageState {
  /** Schema → the anchor and label of its first full appearance, and how many fields it showed. */
  shown: Map<Schema, ShownSchema>;
  /** The same for schemas with readOnly or writeOnly fields, whose request and response copies differ. */
  shownByUse: Record<SchemaUse, Map<Schema, ShownSchema>>;
  /** Fields emitted on this page. */
  fields: number;
  /** Estimated bytes of the fields' HTML on this page (their markup and descriptions). */
  weight: number;
  /** Fields nested this deep are named, not expanded (fewer for responses that would not fit). */
  maxDepth: number;
  /** How many times the budget (not the depth) left fields out: responses retry shallower. */
  budgetCuts: number;
  /** Names of the document's component schemas, for "Same as Pet". */
  names: Map<Schema, string>;
  /** Markdown → allowlisted HTML. */
  markdown: (text: string) => string;
}

interface ShownSchema {
  anchor: string;
  label: string;
  size: number;
}

/** Past this many fields a page stops expanding schemas it has not shown yet. */
const maxFieldsPerPage = 2500;
/**
 * Past this much field HTML (estimated), a page stops expanding schemas it has not
 * shown yet, however few its fields: long descriptions (Stripe's) made 6 MB pages.
 */
export const maxSchemaBytesPerPage = 150_000;
/** About what a field's markup takes besides its description and its anchor, which it writes three times (id, link, label). */
const fieldMarkupBytes = 450;
/** The same for a variant of a oneOf or anyOf (its summary and list item). */
const variantMarkupBytes = 250;
/** Fields nested this deep are named, not expanded: Stripe's expandable objects nest thirty levels. */
export const maxExpandedDepth = 8;
/** Whether a page has shown all the fields it may (`times` over, for the body's own fields). */
const spent = (page: SchemaPageState, times = 1) =>
  page.fields > times * maxFieldsPerPage || page.weight > times * maxSchemaBytesPerPage;
/** A repeated schema with at most this many fields is shown again rather than linked. */
const smallSchemaFields = 6;

interface Ancestor {
  anchor: string;
  label: string;
}

interface Walk {
  page: SchemaPageState;
  /** 'request' hides readOnly fields, 'response' writeOnly ones. */
  use: SchemaUse;
  prefix: string;
  /** Ancestors, for cycles: schema → its field's anchor and the names a reader follows to it. */
  chain: Map<Schema, Ancestor>;
  /** The field names down to here ('children.parent'), never an anchor's `items` or `*`. */
  trail: string;
  /** Fields above this one: the body's own fields are at depth 0. */
  depth: number;
}

export function newSchemaPageState(
  names: Map<Schema, string>,
  markdown: (text: string) => string,
): SchemaPageState {
  return {
    shown: new Map(),
    shownByUse: { request: new Map(), response: new Map() },
    fields: 0,
    weight: 0,
    maxDepth: maxExpandedDepth,
    budgetCuts: 0,
    names,
    markdown,
  };
}

/** Names of the component schemas, found by identity in the dereferenced document. */
export function componentSchemaNames(
  components: Record<string, unknown> | undefined,
): Map<Schema, string> {
  const names = new Map<Schema, string>();
  const schemas = components?.schemas;
  if (schemas && typeof schemas === 'object') {
    for (const name of Object.keys(schemas)) {
      const s = (schemas as Record<string, unknown>)[name];
      if (s && typeof s === 'object' && !names.has(s as Schema)) names.set(s as Schema, name);
    }
  }
  return names;
}

const directionalSchemas = new WeakMap<Schema, boolean>();

/** Whether one of the schema's own properties is readOnly or writeOnly. */
function ownDirectional(node: Schema): boolean {
  return Object.values(node.properties ?? {}).some((prop) => {
    const merged = mergeAllOf(prop);
    return merged.readOnly === true || merged.writeOnly === true;
  });
}

/**
 * Whether a field anywhere in the schema is readOnly or writeOnly. Each schema is
 * walked once (the schemas of a cycle share one answer: Tarjan's strongly connected
 * components), since documents such as Stripe's reach most of their schemas from any one.
 */
function directional(schema: Schema): boolean {
  const known = directionalSchemas.get(schema);
  if (known !== undefined) return known;
  let counter = 0;
  const index = new Map<Schema, number>();
  const low = new Map<Schema, number>();
  const partial = new Map<Schema, boolean>();
  const stack: Schema[] = [];
  const onStack = new Set<Schema>();
  const visit = (v: Schema): boolean => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    let result = ownDirectional(v);
    for (const [, w] of subschemas(v)) {
      const done = directionalSchemas.get(w);
      if (done !== undefined) result ||= done;
      else if (!index.has(w)) {
        result = visit(w) || result;
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    partial.set(v, result);
    if (low.get(v) !== index.get(v)) return result;
    // v roots a component: its members share one answer.
    const members: Schema[] = [];
    let member: Schema;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== v);
    const shared = members.some((m) => partial.get(m));
    for (const m of members) directionalSchemas.set(m, shared);
    return shared;
  };
  return visit(schema);
}

/** Where a page records the first full appearance of `box` as `use` shows it. */
function shownMap(page: SchemaPageState, box: Schema, use: SchemaUse): Map<Schema, ShownSchema> {
  return directional(box) ? page.shownByUse[use] : page.shown;
}

/**
 * The schema whose fields a node shows: an array's items, a map's values, or itself.
 * `onPath` holds the arrays and maps it looked through: an array of itself shows none.
 */
function container(schema: Schema, onPath: ReadonlySet<Schema> = new Set()): Schema | undefined {
  if (onPath.has(schema)) return undefined;
  // A described reference shows its target's fields, and is its target for cycles and repeats.
  const target = referenced(schema);
  if (target !== schema) return container(target, new Set(onPath).add(schema));
  const s = unwrapSchema(schema);
  if (onPath.has(s)) return undefined;
  const inner = new Set(onPath).add(schema).add(s);
  if (variantsOf(s)) return s;
  const type = impliedType(s);
  if (type === 'array') {
    const items = s.items && typeof s.items === 'object' ? unwrapSchema(s.items) : undefined;
    if (!items) return undefined;
    return variantsOf(items) || propertiesOf(items).length > 0 || impliedType(items) === 'array'
      ? container(s.items as Schema, inner)
      : undefined;
  }
  if (propertiesOf(s).length > 0) return s;
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    const values = unwrapSchema(s.additionalProperties);
    return variantsOf(values) || propertiesOf(values).length > 0
      ? container(s.additionalProperties, inner)
      : undefined;
  }
  return undefined;
}

/** Keywords that say something about a schema without changing its fields. */
const annotations = new Set([
  'description',
  'title',
  'summary',
  'readOnly',
  'writeOnly',
  'deprecated',
  'nullable',
  'example',
  'examples',
  'default',
  'externalDocs',
  '$comment',
]);

/**
 * The schema a described reference stands for: `allOf` of one schema beside annotations
 * only (3.1's `$ref` with a description reads so, as does the 3.0 idiom) is that schema.
 */
function referenced(schema: Schema): Schema {
  let s = schema;
  for (const seen = new Set<Schema>(); !seen.has(s); ) {
    seen.add(s);
    const parts = s.allOf;
    const only = Array.isArray(parts) && parts.length === 1 ? parts[0] : undefined;
    if (!only || typeof only !== 'object') break;
    if (!Object.keys(s).every((k) => k === 'allOf' || annotations.has(k))) break;
    s = only;
  }
  return s;
}

function description(walk: Walk, text: unknown): string | undefined {
  return typeof text === 'string' && text.trim() ? walk.page.markdown(text) : undefined;
}

/**
 * A field's description, then the one written beside its array's items' reference
 * (`items: {$ref, description}`): the items' schema shows no line of its own to hold it.
 */
function fieldDescription(s: Schema): string | undefined {
  const own = typeof s.description === 'string' && s.description.trim() ? s.description : '';
  const items = !variantsOf(s) && impliedType(s) === 'array' ? s.items : undefined;
  const of =
    items && typeof items === 'object' && referenced(items) !== items ? items.description : '';
  if (typeof of !== 'string' || !of.trim() || of === own) return own || undefined;
  return own ? `${own}\n\nEach item: ${of}` : of;
}

function children(schema: Schema, path: string, walk: Walk): SchemaChildren | undefined {
  const s = unwrapSchema(schema);
  const dot = path ? '.' : '';
  // An array's fields are its items' (anchored under `items`), a map's those of its values (under `*`).
  if (!variantsOf(s) && impliedType(s) === 'array')
    return s.items && typeof s.items === 'object' && container(s.items)
      ? children(s.items, `${path}${dot}items`, walk)
      : undefined;
  if (
    !variantsOf(s) &&
    propertiesOf(s).length === 0 &&
    s.additionalProperties &&
    typeof s.additionalProperties === 'object'
  ) {
    return container(s.additionalProperties)
      ? children(s.additionalProperties, `${path}${dot}*`, walk)
      : undefined;
  }
  if (!container(schema)) return undefined;
  const composed = variantsOf(s);
  if (composed) {
    const discriminator = discriminatorOf(s, composed.variants);
    // Past the budget variants are named, and the fields they leave out counted in
    // one note for the place (one note each made 19,404 notes on one page).
    const variants: SchemaVariant[] = [];
    let fieldsLeft = 0;
    for (const [i, raw] of composed.variants.entries()) {
      if (i >= maxShownVariants) break;
      const expand = i === 0 || !spent(walk.page);
      const v = unwrapSchema(raw);
      const component = walk.page.names.get(raw) ?? walk.page.names.get(v);
      const name = typeof v.title === 'string' ? v.title : component;
      const mapped = discriminator && discriminatorValue(discriminator, component);
      const variantPath = `${path}${dot}${i}`;
      // A variant already under way around it (Cat is `allOf: [Pet]`, Pet is `oneOf: [Cat]`) is recursive.
      const box = container(raw);
      const cycle = [raw, v, box].some((x) => x !== undefined && walk.chain.has(x));
      const at = walk.chain.get(s) ??
        walk.chain.get(container(schema) ?? s) ?? { anchor: walk.prefix, label: '' };
      const chain = new Map(walk.chain).set(raw, at).set(v, at);
      const variant: SchemaVariant = {
        name: name ?? mapped ?? `Variant ${i + 1}`,
        type: cycle ? `${component ?? 'parent'} (recursive)` : typeLabel(v, walk.page.names),
        mapped,
        descriptionHtml: description(walk, v.description),
      };
      walk.page.weight +=
        variantMarkupBytes +
        variant.name.length +
        variant.type.length +
        (variant.descriptionHtml?.length ?? 0);
      if (!cycle && expand) variant.children = children(raw, variantPath, { ...walk, chain });
      else if (!cycle && box) {
        if (fieldsLeft === 0) walk.page.budgetCuts++;
        fieldsLeft += ownFieldCount(box, walk.use);
      }
      variants.push(variant);
    }
    const omitted = composed.variants.length - variants.length;
    return {
      kind: 'variants',
      composition: composed.kind,
      discriminator: discriminator?.propertyName,
      variants,
      ...(omitted > 0 ? { omitted } : {}),
      ...(fieldsLeft > 0 ? { omittedFields: fieldsLeft } : {}),
    };
  }
  const required = new Set(Array.isArray(s.required) ? s.required : []);
  const props = propertiesOf(s).filter(([, prop]) => !hiddenIn(mergeAllOf(prop), walk.use));
  const fields: SchemaNode[] = [];
  for (const [i, [name, prop]] of props.entries()) {
    // The budget stops the schema under way too (Figma's 28 node types listed 1,600
    // fields past it); the body's own fields, which a reader looks for, get twice the budget.
    if (spent(walk.page, walk.depth === 0 ? 2 : 1)) {
      walk.page.budgetCuts++;
      return { kind: 'fields', fields, omitted: props.length - i };
    }
    fields.push(field(name, prop, required.has(name), `${path}${dot}${name}`, walk));
  }
  return fields.length ? { kind: 'fields', fields } : undefined;
}

/** The fields a schema's first level would list: its properties, or its variants' ones. */
function ownFieldCount(box: Schema, use: SchemaUse, depth = 0): number {
  const variants = variantsOf(box)?.variants;
  // `depth` stops variants that are compositions of themselves.
  if (variants)
    return variants.reduce((n, v) => {
      const inner = depth < 4 ? container(v) : undefined;
      return n + (inner ? ownFieldCount(inner, use, depth + 1) : 0);
    }, 0);
  return propertiesOf(box).filter(([, prop]) => !hiddenIn(mergeAllOf(prop), use)).length;
}

type Discriminator = NonNullable<Schema['discriminator']>;

/**
 * The discriminator of a composition: its own, else one every variant inherits
 * from a shared base (Cat and Dog are each `allOf: [Pet, …]`, Pet names the property).
 */
function discriminatorOf(s: Schema, variants: Schema[]): Discriminator | undefined {
  const own = s.discriminator;
  if (own && typeof own.propertyName === 'string') return own;
  const inherited = variants.map((v) => mergeAllOf(v).discriminator);
  const first = inherited[0];
  return first &&
    typeof first.propertyName === 'string' &&
    inherited.every((d) => d?.propertyName === first.propertyName)
    ? first
    : undefined;
}

/**
 * The value that selects a variant, from the name of its component schema (never
 * its title): the mapping's key that points at it (by `$ref` or by bare name), else
 * the name itself, OpenAPI's implicit mapping.
 */
function discriminatorValue(d: Discriminator, component: string | undefined): string | undefined {
  if (!component) return undefined;
  const mapping = d.mapping && typeof d.mapping === 'object' ? d.mapping : {};
  const key = Object.keys(mapping).find((k) => {
    const target = mapping[k];
    return typeof target === 'string' && (target === component || target.endsWith(`/${component}`));
  });
  if (key !== undefined) return key;
  // A schema the mapping sends elsewhere is not selected by its name.
  return Object.keys(mapping).includes(component) ? undefined : component;
}

function countFields(c: SchemaChildren | undefined): number {
  if (!c) return 0;
  if (c.kind === 'fields') return c.fields.reduce((n, f) => n + 1 + countFields(f.children), 0);
  return c.variants.reduce((n, v) => n + countFields(v.children), 0);
}

function field(
  name: string,
  schema: Schema,
  required: boolean,
  path: string,
  walk: Walk,
): SchemaNode {
  const anchor = `${walk.prefix}-${path.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
  walk.page.fields++;
  const s = unwrapSchema(schema);
  const node: SchemaNode = {
    name,
    anchor,
    path,
    type: typeLabel(s, walk.page.names),
    required,
    nullable: isNullable(schema) || isNullable(mergeAllOf(schema)),
    deprecated: s.deprecated === true,
    descriptionHtml: description(walk, fieldDescription(s)),
    facts: schemaFacts(s, { format: true, quote: true }),
  };
  walk.page.weight +=
    fieldMarkupBytes +
    3 * anchor.length +
    (node.descriptionHtml?.length ?? 0) +
    node.type.length +
    factsWeight(node.facts);
  const box = container(schema);
  if (!box) return node;
  const cycle = walk.chain.get(schema) ?? walk.chain.get(box);
  if (cycle !== undefined) {
    const schemaName = walk.page.names.get(box) ?? walk.page.names.get(schema);
    node.ref = {
      kind: 'cycle',
      anchor: cycle.anchor,
      label: cycle.label,
      ...(schemaName !== undefined ? { schema: schemaName } : {}),
    };
    return node;
  }
  const shown = shownMap(walk.page, box, walk.use);
  const first = shown.get(box);
  const label = walk.page.names.get(box) ?? walk.page.names.get(schema);
  if (first && (first.size > smallSchemaFields || spent(walk.page))) {
    node.ref = { kind: 'repeat', anchor: first.anchor, label: first.label };
    return node;
  }
  if (!first && (spent(walk.page) || walk.depth >= walk.page.maxDepth)) {
    // Out of budget, or too deep: the type stays and the fields left out are counted.
    if (spent(walk.page)) walk.page.budgetCuts++;
    node.omitted = ownFieldCount(box, walk.use);
    return node;
  }
  const trail = walk.trail ? `${walk.trail}.${name}` : name;
  const at = { anchor, label: trail };
  const chain = new Map(walk.chain).set(schema, at).set(box, at);
  node.children = children(schema, path, { ...walk, chain, trail, depth: walk.depth + 1 });
  if (!first) shown.set(box, { anchor, label: label ?? trail, size: countFields(node.children) });
  return node;
}

/**
 * What `build` makes of the page's schemas at the deepest depth at which the budget
 * cuts nothing (else the shallowest), so a response loses its deep nesting before its
 * own fields. Each try starts from the state before the first.
 */
export function withinBudget<T>(page: SchemaPageState, build: () => T): T {
  const saved = {
    fields: page.fields,
    weight: page.weight,
    budgetCuts: page.budgetCuts,
    shown: new Map(page.shown),
    request: new Map(page.shownByUse.request),
    response: new Map(page.shownByUse.response),
  };
  const attempt = (depth: number): { result: T; fits: boolean } => {
    Object.assign(page, {
      fields: saved.fields,
      weight: saved.weight,
      budgetCuts: saved.budgetCuts,
      shown: new Map(saved.shown),
      shownByUse: { request: new Map(saved.request), response: new Map(saved.response) },
      maxDepth: depth,
    });
    const result = build();
    return { result, fits: page.budgetCuts === saved.budgetCuts };
  };
  let last = attempt(maxExpandedDepth);
  if (last.fits) return last.result;
  // Binary search for the deepest depth that fits.
  let lastDepth = maxExpandedDepth;
  let best: number | undefined;
  let low = 1;
  let high = maxExpandedDepth - 1;
  while (low <= high) {
    const depth = Math.floor((low + high) / 2);
    last = attempt(depth);
    lastDepth = depth;
    if (last.fits) {
      best = depth;
      low = depth + 1;
    } else high = depth - 1;
  }
  const chosen = best ?? 1;
  if (lastDepth !== chosen) last = attempt(chosen);
  page.maxDepth = maxExpandedDepth;
  return last.result;
}

/** The tree of one body's schema, its fields anchored under `prefix` ('response-200'). */
export function schemaTree(
  schema: Schema,
  prefix: string,
  use: SchemaUse,
  page: SchemaPageState,
): SchemaNode {
  const s = unwrapSchema(schema);
  const top = { anchor: prefix, label: '' };
  const walk: Walk = { page, use, prefix, chain: new Map([[schema, top]]), trail: '', depth: 0 };
  const box = container(schema);
  if (box) walk.chain.set(box, top);
  return {
    path: '',
    type: typeLabel(s, walk.page.names),
    required: false,
    nullable: isNullable(schema),
    deprecated: s.deprecated === true,
    descriptionHtml: description(walk, s.description),
    facts: schemaFacts(s, { format: true, quote: true }),
    children: box ? children(schema, '', walk) : undefined,
  };
}
