// markdown-it configured for docs: heading ids + TOC + search sections, admonitions,
// tabs, titled and highlighted code fences, and link rewriting/recording.
import markdownIt from 'markdown-it';
import type { MarkdownIt } from 'markdown-it';
type Token = ReturnType<MarkdownIt['parse']>[number];
import { createSlugger } from '../shared/slug.js';
import type { DocSection, Heading, LinkRef } from '../types.js';
import { tableCodePlugin } from './table-code.js';
import { codeBlockHtml, parseLineRanges } from './code-block.js';
import { escapeHtml } from '../shared/html-escape.js';
import { admonitionPlugin } from './plugins/admonitions.js';
import { docCardsPlugin } from './plugins/doc-cards.js';
import { tabsPlugin } from './plugins/tabs.js';
import { linkPlugin } from './plugins/links.js';
import type { LinkResolver, MarkdownEnv } from './markdown-env.js';
import { htmlAllowlistPlugin } from './plugins/html-allowlist.js';
import { claimId, splitHeadingAttributes } from './plugins/heading-attributes.js';

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  sections: DocSection[];
  links: LinkRef[];
  anchors: string[];
  h1?: string;
  /** Plain text of the first paragraph, for a default description. */
  firstParagraph?: string;
}

export interface MarkdownOptions {
  /** Allow raw HTML in the source. Off for text that comes from a downloaded spec. */
  allowHtml?: boolean;
  /** With allowHtml off: keep harmless presentational tags (tables, <b>, <code>) instead of escaping them. */
  htmlAllowlist?: boolean;
}

/** Parses `js title="a.js" {1,3-4} showLineNumbers` into its parts. */
export function parseFenceInfo(info: string): {
  lang?: string;
  title?: string;
  lines?: Set<number>;
  showLineNumbers: boolean;
  wrap: boolean;
} {
  const trimmed = info.trim();
  const lang = /^[^\s{]+/.exec(trimmed)?.[0];
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(trimmed);
  const ranges = /\{([\d,\s-]+)\}/.exec(trimmed);
  return {
    lang: lang && !lang.includes('=') ? lang : undefined,
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    lines: ranges ? parseLineRanges(ranges[1]!) : undefined,
    showLineNumbers: /\bshowLineNumbers\b/.test(trimmed),
    // A bare `wrap` word, not one inside the title.
    wrap: /(?:^|\s)wrap(?=\s|$)/.test(trimmed.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '')),
  };
}

/** Where the heading rule keeps the ids a page has given out (in its MarkdownEnv). */
const headingIds = Symbol('docgen heading ids');

function headingPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docgen_headings', (state) => {
    const env = state.env as unknown as MarkdownEnv;
    // Kept with the render, not the parse: a long page is parsed a part at a time (renderMarkdown).
    env[headingIds] ??= { slug: createSlugger(), seen: new Set<string>() };
    const { slug, seen } = env[headingIds] as {
      slug: ReturnType<typeof createSlugger>;
      seen: Set<string>;
    };
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type !== 'heading_open') continue;
      const inline = tokens[i + 1]!;
      const { text: bare, attributes } = splitHeadingAttributes(inline.content);
      if (attributes) {
        inline.content = bare;
        const lastText = inline.children?.filter((c) => c.type === 'text').at(-1);
        if (lastText) lastText.content = splitHeadingAttributes(lastText.content).text;
      }
      const text = inlineText(inline);
      const depth = Number(token.tag.slice(1));
      if (depth === 1 && env.h1 === undefined) env.h1 = text;
      let id = attributes?.id ?? slug(text);
      // An automatic id steps past ids that explicit ones already took.
      while (attributes?.id === undefined && seen.has(id)) id = slug(text);
      const where = {
        file: env.file,
        line: token.map ? token.map[0] + 1 + (env.lineOffset ?? 0) : undefined,
      };
      for (const claimed of [id, ...(attributes?.aliases ?? [])]) claimId(seen, claimed, where);
      token.attrSet('id', id);
      if (attributes?.aliases.length) token.meta = { ...token.meta, aliases: attributes.aliases };
      env.ids.push(id, ...(attributes?.aliases ?? []));
      if (depth === 2 || depth === 3) env.headings.push({ depth, text, id });
    }
  });
  const defaultOpen = md.renderer.rules.heading_open;
  md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const id = token.attrGet('id')?.toString();
    const open = defaultOpen
      ? defaultOpen(tokens, idx, options, env, self)
      : self.renderToken(tokens, idx, options);
    // Old ids land here too: an empty element carries each alias.
    const aliases = ((token.meta as { aliases?: string[] } | null)?.aliases ?? [])
      .map((a) => `<span id="${escapeHtml(a)}"></span>`)
      .join('');
    if (!id || token.tag === 'h1') return `${open}${aliases}`;
    return `${open}${aliases}<a class="hash-link" href="#${escapeHtml(id)}" aria-label="Direct link to this section"></a>`;
  };
}

