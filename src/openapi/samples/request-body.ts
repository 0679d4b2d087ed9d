// The body a sample sends, by media type: JSON built from the schema (honouring
// minItems, tuples, anyOf), text, form fields, multipart parts, or a file whose
// name comes from the operation (`tx-submit.cbor`), never a made-up path.
import { mimeTypes } from '../../mime-types.js';
import type { Schema } from '../schema-type.js';
import { isXml, xmlExample, xmlRootName } from '../xml-example.js';
import { declaredExample, exampleFor, schemaType, type ExampleOptions } from '../schema-example.js';
import type { OpenApiMediaType, SampleOperation } from './sample-input.js';
import type { MultipartPart, RequestBody } from '../../shared/request/request-model.js';
import { ownMember } from '../own-member.js';

/** Longest body a sample writes into its code; a longer one is read from a file. */
const maxInlineBodyChars = 20_000;

const isJson = (mediaType: string) => /json/i.test(mediaType);
const isText = (mediaType: string) => /^text\/|[/+]xml\b|yaml|csv|graphql/i.test(mediaType);

/** A file name for bytes of `mediaType`: `tx-submit.cbor`, `ipfs-add.bin`. */
function fileName(base: string, mediaType: string): string {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  const subtype = type.split('/')[1]?.replace(/^.*\+/, '') ?? '';
  const ext =
    mimeTypes().extension(type) ||
    (/^[a-z0-9]{2,5}$/.test(subtype) && !subtype.startsWith('x') ? subtype : 'bin');
  return `${base}.${ext}`;
}

/** The operation as a file stem: its operationId in kebab case, else the words of its path. */
export function fileBase(op: Pick<SampleOperation, 'operationId' | 'path'>): string {
  const words = (op.operationId ?? op.path.replace(/\{[^{}]*\}/g, ' '))
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.join('-').slice(0, 60).replace(/-+$/, '') || 'request-body';
}

function isBinary(schema: Schema | undefined, contentType?: string): boolean {
  if (contentType && !isJson(contentType) && !isText(contentType)) return true;
  if (!schema) return false;
  return (
    schema.format === 'binary' ||
    schema.format === 'base64' ||
    schema.contentMediaType !== undefined ||
    schema.contentEncoding !== undefined
  );
}

/** The example of a media type or parameter: its `example`, else the first of its `examples` with a value. */
export function firstExample(media: Pick<OpenApiMediaType, 'example' | 'examples'>): unknown {
  return (
    media.example ??
    Object.values(media.examples ?? {}).find((e) => e && e.value !== undefined)?.value
  );
}

function textOf(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : JSON.stringify(value);
}

/**
 * The fields of a url-encoded form built from its schema: the required ones and
 * those the spec gives an example for (Stripe's forms have dozens of optional
 * fields; a sample with all of them reads as noise). An optional field without an
 * example is left out, even when that leaves none: its schema-made placeholder
 * ("string") would overwrite real data (Swagger's petstore renames the pet). A field
 * without a value is left out, never sent as `""`: an empty enum or boolean is an
 * invalid value, not an absent one.
 */
function formProperties(schema: Schema | undefined, value: Record<string, unknown>): string[] {
  const props = schema?.properties ?? {};
  const names = Object.keys(value).filter(
    (name) =>
      !props[name]?.readOnly &&
      value[name] !== null &&
      value[name] !== undefined &&
      value[name] !== '',
  );
  const chosen = names.filter(
    (name) =>
      schema?.required?.includes(name) ||
      (props[name] &&
        declaredExample(props[name]) !== undefined &&
        props[name]!.default === undefined),
  );
  return chosen;
}

function formFields(
  media: OpenApiMediaType,
  value: Record<string, unknown>,
  names: string[],
): [string, string][] {
  const fields: [string, string][] = [];
  for (const name of names) {
    const v = ownMember(value, name);
    const encoding = ownMember(media.encoding, name);
    if (Array.isArray(v) && (encoding?.explode ?? true))
      for (const item of v) fields.push([name, textOf(item)]);
    else if (Array.isArray(v)) fields.push([name, v.map(textOf).join(',')]);
    else if (v && typeof v === 'object' && encoding?.style === 'deepObject')
      for (const [k, item] of Object.entries(v)) fields.push([`${name}[${k}]`, textOf(item)]);
    else fields.push([name, textOf(v)]);
  }
  return fields;
}

/**
 * A form's example as the body the samples send (`name=doggie&status=sold`, or the
 * multipart parts, files named as the samples name them): the same fields with the same
 * values. `declared` is the document's example, else undefined: the fields the samples
 * choose from the schema. '' when no field is sent.
 */
