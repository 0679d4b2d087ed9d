// A schema as a collapsible tree: nested objects and arrays, required markers,
// nullable, enums, formats, examples; oneOf/anyOf/allOf as named variants, the
// discriminator shown, and a cycle rendered as a link back to where it is shown.
import type { ReactElement, ReactNode } from 'react';
import type { Schema } from '../../src/openapi/operations.js';
import { renderMarkdownFragment } from '../../src/content/markdown.js';

/** The schemas from the root to here, as a linked list: a repeat is a cycle. */
interface Chain {
  schema: Schema;
  id: string;
  parent?: Chain;
}

interface TreeContext {
  /** Anchor prefix, e.g. 'response-200'. */
  prefix: string;
  /** Every field anchor emitted, for the page's anchor list. */
  anchors: string[];
  chain: Chain;
}

function findInChain(chain: Chain | undefined, schema: Schema): string | undefined {
  for (let c = chain; c; c = c.parent) if (c.schema === schema) return c.id;
  return undefined;
}

function typeLabel(schema: Schema): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  let label = types.filter((t) => t !== 'null').join(' | ') || (schema.properties ? 'object' : schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : schema.allOf ? 'allOf' : 'any');
  if (label === 'array' && schema.items) label = `${typeLabel(schema.items)}[]`;
  return label;
}

function isNullable(schema: Schema): boolean {
  if (schema.nullable) return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  return [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].some((s) => s.type === 'null');
}

function Description({ text }: { text?: string }): ReactElement | null {
  if (!text) return null;
  return <div className="schema__description" dangerouslySetInnerHTML={{ __html: renderMarkdownFragment(text) }} />;
}

function Facts({ schema }: { schema: Schema }): ReactElement | null {
  const facts: ReactNode[] = [];
  if (schema.format) facts.push(<span key="f" className="schema__format">{schema.format}</span>);
  if (schema.enum) facts.push(<span key="e" className="schema__enum">one of: {schema.enum.map((v) => <code key={String(v)}>{JSON.stringify(v)}</code>)}</span>);
  if (schema.default !== undefined) facts.push(<span key="d">default: <code>{JSON.stringify(schema.default)}</code></span>);
  if (schema.minimum !== undefined) facts.push(<span key="min">min: {schema.minimum}</span>);
  if (schema.maximum !== undefined) facts.push(<span key="max">max: {schema.maximum}</span>);
  if (schema.example !== undefined && typeof schema.example !== 'object') facts.push(<span key="x">example: <code>{JSON.stringify(schema.example)}</code></span>);
  return facts.length ? <div className="schema__facts">{facts}</div> : null;
}

/** The non-null variants of a schema's composition, with names. */
function variantsOf(schema: Schema): { kind: 'oneOf' | 'anyOf' | 'allOf'; variants: Schema[] } | undefined {
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[kind]?.filter((s) => s.type !== 'null');
    if (list && list.length > 1) return { kind, variants: list };
  }
  return undefined;
}

/** A composed schema with one real variant (`anyOf: [X, null]`) reads as X. */
function unwrap(schema: Schema): Schema {
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[kind]?.filter((s) => s.type !== 'null');
    if (list && list.length === 1 && !schema.properties) return { ...list[0]!, description: schema.description ?? list[0]!.description, nullable: true };
  }
  return schema;
}

/** Whether a schema has nested fields or variants worth a collapsible. */
function hasChildren(schema: Schema): boolean {
  const s = unwrap(schema);
  if (variantsOf(s)) return true;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'array' && s.items) {
    const items = unwrap(s.items);
    return Boolean(items.properties) || Boolean(variantsOf(items)) || items.type === 'array';
  }
  return Boolean(s.properties && Object.keys(s.properties).length > 0);
}

