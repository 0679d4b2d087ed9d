// Where a JSX tag or an `{expression}` ends. Their attribute values and expressions are
// JavaScript, which nests to any depth (`config={[{ items: [{ label: 'b' }] }]}`) and
// holds strings, template literals and comments whose braces are text
// (`{`${branch()}/x`}`): no regular expression reads that, so this scanner does,
// bracket by bracket. It reads a tag or an expression split over lines one line at a
// time (the state carries over), for the block rules that read lines as written.

import { htmlInCapitalsPattern } from './html-in-capitals.js';

/** An open bracket (`{`, `[`, `(`) or template literal (`` ` ``), and where it opened in the text. */
interface Open {
  c: string;
  at: number;
}

/** How far a scan of JavaScript has read: what is open, and whether it is in a string or a comment. */
export interface CodeScan {
  stack: Open[];
  quote?: string;
  /** In a block comment (`*`) or a line comment (`/`). */
  comment?: '*' | '/';
}

/** What a tag scan has read: in a quoted attribute value, or in an expression. */
export interface TagScan {
  quote?: string;
  code?: CodeScan;
}

/** The text ended with the tag or expression still open. */
export const unclosed = -1;
/** This is not a tag or an expression (a closing bracket of the wrong kind, a `<` in a tag). */
const invalid = -2;

/**
 * Known ends of the `{` at each offset of one text read up to one limit (-1: never
 * closed): a scan that reads a `{` as a bracket learns where it closes, so text full of
 * `{` costs one read, not one read per `{`.
 */
export type Ends = Map<number, number>;

const closerOf: Record<string, string> = { '}': '{', ']': '[', ')': '(' };

/**
 * Reads JavaScript from `from` up to `to` with `scan` open: the offset past the bracket
 * that closes the last open one, or `unclosed`, or `invalid`. Offsets in `ends` are `base` plus
 * offsets of `text`.
 */
export function readCode(
  scan: CodeScan,
  text: string,
  from: number,
  to: number,
  base = 0,
  ends?: Ends,
): number {
  const { stack } = scan;
  for (let i = from; i < to; i++) {
    const c = text[i]!;
    if (scan.comment === '/') {
      if (c === '\n') scan.comment = undefined;
    } else if (scan.comment) {
      if (c === '*' && text[i + 1] === '/') {
        scan.comment = undefined;
        i++;
      }
    } else if (scan.quote !== undefined) {
      // A string literal ends on its line.
      if (c === '\\') i++;
      else if (c === scan.quote) scan.quote = undefined;
      else if (c === '\n') return invalid;
    } else if (stack.at(-1)?.c === '`') {
      if (c === '\\') i++;
      else if (c === '`') stack.pop();
      else if (c === '$' && text[i + 1] === '{') stack.push({ c: '{', at: base + ++i });
    } else if (c === '"' || c === "'") scan.quote = c;
    else if (c === '/' && (text[i + 1] === '*' || (text[i + 1] === '/' && text[i - 1] !== ':'))) {
      // `//` after a colon is a URL's (`{https://…}`), which JavaScript would not take either.
      scan.comment = text[i + 1] === '*' ? '*' : '/';
      i++;
    } else if (c === '`' || c === '[' || c === '(') stack.push({ c, at: base + i });
    else if (c === '{') {
      const known = ends?.get(base + i);
      if (known === undefined) stack.push({ c, at: base + i });
      else if (known < 0) return invalid;
      else i = known - base - 1;
    } else if (c in closerOf) {
      const opened = stack.pop();
      if (!opened || opened.c !== closerOf[c]) return invalid;
      if (c === '}') ends?.set(opened.at, base + i + 1);
      if (stack.length === 0) return i + 1;
    }
  }
  return unclosed;
}

