// What a page's render took out of its source text (MDX, heading attribute blocks), as
// lines and columns of the body, so the markdown copy (made from the source text) takes
// out the same pieces: one decision for page and copy, not two scanners that could differ.
import type { MarkdownEnv } from './markdown-env.js';
import { escapeRegExp } from '../shared/regexp-escape.js';

/** A piece of one body line: columns [from, to). */
interface LeftOutSpan {
  /** Body line, 0-based. */
  line: number;
  from: number;
  to: number;
  /** Text the copy has in its place (a string literal's characters, escaped as markdown). */
  insert?: string;
  /** The line stays, blank, when nothing else is left of it (it parted two blocks). */
  keepBlank?: true;
}

/** What the render left out of a body. */
export interface LeftOut {
  /** Body lines (0-based) that held only what was left out. */
  lines: number[];
  /** Pieces of lines that hold something else too. */
  spans: LeftOutSpan[];
  /** Body lines (0-based) of `:::` and fence lines the page shows as text: openings nested past markdown-it's cap or of a kind docgen lacks and never closed, and such lines in indented code or raw HTML (verbatim-lines.ts). */
  asText: number[];
}

const key = Symbol('docgen left out');

/** The record kept in a render's env (created on first use). */
export function leftOutOf(env: MarkdownEnv): LeftOut {
  env[key] ??= { lines: [], spans: [], asText: [] } satisfies LeftOut;
  return env[key] as LeftOut;
}

/** Records body lines [from, to) as left out. */
export function leaveOutLines(env: MarkdownEnv, from: number, to: number): void {
  const { lines } = leftOutOf(env);
  for (let l = from; l < to; l++) lines.push(l);
}

/**
 * For the parsed source `src`: given a token's text (first line at source line
 * `firstLine`), a function that records pieces of it as left out. markdown-it strips
 * block markers (`> `, `- `, indentation, other table cells) from a token's text, so
 * each line is found in its source line; cells of one row are found left to right.
 */
export function leftOutRecorder(
  src: string,
  env: MarkdownEnv,
): (firstLine: number, content: string) => (from: number, to: number, insert?: string) => void {
  let lines: string[] | undefined;
  const cursors = new Map<number, number>();
  return (firstLine, content) => {
    lines ??= src.split('\n');
    const sourceLines = lines;
    const contentLines = content.split('\n');
    // Where each character of each line of the text is in its source line (undefined: the
    // line was not found there; that piece stays in the copy).
    const columns = contentLines.map((text, i) => {
      const line = sourceLines[firstLine + i];
      const found = line === undefined ? undefined : findIn(line, text, cursors.get(firstLine + i));
      if (found) cursors.set(firstLine + i, found.end);
      return found?.column;
    });
    const { spans } = leftOutOf(env);
    return (from, to, insert) => {
      let start = 0;
      contentLines.forEach((text, i) => {
        const end = start + text.length;
        const a = Math.max(from, start);
        const b = Math.min(to, end);
        const column = columns[i];
        if (a < b && column !== undefined) {
          const span = { line: firstLine + i, from: column(a - start), to: column(b - start) };
          // What replaces the piece goes where it starts.
          spans.push(insert !== undefined && a === from ? { ...span, insert } : span);
        }
        start = end + 1;
      });
    };
  };
}

/**
 * Finds a token's line of text in its source line, from column `after`: as written, or
 * (in a table cell) with each `|` written `\|`, which markdown-it unescapes. Gives where
 * the match ends and the source column of each offset into the text.
 */
function findIn(
  line: string,
  text: string,
  after = 0,
): { end: number; column: (offset: number) => number } | undefined {
  const trimmed = text.trim();
  const lead = text.length - text.trimStart().length;
  const at = line.indexOf(trimmed, after);
  if (at >= 0) return { end: at + trimmed.length, column: (offset) => at - lead + offset };
  if (!trimmed.includes('|')) return undefined;
  const match = new RegExp(trimmed.split('|').map(escapeRegExp).join('\\\\\\|'), 'g');
  match.lastIndex = after;
  const found = match.exec(line);
  if (!found) return undefined;
  // Source column of each character of the trimmed text: one more after each `\|`.
  const columns: number[] = [];
  let source = found.index;
  for (let k = 0; k < trimmed.length; k++) {
    if (trimmed[k] === '|') source++;
    columns.push(source++);
  }
  columns.push(source);
  return {
    end: source,
    column: (offset) => columns[Math.min(Math.max(offset - lead, 0), columns.length - 1)]!,
  };
}

