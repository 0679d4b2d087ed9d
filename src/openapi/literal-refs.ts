// Example data is literal: a `{"$ref": …}` inside an example's `value`, a schema's
// `example`, `default`, `enum` or `const`, or a 3.1 `examples` list is part of the
// payload (GitHub's server-statistics example holds one), never a reference. The
// parsers docgen uses (bundler, validator, dereferencer) follow every `$ref` key they
// meet, so such keys are renamed while they work and named `$ref` again afterwards.
// One reference is honoured in example data: an object that is nothing but a ref to an
// example of the document's components (shareNamedExamples).
import { unescapeToken } from './json-pointer.js';

/** The key a literal `$ref` carries while the document is bundled, validated and dereferenced. */
const maskedKey = '$docgen-literal-ref';

/** Keywords whose value is data wherever they stand in a typed object. */
const dataKeywords = new Set(['example', 'default', 'const', 'enum', 'x-example']);

/** Keywords whose object maps names the document chooses to typed objects. */
const nameMaps = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependentSchemas',
  'paths',
  'webhooks',
  'responses',
  'content',
  'headers',
  'links',
  'encoding',
  'parameters',
  'securitySchemes',
  'securityDefinitions',
  'variables',
]);

/** Keywords a fragment file of typed objects shows at its top level (else it maps names to them). */
const typedObjectHints =
  /^(type|properties|allOf|anyOf|oneOf|items|\$ref|summary|description|value|content|schema|in|name|get|post|put|delete|patch)$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Renames a key in place, keeping the object's key order (and an own `__proto__` key own). */
function renameKey(object: Json, from: string, to: string): void {
  const entries = Object.entries(object);
  for (const [key] of entries) delete object[key];
  for (const [key, value] of entries)
    Object.defineProperty(object, key === from ? to : key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
}

/** Where the masked keys are: the path of each object that holds one. */
export type LiteralRefPaths = string[][];

/**
 * Renames every `$ref` key inside the document's example data, in place, and
 * returns where it did. `swagger2` reads a 2.0 response's `examples` (media type →
 * data); `fragment` is a file another document refers to, whose top level may be
 * one typed object or a map of names to them.
 */
export function maskLiteralRefs(
  document: unknown,
  { swagger2 = false, fragment = false }: { swagger2?: boolean; fragment?: boolean } = {},
): LiteralRefPaths {
  const found: LiteralRefPaths = [];
  const data = (value: unknown, at: string[]): void => {
    if (!isObject(value)) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) data(v, [...at, String(i)]);
      return;
    }
    for (const [key, v] of Object.entries(value)) data(v, [...at, key]);
    if (typeof value.$ref === 'string') {
      renameKey(value, '$ref', maskedKey);
      found.push(at);
    }
  };
  const exampleObjects = (map: unknown, at: string[]): void => {
    if (!isObject(map) || Array.isArray(map)) return;
    for (const [name, example] of Object.entries(map))
      if (isObject(example) && !('$ref' in example)) data(example.value, [...at, name, 'value']);
  };
  const names = (map: unknown, at: string[]): void => {
    if (!isObject(map) || Array.isArray(map)) typed(map, at);
    else for (const [name, v] of Object.entries(map)) typed(v, [...at, name]);
  };
  const typed = (node: unknown, at: string[]): void => {
    if (!isObject(node)) return;
    if (Array.isArray(node)) {
      for (const [i, v] of node.entries()) typed(v, [...at, String(i)]);
      return;
    }
    for (const [key, v] of Object.entries(node)) {
      const here = [...at, key];
      if (key === '$ref') continue;
      if (dataKeywords.has(key)) data(v, here);
      else if (key.startsWith('x-')) continue;
      else if (key === 'examples') {
        if (Array.isArray(v) || swagger2) data(v, here);
        else exampleObjects(v, here);
      } else if (key === 'components' && isObject(v)) {
        for (const [kind, map] of Object.entries(v))
          if (kind === 'examples') exampleObjects(map, [...here, kind]);
          else if (kind === 'callbacks' && isObject(map))
            for (const [name, callback] of Object.entries(map))
              names(callback, [...here, kind, name]);
          else names(map, [...here, kind]);
      } else if (key === 'callbacks' && isObject(v))
        for (const [name, callback] of Object.entries(v)) names(callback, [...here, name]);
      else if (nameMaps.has(key) && !Array.isArray(v)) names(v, here);
      else typed(v, here);
    }
  };
  const isTyped =
    !fragment ||
    (isObject(document) && Object.keys(document).some((k) => typedObjectHints.test(k)));
  if (isTyped) typed(document, []);
  else names(document, []);
  return found;
}

/** Names every masked key `$ref` again, wherever it is (a document shares objects, never cycles, before it is dereferenced). */
export function unmaskAllLiteralRefs(document: unknown, seen = new Set<object>()): void {
  if (!isObject(document) || seen.has(document)) return;
  seen.add(document);
  for (const v of Object.values(document)) unmaskAllLiteralRefs(v, seen);
  if (!Array.isArray(document) && maskedKey in document) renameKey(document, maskedKey, '$ref');
}

/** Names the masked keys `$ref` again, by the paths `maskLiteralRefs` returned (the objects on them are never shared). */
export function unmaskLiteralRefs(document: unknown, paths: LiteralRefPaths): void {
  for (const at of paths) {
    let node = document;
    for (const key of at) node = isObject(node) ? (node as Json)[key] : undefined;
    if (isObject(node) && maskedKey in node) renameKey(node, maskedKey, '$ref');
  }
}

/** `#/components/examples/{name}` (or its `/value`): the one reference example data may hold. */
const namedExampleRef = /^#\/components\/examples\/([^/]+)(?:\/value)?$/;

/**
 * Example data that is nothing but a `$ref` to a named example of the document
 * (`{ "$ref": "#/components/examples/issue" }`) stands for that example's value:
 * OpenAPI 3 gives examples no other way to share data, and GitHub's documents use it
 * for whole values and for list items. Any other `$ref` in example data stays data.
 * Run on the dereferenced document, after `unmaskLiteralRefs`, with the same paths.
 */
export function shareNamedExamples(document: unknown, paths: LiteralRefPaths): void {
  const examples = (document as { components?: { examples?: unknown } }).components?.examples;
  if (!isObject(examples)) return;
  const sharedValue = (node: unknown): unknown => {
    const seen = new Set<string>();
    let value = node;
    for (;;) {
      if (!isObject(value) || Object.keys(value).length !== 1) return value;
      const ref = (value as Json).$ref;
      const name = typeof ref === 'string' ? namedExampleRef.exec(ref)?.[1] : undefined;
      if (name === undefined || seen.has(name)) return value;
      seen.add(name);
      const example = (examples as Json)[unescapeToken(decodeURIComponent(name))];
      if (!isObject(example) || !('value' in example)) return value;
      value = example.value;
    }
  };
  for (const at of paths) {
    if (at.length === 0) continue;
    let parent = document;
    for (const key of at.slice(0, -1))
      parent = isObject(parent) ? (parent as Json)[key] : undefined;
    const last = at[at.length - 1]!;
    if (!isObject(parent)) continue;
    const shared = sharedValue((parent as Json)[last]);
    if (shared !== (parent as Json)[last]) (parent as Json)[last] = shared;
  }
}
