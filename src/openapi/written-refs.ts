// Where a document's `$ref`s are written: the pointer of each object that holds one,
// and the line of its text, for messages about a ref that cannot be resolved.
import { escapeToken } from './json-pointer.js';

/** Every `$ref` string in a parsed value, with the JSON Pointer of the object that holds it. */
export function refsIn(
  value: unknown,
  found: { ref: string; at: string }[] = [],
  at = '',
  seen = new Set<object>(),
): { ref: string; at: string }[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  for (const [key, v] of Object.entries(value)) {
    if (key === '$ref' && typeof v === 'string' && !Array.isArray(value))
      found.push({ ref: v, at });
    else refsIn(v, found, `${at}/${escapeToken(key)}`, seen);
  }
  return found;
}

/** 1-based line of the first place the text mentions `ref`, for the message. */
export function lineOf(text: string, ref: string): number | undefined {
  const at = text.indexOf(ref);
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}
