// markdown-it configured for docs: heading ids + TOC + search sections, admonitions,
// tabs, titled and highlighted code fences, and link rewriting/recording.
import markdownIt from 'markdown-it';
import footnote from 'markdown-it-footnote';
import type { MarkdownIt, Token } from 'markdown-it';
import { createHeadingIds, type HeadingIds } from './heading-ids.js';
import type { DocSection, Heading, LinkRef, RenderWarning, UnsupportedSyntax } from '../types.js';
import { tableCodePlugin } from './table-code.js';
import { codeBlockHtml, parseLineRanges } from './code-block.js';
import { applyMagicComments } from './magic-comments.js';
import { mathPlugin, rendersMath } from './math.js';
import { mermaidHtml } from './mermaid.js';
import { htmlText } from './html-text.js';
import { escapeHtml } from '../shared/html-escape.js';
import { sectionLinkLabel } from '../../templates/static-labels.js';
import {
  admonitionPlugin,
  admonitionWarningsOf,
  githubAlertsPlugin,
} from './plugins/admonitions.js';
import { docCardsLinesOf, docCardsPlugin } from './plugins/doc-cards.js';
import { taskListPlugin } from './plugins/task-lists.js';
import { tabsPlugin } from './plugins/tabs.js';
import { linkPlugin } from './plugins/links.js';
import { unclosedFencePlugin, unclosedWarningsOf } from './plugins/unclosed-blocks.js';
import { fenceMarkersPlugin, fenceMarkerWarningsOf, textMarksOf } from './plugins/fence-markers.js';
import { containerWarningsOf } from './plugins/container-block.js';
import { tooDeepBlocksPlugin } from './plugins/too-deep-blocks.js';
import { verbatimLinesPlugin } from './plugins/verbatim-lines.js';
import type { MarkdownEnv } from './markdown-env.js';
import { htmlAllowlistPlugin } from './plugins/html-allowlist.js';
import { splitHeadingAttributes } from './plugins/heading-attributes.js';
import { createPageHeadingIds, type HeadingRef, type PageHeadingIds } from './page-heading-ids.js';
import { partHtml, partsOf, type PagePart } from './page-parts.js';
import { unsupportedSyntaxOf, unsupportedSyntaxPlugin } from './plugins/unsupported-syntax.js';
import { extraH1WarningsOf, oneH1Plugin, startsBody } from './plugins/one-h1.js';
import { vitepressMarkupPlugin, vitepressWarningsOf } from './plugins/vitepress-markup.js';
import { vueBlocksPlugin, vueBlockWarningsOf } from './plugins/vue-blocks.js';
import { rawTextWarningsOf, unclosedRawTextPlugin } from './plugins/unclosed-raw-text.js';
import { codeNotationPlugin } from './plugins/code-notation.js';
import {
  leftOutCounts,
  leftOutOf,
  leftOutRecorder,
  shiftLeftOut,
  type LeftOut,
} from './left-out.js';

interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  sections: DocSection[];
  links: LinkRef[];
  anchors: string[];
  h1?: string;
  /** The first h1's id and aliases (MarkdownEnv.h1Ids). */
  h1Ids?: string[];
  /** Plain text of the first paragraph, for a default description. */
  firstParagraph?: string;
  /** MDX the page holds, left out of it (see plugins/unsupported-syntax.ts). */
  unsupported: UnsupportedSyntax[];
  /** What the page left out of its body (MDX, heading attributes): the markdown copy leaves it out too. */
  leftOut: LeftOut;
  /** The body starts with an h1 (the page's title, not repeated by the layout). */
  leadingH1: boolean;
  /** The body has math: the page needs KaTeX's stylesheet. */
  usesMath: boolean;
  /** What the page should be told about (an old heading id another heading took). */
  warnings: RenderWarning[];
  /** The lines (1-based, counted as the page's file) of its `:::doc-cards` blocks. */
  docCardsLines: number[];
}