/** Past the `}` that closes the `{` at `at`, reading no further than `to`; -1 when none does. */
export function expressionEnd(src: string, at: number, to = src.length, ends?: Ends): number {
  const known = ends?.get(at);
  if (known !== undefined) return known;
  const scan: CodeScan = { stack: [{ c: '{', at }] };
  const end = readCode(scan, src, at + 1, to, 0, ends);
  if (end >= 0) return end;
  // Each `{` still open never closes before `to` either, read from where it opened.
  for (const o of scan.stack) if (o.c === '{') ends?.set(o.at, -1);
  return -1;
}

/**
 * Reads a tag's attributes from `from` up to `to`: the offset past its `>`, or `unclosed`,
 * or `invalid`. A `<` outside quotes and expressions is not in a tag, so text full of `<A`
 * is read once, not once per `<`.
 */
export function readTag(
  scan: TagScan,
  text: string,
  from: number,
  to: number,
  base = 0,
  ends?: Ends,
): number {
  for (let i = from; i < to; i++) {
    if (scan.code) {
      const end = readCode(scan.code, text, i, to, base, ends);
      if (end < 0) return end;
      scan.code = undefined;
      i = end - 1;
      continue;
    }
    const c = text[i]!;
    if (scan.quote !== undefined) {
      if (c === scan.quote) scan.quote = undefined;
    } else if (c === '"' || c === "'") scan.quote = c;
    else if (c === '{') {
      const known = ends?.get(base + i);
      if (known === undefined) scan.code = { stack: [{ c, at: base + i }] };
      else if (known < 0) return invalid;
      else i = known - base - 1;
    } else if (c === '<') return invalid;
    else if (c === '>') return i + 1;
  }
  return unclosed;
}

/** Whether a split tag's scan is inside a template literal, where a blank line or a `<` at a line's start is text. */
export const inTemplate = (scan: TagScan | CodeScan) => {
  const code = 'stack' in scan ? scan : scan.code;
  return code?.stack.at(-1)?.c === '`';
};

/**
 * The start of a component tag, a closing one or a fragment (`<>`, `</>`); not an HTML
 * element's name in capitals (`<DIV>`), which is HTML (see html-in-capitals.ts).
 */
export const jsxHead = new RegExp(
  `<\\/?(?:(?!(?:${htmlInCapitalsPattern})(?=[\\s/>]|$))[A-Z][\\w.]*(?=[\\s/>]|$)|(?=>))`,
  'y',
);
const htmlHead = /<[a-z][\w-]*(?=[\s/>])/y;

function tagEnd(head: RegExp, src: string, at: number, to: number, ends?: Ends): number {
  head.lastIndex = at;
  if (!head.test(src) || head.lastIndex > to) return -1;
  const end = readTag({}, src, head.lastIndex, to, 0, ends);
  return end < 0 ? -1 : end;
}

/** Past the `>` of the JSX tag (`<Tabs …>`, `</Tabs>`, `<>`) at `at`, or -1. */
export const jsxTagEnd = (src: string, at: number, to = src.length, ends?: Ends) =>
  tagEnd(jsxHead, src, at, to, ends);

/** Past the `>` of the lowercase HTML tag at `at`, read as JSX (its attributes may be `{…}`), or -1. */
export const htmlTagEnd = (src: string, at: number, to = src.length, ends?: Ends) =>
  tagEnd(htmlHead, src, at, to, ends);

/** The JSX tags of `text`, each as [start, end). */
export function jsxTagsIn(text: string): [number, number][] {
  const tags: [number, number][] = [];
  const ends: Ends = new Map();
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i)) {
    const end = jsxTagEnd(text, i, text.length, ends);
    tags.push([i, end]);
    i = end < 0 ? i + 1 : end;
  }
  return tags.filter(([, end]) => end >= 0);
}

/** Whether `text` is JSX tags only (and spaces between them). */
export function isTagLine(text: string): boolean {
  let at = text.search(/\S/);
  if (at < 0) return false;
  while (at < text.length) {
    const end = jsxTagEnd(text, at);
    if (end < 0) return false;
    at = end;
    while (at < text.length && /\s/.test(text[at]!)) at++;
  }
  return true;
}

/** Whether `text` is one JSX tag. */
export const isOneTag = (text: string) => jsxTagEnd(text, 0) === text.length;
