// JSON examples are most of the code on an API reference, and docgen writes them with
// JSON.stringify(value, null, 2). For that exact form the HTML highlight.js would give
// is made here by one regular expression, faster; anything else goes to highlight.js.
// test/unit/json-highlight.test.ts holds the two outputs equal.
import { escapeHtmlAsReact as escape } from '../shared/html-escape.js';

/** Strings, numbers, literals, punctuation and whitespace: all JSON.stringify writes. */
const token =
  /("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|(true|false|null)|([{}[\],:])|(\s+)/y;

/**
 * The highlighted HTML of `code` when it is exactly JSON.stringify(value, null, 2)
 * of some value, else undefined (the caller uses highlight.js).
 */
export function highlightStringifiedJson(code: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(code);
  } catch {
    return undefined;
  }
  if (JSON.stringify(value, null, 2) !== code) return undefined;
  const parts: string[] = [];
  token.lastIndex = 0;
  while (token.lastIndex < code.length) {
    const m = token.exec(code);
    if (!m) return undefined;
    const [text, string, number, literal, punctuation] = m;
    // A string directly followed by a colon is a key: highlight.js's `attr`.
    if (string !== undefined)
      parts.push(
        `<span class="hljs-${code[token.lastIndex] === ':' ? 'attr' : 'string'}">${escape(string)}</span>`,
      );
    else if (number !== undefined) parts.push(`<span class="hljs-number">${number}</span>`);
    else if (literal !== undefined)
      parts.push(`<span class="hljs-literal"><span class="hljs-keyword">${literal}</span></span>`);
    else if (punctuation !== undefined)
      parts.push(`<span class="hljs-punctuation">${punctuation}</span>`);
    else parts.push(text);
  }
  return parts.join('');
}
