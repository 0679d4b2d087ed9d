// A raw-text element (`<script>`, `<style>`, `<textarea>`, …) reads everything after its
// start tag as its text up to its closing tag: one written in a sentence ("embed it with a
// <script> tag") and never closed takes the rest of the page, its footer and the page's
// props with it, and the browser shows an empty page. Such a start tag is shown as text,
// with a warning at its line; one closed later on the page is the author's HTML and passes,
// unless another start tag of its name comes before the closing tag, which is that one's
// (a start tag in a string of code, `'<script src=…>'`, is not one). One self-closed as MDX
// writes embeds (`<iframe … />`, which HTML does not end) is written as the element meant.
// `<plaintext>` has no closing tag at all, so it is always shown as text.
import type { MarkdownIt, StateBlock, StateCore, Token } from 'markdown-it';
import type { MarkdownEnv } from '../markdown-env.js';
import type { RenderWarning } from '../../types.js';
import { escapeHtml } from '../../shared/html-escape.js';
import { ruleNamed } from './rule-access.js';
import { cutShort } from '../../shared/clip-text.js';

/** Elements whose content the browser parses as text, up to their closing tag (`noscript` with scripts on). */
const rawText = 'script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext';

const rawTextNames = new Set(rawText.split('|'));

/**
 * A comment, or a start tag with its attributes, matched whole: a `<script>` named in a
 * comment or a quoted attribute value (`data-x="<script>"`) opens nothing. A `<` outside
 * quotes ends the try, so a line of thousands of unclosed tags is read once, not once a tag.
 */
const commentOrStart = /<!--[\s\S]*?(?:-->|$)|<([A-Za-z][^\s/<>]*)(?:"[^"]*"|'[^']*'|[^'"<>])*>/g;
/** A closing tag that ends one: the browser ends it at `</name` followed by a space, `/` or `>`. */
const closing = new RegExp(`</(${rawText})(?=[\\s/>])`, 'gi');

/** The HTML blocks CommonMark runs to their closing tag, or to the end of the page without one. */
const runsToClose = /^<(script|style|textarea)(?=[\s>]|$)/i;

/** The start tag at `lastIndex`, matched whole, as `commentOrStart` matches it. */
const selfClosedAt = /<[A-Za-z][^\s/<>]*(?:"[^"]*"|'[^']*'|[^'"<>])*>/y;

const key = Symbol('docgen unclosed raw text');

/** A page of thousands of such tags is told about its first few, and how many more. */
const mostTold = 3;

/** A start tag shown as text: where, as written, and the element it would open. */
interface Shown {
  line: number | undefined;
  tag: string;
  name: string;
}

/**
 * The warnings for raw-text start tags the last render with this env showed as text, in
 * page order (a footnote's tokens come last, its line does not): the first few, then how
 * many more from the line the rest start on.
 */
export function rawTextWarningsOf(env: MarkdownEnv): RenderWarning[] {
  const found = env[key] as Shown[] | undefined;
  if (!found) return [];
  // A stable sort: tags of one line stay in the order they are written.
  const shown = [...found].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  const told = shown.slice(0, mostTold).map(warningFor);
  const more = shown.length - mostTold;
  if (more <= 0) return told;
  return [
    ...told,
    {
      line: shown[mostTold]!.line,
      message: `${more} more start tag${more === 1 ? '' : 's'} from this line on ${more === 1 ? 'is' : 'are'} never closed either, and shown as text.`,
    },
  ];
}

/** A piece of the page's raw HTML, in page order: a block's, or an inline tag. */
interface Piece {
  token: Token;
  /** 0-based line of the piece's start in the text parsed, when known. */
  line?: number;
  /** The character before the piece in its paragraph, when it is inline: a quote makes its tag a string's. */
  lead: string;
}

/**
 * Whether a start tag at `index` of `text` (after `lead`) is in a string of code, directly after
 * a quote (`'<script src=…>'`): inside a raw-text element it is text, as only the closing tag ends it.
 */
