// An example value written as XML, for a body whose media type is XML (JSON under an
// XML label is a body no such server accepts), shaped by the schema's `xml` objects.
import { propertiesOf, unwrapSchema } from './schema-merge.js';
import type { Schema } from './schema-type.js';

interface XmlHints {
  name?: string;
  wrapped?: boolean;
  attribute?: boolean;
}

/** Whether a media type is XML (`application/xml`, `application/atom+xml`). */
export const isXml = (mediaType: string) => /[/+]xml\b/i.test(mediaType);

/** The root element of an XML body: the schema's xml.name, else its component name. */
export function xmlRootName(schema: Schema | undefined, names?: Map<Schema, string>): string {
  const named = (schema?.xml as { name?: unknown } | undefined)?.name;
  return typeof named === 'string' ? named : ((schema && names?.get(schema)) ?? 'root');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (text: string) => escapeXml(text).replace(/"/g, '&quot;');

/** A name XML accepts: letters, digits, `_`, `-`, `.`, not starting with a digit. */
function elementName(name: string): string {
  const clean = name.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(clean) ? clean : `_${clean}`;
}

function hintsOf(schema: Schema | undefined): XmlHints {
  const xml = schema?.xml;
  if (!xml || typeof xml !== 'object') return {};
  const { name, wrapped, attribute } = xml as Record<string, unknown>;
  return {
    name: typeof name === 'string' && name ? name : undefined,
    wrapped: wrapped === true,
    attribute: attribute === true,
  };
}

const schemaOf = (s: unknown): Schema | undefined =>
  s && typeof s === 'object' ? unwrapSchema(s as Schema) : undefined;

const scalar = (value: unknown) => value === null || typeof value !== 'object';

/**
 * The elements of an array property, as the OpenAPI specification's XML Object
 * examples write them: items named by their own `xml.name`, else by the property
 * (unwrapped) or by the wrapper's name (wrapped).
 */
function arrayElements(
  property: string,
  value: unknown[],
  indent: string,
  schema: Schema | undefined,
): string[] {
  const own = hintsOf(schema);
  const items = schemaOf(schema?.items);
  const outer = own.wrapped ? (own.name ?? property) : property;
  const itemName = hintsOf(items).name ?? outer;
  if (!own.wrapped) return value.flatMap((item) => element(itemName, item, indent, items, true));
  const wrapper = elementName(outer);
  const inner = value.flatMap((item) => element(itemName, item, `${indent}  `, items, true));
  return inner.length
    ? [`${indent}<${wrapper}>`, ...inner, `${indent}</${wrapper}>`]
    : [`${indent}<${wrapper}/>`];
}

/** `named`: `name` is final (the caller applied the schema's `xml.name`). */
function element(
  name: string,
  value: unknown,
  indent: string,
  schema?: Schema,
  named = false,
): string[] {
  if (Array.isArray(value)) return arrayElements(name, value, indent, schema);
  const tag = elementName(named ? name : (hintsOf(schema).name ?? name));
  if (value && typeof value === 'object') {
    const props = new Map(schema ? propertiesOf(schema) : []);
    const attributes: string[] = [];
    const inner: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      const prop = schemaOf(props.get(key));
      const hints = hintsOf(prop);
      if (hints.attribute && scalar(v)) {
        if (v !== null && v !== undefined)
          attributes.push(` ${elementName(hints.name ?? key)}="${escapeAttribute(String(v))}"`);
      } else inner.push(...element(key, v, `${indent}  `, prop));
    }
    const open = `${tag}${attributes.join('')}`;
    return inner.length
      ? [`${indent}<${open}>`, ...inner, `${indent}</${tag}>`]
      : [`${indent}<${open}/>`];
  }
  if (value === null || value === undefined) return [`${indent}<${tag}/>`];
  return [`${indent}<${tag}>${escapeXml(String(value))}</${tag}>`];
}

/**
 * `value` as an XML document whose root element is `rootName` (an array: its items
 * under the root), shaped by `schema`'s `xml` objects where it is given.
 */
export function xmlExample(value: unknown, rootName: string, schema?: Schema): string {
  const root = elementName(rootName);
  const s = schemaOf(schema);
  const items = schemaOf(s?.items);
  const body = Array.isArray(value)
    ? [
        `<${root}>`,
        ...value.flatMap((item) => element(hintsOf(items).name ?? 'item', item, '  ', items, true)),
        `</${root}>`,
      ]
    : element(root, value, '', s, true);
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...body].join('\n');
}
