// MDX that docgen does not run: `import`/`export` lines, capitalised JSX tags
// (`<Tabs>`, `<Partial />`) and `{expressions}`, as pages moved from Docusaurus or
// Starlight hold them. Rendered as markdown they would show as text or vanish without
// a word, so this plugin takes them out and records each with its line and the docgen
// construct that does the job, for the content stage to warn or fail with. Code is
// exempt. Inside a paragraph an inline rule reads them, after markdown-it has set code
// spans and escapes apart; what it leaves out it records (left-out.ts) for the markdown
// copy. Parts: component lines (mdx-component-block.ts), `{…}` attributes of HTML tags
// (mdx-html-attributes.ts), string literals `{'{'}` (mdx-string-literal.ts), MDX in
// links and alt text (mdx-in-links.ts), the reports (mdx-report.ts).
import type { MarkdownIt, StateBlock, StateInline, Token } from 'markdown-it';
import { lineText } from './rule-access.js';
import { escapeHtml } from '../../shared/html-escape.js';
import { cutShort } from '../../shared/clip-text.js';
import type { UnsupportedSyntax } from '../../types.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { leaveOutLines, leftOutRecorder } from '../left-out.js';
import { splitHeadingAttributes } from './heading-attributes.js';
import { componentBlock } from './mdx-component-block.js';
import { expressionBlock } from './mdx-expression-block.js';
import { mdxCodeBlock } from './mdx-code-block.js';
import { type LinkMeta, notePositionsOfLinks } from './mdx-in-links.js';
import {
  includeHint,
  includeOf,
  record,
  recordMdx,
  recordString,
  recordTag,
  type SyntaxEnv,
} from './mdx-report.js';
import {
  asMarkdownText,
  literalText,
  stringLiteralAt,
  stringLiteralText,
} from './mdx-string-literal.js';
import { expressionAttributes } from './mdx-html-attributes.js';
import { jsxNamesIn } from './html-attribute-names.js';
import { type Ends, expressionEnd, htmlTagEnd, jsxTagEnd, jsxTagsIn } from './jsx-scan.js';

type Recorder = ReturnType<typeof leftOutRecorder>;

const looseExpressionAt = /\{[^{}\n]*\}/y;
/** Past a `{…}` at `at` that closes on its line with no brace inside, or -1. */
function looseExpressionEnd(src: string, at: number, to: number): number {
  looseExpressionAt.lastIndex = at;
  return looseExpressionAt.test(src) && looseExpressionAt.lastIndex <= to
    ? looseExpressionAt.lastIndex
    : -1;
}

