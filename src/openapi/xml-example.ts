// An example value written as XML, for a body whose media type is XML: a JSON
// rendering of the value under an XML label would show a body no server of that
// type accepts. Objects become elements, arrays repeated elements, scalars text;
// the schema's `xml.name` names the root where it gives one.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A name XML accepts: letters, digits, `_`, `-`, `.`, not starting with a digit. */
function elementName(name: string): string {
  const clean = name.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(clean) ? clean : `_${clean}`;
}

function element(name: string, value: unknown, indent: string): string[] {
  const tag = elementName(name);
  if (Array.isArray(value)) return value.flatMap((item) => element(name, item, indent));
  if (value && typeof value === 'object') {
    const inner = Object.entries(value).flatMap(([k, v]) => element(k, v, `${indent}  `));
    return inner.length
      ? [`${indent}<${tag}>`, ...inner, `${indent}</${tag}>`]
      : [`${indent}<${tag}/>`];
  }
  if (value === null || value === undefined) return [`${indent}<${tag}/>`];
  return [`${indent}<${tag}>${escapeXml(String(value))}</${tag}>`];
}

/** `value` as an XML document whose root element is `rootName` (an array: its items under the root). */
export function xmlExample(value: unknown, rootName: string): string {
  const root = elementName(rootName);
  const body = Array.isArray(value)
    ? [`<${root}>`, ...value.flatMap((item) => element('item', item, '  ')), `</${root}>`]
    : element(root, value, '');
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...body].join('\n');
}