/**
 * Parses `js title="a.js" {1,3-4} showLineNumbers` into its parts, with the forms
 * Docusaurus and Starlight (Expressive Code) authors write: `showLineNumbers=5`
 * starts the numbers at 5, `mark={2}` highlights like `{2}`, `ins={3}` and
 * `del={4}` mark lines added and removed.
 */
export function parseFenceInfo(info: string): {
  lang?: string;
  title?: string;
  lines?: Set<number>;
  inserted?: Set<number>;
  deleted?: Set<number>;
  showLineNumbers: boolean;
  firstLineNumber?: number;
  wrap: boolean;
} {
  // VitePress writes the highlighted lines against the language (`js{4}`): read as `js {4}`.
  const trimmed = info.trim().replace(/^([^\s{=]+)\{/, '$1 {');
  const lang = /^[^\s{]+/.exec(trimmed)?.[0];
  // An attribute of its own: `'title="x"'` is a text marker (fence-markers.ts), not a title.
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(trimmed);
  const rangesOf = (pattern: RegExp) => {
    const found = pattern.exec(trimmed);
    return found ? parseLineRanges(found[1]!) : undefined;
  };
  const bare = rangesOf(/(?:^|\s)\{([\d,\s-]+)\}/);
  const mark = rangesOf(/(?:^|\s)mark=\{([\d,\s-]+)\}/);
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(trimmed);
  return {
    lang: lang && !lang.includes('=') ? lang : undefined,
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    lines: bare || mark ? new Set([...(bare ?? []), ...(mark ?? [])]) : undefined,
    inserted: rangesOf(/(?:^|\s)ins=\{([\d,\s-]+)\}/),
    deleted: rangesOf(/(?:^|\s)del=\{([\d,\s-]+)\}/),
    showLineNumbers: numbers !== null,
    firstLineNumber: numbers?.[1] !== undefined ? Number(numbers[1]) : undefined,
    // A bare `wrap` word, not one inside the title.
    wrap: /(?:^|\s)wrap(?=\s|$)/.test(trimmed.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '')),
  };
}

/** Where the heading rule keeps the ids a page has given out (in its MarkdownEnv). */
const headingIds = Symbol('docgen heading ids');

interface HeadingEntry {
  token: Token;
  depth: number;
  text: string;
  id: string;
  aliases: string[];
  /** The id an earlier docgen gave it, when different: an alias unless taken. */
  previousId?: string;
  where: HeadingRef;
}

/** A page's heading ids so far (kept in its MarkdownEnv). */
interface HeadingState {
  ids: HeadingIds;
  claimed: PageHeadingIds;
  seenBefore: Set<string>;
}

const headingStateOf = (env: MarkdownEnv) => env[headingIds] as HeadingState | undefined;

function headingPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docgen_headings', (state) => {
    const env = state.env as unknown as MarkdownEnv;
    // Kept with the render, not the parse: a long page is parsed a part at a time (renderMarkdown).
    env[headingIds] ??= {
      ids: createHeadingIds(),
      claimed: createPageHeadingIds(),
      // The ids the earlier docgen would have taken, to number its repeats as it did.
      seenBefore: new Set<string>(),
    } satisfies HeadingState;
    const { ids, claimed, seenBefore } = env[headingIds] as HeadingState;
    const tokens = state.tokens;
    const entries: HeadingEntry[] = [];
    const leaveOut = leftOutRecorder(state.src, env);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type !== 'heading_open') continue;
      const inline = tokens[i + 1]!;
      const { text: bare, attributes } = splitHeadingAttributes(inline.content);
      if (attributes) {
        if (inline.map) leaveOut(inline.map[0], inline.content)(bare.length, inline.content.length);
        inline.content = bare;
        const lastText = inline.children?.filter((c) => c.type === 'text').at(-1);
        if (lastText) lastText.content = splitHeadingAttributes(lastText.content).text;
      }
      const text = inlineText(inline);
      const depth = Number(token.tag.slice(1));
      if (depth === 1 && env.h1 === undefined) env.h1 = text;
      const where: HeadingRef = {
        text,
        file: env.file,
        line: token.map ? token.map[0] + 1 + (env.lineOffset ?? 0) : undefined,
      };
      let id = attributes?.id;
      let previousId: string | undefined;
      if (id === undefined) {
        id = ids.id(text);
        previousId = ids.previousId(text);
        // An automatic id steps past ids that explicit ones already took.
        while (claimed.has(id)) id = ids.id(text);
        while (seenBefore.has(previousId)) previousId = ids.previousId(text);
        seenBefore.add(previousId);
      }
      for (const one of [id, ...(attributes?.aliases ?? [])]) {
        claimed.claim(one, where);
        seenBefore.add(one);
      }
      entries.push({
        token,
        depth,
        text,
        id,
        aliases: attributes?.aliases ?? [],
        previousId,
        where,
      });
    }
    // The old ids go last: an id or alias a heading claims wins over another heading's old id.
    for (const entry of entries) {
      const old = entry.previousId;
      if (old !== undefined && old !== entry.id && claimed.keepOldId(old, entry.where))
        entry.aliases.push(old);
    }
    for (const { token, depth, text, id, aliases } of entries) {
      token.attrSet('id', id);
      if (aliases.length) token.meta = { ...token.meta, aliases };
      env.ids.push(id, ...aliases);
      if (depth === 1) env.h1Ids ??= [id, ...aliases];
      // Every level below the title: the site (tableOfContents) or the page (toc_*_heading_level) picks.
      if (depth >= 2) env.headings.push({ depth: depth as Heading['depth'], text, id });
    }
  });
  const defaultOpen = md.renderer.rules.heading_open;
  md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const open = defaultOpen
      ? defaultOpen(tokens, idx, options, env, self)
      : self.renderToken(tokens, idx, options);
    // Old ids land here too: an empty element carries each alias.
    const aliases = ((token.meta as { aliases?: string[] } | null)?.aliases ?? [])
      .map((a) => `<span id="${escapeHtml(a)}"></span>`)
      .join('');
    return `${open}${aliases}`;
  };
  // The anchor follows the text (CSS still shows it before): a heading's accessible name
  // is its text first, not 'Link to this section' before every title.
  const defaultClose = md.renderer.rules.heading_close;
  md.renderer.rules.heading_close = (tokens, idx, options, env, self) => {
    const close = defaultClose
      ? defaultClose(tokens, idx, options, env, self)
      : self.renderToken(tokens, idx, options);
    const open = tokens[idx - 2];
    const id = open?.type === 'heading_open' ? open.attrGet('id')?.toString() : undefined;
    if (!id || open!.tag === 'h1') return close;
    return `${hashLinkHtml(id)}${close}`;
  };
}

