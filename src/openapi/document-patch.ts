// A site's corrections to an OpenAPI document it does not own: an RFC 6902 JSON Patch
// applied to the parsed document before validation. Not a library: four operations are
// a few dozen lines, and a failure must name the source, operation and pointer anyway.
import { DocgenError } from '../errors.js';
import type { JsonPatchOperation } from './source-config.js';
import { escapeToken, unescapeToken } from './json-pointer.js';

export type { JsonPatchOperation } from './source-config.js';

/** A source's patch, with the source's id for messages. */
export interface SpecPatch {
  sourceId: string;
  operations: JsonPatchOperation[];
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

/** The reference tokens of a JSON Pointer (RFC 6901): `/a~1b/0` → ["a/b", "0"]. */
const tokensOf = (pointer: string) => pointer.split('/').slice(1).map(unescapeToken);

const arrayIndex = (token: string, length: number): number | undefined =>
  /^(0|[1-9]\d*)$/.test(token) && Number(token) < length ? Number(token) : undefined;

/** Whether `container` holds `token` as its own member (never an inherited one such as `constructor`). */
function has(container: Container, token: string): boolean {
  return Array.isArray(container)
    ? arrayIndex(token, container.length) !== undefined
    : Object.hasOwn(container, token);
}

/** Two JSON values are equal: same type, same members, object keys in any order. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (k) =>
      Object.hasOwn(b, k) &&
      jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** Sets an own property, even one named `__proto__`, which plain assignment would turn into a prototype. */
export function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/**
 * The document with the patch applied, operation by operation. The document is
 * changed in place (it was just parsed for this build); the patch's values are
 * copied in, so the config's objects never become part of it. A pointer that does
 * not exist, or a `test` that does not hold, is an error naming the source, the
 * operation's index and the pointer.
 */
export function applyDocumentPatch(document: unknown, patch: SpecPatch): unknown {
  let root = document;
  for (const [index, operation] of patch.operations.entries()) {
    const fail = (reason: string, hint: string) =>
      new DocgenError(
        `The patch of the OpenAPI source "${patch.sourceId}" fails at operation ${index} (${operation.op} ${JSON.stringify(operation.path)}): ${reason}.`,
        {
          hint: `Fix openapi.sources[].patch[${index}] of "${patch.sourceId}" in the site config: ${hint}`,
        },
      );
    const absent = (pointer: string) =>
      fail(
        `${JSON.stringify(pointer)} does not exist in the document`,
        'check the pointer against the document as written ("~1" stands for "/" in a key, "~0" for "~")' +
          (operation.op === 'add' ? '.' : ', or use "add" for a new member.'),
      );
    const tokens = tokensOf(operation.path);
    if (tokens.length === 0) {
      // The whole document: replaced, added over, or compared; never removed.
      if (operation.op === 'remove')
        throw fail('the document itself cannot be removed', 'name a member inside it.');
      if (operation.op !== 'test') root = structuredClone(operation.value);
      else if (!jsonEqual(root, operation.value))
        throw fail('the document differs from the tested value', 'test a member inside it.');
      continue;
    }
    let parent: unknown = root;
    for (const [depth, token] of tokens.slice(0, -1).entries()) {
      if (!isContainer(parent) || !has(parent, token))
        throw absent(
          `/${tokens
            .slice(0, depth + 1)
            .map(escapeToken)
            .join('/')}`,
        );
      parent = (parent as Record<string, unknown>)[token];
    }
    const last = tokens[tokens.length - 1]!;
    if (!isContainer(parent))
      throw fail(
        'the member it would be in is neither an object nor an array',
        'point into an object or an array.',
      );
    if (operation.op === 'add') {
      const value = structuredClone(operation.value);
      if (!Array.isArray(parent)) setMember(parent, last, value);
      else if (last === '-') parent.push(value);
      else {
        const at = arrayIndex(last, parent.length + 1);
        if (at === undefined)
          throw fail(
            `"${last}" is not a position in the array (0 to ${parent.length}, or "-" for its end)`,
            'use a position that exists, or "-" to append.',
          );
        parent.splice(at, 0, value);
      }
      continue;
    }
    if (!has(parent, last)) throw absent(operation.path);
    const current = (parent as Record<string, unknown>)[last];
    if (operation.op === 'test') {
      if (!jsonEqual(current, operation.value))
        throw fail(
          `the value there is ${String(JSON.stringify(current)).slice(0, 120)}, not the tested one`,
          'the document has changed: check that the patch still applies, then update the tested value.',
        );
    } else if (operation.op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (Array.isArray(parent)) parent[Number(last)] = structuredClone(operation.value);
    else setMember(parent, last, structuredClone(operation.value));
  }
  return root;
}
