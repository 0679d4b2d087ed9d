// The document's own examples held against their schemas: an example that
// contradicts its schema (a wrong type, a value outside its enum, a missing
// required field) is still shown, with a build warning naming its JSON pointer,
// which the site can silence per pointer (openapi.sources[].exampleWarnings).
// A check of the keywords that make an example wrong, not a full validator:
// formats and bounds are left to the document's own validation.
import type { OpenApiDocument } from './spec-document.js';
import { isObject, type Schema } from './schema-type.js';
import { subschemas } from './schema-merge.js';
import { jsonTypeOf } from './type-label.js';
import { escapeToken, httpMethods, jsonPointer } from './json-pointer.js';
import { ownMember } from './own-member.js';

/** An example that contradicts its schema. */
interface ExampleProblem {
  /** JSON pointer of the example in the document (`#/paths/~1pets/post/requestBody/content/application~1json/example`). */
  pointer: string;
  /** What is wrong, at which place inside the example (`/name: expected string, got number`). */
  message: string;
}

function typeMatches(types: string[], value: unknown): boolean {
  const actual = jsonTypeOf(value);
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

/** The first contradiction of `value` with `schema`, as `where: what`; none when it fits. */
function contradiction(
  schema: Schema | undefined,
  value: unknown,
  where: string,
  depth: number,
  onPath: ReadonlySet<Schema> = new Set(),
): string | undefined {
  // Very deep examples: what lies that deep is not checked.
  if (!schema || typeof schema !== 'object' || depth > 24) return undefined;
  // The schemas checking this same value around this one (allOf, oneOf, anyOf): one met
  // again is a cycle (A is `allOf: [S]`, S is `oneOf: [A]`), which adds nothing to check.
  if (onPath.has(schema)) return undefined;
  const around = new Set(onPath).add(schema);
  const at = where || '/';
  if (value === null && (schema.nullable === true || schema.type === 'null')) return undefined;
  const types = Array.isArray(schema.type)
    ? schema.type
    : typeof schema.type === 'string'
      ? [schema.type]
      : undefined;
  if (types && !typeMatches(types, value))
    return `${at}: expected ${types.join(' or ')}, got ${jsonTypeOf(value)}`;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const same = (v: unknown) => JSON.stringify(v) === JSON.stringify(value);
    if (!schema.enum.some(same))
      return `${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`;
  }
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value))
    return `${at}: expected ${JSON.stringify(schema.const)}`;
  for (const part of schema.allOf ?? []) {
    const found = contradiction(part, value, where, depth + 1, around);
    if (found) return found;
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) {
    const misses = variants.map((v) => contradiction(v, value, where, depth + 1, around));
    if (misses.every((m) => m !== undefined)) return `${at}: matches none of its variants`;
  }
  if (isObject(value)) {
    for (const name of Array.isArray(schema.required) ? schema.required : [])
      if (
        !Object.hasOwn(value, name) &&
        !ownMember(schema.properties, name)?.readOnly &&
        !ownMember(schema.properties, name)?.writeOnly
      )
        return `${at}: required property "${name}" is missing`;
    for (const [name, item] of Object.entries(value)) {
      const prop = ownMember(schema.properties, name);
      if (!prop && schema.additionalProperties === false && schema.properties)
        return `${at}: property "${name}" is not in the schema`;
      const own =
        prop || (isObject(schema.additionalProperties) ? schema.additionalProperties : null);
      const found = own && contradiction(own, item, `${where}/${escapeToken(name)}`, depth + 1);
      if (found) return found;
    }
  }
  if (Array.isArray(value) && isObject(schema.items))
    for (const [i, item] of value.entries()) {
      const found = contradiction(schema.items as Schema, item, `${where}/${i}`, depth + 1);
      if (found) return found;
    }
  return undefined;
}

type Media = { schema?: Schema; example?: unknown; examples?: Record<string, { value?: unknown }> };