/** The heading's own anchor, named so that a list of links says what it is. */
const hashLinkHtml = (id: string) =>
  `<a class="hash-link" href="#${escapeHtml(id)}" aria-label="${sectionLinkLabel}"></a>`;

function fencePlugin(md: MarkdownIt): void {
  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx]!;
    const info = parseFenceInfo(token.info);
    if (info.lang === 'mermaid') return mermaidHtml(token.content);
    const magic = applyMagicComments(token.content);
    const highlightLines = new Set([...(info.lines ?? []), ...magic.lines]);
    return codeBlockHtml({
      code: magic.code,
      lang: info.lang,
      title: info.title,
      highlightLines,
      insertedLines: info.inserted,
      deletedLines: info.deleted,
      textMarks: textMarksOf(token.info),
      showLineNumbers: info.showLineNumbers,
      firstLineNumber: info.firstLineNumber,
      wrap: info.wrap,
    });
  };
  md.renderer.rules.code_block = (tokens, idx) => codeBlockHtml({ code: tokens[idx]!.content });
}

function tablePlugin(md: MarkdownIt): void {
  // Wide tables scroll inside themselves instead of widening the page.
  md.renderer.rules.table_open = () => '<div class="table-wrapper" tabindex="0"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
}

const textTypes = new Set(['text', 'code_inline', 'math_inline']);

