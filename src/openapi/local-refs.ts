// Replaces every local `$ref` ('#/components/...') with the object it points at,
// sharing objects (so a recursive schema becomes a cycle, as with the parser's
// dereference). Used on warm builds, where the document was validated before and
// loading the full parser would cost more than the work itself.
import { decodeFragment, unescapeToken } from './json-pointer.js';

const externalRef = /"\$ref":"(?!#)/;

export const hasOnlyLocalRefs = (value: unknown) => !externalRef.test(JSON.stringify(value));

function pointer(doc: unknown, ref: string): unknown {
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = unescapeToken(decodeFragment(raw));
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
export function resolveLocalRefs<T>(doc: T, { siblings }: { siblings: boolean }): T {
  const done = new Set<object>();
  // The first real object each ref leads to, so that a chain of refs is walked once, not
  // once from each of its links. A ref whose chain passes a ref with siblings is not kept:
  // what it leads to changes once that node is replaced by its resolved form.
  const targets = new Map<string, unknown>();
  const targetOf = (ref: string): unknown => {
    const seen = new Set<string>();
    let stable: string[] = [];
    let next: string | undefined = ref;
    let target: unknown;
    while (next !== undefined) {
      if (targets.has(next)) {
        target = targets.get(next);
        break;
      }
      if (seen.has(next)) throw new Error(`Circular $ref chain at "${next}"`);
      seen.add(next);
      stable.push(next);
      target = pointer(doc, next);
      next = refOf(target);
      if (siblings && next !== undefined && Object.keys(target as object).length > 1) stable = [];
    }
    for (const link of stable) targets.set(link, target);
    return target;
  };
  const visit = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const ref = refOf(node);
    if (ref !== undefined) {
      const { $ref: _, ...rest } = node as Record<string, unknown>;
      if (siblings && Object.keys(rest).length > 0) {
        for (const key of Object.keys(rest)) rest[key] = visit(rest[key]);
        return withSiblings(ref, visit({ $ref: ref }), rest);
      }
      // Follow the chain of refs to the first real object, then make sure it is resolved too.
      return visit(targetOf(ref));
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

function refOf(node: unknown): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const ref = (node as { $ref?: unknown }).$ref;
  return typeof ref === 'string' ? ref : undefined;
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
