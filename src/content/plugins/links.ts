// Rewrites links to markdown files into routes and records every link with its
// source line, for the link checker.
import type { MarkdownIt } from 'markdown-it';
import type { MarkdownEnv, Written } from '../markdown-env.js';
import { htmlTargets } from '../html-links.js';
import { escapeRegExp } from '../../shared/regexp-escape.js';
import { fromRoute, isPageRelative } from '../../shared/route-relative.js';
import { editOutsideRawText } from '../../shared/raw-text.js';
import { editStyleAttributes } from '../../shared/base-url.js';

const external = /^[a-z][a-z0-9+.-]*:|^\/\//i;

interface LinkPluginOptions {
  /** Record `<a href>` and `<img src>` written as raw HTML (text whose HTML is rendered as written). */
  rawHtml?: boolean;
}

export function linkPlugin(md: MarkdownIt, options: LinkPluginOptions = {}): void {
  md.core.ruler.push('docgen_links', (state) => {
    const env = state.env as unknown as MarkdownEnv;
    // Table cells have no line of their own: they are on their row's line.
    let blockLine: number | undefined;
    for (const block of state.tokens) {
      if (block.map) blockLine = block.map[0];
      const line0 = blockLine === undefined ? undefined : blockLine + 1 + (env.lineOffset ?? 0);
      // Raw HTML left inside a raw-text element (`<textarea>`): prefixed with its start tag,
      // the parser reads the rest of it as that element's text, as the browser does.
      // `original` is the HTML as written: its links, in the same order, say how each was written.
      const recordHtml = (
        html: string,
        original: string,
        at: number | undefined,
        inside?: string,
      ) => {
        const parse = (text: string) => htmlTargets(inside ? `<${inside}>${text}` : text);
        const { links, anchors } = parse(html);
        const asWritten = html === original ? links : parse(original).links;
        if (anchors.length > 0) (env.htmlAnchors ??= []).push(...anchors);
        links.forEach((link, i) => {
          if (external.test(link.href)) return;
          const written = asWritten[i]?.href;
          env.links.push({
            href: link.href,
            ...(written !== undefined && written !== link.href && isPageRelative(written)
              ? { written }
              : {}),
            ...writtenAt(env, at === undefined ? undefined : at + link.line),
          });
        });
      };
      if (block.type === 'html_block' && options.rawHtml) {
        const file = writtenAt(env, line0).file;
        const original = block.content;
        block.content = editOutsideRawText(block.content, (markup) =>
          withLocalFiles(markup, env, file),
        ).html;
        recordHtml(block.content, original, line0);
      }
      if (block.type !== 'inline' || !block.children) continue;
      // The line of each link, not of its paragraph: count the line breaks before it.
      // Code spans lose their line breaks in the token (markdown-it turns them into
      // spaces), so a cursor in the paragraph's source finds each span and counts its own.
      let line = line0;
      let pos = 0;
      const source = block.content;
      // The raw-text element (`<textarea>`) an earlier inline tag opened: what follows is its text.
      let rawInside: string | undefined;
      for (const token of block.children) {
        if (token.type === 'softbreak' || token.type === 'hardbreak') {
          if (line !== undefined) line++;
          const next = source.indexOf('\n', pos);
          if (next >= 0) pos = next + 1;
          continue;
        }
        if (token.type === 'html_inline') {
          const written = token.content;
          if (options.rawHtml) {
            const file = writtenAt(env, line).file;
            const inside = rawInside;
            const piece = editOutsideRawText(
              token.content,
              (markup) => withLocalFiles(markup, env, file),
              inside,
            );
            token.content = piece.html;
            rawInside = piece.inside;
            recordHtml(token.content, written, line, inside);
          }
          if (line !== undefined) line += written.split('\n').length - 1;
          const at = source.indexOf(written, pos);
          if (at >= 0) pos = at + written.length;
          continue;
        }
        if (token.type === 'code_inline') {
          const span = codeSpanAt(source, pos, token.markup, token.content);
          if (span) {
            if (line !== undefined) line += span.text.split('\n').length - 1;
            pos = span.end;
          }
          continue;
        }
        if (token.type !== 'link_open' && token.type !== 'image') continue;
        // A markdown link inside a `<textarea>` is shown as its HTML: left as written.
        if (rawInside) continue;
        const attr = token.type === 'image' ? 'src' : 'href';
        const href = token.attrGet(attr);
        if (typeof href !== 'string' || !href || external.test(href)) continue;
        if (env.linkBase && !href.startsWith('#') && !href.startsWith('/')) {
          // Text written for another site (a downloaded spec): its relative links point there.
          token.attrSet(attr, new URL(href, env.linkBase).href);
          continue;
        }
        const hashAt = href.indexOf('#');
        // Path and fragment in NFC, as routes, copies and heading ids are: one typed or
        // pasted in NFD (a macOS file name) still reaches them, in the build and on a host
        // that compares names byte for byte.
        const path = nfcUrlPart(hashAt === -1 ? href : href.slice(0, hashAt), md);
        const hash = hashAt === -1 ? '' : nfcUrlPart(href.slice(hashAt), md);
        if (path + hash !== href) token.attrSet(attr, path + hash);
        // A partial's link resolves from the partial's file, and is reported there.
        const where = writtenAt(env, line);
        if (/\.mdx?$/.test(path) && where.file) {
          const file = decodedPath(path);
          const route = file === undefined ? undefined : env.resolveLink?.(file, where.file);
          if (route) {
            token.attrSet(attr, route + hash);
            env.links.push({ href: route + hash, markdownTarget: path, ...where });
          } else {
            env.links.push({
              href,
              markdownTarget: path,
              markdownMissing: true,
              malformed: file === undefined || undefined,
              ...where,
            });
          }
          continue;
        }
        // A file beside the page (`./img/x.png`) is copied with a hashed name: link that copy.
        const asset =
          where.file && path && !path.startsWith('/')
            ? env.resolveAsset?.(decodedPath(path) ?? path, where.file)
            : undefined;
        if (asset) {
          token.attrSet(attr, asset + hash);
          env.links.push({ href: asset + hash, ...where });
          continue;
        }
        const written = path + hash;
        const route = routeWrittenAt(env, where.file);
        // A query alone (`?tab=2`) keeps the page's path on any host: it stays as written, so
        // text shown on several pages (an API description) names each page it is on.
        const absolute =
          route && isPageRelative(written) && !written.startsWith('?')
            ? fromRoute(written, route)
            : written;
        if (absolute !== written) token.attrSet(attr, absolute);
        env.links.push({ href: absolute, ...(absolute !== written ? { written } : {}), ...where });
      }
    }
  });
}