function inlineText(token: Token): string {
  if (!token.children) return token.content;
  return token.children
    .map((c) => (textTypes.has(c.type) ? c.content : c.type === 'softbreak' ? ' ' : ''))
    .join('')
    .trim();
}

/**
 * Splits the token stream into the intro and one section per h2/h3, as plain text:
 * fed the tokens of each part of a page in turn, then asked for the sections.
 */
function sectionCollector(pageTitle: string): {
  add(tokens: Token[]): void;
  sections(): DocSection[];
} {
  const sections: DocSection[] = [{ anchor: '', title: pageTitle, text: '' }];
  const parts: string[][] = [[]];
  const add = (tokens: Token[]) => {
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
        sections.push({
          anchor: token.attrGet('id')?.toString() ?? '',
          title: inlineText(tokens[i + 1]!),
          text: '',
        });
        parts.push([]);
        i += 2;
        continue;
      }
      if (token.type === 'heading_open' && token.tag === 'h1') {
        i += 2;
        continue;
      }
      const bucket = parts[parts.length - 1]!;
      // An admonition's title is not searched, as before titles were markdown.
      if (token.type === 'inline' && !token.meta?.admonitionTitle) bucket.push(inlineText(token));
      // Code as the page shows it: without Docusaurus's magic comment lines.
      else if (token.type === 'fence') bucket.push(applyMagicComments(token.content).code);
      else if (token.type === 'code_block') bucket.push(token.content);
    }
  };
  return {
    add,
    sections: () =>
      sections
        .map((s, i) => ({ ...s, text: parts[i]!.join(' ').replace(/\s+/g, ' ').trim() }))
        .filter((s, i) => i > 0 || s.text.length > 0),
  };
}

function firstParagraph(tokens: Token[]): string | undefined {
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    // A paragraph that held only MDX is hidden.
    if (t.type === 'paragraph_open' && t.level === 0 && !t.hidden)
      return inlineText(tokens[i + 1]!);
  }
  return undefined;
}

/**
 * A markdown-it instance with the docs extensions. Create once, render many.
 * `untrusted`: for text from an OpenAPI document, whose raw HTML passes an allowlist
 * of harmless presentational tags (tables, <b>, <code>) and is otherwise escaped.
 */
export function createMarkdown({ untrusted = false } = {}): MarkdownIt {
  const md = new markdownIt({ html: true, linkify: true, typographer: false });
  // What authors bring from Docusaurus, Starlight and GitHub is read in pages, not
  // in a spec's text: that is rendered in many small pieces (every field's
  // description), where each extra rule costs on every piece.
  const pages = !untrusted;
  if (untrusted) md.use(htmlAllowlistPlugin);
  // A spec's text is not MDX and its braces are text.
  if (pages) md.use(unsupportedSyntaxPlugin);
  md.use(headingPlugin);
  if (pages) md.use(oneH1Plugin);
  md.use(fencePlugin);
  md.use(tablePlugin);
  md.use(tableCodePlugin);
  md.use(admonitionPlugin);
  if (pages) {
    md.use(githubAlertsPlugin);
    md.use(taskListPlugin);
    md.use(footnote);
    md.use(mathPlugin);
    md.use(unclosedFencePlugin);
    md.use(fenceMarkersPlugin);
    md.use(tooDeepBlocksPlugin);
    md.use(verbatimLinesPlugin);
    md.use(vitepressMarkupPlugin);
    md.use(codeNotationPlugin);
    md.use(vueBlocksPlugin);
    // After the Vue blocks, whose unclosed `<script setup>` is left out, not shown.
    md.use(unclosedRawTextPlugin);
  }
  md.use(docCardsPlugin);
  md.use(tabsPlugin);
  // Text whose raw HTML goes through the allowlist (a spec's) has its links rewritten there, not recorded.
  md.use(linkPlugin, { rawHtml: pages });
  return md;
}

