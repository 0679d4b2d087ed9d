// Where a value is written in a config or sidebars file's text, for a message's
// line and column. A file often keeps an earlier version commented out (a
// Docusaurus sidebars file does), or names a value inside a longer string, so a
// plain text search can land there; this reads the text as JavaScript just far
// enough to tell comments, string literals and regular expression literals from
// the rest. A `/` starts a regular expression where an expression can start (after
// an operator, an opening bracket, `return`…), as a reader of config files needs:
// a `/*` or a quote inside one (`s.replace(/\/*$/, '')`, `/`/`) opens nothing.
import { escapeRegExp } from '../shared/regexp-escape.js';

/** A string literal as written: offset of its opening quote, its text between the quotes (escapes as written). */
export interface WrittenString {
  at: number;
  raw: string;
}

interface SourceLiterals {
  /** The text with every comment blanked (newlines kept, so offsets and lines stay). */
  code: string;
  /** The string literals outside comments, in order; a template literal only when it has no `${`. */
  strings: WrittenString[];
}

/** Words after which a `/` starts a regular expression rather than divides. */
const beforeExpression = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

/**
 * Whether a `/` at `at` starts a regular expression literal: what comes before it
 * (comments already blanked in `code`) is no value (an operator, a bracket that
 * opens, a `;`, a `}`, the file's start or a keyword such as `return`). A `)` or a
 * `]` or a name before it makes it a division.
 */
function regexCanStart(code: readonly string[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && /\s/.test(code[k]!)) k--;
  if (k < 0) return true;
  const c = code[k]!;
  if (/[\w$]/.test(c)) {
    let from = k;
    while (from > 0 && /[\w$]/.test(code[from - 1]!)) from--;
    return beforeExpression.has(code.slice(from, k + 1).join(''));
  }
  return !/[)\]'"`.]/.test(c);
}

/**
 * Offset just past the regular expression literal whose opening `/` is at `at`
 * (its flags included), or undefined when none closes on that line (a division
 * then, or a syntax error).
 */
function regexEnd(source: string, at: number): number | undefined {
  let inClass = false;
  for (let k = at + 1; k < source.length; k++) {
    const c = source[k]!;
    if (c === '\n') return undefined;
    if (c === '\\') k++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      let end = k + 1;
      while (end < source.length && /[a-z]/i.test(source[end]!)) end++;
      return end;
    }
  }
  return undefined;
}

export function scanLiterals(source: string): SourceLiterals {
  const code = source.split('');
  const strings: WrittenString[] = [];
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (code[k] !== '\n') code[k] = ' ';
  };
  // Brace depth inside each open `${` of a template literal: its `}` returns to the template.
  const templates: number[] = [];
  let quote: string | undefined;
  let start = 0;
  let interpolated = false;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (quote !== undefined) {
      if (c === '\\') i += 2;
      else if (c === quote) {
        if (!interpolated) strings.push({ at: start, raw: source.slice(start + 1, i) });
        quote = undefined;
        i++;
      } else if (quote === '`' && c === '$' && source[i + 1] === '{') {
        templates.push(0);
        interpolated = true;
        quote = undefined;
        i += 2;
      } else if (c === '\n' && quote !== '`') {
        // An unclosed quote ends at its line, as it would in a syntax error.
        quote = undefined;
        i++;
      } else i++;
      continue;
    }
    if (c === '/' && (source[i + 1] === '/' || source[i + 1] === '*')) {
      const line = source[i + 1] === '/';
      const end = source.indexOf(line ? '\n' : '*/', i + 2);
      const stop = end < 0 ? source.length : line ? end : end + 2;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (c === '/' && regexCanStart(code, i)) {
      const end = regexEnd(source, i);
      if (end !== undefined) {
        i = end;
        continue;
      }
    }
    if (c === "'" || c === '"' || c === '`') {
      quote = c;
      start = i;
      interpolated = false;
    } else if (templates.length > 0 && (c === '{' || c === '}')) {
      const depth = templates.length - 1;
      if (c === '{') templates[depth]!++;
      else if (templates[depth] === 0) {
        templates.pop();
        // Back in the template literal, which a `${` already made one docgen cannot compare.
        quote = '`';
        interpolated = true;
      } else templates[depth]!--;
    }
    i++;
  }
  return { code: code.join(''), strings };
}

/**
 * Offset just past `key:` where the key is first written outside comments (`key`,
 * 'key' or "key"), or 0 when it is not: where the search for a value of that
 * field (a sidebar's items) starts.
 */
export function afterKey(code: string, key: string): number {
  const found = new RegExp(`(^|[\\s{,])(["'\`]?)${escapeRegExp(key)}\\2\\s*:`, 'm').exec(code);
  return found ? found.index + found[0].length : 0;
}