/**
 * A link's path or `#fragment` in NFC, percent-encoded as markdown-it encodes links;
 * as written when it is NFC already or does not decode.
 */
function nfcUrlPart(part: string, md: MarkdownIt): string {
  if (/^[\x20-\x7e]*$/.test(part) && !part.includes('%')) return part;
  let text: string;
  try {
    text = decodeURI(part);
  } catch {
    return part;
  }
  const nfc = text.normalize('NFC');
  return nfc === text ? part : md.normalizeLink(nfc);
}

/** A raw HTML attribute's `#fragment` in NFC, as a markdown link's is (kept unescaped when written so). */
function nfcRawFragment(hash: string): string {
  if (/^[\x20-\x7e]*$/.test(hash) && !hash.includes('%')) return hash;
  if (!hash.includes('%')) return hash.normalize('NFC');
  try {
    const text = decodeURIComponent(hash.slice(1));
    const nfc = text.normalize('NFC');
    return nfc === text ? hash : `#${encodeURIComponent(nfc)}`;
  } catch {
    return hash;
  }
}

/**
 * The file a link's path names, its %-escapes decoded; undefined when they are
 * malformed (`100%.md`, `%E0.md`): a broken link, not a reason to stop the build.
 */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}

/**
 * Where a link on line `line` of the page was written (a partial's own file and line
 * for a line it brought), as a link records it.
 */
function writtenAt(env: MarkdownEnv, line: number | undefined): Partial<Written> {
  return env.written?.(line) ?? { file: env.file, line };
}

/** The route relative links written in `file` are read from: the page's, or an included file's own. */
function routeWrittenAt(env: MarkdownEnv, file: string | undefined): string | undefined {
  return file && file !== env.file ? (env.routeOf?.(file) ?? env.route) : env.route;
}

/**
 * Raw HTML (written in `file`) with its URL attributes naming files beside it pointing at their
 * hashed copies, and its other relative ones written as the absolute paths they name from the page.
 */
function withLocalFiles(html: string, env: MarkdownEnv, file: string | undefined): string {
  const { resolveAsset } = env;
  const route = routeWrittenAt(env, file);
  const local =
    file && resolveAsset ? htmlWithLocalFiles(html, (target) => resolveAsset(target, file)) : html;
  return htmlWithNfcUrls(route ? htmlFromRoute(local, route) : local);
}