function Children({ schema, path, ctx }: { schema: Schema; path: string; ctx: TreeContext }): ReactElement | null {
  const s = unwrap(schema);
  const composed = variantsOf(s);
  if (composed) {
    const label = composed.kind === 'allOf' ? 'All of' : composed.kind === 'oneOf' ? 'One of' : 'Any of';
    return (
      <div className="schema__variants" data-kind={composed.kind}>
        <p className="schema__variants-label">
          {label} {composed.variants.length} variants
          {s.discriminator ? <> (discriminated by <code>{s.discriminator.propertyName}</code>)</> : null}
        </p>
        <ol className="schema__variant-list">
          {composed.variants.map((v, i) => {
            const mapped = s.discriminator?.mapping ? Object.entries(s.discriminator.mapping).find(([, ref]) => ref.endsWith(`/${v.title ?? ''}`))?.[0] : undefined;
            const name = v.title ?? mapped ?? `Variant ${i + 1}`;
            return (
              <li key={i} className="schema__variant">
                <details open={i === 0}>
                  <summary>
                    <span className="schema__variant-name">{name}</span> <span className="schema__type">{typeLabel(v)}</span>
                    {mapped ? <> · <code>{s.discriminator!.propertyName}: {JSON.stringify(mapped)}</code></> : null}
                  </summary>
                  <Description text={v.description} />
                  <Children schema={v} path={`${path}${path ? '.' : ''}${i}`} ctx={ctx} />
                </details>
              </li>
            );
          })}
        </ol>
      </div>
    );
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'array' && s.items) {
    const items = unwrap(s.items);
    if (!items.properties && !variantsOf(items) && (items.type !== 'array')) return null;
    return <Children schema={items} path={`${path}${path ? '.' : ''}items`} ctx={ctx} />;
  }
  if (!s.properties) return null;
  const required = new Set(s.required ?? []);
  return (
    <ul className="schema__properties">
      {Object.entries(s.properties).map(([name, prop]) => (
        <Field key={name} name={name} schema={prop} required={required.has(name)} path={`${path}${path ? '.' : ''}${name}`} ctx={ctx} />
      ))}
    </ul>
  );
}

function Field({ name, schema, required, path, ctx }: { name: string; schema: Schema; required: boolean; path: string; ctx: TreeContext }): ReactElement {
  const id = `${ctx.prefix}-${path.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
  ctx.anchors.push(id);
  const s = unwrap(schema);
  const cycleTarget = findInChain(ctx.chain, schema) ?? findInChain(ctx.chain, s);
  // The anchor sits beside the field head, never inside a <summary>: a link in a summary nests interactive controls.
  const anchor = <a className="schema__anchor hash-link" href={`#${id}`} aria-label={`Direct link to ${path}`} />;
  const head = (
    <span className="schema__field-head">
      <code className="schema__name">{name}</code> <span className="schema__type">{typeLabel(s)}</span>
      {required ? <span className="schema__required">required</span> : null}
      {isNullable(schema) ? <span className="schema__nullable">nullable</span> : null}
      {s.deprecated ? <span className="schema__deprecated">deprecated</span> : null}
    </span>
  );
  if (cycleTarget) {
    return (
      <li className="schema__field" id={id}>
        {anchor}
        {head}
        <p className="schema__cycle">
          Recursive: the same schema as <a href={`#${cycleTarget}`}>{cycleTarget.slice(ctx.prefix.length + 1) || 'the parent'}</a>.
        </p>
      </li>
    );
  }
  const nested = hasChildren(schema);
  return (
    <li className="schema__field" id={id}>
      {anchor}
      {nested ? (
        <details>
          <summary>{head}</summary>
          <Description text={s.description} />
          <Facts schema={s} />
          <Children schema={schema} path={path} ctx={{ ...ctx, chain: { schema, id, parent: ctx.chain } }} />
        </details>
      ) : (
        <>
          {head}
          <Description text={s.description} />
          <Facts schema={s} />
        </>
      )}
    </li>
  );
}

/** The tree of one schema, its fields anchored under `prefix`. */
export function SchemaTree({ schema, prefix, anchors }: { schema: Schema; prefix: string; anchors: string[] }): ReactElement {
  const ctx: TreeContext = { prefix, anchors, chain: { schema, id: prefix } };
  const s = unwrap(schema);
  return (
    <div className="schema">
      <p className="schema__root">
        <span className="schema__type">{typeLabel(s)}</span>
        {isNullable(schema) ? <span className="schema__nullable">nullable</span> : null}
      </p>
      <Description text={s.description} />
      <Facts schema={s} />
      {hasChildren(schema) ? <Children schema={schema} path="" ctx={ctx} /> : null}
    </div>
  );
}
