// JSON Pointers (RFC 6901): how a message names a place in a document, and how a
// patch, a `$ref` or a Redoc link finds it again.

/** The methods a path item may hold, in the order OpenAPI lists them. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

export const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * A `$ref`'s fragment with its percent-escapes decoded as the ref parser decodes it: a `%`
 * that starts no escape (`#/100%`, `#/Bad%ZZ`) stays a `%`; never throws.
 */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    try {
      return decodeURIComponent(fragment.replace(/%(?![\dA-F]{2})/gi, '%25'));
    } catch {
      return fragment; // an escape of no UTF-8 character (`%FF`)
    }
  }
}

/** The pointer a `$ref` names in its target (`#` for a whole file), decoded as the parser reads it. */
export function refPointer(ref: string): string {
  const hash = ref.indexOf('#');
  return hash < 0 ? '#' : decodeFragment(ref.slice(hash));
}

/** The JSON pointer of a node, from its keys: `['paths', '/a', 'get']` → `#/paths/~1a/get`. */
export const jsonPointer = (keys: readonly (string | number)[]) =>
  `#${keys.map((k) => `/${escapeToken(String(k))}`).join('')}`;

/**
 * Whether a pointer's token names a member of `node`: a key of its own (`constructor` and
 * `__proto__` are no member of an object that does not define them), or an index of an array
 * (its `length` is none).
 */
export function hasMember(node: unknown, token: string): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return /^(?:0|[1-9]\d*)$/.test(token) && Number(token) < node.length;
  return Object.hasOwn(node, token);
}

/** The node a JSON pointer (`#/paths/~1a/get`) names in a document, if any. */
export function nodeAt(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const raw of pointer.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    const key = unescapeToken(raw);
    if (!hasMember(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Whether a pointer names nothing in a file as written: a member on its way is missing. A
 * `$ref` on its way may lead on (the ref parser follows it), so the answer there is no.
 */
export function namesNothing(doc: unknown, pointer: string): boolean {
  let node = doc;
  for (const raw of pointer.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    if (typeof (node as { $ref?: unknown } | null)?.$ref === 'string') return false;
    const key = unescapeToken(raw);
    if (!hasMember(node, key)) return true;
    node = (node as Record<string, unknown>)[key];
  }
  return false;
}
