// A line of capitalised component tags (`<Steps>`, `</Tabs>`) is JSX, and what sits
// between the tags is markdown, as MDX reads it; markdown-it would take the tag line for
// an HTML block and keep what follows as raw HTML. The tag lines render as nothing
// (unsupported-syntax.ts reports them); the content is parsed as blocks, de-indented by
// its own indentation (MDX has no indented code blocks), in the copy too.
import type { StateBlock } from 'markdown-it';
import { lineText, ruleNamed } from './rule-access.js';
import { leftOutOf } from '../left-out.js';
import type { MarkdownEnv } from '../markdown-env.js';
import {
  type TagScan,
  inTemplate,
  isOneTag,
  isTagLine,
  jsxHead,
  readTag,
  unclosed,
} from './jsx-scan.js';
import { fencedLines } from '../fenced-lines.js';
import { isHtmlInCapitals } from './html-in-capitals.js';

/** What a parse knows of its component tags: each opening line's closing line, and how deep scopes are nested now. */
interface Pairs {
  closes: Map<number, number>;
  depth: number;
}
const pairsOf = new WeakMap<object, Pairs>();
/** Deeper than this, a tag line is left out but does not scope what follows (the parse recurses per scope). */
const maxDepth = 50;

/** Lines as the pairing reads them: less blockquote markers and indentation. */
const bareLine = (raw: string) => raw.replace(/^(?:[ \t]*>)*[ \t]*/, '').trimEnd();

/**
 * How many lines, from `first`, an opening tag split over lines takes (`<Tabs` then
 * its attributes one a line, then `>`, as Prettier writes them, its expressions nested
 * to any depth): 0 when `first` does not start one, or a blank line comes before the tag
 * closes (outside a template literal, whose text it is). However many attributes
 * it has: a tag cut off past a fixed number of lines showed as text, its `>` as an
 * empty blockquote.
 */
function splitTagLines(lineAt: (n: number) => string | undefined, first: number): number {
  const text = lineAt(first);
  if (!text || !/^<[A-Z]/.test(text) || isOneTag(text)) return 0;
  jsxHead.lastIndex = 0;
  if (!jsxHead.test(text)) return 0;
  const scan: TagScan = {};
  if (readTag(scan, text, jsxHead.lastIndex, text.length) !== unclosed) return 0;
  for (let n = first + 1; ; n++) {
    const next = lineAt(n);
    // A blank line, or a line starting a tag, means the one before was never closed; in
    // a template literal (`code={`…`}`) they are its text.
    if (next === undefined || ((next === '' || next[0] === '<') && !inTemplate(scan))) return 0;
    const line = `\n${next}`;
    const end = readTag(scan, line, 0, line.length);
    if (end === line.length) return n - first + 1;
    if (end !== unclosed) return 0;
  }
}

/**
 * Pairs every opening tag line with its closing tag line in one pass over the source
 * (a stack per name, so an unclosed tag costs nothing later). Lines are read as
 * written, less blockquote markers; a tag inside a fenced code block is code. A tag
 * split over lines is paired from its first line.
 */
function pairTags(src: string): Map<number, number> {
  const closes = new Map<number, number>();
  const open = new Map<string, number[]>();
  const fenced = fencedLines();
  const lines = src.split('\n');
  for (let line = 0; line < lines.length; line++) {
    let text = bareLine(lines[line]!);
    if (fenced(text) || text[0] !== '<') continue;
    const split = splitTagLines((n) => (n < lines.length ? bareLine(lines[n]!) : undefined), line);
    if (split > 0)
      text = lines
        .slice(line, line + split)
        .map(bareLine)
        .join('\n');
    else if (!isOneTag(text)) continue;
    const first = line;
    if (split > 0) line += split - 1;
    const closing = /^<\/([A-Z][\w.]*)\s*>$/.exec(text)?.[1];
    if (closing) {
      const line0 = open.get(closing)?.pop();
      if (line0 !== undefined) closes.set(line0, first);
      continue;
    }
    const name = /^<([A-Z][\w.]*)/.exec(text)?.[1];
    if (!name || text.endsWith('/>')) continue;
    const stack = open.get(name);
    if (stack) stack.push(first);
    else open.set(name, [first]);
  }
  return closes;
}

