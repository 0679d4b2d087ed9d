// `:::name …` … `:::` block containers (admonitions, tabs, doc cards). A `:::` line
// closes the innermost open container it has enough colons for (at least as many as
// its opening), so a `:::tip` may hold a `:::note` … `:::` of as many colons, as Pandoc
// nests fenced divs; the outer `::::tip` that Docusaurus asks for reads the same. A
// `:::` line with fewer colons than the innermost container is text. The closing line
// is alone on its line, indented less than a code block, and not inside fenced code: a
// page that shows how to write a container (a ```md fence holding `:::note` … `:::`)
// keeps its example inside the container it sits in, and so does one that shows it in
// raw HTML (`<pre>`, `<div>`): markdown-it reads those lines as HTML, never as a container.
// A bare `:::` line in raw HTML closes (the HTML ends with the container), except
// between an element's opening and closing tags: closing there would leave the
// closing tag after the container, where it closes the page's own wrapper. That line
// is HTML, shown as written, and the build says so.
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { closesFence, fenceOpening } from '../fenced-lines.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { reportTooDeepContainer, reportUnclosedContainer } from './unclosed-blocks.js';
import { showLineAsText } from '../left-out.js';
import { ruleNamed } from './rule-access.js';
import { elementsAround } from './html-elements.js';
import type { RenderWarning } from '../../types.js';

interface ContainerOptions {
  /** Whether the text after the colons (`note[Title]`) opens this container. */
  validate(params: string): boolean;
  /** Whether an opening line with no closing line is left as text (true) or runs to the end. */
  needsClose?(params: string): boolean;
  render: NonNullable<MarkdownIt['renderer']['rules']['text']>;
}

const [colon, backtick, tilde, lessThan] = [0x3a, 0x60, 0x7e, 0x3c];

/**
 * The line after the raw HTML block markdown-it starts at `line`, or undefined when it
 * starts none there. markdown-it's own rule decides (which tags, where the block ends);
 * `afterText`: the line before is a paragraph's, which only some HTML blocks may end.
 * The token it pushes is taken back: this only looks.
 */
function rawHtmlEnd(
  state: StateBlock,
  line: number,
  endLine: number,
  afterText: boolean,
): number | undefined {
  const html = ruleNamed(state.md.block.ruler, 'html_block');
  if (!html || (afterText && !html(state, line, endLine, true))) return undefined;
  const [tokens, oldLine] = [state.tokens.length, state.line];
  if (!html(state, line, endLine, false)) return undefined;
  const after = state.line;
  state.tokens.length = tokens;
  state.line = oldLine;
  return after;
}

/** Whether a block starts at `line` whatever it holds: after a blank line or a `:::` or fence line. */
function startsBlock(state: StateBlock, line: number, startLine: number): boolean {
  if (line === startLine + 1 || state.isEmpty(line - 1)) return true;
  const first = state.src.charCodeAt(state.bMarks[line - 1]! + state.tShift[line - 1]!);
  return first === colon || first === backtick || first === tilde;
}

/** How many colons start `text` at `start`. */
function colonsAt(src: string, start: number, max: number): number {
  let pos = start;
  while (pos < max && src.charCodeAt(pos) === colon) pos++;
  return pos - start;
}

const cutsKey = Symbol('docgen container cuts');

/** A page of many such lines is told about its first few, and how many more. */
const mostTold = 3;

/** The `:::` lines in raw HTML a render found (1-based lines in the file), and the warnings told of them. */
interface HtmlCuts {
  lines: Set<number>;
  told: RenderWarning[];
}

function cutsOf(env: MarkdownEnv): HtmlCuts {
  env[cutsKey] ??= { lines: new Set(), told: [] } satisfies HtmlCuts;
  return env[cutsKey] as HtmlCuts;
}

/** What the containers of the last render with this env warn about: `:::` lines that would cut raw HTML. */
export function containerWarningsOf(env: MarkdownEnv): RenderWarning[] {
  const { lines, told } = cutsOf(env);
  const more = lines.size - told.length;
  if (more === 0) return told;
  const last = [...lines]
    .filter((line) => !told.some((t) => t.line === line))
    .sort((a, b) => a - b);
  return [
    ...told,
    {
      line: last[0],
      message: `${more} more \`:::\` line${more === 1 ? ' is' : 's are'} inside raw HTML from this line on, shown as written too.`,
    },
  ];
}

/** 1-based line in the page's file of `line` (0-based, in the text parsed). */
const fileLine = (state: StateBlock, line: number) =>
  line + 1 + ((state.env as MarkdownEnv).lineOffset ?? 0);

/**
 * Whether the bare `:::` at `line` sits inside an element of the raw HTML block that
 * starts at `htmlStart` (`around` looks it up in the block's text), and then tells
 * the author, once per line: every look-ahead that passes the line asks.
 */