const inString = (text: string, index: number, lead = '') =>
  /['"`]/.test(index > 0 ? text[index - 1]! : lead);

/** Whether a start tag as matched is self-closed, `<iframe … />`. */
const selfClosed = (tag: string) => tag.endsWith('/>');

/** The raw HTML of the page, in order, with the line each piece starts on. */
function htmlPieces(tokens: Token[]): Piece[] {
  const pieces: Piece[] = [];
  let line: number | undefined;
  for (const token of tokens) {
    if (token.map) line = token.map[0];
    if (token.type === 'html_block') pieces.push({ token, line, lead: '' });
    if (token.type !== 'inline' || !token.children) continue;
    // A table cell's text has no lines of its own: its row's is the one last seen.
    let at = line;
    let lead = '';
    for (const child of token.children) {
      if (child.type === 'html_inline') pieces.push({ token: child, line: at, lead });
      lead = child.type === 'text' ? child.content.slice(-1) : '';
      if (child.type === 'softbreak' || child.type === 'hardbreak')
        at = at === undefined ? at : at + 1;
      else if (child.type === 'html_inline' && at !== undefined)
        at += child.content.split('\n').length - 1;
    }
  }
  return pieces;
}

/** Where a raw-text tag is in the page's HTML: its piece, and its offset in the piece's text. */
type At = [piece: number, offset: number];

const before = (a: At, b: At) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/**
 * Of one element name, the start and closing tags of the page in order, each list read once
 * by a cursor as the page is walked: a page of thousands of tags is not read again for each.
 */
class TagsOf {
  starts: At[] = [];
  closings: At[] = [];
  private start = 0;
  private close = 0;

  /**
   * Whether a start tag at `at` is closed as the browser reads it: by the first closing tag
   * after it, unless another start tag of the name comes first. The browser would take that
   * one as text too, but the closing tag was written for it: the first is a tag named in a
   * sentence ("load it with a <script> tag", then a real `<script src>…</script>` below).
   */
  closes(at: At): boolean {
    while (this.close < this.closings.length && before(this.closings[this.close]!, at))
      this.close++;
    while (this.start < this.starts.length && !before(at, this.starts[this.start]!)) this.start++;
    const close = this.closings[this.close];
    const next = this.starts[this.start];
    return close !== undefined && (next === undefined || before(close, next));
  }
}

/** The raw-text start and closing tags of the page's HTML, by element name. One pass over it. */
function rawTextTags(pieces: Piece[]): Map<string, TagsOf> {
  const tags = new Map<string, TagsOf>();
  const of = (name: string) => {
    let found = tags.get(name);
    if (!found) tags.set(name, (found = new TagsOf()));
    return found;
  };
  pieces.forEach(({ token, lead }, i) => {
    const text = token.content;
    closing.lastIndex = 0;
    for (let m = closing.exec(text); m; m = closing.exec(text))
      of(m[1]!.toLowerCase()).closings.push([i, m.index]);
    commentOrStart.lastIndex = 0;
    for (let m = commentOrStart.exec(text); m; m = commentOrStart.exec(text)) {
      const name = m[1]?.toLowerCase();
      if (name && rawTextNames.has(name) && !inString(text, m.index, lead))
        of(name).starts.push([i, m.index]);
    }
  });
  return tags;
}

/** Shows the unclosed raw-text start tags of the page's raw HTML as text, recording a warning for each. */
function escapeUnclosed(tokens: Token[], env: MarkdownEnv): void {
  const pieces = htmlPieces(tokens);
  if (pieces.length === 0) return;
  const tags = rawTextTags(pieces);
  /** The raw-text element open (one closed later on the page): its text is skipped to its closing tag. */
  let open: string | undefined;
  pieces.forEach((piece, i) => {
    const text = piece.token.content;
    let at = 0;
    let edited = '';
    let kept = 0;
    let shown = false;
    /** Line breaks in the text before the last tag shown, and where the next one is. */
    let breaks = 0;
    let nextBreak = text.indexOf('\n');
    for (;;) {
      if (open) {
        closing.lastIndex = at;
        let close = closing.exec(text);
        while (close && close[1]!.toLowerCase() !== open) close = closing.exec(text);
        if (!close) break;
        open = undefined;
        at = close.index;
      }
      commentOrStart.lastIndex = at;
      const start = commentOrStart.exec(text);
      if (!start) break;
      at = start.index + start[0].length;
      const name = start[1]?.toLowerCase();
      if (!name || !rawTextNames.has(name)) continue;
      if (name !== 'plaintext' && selfClosed(start[0])) {
        edited += `${text.slice(kept, start.index) + start[0].replace(/\s*\/>$/, '>')}</${start[1]}>`;
        kept = at;
        continue;
      }
      if (name !== 'plaintext' && tags.get(name)!.closes([i, start.index])) {
        open = name;
        continue;
      }
      edited += text.slice(kept, start.index) + escapeHtml(start[0]);
      kept = at;
      shown = true;
      for (; nextBreak >= 0 && nextBreak < start.index; breaks++)
        nextBreak = text.indexOf('\n', nextBreak + 1);
      const line =
        piece.line === undefined ? undefined : piece.line + 1 + breaks + (env.lineOffset ?? 0);
      ((env[key] ??= []) as Shown[]).push({ line, tag: start[0], name });
    }
    if (kept === 0) return;
    // An inline tag is the whole token: as text, it is escaped when rendered. A block keeps the rest of its HTML.
    if (piece.token.type === 'html_inline' && shown) piece.token.type = 'text';
    else piece.token.content = edited + text.slice(kept);
  });
}

/** The warning for a start tag shown as text. */
function warningFor({ line, tag, name }: Shown): RenderWarning {
  const written = cutShort(tag.replace(/\s+/g, ' '), 60);
  return {
    line,
    message:
      name === 'plaintext'
        ? `\`${written}\` would make the rest of the page plain text (nothing closes it), so it is shown as text. To show the tag, write it in backticks.`
        : `\`${written}\` is never closed, so the browser would read the rest of the page as its text; it is shown as text instead. To show the tag, write it in backticks (\`<${name}>\`); to use the element, close it with \`</${name}>\`.`,
  };
}

/**
 * An HTML block of a `<script>`, `<style>` or `<textarea>` runs to its closing tag, or to the
 * end of the page: one that nothing closes is read as a paragraph instead, so the markdown
 * after it stays markdown (and its start tag is shown as text).
 */
function unclosedBlock(md: MarkdownIt) {
  const paragraph = ruleNamed(md.block.ruler, 'paragraph')!;
  /** Per parse, the page's text in lower case, where the tags are looked for. */
  const lowered = new WeakMap<StateBlock, string>();
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
    const from = state.bMarks[startLine]! + state.tShift[startLine]!;
    if (state.src.charCodeAt(from) !== 0x3c) return false;
    const name = runsToClose.exec(state.src.slice(from, from + 12))?.[1]?.toLowerCase();
    if (!name) return false;
    let src = lowered.get(state);
    if (src === undefined) lowered.set(state, (src = state.src.toLowerCase()));
    // Self-closed (`<script src=… />`), it is a paragraph whose tag is written as the element.
    selfClosedAt.lastIndex = from;
    const whole = selfClosedAt.exec(state.src);
    // Closed when the next tag of the name is a closing one (as the walk over the HTML decides),
    // a start tag in a string of its code (`document.write('<script src=…>')`) not counted.
    const tag = new RegExp(`<(/?)${name}(?=[\\s/>])`, 'g');
    tag.lastIndex = from + 1;
    let next = tag.exec(src);
    while (next && next[1] !== '/' && inString(src, next.index)) next = tag.exec(src);
    if (!(whole && selfClosed(whole[0])) && next?.[1] === '/') return false;
    // As a paragraph's end (silent), it ends the paragraph; then it starts one of its own.
    return silent || paragraph(state, startLine, endLine, false);
  };
}

export function unclosedRawTextPlugin(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'docgen_unclosed_raw_text', unclosedBlock(md), {
    alt: ['paragraph', 'reference', 'blockquote'],
  });
  // After the MDX rules have taken JSX out of the HTML; before the rules that read a heading's
  // text (its id, the table of contents, the page's one h1) see the tag shown as text, and
  // before the link rule reads raw text.
  const first = ['docgen_one_h1', 'docgen_headings'].find((name) => ruleNamed(md.core.ruler, name));
  const rule = (state: StateCore) => escapeUnclosed(state.tokens, state.env as MarkdownEnv);
  if (first) md.core.ruler.before(first, 'docgen_unclosed_raw_text', rule);
  else md.core.ruler.push('docgen_unclosed_raw_text', rule);
}