/** What a render is told about its page: the env's inputs, and the page's front matter title. */
type RenderContext = Pick<
  MarkdownEnv,
  | 'file'
  | 'lineOffset'
  | 'resolveLink'
  | 'resolveAsset'
  | 'written'
  | 'linkBase'
  | 'route'
  | 'routeOf'
  | 'titleAbove'
  | 'hideTitle'
  | 'admonitionLabels'
> & { title?: string };

/** Renders a markdown body and returns the HTML with its headings, sections and links. */
export function renderMarkdown(
  md: MarkdownIt,
  source: string,
  context: RenderContext = {},
): RenderedMarkdown {
  // A long page is parsed and rendered a part at a time (page-parts.ts).
  const parts = partsOf(source, (header) => startsTable(md, header));
  return (
    (parts.length > 1 ? renderParts(md, parts, context) : undefined) ??
    renderParts(md, [{ line: 0, text: source }], context)!
  );
}

/** True when markdown-it reads these two lines as the start of a table. */
const startsTable = (md: MarkdownIt, lines: string) =>
  md.parse(lines, { links: [], headings: [], ids: [] })[0]?.type === 'table_open';

/** The tokens without the table head (a continued table's repeated header). */
const withoutHead = (tokens: Token[]) => {
  const open = tokens.findIndex((t) => t.type === 'thead_open');
  const close = tokens.findIndex((t) => t.type === 'thead_close');
  return open < 0 || close < 0 ? tokens : [...tokens.slice(0, open), ...tokens.slice(close + 1)];
};

/** Renders the parts of a long page (page-parts.ts) one after the other into one page; undefined when a part's HTML cannot be joined. */
export function renderParts(
  md: MarkdownIt,
  parts: PagePart[],
  context: RenderContext = {},
): RenderedMarkdown | undefined {
  const { title, ...inputs } = context;
  const env: MarkdownEnv = { ...inputs, links: [], headings: [], ids: [] };
  const base = context.lineOffset ?? 0;
  const html: string[] = [];
  let collector: ReturnType<typeof sectionCollector> | undefined;
  let first: string | undefined;
  let leadingH1: boolean | undefined;
  for (const part of parts) {
    const header = part.tableHeader ?? '';
    env.lineOffset = base + part.line - (header ? 2 : 0);
    const linksBefore = env.links.length;
    const unsupportedBefore = unsupportedSyntaxOf(env).length;
    const leftOutBefore = leftOutCounts(env);
    const tokens = md.parse(header + part.text, env);
    // What the part left out sits on lines of the part: make them lines of the body.
    // A repeated table header was left out (or not) where the table starts.
    const headerLines = header ? 2 : 0;
    shiftLeftOut(env, leftOutBefore, part.line - headerLines, headerLines);
    if (header) {
      // The header's links (and MDX) are recorded with the part that starts the table.
      const own = env.links
        .slice(linksBefore)
        .filter((l) => (l.line ?? Infinity) > base + part.line);
      env.links.length = linksBefore;
      env.links.push(...own);
      const unsupported = unsupportedSyntaxOf(env);
      const ownMdx = unsupported
        .splice(unsupportedBefore)
        .filter((u) => (u.line ?? Infinity) > base + part.line);
      unsupported.push(...ownMdx);
    }
    // An old id kept as an alias in an earlier part, and claimed by a heading of this
    // one, leaves the earlier part's HTML and the page's anchors.
    for (const old of headingStateOf(env)?.claimed.takenBack() ?? []) {
      env.ids.splice(env.ids.indexOf(old), 1);
      const element = `<span id="${escapeHtml(old)}"></span>`;
      const at = html.findIndex((h) => h.includes(element));
      if (at >= 0) html[at] = html[at]!.replace(element, '');
    }
    const rendered = partHtml(part, md.renderer.render(tokens, md.options, env));
    if (rendered === undefined) return undefined;
    html.push(rendered);
    // The page's title may be its first h1, known once the part that holds it is parsed.
    collector ??= sectionCollector(title ?? env.h1 ?? '');
    collector.add(header ? withoutHead(tokens) : tokens);
    first ??= firstParagraph(tokens);
    // A part that shows nothing (a Vue block alone) leaves it to the next.
    const lead = tokens.find(startsBody);
    if (lead) leadingH1 ??= lead.tag === 'h1';
  }
  env.lineOffset = context.lineOffset;
  return {
    html: html.join(''),
    headings: env.headings,
    sections: collector!.sections(),
    links: env.links,
    anchors: env.htmlAnchors ? [...new Set([...env.ids, ...env.htmlAnchors])] : env.ids,
    h1: env.h1,
    h1Ids: env.h1Ids,
    firstParagraph: first,
    unsupported: unsupportedSyntaxOf(env),
    leftOut: leftOutOf(env),
    usesMath: rendersMath(env),
    warnings: [
      ...(headingStateOf(env)?.claimed.warnings ?? []),
      ...admonitionWarningsOf(env),
      ...containerWarningsOf(env),
      ...unclosedWarningsOf(env),
      ...fenceMarkerWarningsOf(env),
      ...extraH1WarningsOf(env),
      ...vitepressWarningsOf(env),
      ...vueBlockWarningsOf(env),
      ...rawTextWarningsOf(env),
    ],
    leadingH1: leadingH1 ?? false,
    docCardsLines: docCardsLinesOf(env),
  };
}

