// Build-time link policy: every internal link must reach a route (and an anchor
// on it); links to missing markdown files are reported separately. Links are
// collected while rendering; here they are checked once and reported together.
import type { BrokenLinkPolicy } from '../config/types.js';
import type { LinkRef, Page } from '../types.js';
import type { SiteLink } from '../site/site-links.js';
import { markdownRouteFor } from '../shared/markdown-route.js';
import { fromRoute } from '../shared/route-relative.js';
import { routeUrl } from '../shared/route-url.js';
import { didYouMean, lastSegment, routeSuggester } from './route-suggestions.js';
import { readableUrl } from '../shared/readable-url.js';

interface BrokenLink extends Pick<LinkRef, 'file' | 'line' | 'includedFrom' | 'malformed'> {
  /** The route of the page the link is on, or the file of a site link (navbar, footer, sidebar). */
  source: string;
  /** The source file of the page the link is on, when it is not `file` (a partial's link). */
  pageFile?: string;
  /** For a site link: where in its file, such as `navbar.items[2].to`. */
  where?: string;
  target: string;
  /** The link as written, when that is not `target` (a relative link: `nosuch` for `/guides/nosuch`). */
  written?: string;
  /** 'redirect': the link reaches a page only through a redirect stub (an old slug); 'draft': a page marked `draft: true`, not built. */
  reason: 'route' | 'anchor' | 'markdown' | 'redirect' | 'draft';
  /** For a redirect: the canonical route to link to instead. */
  canonical?: string;
  /** For a missing page: pages whose file name, id or last route segment the link ends in. */
  suggestions?: string[];
}

interface LinkCheckInput {
  pages: Page[];
  /** Every path the output serves besides pages: redirects, static files, assets. */
  extraPaths: Set<string>;
  /** Old routes that only redirect (from → to): links should name the canonical route. */
  redirects?: ReadonlyMap<string, string>;
  baseUrl: string;
  /** Links every page renders: navbar, footer, sidebar `link` items. */
  siteLinks?: SiteLink[];
  /** Routes of draft pages (not built): a link to one is a 'draft', not a missing page. */
  draftRoutes?: ReadonlySet<string>;
  /** The site's `trailingSlash`: the routes a report offers instead are written as its links are. */
  trailingSlash?: boolean;
}

function normaliseRoute(path: string): string[] {
  // `/a` and `/a/` are both served by a/index.html; accept either spelling.
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return clean.endsWith('/') && clean !== '/' ? [clean, clean.slice(0, -1)] : [clean, `${clean}/`];
}

/** A percent-decoded URL part; text that is not valid percent-encoding stays as written. */
function decoded(text: string, decode: (text: string) => string = decodeURIComponent): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

