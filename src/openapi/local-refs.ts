// Replaces every local `$ref` ('#/components/...') with the object it points at,
// sharing objects (so a recursive schema becomes a cycle, as with the parser's
// dereference). Used on warm builds, where the document was validated before and
// loading the full parser would cost more than the work itself.
import { unescapeToken } from './json-pointer.js';

const externalRef = /"\$ref":"(?!#)/;

/** True when every $ref in the value is local to the document. */
export const hasOnlyLocalRefs = (value: unknown) => !externalRef.test(JSON.stringify(value));

function pointer(doc: unknown, ref: string): unknown {
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = unescapeToken(decodeURIComponent(raw));
    if (node === null || typeof node !== 'object' || !(key in node))
      throw new Error(`Missing $ref pointer "${ref}"`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A schema `$ref` (to a schema of components, a `$defs` entry or a property), as opposed to a Reference Object's. */
const isSchemaRef = (ref: string) => /\/(schemas|\$defs|definitions|properties)\//.test(ref);

/**
 * A 3.1 `$ref` with sibling keywords, resolved. Beside a schema `$ref` every keyword
 * applies: the result is `allOf` of the target and the siblings (the 3.0 idiom for a
 * described reference, which pages already merge and name). A Reference Object's
 * `summary` and `description` override the target's, and nothing else does.
 */
function withSiblings(ref: string, target: unknown, siblings: Record<string, unknown>): unknown {
  if (isSchemaRef(ref)) {
    const { allOf, ...rest } = siblings;
    return { allOf: [target, ...(Array.isArray(allOf) ? allOf : [])], ...rest };
  }
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return target;
  const overrides = Object.fromEntries(
    Object.entries(siblings).filter(
      ([k, v]) => (k === 'summary' || k === 'description') && typeof v === 'string',
    ),
  );
  return Object.keys(overrides).length ? { ...target, ...overrides } : target;
}

/**
 * The document with every local `$ref` replaced by its target. `siblings` (OpenAPI
 * 3.1) keeps the keywords written beside a `$ref`; 3.0 ignores them, as its spec says.
 */
export function resolveLocalRefs<T>(doc: T, { siblings = false }: { siblings?: boolean } = {}): T {
  const done = new Set<object>();
  const visit = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      const { $ref: _, ...rest } = node as Record<string, unknown>;
      if (siblings && Object.keys(rest).length > 0) {
        for (const key of Object.keys(rest)) rest[key] = visit(rest[key]);
        return withSiblings(ref, visit({ $ref: ref }), rest);
      }
      // Follow chains of refs to the first real object, then make sure it is resolved too.
      let target: unknown = node;
      const seen = new Set<string>();
      while (
        target &&
        typeof target === 'object' &&
        typeof (target as { $ref?: unknown }).$ref === 'string'
      ) {
        const next = (target as { $ref: string }).$ref;
        if (seen.has(next)) throw new Error(`Circular $ref chain at "${next}"`);
        seen.add(next);
        target = pointer(doc, next);
      }
      return visit(target);
    }
    if (done.has(node)) return node;
    done.add(node);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = visit(node[i]);
    } else {
      for (const key of Object.keys(node))
        (node as Record<string, unknown>)[key] = visit((node as Record<string, unknown>)[key]);
    }
    return node;
  };
  return visit(doc) as T;
}

/** True when every $ref in the value is local and points at something (nothing is resolved). */
export function localRefsFound(value: unknown): boolean {
  const json = JSON.stringify(value);
  if (externalRef.test(json)) return false;
  try {
    for (const ref of new Set(json.match(/"\$ref":"(?:[^"\\]|\\.)*"/g)))
      pointer(value, JSON.parse(ref.slice(7)) as string);
    return true;
  } catch {
    return false;
  }
}