function fencePlugin(md: MarkdownIt): void {
  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx]!;
    const info = parseFenceInfo(token.info);
    return codeBlockHtml({
      code: token.content,
      lang: info.lang,
      title: info.title,
      highlightLines: info.lines,
      showLineNumbers: info.showLineNumbers,
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

function inlineText(token: Token): string {
  if (!token.children) return token.content;
  return token.children
    .map((c) =>
      c.type === 'text' || c.type === 'code_inline'
        ? c.content
        : c.type === 'softbreak'
          ? ' '
          : c.type === 'image'
            ? ''
            : '',
    )
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
      if (token.type === 'inline') bucket.push(inlineText(token));
      else if (token.type === 'fence' || token.type === 'code_block') bucket.push(token.content);
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
    if (tokens[i]!.type === 'paragraph_open' && tokens[i]!.level === 0)
      return inlineText(tokens[i + 1]!);
  }
  return undefined;
}

/** A markdown-it instance with the docs extensions. Create once, render many. */
export function createMarkdown(options: MarkdownOptions = {}): MarkdownIt {
  const allowlist = options.allowHtml === false && options.htmlAllowlist === true;
  const md = new markdownIt({
    html: allowlist || (options.allowHtml ?? true),
    linkify: true,
    typographer: false,
  });
  if (allowlist) md.use(htmlAllowlistPlugin);
  md.use(headingPlugin);
  md.use(fencePlugin);
  md.use(tablePlugin);
  md.use(tableCodePlugin);
  md.use(admonitionPlugin);
  md.use(docCardsPlugin);
  md.use(tabsPlugin);
  // Text whose raw HTML goes through the allowlist (a spec's) has its links rewritten there, not recorded.
  md.use(linkPlugin, { rawHtml: !allowlist });
  return md;
}

/** Renders a markdown body and returns the HTML with its headings, sections and links. */
export function renderMarkdown(
  md: MarkdownIt,
  source: string,
  context: {
    file?: string;
    lineOffset?: number;
    resolveLink?: LinkResolver;
    linkBase?: string;
    title?: string;
  } = {},
): RenderedMarkdown {
  const env: MarkdownEnv = {
    file: context.file,
    lineOffset: context.lineOffset,
    resolveLink: context.resolveLink,
    linkBase: context.linkBase,
    links: [],
    headings: [],
    ids: [],
  };
  // A long page is parsed and rendered a part at a time: the tokens of all of it
  // at once (over a million objects for a 10 MB page) are what would fill memory.
  const parts = partsOf(source);
  const html: string[] = [];
  let collector: ReturnType<typeof sectionCollector> | undefined;
  let first: string | undefined;
  for (const part of parts) {
    env.lineOffset = (context.lineOffset ?? 0) + part.line;
    const tokens = md.parse(part.text, env);
    html.push(md.renderer.render(tokens, md.options, env));
    // The page's title may be its first h1, known once the part that holds it is parsed.
    collector ??= sectionCollector(context.title ?? env.h1 ?? '');
    collector.add(tokens);
    first ??= firstParagraph(tokens);
  }
  env.lineOffset = context.lineOffset;
  return {
    html: html.join(''),
    headings: env.headings,
    sections: collector!.sections(),
    links: env.links,
    anchors: env.ids,
    h1: env.h1,
    firstParagraph: first,
  };
}

/** Sources shorter than this are parsed whole. */
const partedFrom = 1_000_000;
/** About how long a part is. */
const partLength = 100_000;

/**
 * The source cut into parts that render alike whether parsed together or one by
 * one, each with the number of lines before it. A part ends before an ATX heading
 * (`## …`) that follows a blank line outside fenced code and `:::` containers,
 * where CommonMark starts a new top-level block whatever came before. A source
 * with link reference definitions (any part may use them) or raw HTML blocks that
 * may span blank lines (`<pre>`, `<!--`, …) stays whole, as does a short one.
 */
export function partsOf(source: string): { line: number; text: string }[] {
  if (
    source.length < partedFrom ||
    /^ {0,3}\[[^\]\n]+\]:/m.test(source) ||
    /^ {0,3}<(?:!--|\?|![A-Za-z]|!\[CDATA\[|(?:pre|script|style|textarea)(?:[\s>]|$))/im.test(
      source,
    )
  )
    return [{ line: 0, text: source }];
  const parts: { line: number; text: string }[] = [];
  let start = 0;
  let startLine = 0;
  let line = 0;
  let fence: string | undefined;
  let containers = 0;
  let blankBefore = false;
  for (let at = 0; at < source.length; line++) {
    const end = source.indexOf('\n', at);
    const next = end < 0 ? source.length : end + 1;
    const text = source.slice(at, end < 0 ? source.length : end);
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== undefined) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        /^ {0,3}[`~]+\s*$/.test(text)
      )
        fence = undefined;
    } else if (marker) fence = marker;
    else if (/^ {0,3}:{3,}\s*$/.test(text)) containers = Math.max(0, containers - 1);
    else if (/^ {0,3}:{3,}\s*\S/.test(text)) containers++;
    else if (
      blankBefore &&
      containers === 0 &&
      /^#{1,6}(?:[ \t]|$)/.test(text) &&
      at - start >= partLength
    ) {
      parts.push({ line: startLine, text: source.slice(start, at) });
      start = at;
      startLine = line;
    }
    blankBefore = fence === undefined && text.trim() === '';
    at = next;
  }
  parts.push({ line: startLine, text: source.slice(start) });
  return parts;
}

/** The h2 and h3 headings of a markdown text with their ids, as renderMarkdown gives them, without rendering it. */
export function markdownHeadings(md: MarkdownIt, source: string): Heading[] {
  const env: MarkdownEnv = { links: [], headings: [], ids: [] };
  md.parse(source, env);
  return env.headings;
}

const fragmentRenderer = createMarkdown({ allowHtml: false, htmlAllowlist: true });

/**
 * Renders untrusted markdown (descriptions from an OpenAPI document): raw HTML is
 * never injected; harmless presentational tags pass an allowlist, the rest is escaped.
 */
export function renderMarkdownFragment(source: string): string {
  return renderMarkdown(fragmentRenderer, source).html;
}