/** The h2 and h3 headings of a markdown text with their ids, as renderMarkdown gives them, without rendering it. */
export function markdownHeadings(md: MarkdownIt, source: string): Heading[] {
  const env: MarkdownEnv = { links: [], headings: [], ids: [] };
  md.parse(source, env);
  return env.headings;
}

/** The renderer of text from an OpenAPI document (`untrusted`). */
export const specMarkdown = createMarkdown({ untrusted: true });

/**
 * The plain text of the first paragraph of an OpenAPI document's text (`**bold**` → bold, a
 * link → its text), read as a page's description is: a one-line summary for meta tags and
 * llms.txt. A text without a paragraph of its own (an HTML block, a list) gives its first
 * block's text instead: the text of the HTML the page shows (the allowlist's), so that a tag
 * the page escapes (`<script>`, `<title>`) reads as text here too, not as markup that hides
 * what follows it.
 */
export function specSummary(source: string): string | undefined {
  const env: MarkdownEnv = { links: [], headings: [], ids: [] };
  const tokens = specMarkdown.parse(source, env);
  return firstParagraph(tokens) ?? firstBlockText(tokens, env);
}

/** The plain text of a line of an OpenAPI document read as inline markdown (a title with `code`). */
export const specInlineText = (source: string): string =>
  inlineText(specMarkdown.parseInline(source, { links: [], headings: [], ids: [] })[0]!);

/**
 * The text of the first block that shows any: an HTML block's as rendered (through the
 * allowlist) without its tags, a list's first item's.
 */
function firstBlockText(tokens: Token[], env: MarkdownEnv): string | undefined {
  for (const t of tokens) {
    const text =
      t.type === 'inline'
        ? inlineText(t)
        : t.type === 'html_block'
          ? htmlText(specMarkdown.renderer.render([t], specMarkdown.options, env))
          : '';
    if (text) return text;
  }
  return undefined;
}

/**
 * Renders a piece of an OpenAPI document's text (a description): see `specMarkdown`. Its
 * relative links point at `linkBase` when the text has a site of its own, else are read from
 * `route` (the API pages' folder: every page that shows the text reads them alike).
 */
export function renderMarkdownFragment(
  source: string,
  context: Pick<RenderContext, 'route' | 'linkBase' | 'admonitionLabels'> = {},
): string {
  return renderMarkdown(specMarkdown, source, context).html;
}
