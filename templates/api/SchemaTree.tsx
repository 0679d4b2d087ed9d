// A schema tree from the page model: nested fields in collapsibles, required and
// nullable markers, facts (format, enum, limits, pattern, default, example),
// oneOf/anyOf as named variants with the discriminator, and links where a schema
// is shown elsewhere on the page (a cycle or a repeat).
import type { ReactElement, ReactNode } from 'react';
import type { SchemaChildren, SchemaFact, SchemaNode } from '../../src/types.js';
import { Html } from './Blocks.js';
import { fillLabel, useLabels } from '../labels-context.js';
import { fillText, type SiteLabelKey, type SiteLabels } from '../page-labels.js';

/** The label that says each limit, `{value}` its value. */
const limitLabels: Record<string, SiteLabelKey> = {
  min: 'schemaMin',
  max: 'schemaMax',
  exclusiveMin: 'schemaExclusiveMin',
  exclusiveMax: 'schemaExclusiveMax',
  minLength: 'schemaMinLength',
  maxLength: 'schemaMaxLength',
  minItems: 'schemaMinItems',
  maxItems: 'schemaMaxItems',
  minProperties: 'schemaMinProperties',
  maxProperties: 'schemaMaxProperties',
  multipleOf: 'schemaMultipleOf',
};

/** Enum values up to this long stay on one line; longer ones may break anywhere (narrow screens). */
const shortValue = 24;

function fact(
  f: SchemaFact,
  i: number,
  enumClass: string | undefined,
  labels: SiteLabels,
): ReactNode {
  switch (f.kind) {
    case 'format':
      return (
        <span key={i} className="schema__format">
          {f.value}
        </span>
      );
    case 'enum':
      return (
        <span key={i} className={enumClass}>
          {f.items ? labels.schemaEachItemOneOf : labels.schemaOneOf}{' '}
          {/* Separated in text (copying gave '"a""b"'); a short value never breaks inside. */}
          {f.values.flatMap((v, j) => [
            j > 0 ? ', ' : '',
            <code key={j} className={v.length <= shortValue ? 'schema__value--short' : undefined}>
              {v}
            </code>,
          ])}
          {f.more ? <> {fillText(labels.schemaMoreValues, { count: `${f.more}` })}</> : null}
        </span>
      );
    case 'default':
      return (
        <span key={i}>
          {f.items ? labels.schemaItemDefault : labels.schemaDefault} <code>{f.value}</code>
        </span>
      );
    case 'example':
      return (
        <span key={i}>
          {labels.schemaExample} <code>{f.value}</code>
        </span>
      );
    case 'pattern':
    case 'const':
      return (
        <span key={i}>
          {fillLabel(labels[f.kind === 'pattern' ? 'schemaPattern' : 'schemaConst'], {
            value: <code>{f.value}</code>,
          })}
        </span>
      );
    case 'not':
      return <span key={i}>{fillLabel(labels.schemaNot, { type: f.value })}</span>;
    case 'keys':
      return (
        <span key={i}>
          {fillLabel(labels.schemaKeys, { pattern: <code>{f.pattern}</code>, type: f.type })}
        </span>
      );
    case 'uniqueItems':
      return <span key={i}>{labels.schemaUniqueItems}</span>;
    case 'readOnly':
    case 'writeOnly':
      return (
        <span key={i}>
          {f.kind === 'readOnly' ? labels.schemaReadOnly : labels.schemaWriteOnly}
        </span>
      );
    default:
      return <span key={i}>{fillLabel(labels[limitLabels[f.kind]!], { value: f.value })}</span>;
  }
}

/** `enumClass`: parameter tables show enums unmarked, trees mark them. */
export function Facts({
  facts,
  enumClass = 'schema__enum',
}: {
  facts: SchemaFact[];
  enumClass?: string;
}): ReactElement | null {
  const labels = useLabels();
  return facts.length ? (
    <div className="schema__facts">
      {facts.map((f, i) => fact(f, i, enumClass || undefined, labels))}
    </div>
  ) : null;
}

/** Over this many fields, an object shows its first `shownOfLongList` and folds the rest. */
const longFieldList = 20;
const shownOfLongList = 12;

function Children({ children }: { children: SchemaChildren }): ReactElement {
  const labels = useLabels();
  if (children.kind === 'variants') {
    const label =
      children.composition === 'oneOf' ? labels.schemaOneOfVariants : labels.schemaAnyOfVariants;
    const count = `${children.variants.length + (children.omitted ?? 0)}`;
    return (
      <div className="schema__variants" data-kind={children.composition}>
        <p className="schema__variants-label">
          {fillText(label, { count })}
          {children.discriminator ? (
            <>
              {' '}
              {fillLabel(labels.schemaDiscriminatedBy, {
                property: <code>{children.discriminator}</code>,
              })}
            </>
          ) : null}
        </p>
        <ol className="schema__variant-list">
          {children.variants.map((v, i) => (
            <li key={i} className="schema__variant">
              <details open={i === 0}>
                <summary>
                  <span className="schema__variant-name">{v.name}</span>{' '}
                  <span className="schema__type">{v.type}</span>
                  {v.mapped !== undefined && children.discriminator ? (
                    <>
                      {' '}
                      ·{' '}
                      <code>
                        {children.discriminator}: {JSON.stringify(v.mapped)}
                      </code>
                    </>
                  ) : null}
                </summary>
                <Html html={v.descriptionHtml} className="schema__description" />
                {v.children ? <Children children={v.children} /> : null}
              </details>
            </li>
          ))}
        </ol>
        <Omitted count={children.omittedFields} />
        {children.omitted ? (
          <p className="schema__omitted">
            {children.omitted === 1
              ? labels.schemaOmittedVariantOne
              : fillText(labels.schemaOmittedVariants, { count: `${children.omitted}` })}
          </p>
        ) : null}
      </div>
    );
  }
  const { fields, omitted } = children;
  // Past the page's field budget: the rest of the list is in the OpenAPI document.
  const more = <Omitted count={omitted} />;
  if (fields.length <= longFieldList)
    return (
      <>
        {fields.length ? <FieldList fields={fields} /> : null}
        {more}
      </>
    );
  // A long object (dozens of parameters in one response) would bury what follows it:
  // the first fields show, the rest open on demand (and with "Expand all", a
  // deep link or the browser's find in page, which opens <details> by itself).
  const rest = fields.slice(shownOfLongList);
  return (
    <>
      <FieldList fields={fields.slice(0, shownOfLongList)} />
      <details className="schema__more">
        <summary>
          <span className="schema__more-show">
            {fillText(labels.schemaShowMoreFields, { count: `${rest.length}` })}
          </span>
          <span className="schema__more-hide">
            {fillText(labels.schemaHideFields, { count: `${rest.length}` })}
          </span>
        </summary>
        <FieldList fields={rest} />
      </details>
      {more}
    </>
  );
}