export function findBrokenLinks(input: LinkCheckInput): BrokenLink[] {
  const anchorsByRoute = new Map<string, Set<string>>();
  for (const page of input.pages) {
    const anchors = new Set(page.doc.anchors);
    for (const r of normaliseRoute(page.route)) anchorsByRoute.set(r, anchors);
  }
  const suggest = routeSuggester(
    input.pages.map((page) => ({
      route: page.route,
      names:
        page.doc.kind !== 'api' && page.doc.sourcePath
          ? [lastSegment(page.doc.sourcePath), lastSegment(page.doc.id)]
          : [],
    })),
  );
  // A page's plain-markdown copy is published at its route + `.md`: a root-relative link to
  // one names no source file, yet reaches a file the build writes.
  const markdownCopies = new Set(
    input.pages.filter((p) => p.doc.markdown !== undefined).map((p) => markdownRouteFor(p.route)),
  );
  type Problem = Pick<BrokenLink, 'reason' | 'canonical' | 'suggestions'>;
  /** Why an absolute `/path?query#hash` (or `#hash` on `route`) leads nowhere, or undefined. */
  const problem = (href: string, route: string): Problem | undefined => {
    if (href.startsWith('#')) {
      const anchor = decoded(href.slice(1)).normalize('NFC');
      return anchor && !anchorsByRoute.get(route)?.has(anchor) ? { reason: 'anchor' } : undefined;
    }
    const [pathAndQuery, hash] = href.split('#', 2) as [string, string | undefined];
    // In NFC, as routes, static files' names and heading ids are.
    const path = decoded(pathAndQuery.split('?')[0]!, decodeURI).normalize('NFC');
    const anchors = normaliseRoute(path)
      .map((r) => anchorsByRoute.get(r))
      .find(Boolean);
    if (!anchors) {
      const canonical = normaliseRoute(path)
        .map((r) => input.redirects?.get(r))
        .find((to) => to !== undefined);
      if (canonical !== undefined)
        return { reason: 'redirect', canonical: routeUrl(canonical, input.trailingSlash) };
      if (input.extraPaths.has(path)) return undefined;
      // A `false` site's hosts serve a static `x.html` at `/x`, as they serve its pages.
      if (input.trailingSlash === false && input.extraPaths.has(`${path}.html`)) return undefined;
      if (normaliseRoute(path).some((r) => input.draftRoutes?.has(r))) return { reason: 'draft' };
      // `/nested/sub/` is the route of a folder's index page, not found at that URL on a `false` site.
      const suggestions = suggest(path).map((r) => routeUrl(r, input.trailingSlash));
      return suggestions.length > 0 ? { reason: 'route', suggestions } : { reason: 'route' };
    }
    return hash && !anchors.has(decoded(hash).normalize('NFC')) ? { reason: 'anchor' } : undefined;
  };
  const broken: BrokenLink[] = [];
  // Site links are on every page: a relative one is read against the site root.
  for (const link of input.siteLinks ?? []) {
    const found = problem(link.href.startsWith('/') ? link.href : fromRoute(link.href, '/'), '/');
    if (found)
      broken.push({
        source: link.file,
        file: link.file,
        where: link.where,
        target: link.href,
        ...found,
      });
  }
  for (const page of input.pages) {
    /** Each link once per page: the report of its first occurrence, if it is broken. */
    const seen = new Map<string, BrokenLink | undefined>();
    const report = (key: string, found: BrokenLink) => {
      broken.push(found);
      seen.set(key, found);
    };
    for (const link of page.doc.links) {
      const key = link.href + (link.markdownMissing ? '!md' : '');
      if (seen.has(key)) {
        alsoIncludedFrom(seen.get(key), link);
        continue;
      }
      seen.set(key, undefined);
      if (link.markdownMissing) {
        const target = link.markdownTarget ?? link.href;
        if (target.startsWith('/') && markdownCopies.has(decoded(target, decodeURI))) continue;
        report(key, {
          source: page.route,
          ...where(link, page),
          target: link.markdownTarget ?? link.href,
          reason: 'markdown',
          malformed: link.malformed,
        });
        continue;
      }
      if (link.href.startsWith('//')) continue; // another site
      // Relative links resolve against the page's route, as the browser resolves them.
      const href =
        link.href.startsWith('#') || link.href.startsWith('/')
          ? link.href
          : fromRoute(link.href, page.route);
      const found = problem(href, page.route);
      if (found)
        report(key, {
          source: page.route,
          ...where(link, page),
          target: href,
          ...(link.written ? { written: link.written } : {}),
          ...found,
        });
    }
  }
  return broken;
}

/**
 * A partial's line included again in the same page: its link's report names every include
 * line (`page.md:7, page.md:11`), as the partial's other warnings do, not the first alone.
 */
function alsoIncludedFrom(report: BrokenLink | undefined, link: LinkRef): void {
  if (!report?.includedFrom || !link.includedFrom) return;
  if (report.file !== link.file || report.line !== link.line) return;
  if (report.includedFrom.split(', ').includes(link.includedFrom)) return;
  report.includedFrom = `${report.includedFrom}, ${link.includedFrom}`;
}

/** Where a page's link was written, for its report: a partial's link names the partial and the include. */
function where(
  link: LinkRef,
  page: Page,
): Pick<BrokenLink, 'file' | 'line' | 'includedFrom' | 'pageFile'> {
  return {
    file: link.file,
    line: link.line,
    ...(link.includedFrom
      ? { includedFrom: link.includedFrom, pageFile: page.doc.sourcePath }
      : {}),
  };
}

