// Where a markdown text holds code, as markdown-it reads it: fenced and indented code blocks
// (whole lines) and inline code spans (columns of a line). The markdown copy's rewrites (links
// to routes, trailing slashes, the base path) leave code as written: a link in code is an
// example to show, as the page shows it. Read from markdown-it's own parse rather than
// patterns: whether backticks open a span, or an indented line is code or a list item's
// text, is its rules' to say. One parse, linear in the text.
import markdownIt from 'markdown-it';
import type { StateInline, Token } from 'markdown-it';
import { ruleNamed } from './plugins/rule-access.js';

/** A line's code: all of it (a code block's line), or its code spans as [start, end) columns. */
export type LineCode = true | [number, number][];

/** Each code span's [start, end) in the text of the inline token it was read from. */
const spanAt = new WeakMap<Token, [number, number]>();

/** Plain CommonMark with raw HTML and tables, as the copy's readers read it. */
const md = markdownIt({ html: true });
const backticks = ruleNamed(md.inline.ruler, 'backticks')!;
md.inline.ruler.at('backticks', (state: StateInline, silent: boolean) => {
  const start = state.pos;
  const count = state.tokens.length;
  if (!backticks(state, silent)) return false;
  // Backticks that close nothing are text, and push no token.
  const token = state.tokens.at(-1);
  if (!silent && state.tokens.length > count && token?.type === 'code_inline')
    spanAt.set(token, [start, state.pos]);
  return true;
});

/**
 * Where the text of line `k` of an inline token starts in its source line `source`: the
 * token's lines are the source's with the block's markers and indentation taken off (and the
 * first and last trimmed), or, in a heading or a table cell, a piece of it. A table cell's
 * `|` is written `\|` in the source: `escaped` says the cell was found so. -1 when not found.
 */
function columnOf(source: string, text: string, from: number): { at: number; escaped: boolean } {
  const bare = text.trimStart();
  const lead = text.length - bare.length;
  const found = source.endsWith(bare)
    ? source.length - bare.length
    : source.trimEnd().endsWith(bare)
      ? source.trimEnd().length - bare.length
      : source.indexOf(bare, from);
  if (found >= 0) return { at: found - lead, escaped: false };
  const escaped = bare.includes('|') ? source.indexOf(bare.replace(/\|/g, '\\|'), from) : -1;
  return { at: escaped < 0 ? -1 : escaped - lead, escaped: escaped >= 0 };
}

function addRange(code: Map<number, LineCode>, line: number, range: [number, number]): void {
  const known = code.get(line);
  if (known === true) return;
  if (known) known.push(range);
  else code.set(line, [range]);
}

/** Records the code spans of an inline token whose first line is `first`; `from` is where a table cell is looked for. */
function addSpans(
  code: Map<number, LineCode>,
  lines: string[],
  token: Token,
  first: number,
  from: number,
): number {
  const spans: [number, number][] = [];
  for (const child of token.children ?? []) {
    const span = spanAt.get(child);
    if (span) spans.push(span);
  }
  if (spans.length === 0) return from;
  const texts = token.content.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const text of texts) {
    starts.push(offset);
    offset += text.length + 1;
  }
  const columns = texts.map((text, k) => columnOf(lines[first + k] ?? '', text, from));
  /** The line (k) and source column of an offset in the token's text; asked in increasing order. */
  let k = 0;
  const place = (at: number): [number, number] => {
    while (k + 1 < starts.length && starts[k + 1]! <= at) k++;
    const { at: column, escaped } = columns[k]!;
    const within = at - starts[k]!;
    // Each `|` before it in an escaped cell is one character more in the source.
    const pipes = escaped ? texts[k]!.slice(0, within).split('|').length - 1 : 0;
    return [k, column < 0 ? -1 : column + within + pipes];
  };
  let end = from;
  for (const [start, stop] of spans) {
    const [k1, c1] = place(start);
    const [k2, c2] = place(stop);
    if (c1 < 0 || c2 < 0) continue;
    for (let k = k1; k <= k2; k++) {
      const length = lines[first + k]?.length ?? 0;
      addRange(code, first + k, [k === k1 ? c1 : 0, k === k2 ? c2 : length]);
    }
    end = Math.max(end, c2);
  }
  return end;
}

/** The lines of `markdown` (split at `\n`) that hold code, with what of each is code. */
export function codeOfMarkdown(markdown: string): Map<number, LineCode> {
  const code = new Map<number, LineCode>();
  const lines = markdown.split('\n');
  const tokens = md.parse(markdown, {});
  /** A table row's line, and how far along it its cells were found: cells have no lines of their own. */
  let row = 0;
  let along = 0;
  for (const token of tokens) {
    if ((token.type === 'fence' || token.type === 'code_block') && token.map) {
      for (let line = token.map[0]; line < token.map[1]; line++) code.set(line, true);
    } else if (token.type === 'tr_open' && token.map) {
      row = token.map[0];
      along = 0;
    } else if (token.type === 'inline') {
      if (token.map) addSpans(code, lines, token, token.map[0], 0);
      else along = addSpans(code, lines, token, row, along);
    }
  }
  return code;
}

/** Marks a piece of code stands for while a line is edited: characters no rewrite reads. */
const mark = (i: number) => `\uE000${i}\uE001`;
const marked = /\uE000(\d+)\uE001/g;

/**
 * `line` with `edit` applied to it with its code spans held out: each stands for a mark
 * while the edit runs (so an edit that reads the whole line, a reference definition's
 * `^[x]:`, still reads it), and is put back as written.
 */
export function editAroundCode(
  line: string,
  code: LineCode | undefined,
  edit: (line: string) => string,
): string {
  if (code === undefined) return edit(line);
  if (code === true || /[\uE000\uE001]/.test(line)) return line;
  const pieces: string[] = [];
  let masked = '';
  let at = 0;
  for (const [start, end] of [...code].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    masked += line.slice(at, start) + mark(pieces.length);
    pieces.push(line.slice(start, end));
    at = end;
  }
  masked += line.slice(at);
  return edit(masked).replace(marked, (_, i: string) => pieces[Number(i)]!);
}

/**
 * `markdown` with `edit` applied to each line outside code: code blocks' lines are kept,
 * code spans kept as written. Parsed only when an edit changes a line, so a text the edit
 * leaves alone costs no parse; `edit` must give the same result for the same line.
 */
export function editOutsideCode(markdown: string, edit: (line: string) => string): string {
  let code: Map<number, LineCode> | undefined;
  return markdown
    .split('\n')
    .map((line, i) => {
      const edited = edit(line);
      if (edited === line) return line;
      code ??= codeOfMarkdown(markdown);
      const ofLine = code.get(i);
      return ofLine === undefined ? edited : editAroundCode(line, ofLine, edit);
    })
    .join('\n');
}