/** What the scans of one inline text have learnt of where its `{` close, up to its end then. */
const endsOf = new WeakMap<StateInline, { max: number; ends: Ends }>();
function endsIn(state: StateInline): Ends {
  let known = endsOf.get(state);
  if (known?.max !== state.posMax) {
    known = { max: state.posMax, ends: new Map() };
    endsOf.set(state, known);
  }
  return known.ends;
}
/** The start of an ESM statement MDX would run. */
const esmStart =
  /^(?:import\s*(?:[\w$*{]|['"])|export\s+(?:const|let|var|function|async|class|default|type|interface|\{|\*))/;
/** A whole import statement (the block may span lines). */
const importStatement = /^import\s*(?:['"]|[\s\S]*?\bfrom\s*['"])/;

function esmBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.blkIndent !== 0 || state.sCount[startLine]! !== 0) return false;
  if (!esmStart.test(lineText(state, startLine))) return false;
  let next = startLine + 1;
  while (next < endLine && !state.isEmpty(next)) next++;
  const text = state.getLines(startLine, next, 0, false).trim();
  if (text.startsWith('import') && !importStatement.test(text)) return false;
  if (silent) return true;
  const token = state.push('mdx_esm', '', 0);
  token.content = text;
  token.map = [startLine, next];
  token.hidden = true;
  state.line = next;
  return true;
}

function describeEsm(token: Token, env: SyntaxEnv): void {
  const lines = token.content.split('\n');
  lines.forEach((text, i) => {
    if (!esmStart.test(text)) return;
    // The statement runs to the next line that starts one.
    let end = i + 1;
    while (end < lines.length && !esmStart.test(lines[end]!)) end++;
    const statement = lines.slice(i, end).join('\n');
    // Docusaurus pages escape the `_` of a partial's name (`./\_setup.md`), as markdown would.
    const from = /\bfrom\s*['"]([^'"]+)['"]/.exec(statement)?.[1]?.replace(/\\(.)/g, '$1');
    const partial = from !== undefined && /\.mdx?$/.test(from);
    const name = /^import\s+([\w$]+)/.exec(text)?.[1];
    if (partial && name) {
      env.partialNames ??= new Map();
      env.partialNames.set(name, from);
    }
    const instead = partial
      ? name && /^\.\.?\//.test(from)
        ? `remove the line, and ${includeOf(from, name)}`
        : includeHint
      : /\btabs?/i.test(from ?? '')
        ? 'docgen has tabs built in (`::::tabs`); remove the line'
        : 'remove the line';
    record(env, token.map![0] + i, `the line \`${cutShort(text, 80)}\``, instead);
  });
  leaveOutLines(env, token.map![0], token.map![1]);
}

const isMdx = (t: Token) =>
  t.type === 'mdx_jsx' || t.type === 'mdx_expression' || t.type === 'mdx_attribute';
/** A string literal expression: text (as markdown-it's escapes are, so joined with the text around it later). */
const isMdxString = (t: Token) => t.type === 'text_special' && t.info === 'mdx_string';

/** Where an inline MDX token starts in its inline text, and, for an attribute, what it is. */
interface MdxMeta {
  at: number;
  /** The text as written, for a string literal or an attribute name (whose token holds what replaces it). */
  source?: string;
  what?: string;
  instead?: string;
}

/** Counts the lines of `text` up to offsets asked for in increasing order, reading each character once. */
function lineCounter(text: string): (offset: number) => number {
  let at = 0;
  let lines = 0;
  return (offset) => {
    for (; at < offset; at++) if (text.charCodeAt(at) === 10) lines++;
    return lines;
  };
}

/** Records pieces of a token's text (first line `first`) as left out, finding its lines in the source on first use. */
function cutter(recorder: Recorder, first: number | undefined, content: string) {
  let leaveOut: ReturnType<Recorder> | undefined;
  return (from: number, to: number, insert?: string) => {
    if (first === undefined) return;
    leaveOut ??= recorder(first, content);
    leaveOut(from, to, insert);
  };
}

/** Reports the components a line of tags (or one tag split over lines) opens; its lines are left out of the page and the copy. */
function describeComponentLine(token: Token, env: SyntaxEnv): void {
  const [line, end] = token.map!;
  for (const [from, to] of jsxTagsIn(token.content))
    recordTag(env, token.content.slice(from, to), line);
  leaveOutLines(env, line, end!);
}

/** Reports an expression over lines; its lines are left out of the page and the copy. */
function describeExpressionBlock(token: Token, env: SyntaxEnv): void {
  const [line, end] = token.map!;
  recordMdx(env, token.content, line);
  leaveOutLines(env, line, end!);
}

/**
 * Reads a JSX tag or an `{expression}` where one starts, as a token that renders as
 * nothing. Code spans and escaped braces (`\{`) are read by earlier rules, so never here.
 */
function mdxInline(state: StateInline, silent: boolean): boolean {
  const char = state.src[state.pos];
  if (char === '<' && /[a-z]/.test(state.src[state.pos + 1] ?? ''))
    return htmlTagInline(state, silent);
  if (char === '{') {
    // Tried first: its quotes may hold braces (`{'{'}`).
    stringLiteralAt.lastIndex = state.pos;
    const found = stringLiteralAt.exec(state.src);
    if (found && stringLiteralAt.lastIndex <= state.posMax) {
      if (!silent) {
        const token = state.push('text_special', '', 0);
        token.content = literalText(found[1] ?? found[2] ?? '');
        token.info = 'mdx_string';
        token.meta = { at: state.pos, source: found[0] } satisfies MdxMeta;
      }
      state.pos = stringLiteralAt.lastIndex;
      return true;
    }
  }
  const ends = endsIn(state);
  let end =
    char === '<'
      ? jsxTagEnd(state.src, state.pos, state.posMax, ends)
      : char === '{'
        ? expressionEnd(state.src, state.pos, state.posMax, ends)
        : -1;
  // Braces that do not read as JavaScript (`{cond && <p>don't</p>}`: JSX text is not
  // read) but close on their line, nothing nested, are an expression, as they always were.
  if (end < 0 && char === '{') end = looseExpressionEnd(state.src, state.pos, state.posMax);
  if (end < 0) return false;
  const found = state.src.slice(state.pos, end);
  // `{#id aliases=…}` is docgen's heading attribute block, not MDX.
  if (char === '{' && splitHeadingAttributes(`x ${found}`).attributes) return false;
  if (!silent) {
    const token = state.push(char === '<' ? 'mdx_jsx' : 'mdx_expression', '', 0);
    token.content = found;
    token.meta = { at: state.pos };
  }
  state.pos += found.length;
  return true;
}

/** The edits of a lowercase tag: its expression attributes go, its JSX attribute names become HTML's. */
function tagEdits(tag: string): TagEdit[] {
  const edits: TagEdit[] = (expressionAttributes(tag) ?? []).map((piece) => ({ ...piece }));
  for (const [from, to, name] of jsxNamesIn(tag)) edits.push({ from, to, name });
  return edits.sort((a, b) => a.from - b.from);
}

/** A piece of a lowercase tag: left out (with what it is and what to write), or renamed to `name`. */
interface TagEdit {
  from: number;
  to: number;
  what?: string;
  instead?: string;
  name?: string;
}

/**
 * Reads a lowercase HTML tag with `{…}` attribute values or JSX attribute names: the
 * tag stays HTML without the values (or, for an image whose source is one, goes whole),
 * with HTML's names.
 */
function htmlTagInline(state: StateInline, silent: boolean): boolean {
  const end = htmlTagEnd(state.src, state.pos, state.posMax, endsIn(state));
  const tag = end < 0 ? undefined : state.src.slice(state.pos, end);
  if (tag === undefined || !/\{|className|htmlFor/.test(tag)) return false;
  const edits = tagEdits(tag);
  if (edits.length === 0) return false;
  if (!silent) {
    let kept = 0;
    const keep = (to: number) => {
      if (to > kept) state.push('html_inline', '', 0).content = tag.slice(kept, to);
    };
    for (const { from, to, what, instead, name } of edits) {
      keep(from);
      const token = state.push(name ? 'mdx_html_name' : 'mdx_attribute', '', 0);
      token.content = name ?? tag.slice(from, to);
      token.meta = {
        at: state.pos + from,
        what,
        instead,
        source: tag.slice(from, to),
      } satisfies MdxMeta;
      kept = to;
    }
    keep(tag.length);
  }
  state.pos += tag.length;
  return true;
}

/**
 * The pieces of MDX in an HTML block that holds a component (so is JSX, not HTML): its
 * tags, lowercase tags (whose attributes may be expressions), string literals and
 * expressions, each as [start, end).
 */
function piecesOfJsx(text: string): [number, number][] {
  const pieces: [number, number][] = [];
  const ends: Ends = new Map();
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    let end = -1;
    if (c === '<') {
      end = jsxTagEnd(text, i, text.length, ends);
      if (end < 0) end = htmlTagEnd(text, i, text.length, ends);
    } else if (c === '{') {
      stringLiteralAt.lastIndex = i;
      end = stringLiteralAt.test(text)
        ? stringLiteralAt.lastIndex
        : expressionEnd(text, i, text.length, ends);
      if (end < 0) end = looseExpressionEnd(text, i, text.length);
    }
    if (end < 0) continue;
    pieces.push([i, end]);
    i = end - 1;
  }
  return pieces;
}

/** The lowercase tags of a block of plain HTML that name an attribute as JSX does (`className`), each as [start, end). */
function tagsWithJsxNames(text: string): [number, number][] {
  if (!/className|htmlFor/.test(text)) return [];
  const tags: [number, number][] = [];
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
    const end = htmlTagEnd(text, i);
    if (end >= 0 && jsxNamesIn(text.slice(i, end)).length > 0) tags.push([i, end]);
  }
  return tags;
}

/** Whether an HTML block is JSX: it holds a component tag, or a lowercase tag with an expression attribute. */
function isJsx(text: string): boolean {
  if (jsxTagsIn(text).length > 0) return true;
  const ends: Ends = new Map();
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
    const end = htmlTagEnd(text, i, text.length, ends);
    if (end >= 0 && expressionAttributes(text.slice(i, end))) return true;
  }
  return false;
}

/**
 * Removes JSX tags from an HTML block, and the expressions of a block that holds
 * one (`<Card>Run {props.command}</Card>`), reporting and recording each. Braces in
 * a block of plain HTML (a `<style>` rule, say) are its own.
 */
function stripJsxBlock(token: Token, env: SyntaxEnv, recorder: Recorder): void {
  const pieces = isJsx(token.content)
    ? piecesOfJsx(token.content)
    : tagsWithJsxNames(token.content);
  if (pieces.length === 0) return;
  const first = token.map?.[0];
  const linesBefore = lineCounter(token.content);
  const cut = cutter(recorder, first, token.content);
  const without = (found: string, offset: number): string => {
    const line = first === undefined ? undefined : first + linesBefore(offset);
    if (/^<[a-z]/.test(found)) {
      let kept = '';
      let at = 0;
      for (const edit of tagEdits(found)) {
        if (edit.what !== undefined) record(env, line, edit.what, edit.instead ?? '');
        cut(offset + edit.from, offset + edit.to, edit.name);
        kept += found.slice(at, edit.from) + (edit.name ?? '');
        at = edit.to;
      }
      return kept + found.slice(at);
    }
    const literal = stringLiteralText(found);
    if (literal !== undefined) {
      recordString(env, found, line);
      cut(offset, offset + found.length, asMarkdownText(literal));
      return escapeHtml(literal);
    }
    recordMdx(env, found, line);
    cut(offset, offset + found.length);
    return '';
  };
  let stripped = '';
  let kept = 0;
  for (const [offset, end] of pieces) {
    stripped +=
      token.content.slice(kept, offset) + without(token.content.slice(offset, end), offset);
    kept = end;
  }
  stripped += token.content.slice(kept);
  if (stripped.trim() === '' && token.map) leaveOutLines(env, token.map[0], token.map[1]);
  token.content = stripped.trim() === '' ? '' : stripped;
}

/** Where the scan of a token stream is: the table row it is in, and how far that row's cells were found in the source. */
interface Scan {
  recorder: Recorder;
  row?: { line?: number; located: number };
}

/** Text on both sides of a piece of MDX keeps one space between them. */
function collapseSpaces(children: Token[]): void {
  children.forEach((child, i) => {
    const before = children[i - 1];
    const after = children[i + 1];
    if (isMdx(child) && before?.type === 'text' && after?.type === 'text')
      if (before.content.endsWith(' ') && after.content.startsWith(' '))
        after.content = after.content.slice(1);
  });
}

/** A piece of MDX in an inline token: where it starts in the token's text, and what it is. */
interface Found {
  child: Token;
  at: number;
  kind: 'mdx' | 'string' | 'link' | 'name';
}

/**
 * The MDX among an inline token's children, each with where it starts in the token's
 * text: tags and expressions, those in an image's alt text, and links whose destination
 * is an expression (their tags become ones that render nothing, so the text stays).
 */
function mdxOf(children: Token[]): Found[] {
  const found: Found[] = [];
  const kind = (t: Token) => (isMdxString(t) ? 'string' : 'mdx');
  children.forEach((child, i) => {
    if (isMdx(child) || isMdxString(child))
      found.push({ child, at: (child.meta as unknown as MdxMeta).at, kind: kind(child) });
    else if (child.type === 'mdx_html_name')
      found.push({ child, at: (child.meta as unknown as MdxMeta).at, kind: 'name' });
    else if (child.type === 'image') {
      const image = child.meta as unknown as LinkMeta | null;
      // Alt text is text: a string literal there is its characters, joined by nothing later.
      for (const c of child.children ?? []) {
        if (!isMdx(c) && !isMdxString(c)) continue;
        const at = image ? image.at + 2 + (c.meta as unknown as MdxMeta).at : undefined;
        if (at !== undefined) found.push({ child: c, at, kind: kind(c) });
        if (isMdxString(c) || !image) c.type = 'text';
      }
    } else if (
      child.type === 'link_open' &&
      (child.meta as unknown as LinkMeta | null)?.expression
    ) {
      found.push({ child, at: (child.meta as unknown as LinkMeta).at, kind: 'link' });
      child.type = 'mdx_link';
      const close = children.findIndex((c, j) => j > i && c.type === 'link_close');
      if (close >= 0) children[close]!.type = 'mdx_link';
    }
  });
  return found;
}

/**
 * Reports the MDX an inline token holds and records where it sat; a paragraph left
 * empty is not rendered.
 */
function scanInline(tokens: Token[], index: number, env: SyntaxEnv, scan: Scan): void {
  const token = tokens[index]!;
  const children = token.children ?? [];
  const found = mdxOf(children);
  if (found.length === 0) return;
  // A table cell has no line of its own: its row has, and the row's cells before it
  // are found in that line first, so that one with the same text is not taken for it.
  const opener = tokens[index - 1]?.type;
  const cell = !token.map && (opener === 'td_open' || opener === 'th_open') ? scan.row : undefined;
  const first = cell ? cell.line : token.map?.[0];
  if (cell && first !== undefined) {
    for (; cell.located < index; cell.located++)
      if (tokens[cell.located]!.type === 'inline')
        scan.recorder(first, tokens[cell.located]!.content);
    cell.located++;
  }
  const linesBefore = lineCounter(token.content);
  const cut = cutter(scan.recorder, first, token.content);
  for (const { child, at, kind } of found) {
    const { what, instead, source } = (child.meta ?? {}) as Partial<MdxMeta>;
    const line = first === undefined ? undefined : first + linesBefore(at);
    if (kind === 'link') {
      const link = child.meta as unknown as LinkMeta;
      record(
        env,
        line,
        `the MDX expression ${link.expression} as a link's destination`,
        "write the link's URL, or the `.md` file it goes to; the link's text was kept",
      );
      cut(at, at + 1);
      cut(link.labelEnd!, link.end!);
      continue;
    }
    if (kind === 'name') {
      cut(at, at + (source ?? '').length, child.content);
      continue;
    }
    if (kind === 'string') {
      recordString(env, source ?? '', line);
      cut(at, at + (source ?? '').length, asMarkdownText(child.content));
      continue;
    }
    if (what !== undefined) record(env, line, what, instead ?? '');
    else recordMdx(env, child.content, line);
    cut(at, at + child.content.length);
  }
  // `see <Badge /> here` reads `see here`, as in the markdown copy (left-out.ts).
  collapseSpaces(children);
  for (const child of children) if (child.type === 'image') collapseSpaces(child.children ?? []);
  const open = tokens[index - 1];
  const close = tokens[index + 1];
  const left = children.some(
    (c) =>
      c.type === 'image' ||
      (c.type !== 'softbreak' && c.type !== 'hardbreak' && !isMdx(c) && c.content.trim() !== ''),
  );
  if (!left && open?.type === 'paragraph_open' && close?.type === 'paragraph_close') {
    open.hidden = true;
    close.hidden = true;
    token.children = [];
    token.content = '';
    if (token.map) leaveOutLines(env, token.map[0], token.map[1]);
  }
}

export function unsupportedSyntaxPlugin(md: MarkdownIt): void {
  md.block.ruler.before('paragraph', 'mdx_esm', esmBlock);
  // After fences and indented code, which keep tags as code; before HTML blocks, which would keep what they hold as raw HTML.
  md.block.ruler.before('html_block', 'mdx_component', componentBlock);
  md.renderer.rules.mdx_component = () => '';
  md.renderer.rules.mdx_esm = () => '';
  md.block.ruler.before('paragraph', 'mdx_expression_block', expressionBlock);
  md.block.ruler.before('fence', 'mdx_code_block', mdxCodeBlock);
  md.renderer.rules.mdx_code_block = () => '';
  md.renderer.rules.mdx_expression_block = () => '';
  md.inline.ruler.before('html_inline', 'mdx_inline', mdxInline);
  md.renderer.rules.mdx_jsx = () => '';
  md.renderer.rules.mdx_expression = () => '';
  md.renderer.rules.mdx_attribute = () => '';
  md.renderer.rules.mdx_html_name = (tokens, i) => tokens[i]!.content;
  md.renderer.rules.mdx_link = () => '';
  notePositionsOfLinks(md);
  md.core.ruler.after('inline', 'docgen_unsupported_syntax', (state) => {
    const env = state.env as SyntaxEnv;
    const scan: Scan = { recorder: leftOutRecorder(state.src, env) };
    state.tokens.forEach((token, index) => {
      if (token.type === 'mdx_esm') describeEsm(token, env);
      else if (token.type === 'mdx_component') describeComponentLine(token, env);
      else if (token.type === 'mdx_expression_block') describeExpressionBlock(token, env);
      else if (token.type === 'mdx_code_block') leaveOutLines(env, token.map![0], token.map![1]);
      else if (token.type === 'html_block') stripJsxBlock(token, env, scan.recorder);
      else if (token.type === 'tr_open') scan.row = { line: token.map?.[0], located: index };
      else if (token.type === 'inline') scanInline(state.tokens, index, env, scan);
    });
  });
}

/** What the plugin found in the last render with this env. */
export function unsupportedSyntaxOf(env: MarkdownEnv): UnsupportedSyntax[] {
  const e = env as SyntaxEnv;
  e.unsupported ??= [];
  return e.unsupported;
}