/** The line of the tag that closes the one opened on `startLine`, within the lines being parsed. */
function closingLine(state: StateBlock, startLine: number, endLine: number): number | undefined {
  let pairs = pairsOf.get(state.bMarks);
  if (!pairs) {
    pairs = { closes: pairTags(state.src), depth: 0 };
    pairsOf.set(state.bMarks, pairs);
  }
  const close = pairs.closes.get(startLine);
  if (close === undefined || close >= endLine || pairs.depth >= maxDepth) return undefined;
  // A line less indented than the blocks being parsed ends them (a list item, say) first.
  for (let line = startLine + 1; line < close; line++)
    if (state.sCount[line]! < state.blkIndent && !state.isEmpty(line)) return undefined;
  return close;
}

export function componentBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const text = lineText(state, startLine);
  // A component's tag or a fragment; `</details>` and `<DIV>` are HTML, and an HTML block ends at it.
  const head = /^<\/?([A-Z>][\w.]*)/.exec(text);
  if (!head || isHtmlInCapitals(head[1]!)) return false;
  // A tag split over lines ends with its container: a line less indented than the blocks
  // being parsed (the next list item, say) is not in it, as MDX takes no lazy lines in a
  // tag. Read on past it, each item of a list of unclosed `- <A b={` read all those after it.
  const split = splitTagLines(
    (n) =>
      n < endLine && (state.sCount[n]! >= state.blkIndent || state.isEmpty(n))
        ? lineText(state, n).trimEnd()
        : undefined,
    startLine,
  );
  if (split === 0 && !isTagLine(text))
    return silent ? false : textAfterTag(state, startLine, endLine);
  if (silent) return true;
  // Past the opening tag, which may take several lines.
  const after = startLine + Math.max(split, 1);
  const open = state.push('mdx_component', '', 0);
  open.content = split > 0 ? state.getLines(startLine, after, 0, false).trim() : text;
  open.map = [startLine, after];
  state.line = after;
  // One opening tag on its line(s) scopes the lines up to its closing tag.
  const trimmed = open.content.trim();
  if (!isOneTag(trimmed) || trimmed.endsWith('/>')) return true;
  const close = closingLine(state, startLine, endLine);
  if (close === undefined) return true;
  let indent = Infinity;
  for (let line = after; line < close; line++)
    if (!state.isEmpty(line)) indent = Math.min(indent, state.sCount[line]!);
  if (indent !== Infinity) {
    const outer = { blkIndent: state.blkIndent, lineMax: state.lineMax };
    const inner = Math.max(outer.blkIndent, indent);
    dedentCopy(state, after, close, outer.blkIndent, inner);
    state.blkIndent = inner;
    state.lineMax = close;
    const pairs = pairsOf.get(state.bMarks)!;
    pairs.depth++;
    state.md.block.tokenize(state, after, close);
    pairs.depth--;
    state.blkIndent = outer.blkIndent;
    state.lineMax = outer.lineMax;
  }
  const end = state.push('mdx_component', '', 0);
  end.content = lineText(state, close);
  end.map = [close, close + 1];
  state.line = close + 1;
  return true;
}

/**
 * `<Aside type="tip">Check it.</Aside>` (a tag, then text): markdown-it would take the
 * line for an HTML block, as `aside` names one, and keep its text as raw HTML, out of
 * search. As in MDX it is a paragraph; its tags are left out by the inline rule.
 */
function textAfterTag(state: StateBlock, startLine: number, endLine: number): boolean {
  const rule = (name: string) => ruleNamed(state.md.block.ruler, name);
  if (!rule('html_block')?.(state, startLine, endLine, true)) return false;
  return rule('paragraph')?.(state, startLine, endLine, false) ?? false;
}

/**
 * Records the indentation [from, to) of the lines [first, last) as left out of the copy,
 * where it is spaces: de-indented there too, the content is not an indented code block.
 */
function dedentCopy(
  state: StateBlock,
  first: number,
  last: number,
  from: number,
  to: number,
): void {
  if (to <= from) return;
  const { spans } = leftOutOf(state.env as MarkdownEnv);
  for (let line = first; line < last; line++) {
    if (state.isEmpty(line)) continue;
    const start = state.bMarks[line]!;
    // Only plain spaces: a tab's width is not one column.
    if (!/^ *$/.test(state.src.slice(start + from, start + to))) continue;
    const column = start - (state.src.lastIndexOf('\n', start - 1) + 1);
    spans.push({ line, from: column + from, to: column + to, insert: '' });
  }
}
