// Replaces every local `$ref` ('#/components/...') with the object it points at,
// sharing objects (so a recursive schema becomes a cycle, as with the parser's
// dereference). Used on warm builds, where the document was validated before and
// loading the full parser would cost more than the work itself.
import { decodeFragment, hasMember, unescapeToken } from './json-pointer.js';

const externalRef = /"\$ref":"(?!#)/;

export const hasOnlyLocalRefs = (value: unknown) => !externalRef.test(JSON.stringify(value));

function pointer(doc: unknown, ref: string): unknown {
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = unescapeToken(decodeFragment(raw));
    if (!hasMember(node, key)) throw new Error(`Missing $ref pointer "${ref}"`);
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
  /** A `$ref` with sibling keywords (a link): it resolves to an object of its own, made once. */
  const isLink = (node: unknown): node is Record<string, unknown> =>
    siblings && refOf(node) !== undefined && Object.keys(node as object).length > 1;
  const merged = new Map<object, unknown>();
  // A link's object, once it replaces the link in the document, leads where the link did.
  const written = new Map<unknown, Record<string, unknown>>();
  // The links being resolved: one whose keywords refer back to it walks past it.
  const pending = new Set<object>();
  /**
   * Where a ref leads: the first real object or link of its chain, or with `pastLinks`
   * the first real object (what a link's keywords apply to). Each chain is walked once,
   * not once from each of its links: what a ref leads to is kept.
   */
  const walker = (pastLinks: boolean) => {
    const found = new Map<string, unknown>();
    return (ref: string): unknown => {
      const seen = new Set<string>();
      const links: string[] = [];
      let next: string | undefined = ref;
      let target: unknown;
      while (next !== undefined) {
        if (found.has(next)) {
          target = found.get(next);
          break;
        }
        if (seen.has(next)) throw new Error(`Circular $ref chain at "${next}"`);
        seen.add(next);
        links.push(next);
        target = pointer(doc, next);
        const asWritten = written.get(target) ?? target;
        next = pastLinks || !isLink(asWritten) ? refOf(asWritten) : undefined;
      }
      for (const link of links) found.set(link, target);
      return target;
    };
  };
  const targetOf = walker(false);
  const realTargetOf = walker(true);
  const resolveLink = (node: Record<string, unknown>): unknown => {
    pending.add(node);
    const { $ref, ...rest } = node as { $ref: string } & Record<string, unknown>;
    for (const key of Object.keys(rest)) rest[key] = visit(rest[key]);
    const target = visit(realTargetOf($ref));
    const resolved = withSiblings($ref, target, rest);
    merged.set(node, resolved);
    if (resolved !== target) written.set(resolved, node);
    pending.delete(node);
    return resolved;
  };
  const visit = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (isLink(node)) {
      if (merged.has(node)) return merged.get(node);
      return pending.has(node) ? visit(realTargetOf(refOf(node)!)) : resolveLink(node);
    }
    const ref = refOf(node);
    // Follow the chain of refs to its first real object or link, then make sure it is resolved too.
    if (ref !== undefined) return visit(targetOf(ref));
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