// The raw HTML attributes that hold one URL a relative path may name (see html-links.ts),
// with their value: in either quote; split at its `#fragment`; split at its `?` or `#`.
const urlAttribute = String.raw`\s(?:src|href|xlink:href|data|poster)\s*=\s*`;
const urlAttributeValue = new RegExp(`(${urlAttribute})(?:"([^"]*)"|'([^']*)')`, 'gi');
const urlAttributeFragment = new RegExp(`(${urlAttribute})(["'])([^"'#]*)(#[^"']*)?\\2`, 'gi');
const urlAttributePath = new RegExp(`(${urlAttribute})(["'])([^"'#?]+)([^"']*)\\2`, 'gi');

/** Raw HTML with each URL attribute's path and `#fragment` in NFC, as markdown links' are. */
function htmlWithNfcUrls(html: string): string {
  if (/^[\x00-\x7e]*$/.test(html)) return html;
  return html.replace(
    urlAttributeFragment,
    (whole, attr: string, quote: string, target: string, hash = '') => {
      if (external.test(target)) return whole;
      const nfcTarget = target.includes('%') ? target : target.normalize('NFC');
      return `${attr}${quote}${nfcTarget}${nfcRawFragment(hash)}${quote}`;
    },
  );
}

// Each `url(…)` in a style: bare, quoted, or quoted with an entity inside a double-quoted
// attribute (`url(&quot;img/x.png&quot;)`).
const cssUrl = /(url\(\s*(&quot;|&#0*39;|&apos;|["']?))([^"')]*?)(\2\s*\))/gi;

/** Raw HTML with each `url(…)` of its `style` attributes that `edit` gives a URL for replaced by it. */
function editStyleUrls(html: string, edit: (url: string) => string | undefined): string {
  if (!/\sstyle\s*=/i.test(html)) return html;
  return editStyleAttributes(html, (style) =>
    style.replace(cssUrl, (whole, open: string, _quote: string, url: string, close: string) => {
      const edited = edit(url.trim());
      return edited === undefined ? whole : `${open}${edited}${close}`;
    }),
  );
}

/** Raw HTML with each page-relative URL attribute written as the absolute path it names from `route`. */
function htmlFromRoute(html: string, route: string): string {
  return editStyleUrls(html, (url) =>
    isPageRelative(url) ? fromRoute(url, route) : undefined,
  ).replace(urlAttributeValue, (whole, attr: string, double?: string, single?: string) => {
    const href = (double ?? single!).trim();
    if (!isPageRelative(href)) return whole;
    const quote = double !== undefined ? '"' : "'";
    return `${attr}${quote}${fromRoute(href, route)}${quote}`;
  });
}

/**
 * Raw HTML with each relative URL attribute that `resolve` gives a URL for (a file
 * beside the page, its %-escapes decoded) pointing at that URL; the rest as written.
 */
export function htmlWithLocalFiles(
  html: string,
  resolve: (target: string) => string | undefined,
): string {
  // A style's `url(img/flow.png)` loads the file as `<img src>` does: the same copy.
  const styled = editStyleUrls(html, (url) => {
    if (!isPageRelative(url) || url.startsWith('?')) return undefined;
    const at = url.search(/[?#]/);
    const [target, rest] = at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
    const decoded = decodedPath(target);
    const copy = decoded === undefined ? undefined : resolve(decoded);
    return copy && `${copy}${rest}`;
  });
  return styled.replace(
    urlAttributePath,
    (whole, attr: string, quote: string, target: string, rest: string) => {
      if (external.test(target) || target.startsWith('/')) return whole;
      const decoded = decodedPath(target);
      const url = decoded === undefined ? undefined : resolve(decoded);
      return url ? `${attr}${quote}${url}${rest}${quote}` : whole;
    },
  );
}

/** The first code span with these backticks and this (whitespace-normalised) content at or after `from`. */
function codeSpanAt(
  source: string,
  from: number,
  markup: string,
  content: string,
): { text: string; end: number } | undefined {
  const words = content.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  const fence = escapeRegExp(markup);
  const pattern = new RegExp(`${fence}\\s*${words.join('\\s+')}\\s*${fence}`, 'g');
  pattern.lastIndex = from;
  const match = pattern.exec(source);
  return match ? { text: match[0], end: match.index + match[0].length } : undefined;
}
