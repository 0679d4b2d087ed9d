// Where a document holds a value where the OpenAPI schema expects an object: a
// security scheme that is a string, a path item that is a list. The validator's
// own checks read such nodes without looking at their type first and stop with a
// JavaScript error that names no place; these problems name the place instead.
import { jsonPointer } from './json-pointer.js';
import type { SpecProblem } from './validation-policy.js';
import { cutShort } from '../shared/clip-text.js';
import { isObject } from './schema-type.js';

/** The component maps, by key, and what each member is. */
const componentKinds: Record<string, string> = {
  schemas: 'a Schema Object',
  responses: 'a Response Object',
  parameters: 'a Parameter Object',
  examples: 'an Example Object',
  requestBodies: 'a Request Body Object',
  headers: 'a Header Object',
  securitySchemes: 'a Security Scheme Object',
  links: 'a Link Object',
  callbacks: 'a Callback Object',
  pathItems: 'a Path Item Object',
};

function found(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  const text = JSON.stringify(value) ?? String(value);
  return `${typeof value === 'string' ? 'a string' : `a ${typeof value}`} (${cutShort(text, 40)})`;
}

/** Members of the document's maps that are not objects, each with its pointer and what is expected there. */
export function unreadableNodes(doc: unknown): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const check = (value: unknown, at: (string | number)[], expected: string) => {
    if (!isObject(value))
      problems.push({
        pointer: jsonPointer(at),
        message: `${expected} is expected, found ${found(value)}`,
      });
    return isObject(value);
  };
  if (!isObject(doc)) return problems;
  if (isObject(doc.components))
    for (const [kind, expected] of Object.entries(componentKinds)) {
      const members = doc.components[kind];
      if (members === undefined) continue;
      if (
        !check(
          members,
          ['components', kind],
          `a map from names to ${expected.replace(/^an? /, '')}s`,
        )
      )
        continue;
      for (const name of Object.keys(members as object))
        check((members as Record<string, unknown>)[name], ['components', kind, name], expected);
    }
  for (const key of ['paths', 'webhooks'] as const) {
    const items = doc[key];
    if (!isObject(items)) continue;
    for (const name of Object.keys(items)) check(items[name], [key, name], 'a Path Item Object');
  }
  if (Array.isArray(doc.security))
    for (const [i, r] of doc.security.entries())
      check(r, ['security', i], 'a Security Requirement Object');
  return problems;
}