/** Where the page's budget or depth left fields out, it says so at that place. */
/**
 * A recursive field, in words: the schema it repeats is named where it has a name, and
 * the schema at the top is said as such, never as if it were a field called "the parent".
 */
function CycleText({ cycle }: { cycle: NonNullable<SchemaNode['ref']> }): ReactElement {
  const labels = useLabels();
  const target = (
    <a href={`#${cycle.anchor}`}>
      {cycle.label ? <code>{cycle.label}</code> : labels.schemaRecursiveTop}
    </a>
  );
  const text =
    cycle.schema !== undefined
      ? cycle.label
        ? labels.schemaRecursiveAnother
        : labels.schemaRecursiveAnotherOfTop
      : cycle.label
        ? labels.schemaRecursiveSame
        : labels.schemaRecursiveSameOfTop;
  return <>{fillLabel(text, { schema: <code>{cycle.schema}</code>, target })}</>;
}

function Omitted({ count }: { count?: number }): ReactElement | null {
  const labels = useLabels();
  return count ? (
    <p className="schema__omitted">
      {count === 1
        ? labels.schemaOmittedOne
        : fillText(labels.schemaOmitted, { count: `${count}` })}
    </p>
  ) : null;
}

function FieldList({ fields }: { fields: SchemaNode[] }): ReactElement {
  return (
    <ul className="schema__properties">
      {fields.map((f) => (
        <Field key={f.path} node={f} />
      ))}
    </ul>
  );
}

function Field({ node }: { node: SchemaNode }): ReactElement {
  const labels = useLabels();
  const id = node.anchor!;
  // The anchor sits beside the field head, never inside a <summary>: a link in a summary nests interactive controls.
  const anchor = (
    <a
      className="schema__anchor hash-link"
      href={`#${id}`}
      aria-label={fillText(labels.fieldLink, { field: node.path })}
    />
  );
  const head = (
    <span className="schema__field-head">
      <code className="schema__name">{node.name}</code>{' '}
      <span className="schema__type">{node.type}</span>
      {node.required ? <span className="schema__required">{labels.required}</span> : null}
      {node.nullable ? <span className="schema__nullable">{labels.nullable}</span> : null}
      {node.deprecated ? (
        <span className="schema__deprecated">{labels.deprecatedField}</span>
      ) : null}
    </span>
  );
  if (node.ref) {
    return (
      <li className="schema__field" id={id}>
        {anchor}
        {head}
        <Html html={node.descriptionHtml} className="schema__description" />
        {node.ref.kind === 'cycle' ? (
          <p className="schema__cycle">
            <CycleText cycle={node.ref} />
          </p>
        ) : (
          <p className="schema__cycle">
            {fillLabel(labels.schemaSameFields, {
              target: <a href={`#${node.ref.anchor}`}>{node.ref.label}</a>,
            })}
          </p>
        )}
      </li>
    );
  }
  return (
    <li className="schema__field" id={id}>
      {anchor}
      {node.children ? (
        <details>
          <summary>{head}</summary>
          <Html html={node.descriptionHtml} className="schema__description" />
          <Facts facts={node.facts} />
          <Children children={node.children} />
        </details>
      ) : (
        <>
          {head}
          <Html html={node.descriptionHtml} className="schema__description" />
          <Facts facts={node.facts} />
          <Omitted count={node.omitted} />
        </>
      )}
    </li>
  );
}

/** The tree of one body's schema. */
export function SchemaTree({ root }: { root: SchemaNode }): ReactElement {
  const labels = useLabels();
  return (
    <div className="schema">
      <p className="schema__root">
        <span className="schema__type">{root.type}</span>
        {root.nullable ? <span className="schema__nullable">{labels.nullable}</span> : null}
        {root.children && hasNested(root.children) ? (
          <button
            type="button"
            className="schema__expand-all"
            data-expand-all=""
            aria-expanded="false"
          >
            {/* Both states' words, in the site's language; the stylesheet shows the one aria-expanded says. */}
            <span className="schema__expand-label">{labels.schemaExpandAll}</span>
            <span className="schema__collapse-label">{labels.schemaCollapseAll}</span>
          </button>
        ) : null}
      </p>
      <Html html={root.descriptionHtml} className="schema__description" />
      <Facts facts={root.facts} />
      {root.children ? <Children children={root.children} /> : null}
    </div>
  );
}

function hasNested(c: SchemaChildren): boolean {
  return (
    c.kind === 'variants' ||
    c.fields.length > longFieldList ||
    c.fields.some((f) => f.children !== undefined)
  );
}