function cutsHtml(
  state: StateBlock,
  line: number,
  htmlStart: number,
  around: ReturnType<typeof elementsAround>,
): boolean {
  const blockStart = state.bMarks[htmlStart]!;
  const element = around(state.bMarks[line]! - blockStart);
  if (!element) return false;
  const cuts = cutsOf(state.env as MarkdownEnv);
  const at = fileLine(state, line);
  if (cuts.lines.has(at)) return true;
  cuts.lines.add(at);
  if (cuts.told.length >= mostTold) return true;
  const lineOf = (offset: number) => {
    let n = htmlStart;
    while (n + 1 < state.lineMax && state.bMarks[n + 1]! <= blockStart + offset) n++;
    return fileLine(state, n);
  };
  const tag = element.name === '!--' ? 'comment `<!--`' : `\`<${element.written}>\``;
  cuts.told.push({
    line: at,
    message: `This \`:::\` line is inside raw HTML, between the ${tag} on line ${lineOf(element.from)} and its end on line ${lineOf(element.to)}: closing a container there would cut the HTML in two, so the line is shown as written and closes nothing. Close the HTML before the \`:::\` line; for a container inside the HTML, leave a blank line after its opening tag and before its closing tag.`,
  });
  return true;
}

/** Where a container's look-ahead ended: its closing line, or the line its range ends at. */
interface End {
  line: number;
  closed: boolean;
}

/**
 * The line that closes a container opened at `startLine` with `colons` colons, or
 * `endLine` when none does. Containers opened on the way are matched to their own
 * closing lines first; what each of them got is put in `found` (by opening line).
 */
function closingLine(
  state: StateBlock,
  startLine: number,
  endLine: number,
  colons: number,
  found?: Map<number, boolean>,
): End {
  let fence: string | undefined;
  /** The containers opened after `startLine` and not closed yet: line and colons, innermost last. */
  const inner: { line: number; colons: number }[] = [];
  const end = (line: number, closed: boolean): End => {
    for (const open of inner) found?.set(open.line, false);
    found?.set(startLine, closed);
    return { line, closed };
  };
  /** Where the raw HTML block the line is in ends (the line after it), and where it starts. */
  let html: number | undefined;
  let htmlStart = 0;
  /** The block's elements, read when a `:::` line inside it is met. */
  let around: ReturnType<typeof elementsAround> | undefined;
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const max = state.eMarks[line]!;
    // Only a line that starts with a colon, a backtick or a tilde can matter here, or
    // one that starts raw HTML.
    const first = state.src.charCodeAt(start);
    if (fence !== undefined) {
      if (first === fence.charCodeAt(0) && closesFence(state.src.slice(start, max), fence))
        fence = undefined;
      continue;
    }
    // A line indented less than the container's content ends it, as it ends a list.
    if (start < max && state.sCount[line]! < state.blkIndent) return end(line, false);
    if (html !== undefined && line >= html) html = undefined;
    if (first === lessThan && html === undefined) {
      html = rawHtmlEnd(state, line, endLine, !startsBlock(state, line, startLine));
      htmlStart = line;
      around = undefined;
      continue;
    }
    if (first !== colon && first !== backtick && first !== tilde) continue;
    if (state.sCount[line]! - state.blkIndent >= 4) continue;
    const text = state.src.slice(start, max);
    // In raw HTML a fence line or a `:::word` line is HTML: it opens nothing. A closing
    // line still closes: the container's content, its HTML too, ends before it.
    fence = html === undefined ? fenceOpening(text)?.marker : undefined;
    if (fence !== undefined) continue;
    const count = colonsAt(state.src, start, max);
    if (count < 3) continue;
    // Any word after the colons may open a container: whether it does or is text, its
    // closing line is its own (a container that stays text closes nothing either).
    if (text.slice(count).trim() !== '') {
      if (html === undefined) inner.push({ line, colons: count });
      continue;
    }
    // A closing line: the innermost container's, or text when it has fewer colons.
    const closes = inner.at(-1)?.colons ?? colons;
    if (count < closes) continue;
    if (html !== undefined) {
      around ??= elementsAround(state.src.slice(state.bMarks[htmlStart], state.eMarks[html - 1]));
      if (cutsHtml(state, line, htmlStart, around)) continue;
    }
    if (inner.length === 0) return end(line, true);
    const closed = inner.pop()!;
    found?.set(closed.line, true);
    // The closed container's HTML ended with it.
    html = undefined;
  }
  return end(endLine, false);
}

/**
 * Per parse, whether the openings a look-ahead met are closed, by the range it looked in
 * (end line, indentation, parent). An opening's closing line depends only on the lines
 * after it, so what one look-ahead found for the openings it passed holds for them too:
 * a page of `:::word` lines that nothing closes is scanned once, not once per line.
 */
const closedByRange = new WeakMap<StateBlock, Map<string, Map<number, boolean>>>();

function closesLater(state: StateBlock, startLine: number, endLine: number, colons: number) {
  const key = `${endLine}:${state.lineMax}:${state.blkIndent}:${state.parentType}`;
  const ranges = closedByRange.get(state) ?? new Map<string, Map<number, boolean>>();
  closedByRange.set(state, ranges);
  const found = ranges.get(key) ?? new Map<number, boolean>();
  ranges.set(key, found);
  return found.get(startLine) ?? closingLine(state, startLine, endLine, colons, found).closed;
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
