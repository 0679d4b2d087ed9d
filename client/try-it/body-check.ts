// A JSON body checked before it is sent: that it parses (the problem named with
// its line), that it is of the schema's type, and that the required fields are
// there with the types they should have.
import type { TryItMedia } from '../../src/types.js';
import { tryItTexts } from './texts.js';
import { fillText } from '../../src/shared/label-parts.js';

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const fits = (value: unknown, type: string) =>
  typeOf(value) === type || (type === 'number' && typeOf(value) === 'integer');

export function checkJson(
  text: string,
  check: TryItMedia['check'],
): { value?: unknown; problem?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(String(error))?.[1];
    const line = at === undefined ? undefined : text.slice(0, Number(at)).split('\n').length;
    return {
      problem: fillText(tryItTexts()[line ? 'tryItInvalidJsonLine' : 'tryItInvalidJson'], {
        line: `${line}`,
        message: (error as Error).message,
      }),
    };
  }
  if (!check) return { value };
  if (check.type && !fits(value, check.type))
    return {
      problem:
        check.type === 'array'
          ? tryItTexts().tryItBodyArray
          : fillText(tryItTexts().tryItBodyType, { type: check.type }),
    };
  if (typeOf(value) !== 'object') return { value };
  const object = value as Record<string, unknown>;
  const missing = check.required.filter((name) => object[name] === undefined);
  if (missing.length)
    return {
      problem: fillText(
        tryItTexts()[missing.length > 1 ? 'tryItMissingFields' : 'tryItMissingField'],
        { fields: missing.join(', ') },
      ),
    };
  for (const [name, type] of Object.entries(check.properties))
    if (object[name] !== undefined && object[name] !== null && !fits(object[name], type))
      return {
        problem: fillText(tryItTexts().tryItFieldType, {
          name,
          type,
          found: typeOf(object[name]),
        }),
      };
  return { value };
}
