// `:::name …` … `:::` block containers (admonitions, tabs, doc cards). The closing
// line is the first run of at least as many colons, alone on its line and indented
// less than a code block, that is not inside fenced code: a page that shows how to
// write a container (a ```md fence holding `:::note` … `:::`) keeps its example
// inside the container it sits in, as Docusaurus and Starlight read it.
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { closesFence, fenceOpening } from '../fenced-lines.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { reportTooDeepContainer, reportUnclosedContainer } from './unclosed-blocks.js';
import { showLineAsText } from '../left-out.js';

interface ContainerOptions {
  /** Whether the text after the colons (`note[Title]`) opens this container. */
  validate(params: string): boolean;
  /** Whether an opening line with no closing line is left as text (true) or runs to the end. */
  needsClose?(params: string): boolean;
  render: NonNullable<MarkdownIt['renderer']['rules']['text']>;
}

const [colon, backtick, tilde] = [0x3a, 0x60, 0x7e];

/** How many colons start `text` at `start`. */
function colonsAt(src: string, start: number, max: number): number {
  let pos = start;
  while (pos < max && src.charCodeAt(pos) === colon) pos++;
  return pos - start;
}

/** The line that closes a container opened at `startLine` with `colons` colons, or `endLine` when none does. */
function closingLine(state: StateBlock, startLine: number, endLine: number, colons: number) {
  let fence: string | undefined;
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const max = state.eMarks[line]!;
    // Only a line that starts with a colon, a backtick or a tilde can matter here.
    const first = state.src.charCodeAt(start);
    if (fence !== undefined) {
      if (first === fence.charCodeAt(0) && closesFence(state.src.slice(start, max), fence))
        fence = undefined;
      continue;
    }
    // A line indented less than the container's content ends it, as it ends a list.
    if (start < max && state.sCount[line]! < state.blkIndent) return { line, closed: false };
    if (first !== colon && first !== backtick && first !== tilde) continue;
    if (state.sCount[line]! - state.blkIndent >= 4) continue;
    const text = state.src.slice(start, max);
    fence = fenceOpening(text)?.marker;
    if (fence !== undefined) continue;
    const count = colonsAt(state.src, start, max);
    if (count >= colons && text.slice(count).trim() === '') return { line, closed: true };
  }
  return { line: endLine, closed: false };
}

/**
 * Per parse, where a look-ahead found no closing line: the first line it started from,
 * by the range it looked in (end line, indentation, parent) and the colons it sought.
 * A later opening in the same range that needs as many colons has none either, so a
 * page of `:::word` lines that nothing closes is scanned once, not once per line.
 */
const unclosed = new WeakMap<StateBlock, Map<string, number>>();

function closesLater(state: StateBlock, startLine: number, endLine: number, colons: number) {
  const key = `${endLine}:${state.lineMax}:${state.blkIndent}:${state.parentType}:${colons}`;
  const known = unclosed.get(state) ?? new Map<string, number>();
  unclosed.set(state, known);
  const from = known.get(key);
  if (from !== undefined && from <= startLine) return false;
  const closed = closingLine(state, startLine, endLine, colons).closed;
  if (!closed && (from === undefined || startLine < from)) known.set(key, startLine);
  return closed;
}

export function containerPlugin(md: MarkdownIt, name: string, options: ContainerOptions): void {
  const open = `container_${name}_open`;
  const close = `container_${name}_close`;
  function rule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
    const start = state.bMarks[startLine]! + state.tShift[startLine]!;
    const max = state.eMarks[startLine]!;
    const colons = colonsAt(state.src, start, max);
    if (colons < 3) return false;
    const params = state.src.slice(start + colons, max);
    if (!options.validate(params)) return false;
    // markdown-it drops every line of a block nested `maxNesting` deep: an opening whose
    // content would sit there stays text (a paragraph), so nothing vanishes, and the
    // markdown copy reads the same line as text (it is recorded for it).
    // A paragraph's check for what ends it asks silently: its lines are text as well.
    if (state.level + 1 >= state.md.options.maxNesting) {
      reportTooDeepContainer(
        state.env as MarkdownEnv,
        startLine,
        state.md.options.maxNesting - 1,
        colons,
        params,
      );
      return false;
    }
    if (options.needsClose?.(params) && !closesLater(state, startLine, endLine, colons)) {
      // Text on the page, so text in the markdown copy (left-out.ts) too.
      showLineAsText(state.env as MarkdownEnv, startLine);
      return false;
    }
    if (silent) return true;
    const end = closingLine(state, startLine, endLine, colons);
    const markup = ':'.repeat(colons);
    if (!end.closed) reportUnclosedContainer(state.env as MarkdownEnv, startLine, markup, params);
    const oldParent = state.parentType;
    const oldLineMax = state.lineMax;
    state.parentType = 'container';
    // Lazy paragraph lines never run past the closing line.
    state.lineMax = end.line;
    const opening = state.push(open, 'div', 1);
    opening.markup = markup;
    opening.block = true;
    opening.info = params;
    opening.map = [startLine, end.line];
    state.md.block.tokenize(state, startLine + 1, end.line);
    const closing = state.push(close, 'div', -1);
    closing.markup = markup;
    closing.block = true;
    state.parentType = oldParent;
    state.lineMax = oldLineMax;
    state.line = end.line + (end.closed ? 1 : 0);
    return true;
  }
  md.block.ruler.before('fence', `container_${name}`, rule, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.renderer.rules[open] = options.render;
  md.renderer.rules[close] = options.render;
}