export function formExampleText(
  mediaType: string,
  media: OpenApiMediaType,
  declared: unknown,
  fileStem: string,
  options: ExampleOptions,
): string {
  const body = formBody(mediaType, media, declared, fileStem, options);
  if (body?.kind === 'form') return new URLSearchParams(body.fields).toString();
  if (body?.kind !== 'multipart') return '';
  const boundary = '--boundary';
  const parts = body.parts.map((part) => {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${'file' in part ? `; filename="${part.file}"` : ''}`;
    const type = part.contentType ? `\nContent-Type: ${part.contentType}` : '';
    return `${boundary}\n${disposition}${type}\n\n${'file' in part ? "(the file's bytes)" : part.value}`;
  });
  return parts.length ? `${parts.join('\n')}\n${boundary}--` : '';
}

/**
 * The fields of a url-encoded form or the parts of a multipart one, as a sample sends
 * them; undefined for any other media type. `declared` is the document's example.
 */
function formBody(
  mediaType: string,
  media: OpenApiMediaType,
  declared: unknown,
  base: string,
  options: ExampleOptions,
): RequestBody | undefined {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    // A body written out (`name=doggie&status=sold`) is sent as written, field by field.
    if (typeof declared === 'string')
      return { kind: 'form', mediaType, fields: [...new URLSearchParams(declared)] };
    // The document's own example is sent as it is written: its fields, its values.
    if (declared !== undefined) {
      const value = fieldsOf(declared);
      return { kind: 'form', mediaType, fields: formFields(media, value, Object.keys(value)) };
    }
    const value = fieldsOf(exampleFor(media.schema, 'request', options));
    return {
      kind: 'form',
      mediaType,
      fields: formFields(media, value, formProperties(media.schema, value)),
    };
  }
  if (type === 'multipart/form-data') {
    const value = fieldsOf(declared ?? exampleFor(media.schema, 'request', options));
    // Binary properties have no useful example value; they still become file parts.
    for (const [name, prop] of Object.entries(media.schema?.properties ?? {}))
      if (!Object.hasOwn(value, name) && isBinary(prop, encodingType(media, name)))
        value[name] = null;
    return { kind: 'multipart', mediaType, parts: multipartParts(media, value, base) };
  }
  return undefined;
}

/** The content type a form property's encoding names, if it names one as text. */
export function encodingType(media: OpenApiMediaType, name: string): string | undefined {
  const type: unknown = ownMember(media.encoding, name)?.contentType;
  return typeof type === 'string' ? type : undefined;
}

function multipartParts(
  media: OpenApiMediaType,
  value: Record<string, unknown>,
  base: string,
): MultipartPart[] {
  const parts: MultipartPart[] = [];
  const props = media.schema?.properties ?? {};
  let files = 0;
  for (const name of Object.keys(value).filter((n) => !ownMember(props, n)?.readOnly)) {
    const schema = ownMember(props, name);
    const itemSchema = schema && schemaType(schema) === 'array' ? schema.items : schema;
    const contentType = encodingType(media, name)?.split(',')[0]?.trim();
    if (isBinary(itemSchema, contentType)) {
      const type =
        contentType ??
        (typeof itemSchema?.contentMediaType === 'string'
          ? itemSchema.contentMediaType
          : 'application/octet-stream');
      parts.push({
        name,
        file: fileName(files++ === 0 ? base : `${base}-${fileBase({ path: name })}`, type),
        contentType: type,
      });
      continue;
    }
    const v = value[name];
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) parts.push({ name, value: textOf(item) });
    else if (v && typeof v === 'object')
      parts.push({
        name,
        value: JSON.stringify(v),
        contentType: contentType ?? 'application/json',
      });
    else parts.push({ name, value: textOf(v), ...(contentType ? { contentType } : {}) });
  }
  return parts;
}

/**
 * An object example's own copy, or an empty object for anything else. Without a prototype: a
 * field named `__proto__` is set like any other, and one named `toString` is absent until set.
 */
function fieldsOf(example: unknown): Record<string, unknown> {
  const fields = Object.create(null) as Record<string, unknown>;
  return example && typeof example === 'object' && !Array.isArray(example)
    ? Object.assign(fields, example)
    : fields;
}

/** A string body meant as bytes (`format: binary`, or 3.1's contentMediaType without an encoding), not as text. */
function isBinaryString(schema: Schema | undefined): boolean {
  return (
    schema?.format === 'binary' ||
    (schema?.contentMediaType !== undefined && schema.contentEncoding === undefined)
  );
}

/** The body of the operation's first request media type (the one its document lists first). */
export function requestBody(op: SampleOperation, options: ExampleOptions): RequestBody | undefined {
  const entry = Object.entries(op.requestBody?.content ?? {})[0];
  if (!entry) return undefined;
  const [listed, media] = entry;
  const mediaType = listed.includes('*') ? 'application/octet-stream' : listed;
  const base = fileBase(op);
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  const declared = firstExample(media);
  if (isJson(type)) {
    const value = declared ?? exampleFor(media.schema, 'request', options) ?? {};
    // A body too long to write into the code (a 1 MB const) is sent from a file.
    if ((JSON.stringify(value)?.length ?? 0) > maxInlineBodyChars)
      return { kind: 'file', mediaType, file: fileName(base, mediaType) };
    return { kind: 'json', mediaType, value };
  }
  const form = formBody(mediaType, media, declared, base, options);
  if (form) return form;
  const schema = media.schema;
  const stringSchema = schema !== undefined && schemaType(schema) === 'string';
  // A string schema is text unless it says it is bytes (hex CBOR is text; `format: binary` a file).
  if ((stringSchema && !isBinaryString(schema)) || (isText(type) && !isBinary(schema))) {
    const value = declared ?? exampleFor(schema, 'request', options);
    // An XML body is sent as XML, as the page shows its example, never as JSON.
    const text =
      isXml(type) && value !== null && typeof value === 'object'
        ? xmlExample(value, xmlRootName(schema, options.names), schema)
        : textOf(value);
    if (text.length > maxInlineBodyChars)
      return { kind: 'file', mediaType, file: fileName(base, mediaType) };
    return { kind: 'text', mediaType, text };
  }
  return { kind: 'file', mediaType, file: fileName(base, mediaType) };
}