/** Each example of a media type or parameter, with its pointer tokens. */
function examplesOf(holder: Media, tokens: string[]): { tokens: string[]; value: unknown }[] {
  const out: { tokens: string[]; value: unknown }[] = [];
  if (holder.example !== undefined)
    out.push({ tokens: [...tokens, 'example'], value: holder.example });
  if (isObject(holder.examples))
    for (const [name, example] of Object.entries(holder.examples))
      if (isObject(example) && example.value !== undefined)
        out.push({ tokens: [...tokens, 'examples', name, 'value'], value: example.value });
  return out;
}

/** A structured example (JSON), or text that is the value itself; XML and other text is not read as JSON. */
const checkable = (mediaType: string) => /json/i.test(mediaType);

/**
 * The `example` (and 3.1 `examples`) of every schema, held against the schema it
 * sits in: the component schemas first, then those written inline, each schema
 * once (the dereferenced document shares one object between its uses), at the
 * pointer where it is first met.
 */
function schemaExampleProblems(
  roots: { schema: unknown; tokens: string[] }[],
  problems: ExampleProblem[],
): void {
  const seen = new Set<object>();
  const visit = (schema: unknown, tokens: string[]) => {
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    const s = schema as Schema;
    const found: { tokens: string[]; value: unknown }[] = [];
    if (s.example !== undefined) found.push({ tokens: [...tokens, 'example'], value: s.example });
    if (Array.isArray(s.examples))
      s.examples.forEach((value, i) =>
        found.push({ tokens: [...tokens, 'examples', String(i)], value }),
      );
    for (const { tokens: at, value } of found) {
      const message = contradiction(s, value, '', 0);
      if (message) problems.push({ pointer: jsonPointer(at), message });
    }
    for (const [keys, part] of subschemas(s)) visit(part, [...tokens, ...keys]);
  };
  for (const { schema, tokens } of roots) visit(schema, tokens);
}

/** Every example of the document's operations and webhooks that contradicts its schema. */
export function exampleProblems(doc: OpenApiDocument): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  const schemaRoots: { schema: unknown; tokens: string[] }[] = [];
  const components = (doc as { components?: { schemas?: unknown } }).components?.schemas;
  if (isObject(components))
    for (const [name, schema] of Object.entries(components))
      schemaRoots.push({ schema, tokens: ['components', 'schemas', name] });
  const check = (schema: Schema | undefined, found: { tokens: string[]; value: unknown }[]) => {
    for (const { tokens, value } of found) {
      const message = contradiction(schema, value, '', 0);
      if (message) problems.push({ pointer: jsonPointer(tokens), message });
    }
  };
  const content = (c: unknown, tokens: string[]) => {
    if (!isObject(c)) return;
    for (const [mediaType, media] of Object.entries(c)) {
      if (!isObject(media)) continue;
      schemaRoots.push({ schema: media.schema, tokens: [...tokens, mediaType, 'schema'] });
      if (checkable(mediaType))
        check((media as Media).schema, examplesOf(media as Media, [...tokens, mediaType]));
    }
  };
  for (const group of ['paths', 'webhooks'] as const) {
    const items = (doc as Record<string, unknown>)[group];
    if (!isObject(items)) continue;
    for (const [key, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of httpMethods) {
        const op = item[method];
        if (!isObject(op)) continue;
        const base = [group, key, method];
        if (Array.isArray(op.parameters))
          op.parameters.forEach((p: unknown, i: number) => {
            if (isObject(p))
              schemaRoots.push({
                schema: p.schema,
                tokens: [...base, 'parameters', String(i), 'schema'],
              });
            if (isObject(p) && !p.content)
              check(
                p.schema as Schema | undefined,
                examplesOf(p as Media, [...base, 'parameters', String(i)]),
              );
          });
        if (isObject(op.requestBody))
          content(op.requestBody.content, [...base, 'requestBody', 'content']);
        if (isObject(op.responses))
          for (const [status, response] of Object.entries(op.responses))
            if (isObject(response))
              content(response.content, [...base, 'responses', status, 'content']);
      }
    }
  }
  schemaExampleProblems(schemaRoots, problems);
  return problems;
}