/**
 * Records that the `:::` or fence line on body line `line` is shown as text (each line once):
 * the `.md` copy keeps it as written.
 */
export function showLineAsText(env: MarkdownEnv, line: number): void {
  const { asText } = leftOutOf(env);
  // A paragraph's terminator check asks about the line again, once per container kind.
  if (asText.at(-1) !== line) asText.push(line);
}

/** How much is recorded so far: what `shiftLeftOut` moves is what comes after. */
export function leftOutCounts(env: MarkdownEnv): { lines: number; spans: number; asText: number } {
  const { lines, spans, asText } = leftOutOf(env);
  return { lines: lines.length, spans: spans.length, asText: asText.length };
}

/** Moves what was recorded since `since` by `delta` lines, dropping what sits before line `first` (a long page's parts, page-parts.ts). */
export function shiftLeftOut(
  env: MarkdownEnv,
  since: ReturnType<typeof leftOutCounts>,
  delta: number,
  first: number,
): void {
  const record = leftOutOf(env);
  const lines = record.lines.splice(since.lines).filter((l) => l >= first);
  const spans = record.spans.splice(since.spans).filter((s) => s.line >= first);
  const asText = record.asText.splice(since.asText).filter((l) => l >= first);
  // One by one: a page of a hundred thousand such lines is past what a spread call takes.
  for (const l of lines) record.lines.push(l + delta);
  for (const span of spans) record.spans.push({ ...span, line: span.line + delta });
  for (const l of asText) record.asText.push(l + delta);
}

/** A list item's marker at the start of a line, after any blockquote markers and indentation. */
const listMarker = /^(?:[ \t]*>)*[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;

/**
 * The body's lines without what was left out, a line that held nothing else gone too;
 * each with the body line (0-based) it comes from. A list item whose first line went
 * (`- <Tabs>`) keeps its marker on its first kept line, which is indented under it:
 * without it the item's text would leave the list.
 */
export function withoutLeftOut(
  lines: readonly string[],
  leftOut: LeftOut,
): { text: string; at: number }[] {
  const dropped = new Set(leftOut.lines);
  const spans = new Map<number, LeftOutSpan[]>();
  for (const span of leftOut.spans) {
    const here = spans.get(span.line);
    if (here) here.push(span);
    else spans.set(span.line, [span]);
  }
  const kept: { text: string; at: number }[] = [];
  /** The marker of an item whose first line went, and the indentation that stands for it. */
  let marker: { text: string; under: string } | undefined;
  lines.forEach((line, i) => {
    if (dropped.has(i)) {
      const text = listMarker.exec(line)?.[0];
      if (text) marker = { text, under: text.replace(/[^>\t]/g, ' ') };
      return;
    }
    let text = withoutSpans(line, spans.get(i));
    // A line left blank would split its paragraph in two.
    if (text === undefined) return;
    // A blank line (in a blockquote too) comes before the item's text.
    if (marker && !/^[\s>]*$/.test(text)) {
      if (text.startsWith(marker.under)) text = marker.text + text.slice(marker.under.length);
      marker = undefined;
    }
    kept.push({ text, at: i });
  });
  return kept;
}

/** The line less its left-out pieces; undefined when they left it blank. */
function withoutSpans(line: string, spans: LeftOutSpan[] | undefined): string | undefined {
  const here = spans?.sort((a, b) => a.from - b.from);
  if (!here) return line;
  const kept: string[] = [];
  let at = 0;
  for (const { from, to, insert } of here) {
    if (to <= at) continue;
    kept.push(line.slice(at, Math.max(from, at)));
    if (insert !== undefined) {
      kept.push(insert);
      at = to;
      continue;
    }
    // `see <Badge /> here` becomes `see here`, not `see  here`.
    at = line[from - 1] === ' ' && line[to] === ' ' ? to + 1 : to;
  }
  kept.push(line.slice(at));
  // What went from a line's end takes the spaces before it (`## Title {#id}`).
  const text = at >= line.trimEnd().length ? kept.join('').trimEnd() : kept.join('');
  if (text.trim() !== '') return text;
  return here.some((s) => s.keepBlank) ? '' : undefined;
}
