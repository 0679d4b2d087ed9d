// Raw HTML in text we did not write (a downloaded OpenAPI document) is neither injected
// nor shown as escaped tags: a short allowlist of presentational tags is kept with a few
// safe attributes, and everything else (script, iframe, event handlers) stays escaped text.
import type { MarkdownIt, Token } from 'markdown-it';
import type SanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../shared/html-escape.js';
import { createRequire } from 'node:module';
import { fromRoute, isPageRelative } from '../../shared/route-relative.js';

/** Where the text's relative links point: its own site (`linkBase`), or the page's route (`route`). */
interface LinkContext {
  linkBase?: string;
  route?: string;
}

/** A relative link as the page must write it: against the text's own site, else from the page's route. */
function resolveRelative(href: string, links: LinkContext): string {
  if (links.linkBase) return new URL(href, links.linkBase).href;
  return links.route && isPageRelative(href) && !href.startsWith('?')
    ? fromRoute(href, links.route)
    : href;
}

/** Inline tags kept when they open and close within one paragraph (and `a`, with a safe href). */
const inlineTags = new Set([
  'b',
  'strong',
  'i',
  'em',
  'code',
  'kbd',
  'span',
  'sup',
  'sub',
  'small',
  'u',
  's',
  'mark',
]);
/** Tags that stand alone. */
const voidTags = new Set(['br']);
const blockTags = [
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'div',
  'a',
  ...inlineTags,
  ...voidTags,
];

const safeClass = (value: string | undefined) =>
  (value ?? '')
    .split(/\s+/)
    .filter((c) => /^[\w-]+$/.test(c))
    .join(' ');

let sanitizer: typeof SanitizeHtml | undefined;
/** Loaded on first use: most documents have no HTML blocks, and builds should not pay for the parser. */
function sanitize(html: string, links: LinkContext): string {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
  return sanitizer(html, {
    allowedTags: blockTags,
    allowedAttributes: {
      '*': ['class'],
      a: ['href', 'title'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs:
          attribs.class === undefined ? attribs : { ...attribs, class: safeClass(attribs.class) },
      }),
      // Relative links were written for the site the text comes from, or for its page.
      a: (tagName, attribs) => ({
        tagName,
        attribs:
          attribs.href && !/^[a-z][a-z0-9+.-]*:|^#/i.test(attribs.href)
            ? { ...attribs, href: resolveRelative(attribs.href, links) }
            : attribs,
      }),
    },
  });
}

const tagPattern =
  /^<(\/?)([a-zA-Z][\w-]*)((?:\s+[a-zA-Z_:][\w:.-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>$/;

const attribute = (attrs: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\x60]+))`, 'i')
    .exec(attrs)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * A link's target as the page may use it, or undefined: http(s) and mailto links,
 * fragments and relative links (resolved against the text's own site, as the
 * sanitizer does for block HTML). Anything that could run (javascript:, data:) or
 * hide its scheme (character references, control characters, `//host`) is refused.
 */
function safeInlineHref(raw: string, links: LinkContext): string | undefined {
  const href = raw.trim().replace(/&amp;/gi, '&');
  if (!href || /&[#a-z0-9]+;|[\u0000-\u001f\u007f\s\\]/i.test(href) || href.startsWith('//'))
    return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined) return ['http', 'https', 'mailto'].includes(scheme) ? href : undefined;
  if (href.startsWith('#')) return href;
  try {
    return resolveRelative(href, links);
  } catch {
    return undefined;
  }
}

/** The safe form of an allowed inline tag, or undefined to escape it. */
function inlineTag(
  raw: string,
  links: LinkContext,
): { name: string; closing: boolean; html: string } | undefined {
  const match = tagPattern.exec(raw.trim());
  if (!match) return undefined;
  const [, slash, rawName, attrs] = match;
  const name = rawName!.toLowerCase();
  const closing = slash === '/';
  if (voidTags.has(name) && !closing) return { name, closing, html: `<${name}>` };
  if (name === 'a') {
    if (closing) return { name, closing, html: '</a>' };
    const href = safeInlineHref(attribute(attrs ?? '', 'href') ?? '', links);
    // A link without a usable target is its text: the tag pair is dropped as text, escaped.
    return href === undefined
      ? undefined
      : { name, closing, html: `<a href="${escapeHtml(href)}">` };
  }
  if (!inlineTags.has(name)) return undefined;
  if (closing) return { name, closing, html: `</${name}>` };
  const cls = safeClass(attribute(attrs ?? '', 'class'));
  return { name, closing, html: cls ? `<${name} class="${cls}">` : `<${name}>` };
}

/** Keeps allowlisted inline tags that are balanced within one inline run; the rest becomes text. */
function allowInline(children: Token[], links: LinkContext): void {
  const open: { name: string; index: number; html: string }[] = [];
  const kept = new Map<number, string>();
  children.forEach((token, index) => {
    if (token.type !== 'html_inline') return;
    const tag = inlineTag(token.content, links);
    if (!tag) return;
    if (voidTags.has(tag.name)) kept.set(index, tag.html);
    else if (!tag.closing) open.push({ name: tag.name, index, html: tag.html });
    else {
      const at = open.map((o) => o.name).lastIndexOf(tag.name);
      if (at === -1) return;
      // Tags opened after the matching one and never closed are dropped with it: no overlap.
      const [opener] = open.splice(at);
      kept.set(opener!.index, opener!.html);
      kept.set(index, tag.html);
    }
  });
  children.forEach((token, index) => {
    if (token.type !== 'html_inline') return;
    const html = kept.get(index);
    if (html !== undefined) token.content = html;
    else token.type = 'text';
  });
}

/**
 * A raw table gets the scroll wrapper markdown tables get (markdown.ts, table_open),
 * so a wide one scrolls inside the article instead of widening a phone's page.
 * The sanitizer's output is balanced, so each <table> has its </table>.
 */
function wrapTables(html: string): string {
  return html
    .replace(/<table\b/g, '<div class="table-wrapper" tabindex="0"><table')
    .replace(/<\/table>/g, '</table></div>');
}

/** For markdown-it created with `html: true`: raw HTML passes only through the allowlist. */
export function htmlAllowlistPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docgen_html_allowlist', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'inline' && token.children)
        allowInline(token.children, state.env as LinkContext);
    }
  });
  md.renderer.rules.html_block = (tokens, idx, _options, env) =>
    wrapTables(sanitize(tokens[idx]!.content, env as LinkContext));
}
