// Example data is literal: a `{"$ref": …}` inside an example's `value`, a schema's
// `example`, `default`, `enum` or `const`, or a 3.1 `examples` list is part of the
// payload (GitHub's server-statistics example holds one), never a reference. The
// parsers docgen uses (bundler, validator, dereferencer) follow every `$ref` key they
// meet, so such keys are renamed while they work and named `$ref` again afterwards.
// A whole example that is nothing but a `$ref` to another file or to a named example
// is how documents share examples (GitHub's `#/components/examples/issue`, a split
// document's `./examples/note.json`): that ref is left to the parsers.
import { decodeFragment, jsonPointer } from './json-pointer.js';
import { setMember } from './document-patch.js';

/** The key a literal `$ref` carries while the document is bundled, validated and dereferenced. */
const maskedKey = '$docgen-literal-ref';

/** Keywords whose value is data wherever they stand in a typed object (`value`: an Example Object's). */
const dataKeywords = new Set(['example', 'default', 'const', 'enum', 'x-example', 'value']);

/** A named example: a whole example that refers to it stands for its value. */
const namedExampleRef = /^#\/components\/examples\/[^/]+$/;

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
  'examples',
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
  for (const [key, value] of entries) setMember(object, key === from ? to : key, value);
}

/** Where the masked keys are: the path of each object that holds one. */
export type LiteralRefPaths = string[][];

/** What `maskLiteralRefs` did to a document. */
interface MaskedRefs {
  /** The objects whose `$ref` key it masked. */
  masked: LiteralRefPaths;
  /** Where the whole examples it left as `$ref`s are (`/paths/~1a/get/…/example`): what they name is example data. */
  followed: Set<string>;
}

/**
 * Renames every `$ref` key inside the document's example data, in place, and says
 * where it did. A whole example that is nothing but a `$ref` to another file, to a
 * named example (rewritten to its `/value`) or to other example data of the document
 * (where the bundler puts a file two refs name) stays a `$ref`. `swagger2` reads a 2.0
 * response's `examples` (media type → example); `as` says what the value is: a
 * document, a file another document refers to (one typed object or a map of names to
 * them), or a file of example data.
 */
export function maskLiteralRefs(
  document: unknown,
  {
    swagger2 = false,
    as = 'document',
  }: { swagger2?: boolean; as?: 'document' | 'fragment' | 'data' } = {},
): MaskedRefs {
  const masked: LiteralRefPaths = [];
  const mask = (node: Json, at: string[]) => {
    renameKey(node, '$ref', maskedKey);
    masked.push(at);
  };
  /** Every whole example's pointer, and those that are nothing but a `$ref`. */
  const examples = new Set<string>();
  const refs: { node: Json; at: string[] }[] = [];
  const data = (value: unknown, at: string[], whole = false): void => {
    if (whole) examples.add(jsonPointer(at));
    if (!isObject(value)) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) data(v, [...at, String(i)]);
      return;
    }
    if (whole && typeof value.$ref === 'string' && Object.keys(value).length === 1) {
      refs.push({ node: value, at });
      return;
    }
    for (const [key, v] of Object.entries(value)) data(v, [...at, key]);
    if (typeof value.$ref === 'string') mask(value, at);
  };
  const names = (map: unknown, at: string[]): void => {
    if (!isObject(map) || Array.isArray(map)) typed(map, at);
    else for (const [name, v] of Object.entries(map)) typed(v, [...at, name]);
  };
  /** A map of callback names to maps of expressions to path items. */
  const callbacks = (map: unknown, at: string[]): void => {
    if (isObject(map))
      for (const [name, callback] of Object.entries(map)) names(callback, [...at, name]);
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
      if (dataKeywords.has(key)) data(v, here, true);
      else if (key.startsWith('x-')) continue;
      else if (key === 'examples' && (Array.isArray(v) || swagger2)) {
        // A 3.1 schema's list of examples, or a 2.0 response's: each entry is one example.
        if (isObject(v)) for (const [k, e] of Object.entries(v)) data(e, [...here, k], true);
      } else if (key === 'components' && isObject(v))
        for (const [kind, map] of Object.entries(v))
          if (kind === 'callbacks') callbacks(map, [...here, kind]);
          else names(map, [...here, kind]);
      else if (key === 'callbacks') callbacks(v, here);
      else if (nameMaps.has(key) && !Array.isArray(v)) names(v, here);
      else typed(v, here);
    }
  };
  if (as === 'data') data(document, [], true);
  else if (
    as === 'document' ||
    (isObject(document) && Object.keys(document).some((k) => typedObjectHints.test(k)))
  )
    typed(document, []);
  else names(document, []);
  const followed = new Set<string>();
  /** True when the ref names a whole example or a part of one. */
  const isExample = (ref: string) => {
    // Without its percent-escapes, as the parser reads it (a bundler may write `{` as %7B).
    for (let target = decodeFragment(ref); ; target = target.slice(0, target.lastIndexOf('/'))) {
      if (examples.has(target)) return true;
      if (!target.includes('/')) return false;
    }
  };
  for (const { node, at } of refs) {
    const ref = node.$ref as string;
    if (namedExampleRef.test(ref)) node.$ref = `${ref}/value`;
    else if (ref.startsWith('#') && !isExample(ref)) {
      mask(node, at);
      continue;
    }
    // Without the `#`, as the bundler's crawl writes a pointer.
    followed.add(jsonPointer(at).slice(1));
  }
  return { masked, followed };
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