/**
 * Whether a link names a file (an image, a download), not a page: its last segment has
 * an extension other than a page's (`.html`, or `.md`, `.mdx`: a page's markdown copy).
 * A version such as `v1.2` is no extension.
 */
function namesFile(target: string): boolean {
  const name = target.split(/[?#]/, 1)[0]!.split('/').pop()!;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(name)?.[1];
  return extension !== undefined && /[a-z]/i.test(extension) && !/^(html?|mdx?)$/i.test(extension);
}

/** Why a link is broken, and what to do, in the words of the build's report. */
function brokenReason(l: BrokenLink): string {
  if (l.reason === 'anchor') return 'anchor not found';
  if (l.reason === 'markdown')
    return l.malformed ? 'malformed %-escape: write a literal % as %25' : 'markdown file not found';
  if (l.reason === 'redirect')
    return `a redirect stub: link to ${readableUrl(l.canonical ?? '')} instead`;
  if (l.reason === 'draft')
    return 'a draft page (draft: true), which is not built: publish it or remove the link';
  if (namesFile(l.target)) return 'no such file';
  return ['no such page', didYouMean(l.suggestions ?? [])].filter(Boolean).join('; ');
}

export function formatBrokenLinks(links: BrokenLink[]): string {
  const bySource = new Map<string, BrokenLink[]>();
  for (const l of links) bySource.set(l.source, [...(bySource.get(l.source) ?? []), l]);
  const lines: string[] = [];
  for (const [source, list] of bySource) {
    lines.push(
      list[0]?.where
        ? `- In ${source}:`
        : `- On page ${readableUrl(source)}${list[0]?.file ? ` (${list[0].pageFile ?? list[0].file})` : ''}:`,
    );
    for (const l of list) {
      const included = l.includedFrom ? `, included from ${l.includedFrom}` : '';
      const where = l.where
        ? ` at ${l.where}`
        : l.file && l.line
          ? ` at ${l.file}:${l.line}${included}`
          : '';
      lines.push(`    -> ${linkAndReason(l)}${where}`);
    }
  }
  return lines.join('\n');
}

/**
 * A broken link the config lets through, as one warning written like the build's others
 * (`file:line: …`): it is counted, grouped and shown beside its page in the dev server
 * like them, where one list of every link counted as one warning and named no page.
 */
export function brokenLinkWarning(l: BrokenLink): string {
  if (l.where) return `${l.source}: ${l.where} links to ${linkAndReason(l)}`;
  const included = l.includedFrom ? ` (Included from ${l.includedFrom}.)` : '';
  if (l.file && l.line) return `${l.file}:${l.line}: broken link ${linkAndReason(l)}${included}`;
  const file = l.pageFile ?? l.file;
  const target = l.written ? readableUrl(l.written) : readableUrl(l.target);
  const why = l.written
    ? `resolves to ${readableUrl(l.target)}: ${brokenReason(l)}`
    : brokenReason(l);
  return `${file ? `${file}: ` : ''}broken link ${target} on page ${readableUrl(l.source)} (${why})`;
}

/**
 * The link and why it is broken: as the author wrote it, so a search of the file finds it,
 * with the path it resolves to when that differs (`nosuch (resolves to /guides/nosuch: no such page)`).
 */
function linkAndReason(l: BrokenLink): string {
  return l.written
    ? `${readableUrl(l.written)} (resolves to ${readableUrl(l.target)}: ${brokenReason(l)})`
    : `${readableUrl(l.target)} (${brokenReason(l)})`;
}

export function policyFor(
  reason: BrokenLink['reason'],
  policies: { links: BrokenLinkPolicy; markdown: BrokenLinkPolicy; anchors: BrokenLinkPolicy },
): BrokenLinkPolicy {
  return reason === 'markdown'
    ? policies.markdown
    : reason === 'anchor'
      ? policies.anchors
      : policies.links;
}
