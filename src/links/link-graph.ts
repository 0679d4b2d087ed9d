// Build-time link policy: every internal link must reach a route (and an anchor
// on it); links to missing markdown files are reported separately. Links are
// collected while rendering; here they are checked once and reported together.
import type { BrokenLinkPolicy } from '../config/types.js';
import type { Page } from '../types.js';

export interface BrokenLink {
  source: string;
  file?: string;
  line?: number;
  target: string;
  /** 'redirect': the link reaches a page only through a redirect stub (an old slug). */
  reason: 'route' | 'anchor' | 'markdown' | 'redirect';
  /** For a redirect: the canonical route to link to instead. */
  canonical?: string;
}

export interface LinkCheckInput {
  pages: Page[];
  /** Every path the output serves besides pages: redirects, static files, assets. */
  extraPaths: Set<string>;
  /** Old routes that only redirect (from → to): links should name the canonical route. */
  redirects?: ReadonlyMap<string, string>;
  baseUrl: string;
}

function normaliseRoute(path: string): string[] {
  // `/a` and `/a/` are both served by a/index.html; accept either spelling.
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return clean.endsWith('/') && clean !== '/' ? [clean, clean.slice(0, -1)] : [clean, `${clean}/`];
}

function resolveRelative(href: string, route: string): string {
  const url = new URL(href, `http://site${route}`);
  return url.pathname + url.search + url.hash;
}

export function findBrokenLinks(input: LinkCheckInput): BrokenLink[] {
  const anchorsByRoute = new Map<string, Set<string>>();
  for (const page of input.pages) {
    const anchors = new Set(page.doc.anchors);
    for (const r of normaliseRoute(page.route)) anchorsByRoute.set(r, anchors);
  }
  const broken: BrokenLink[] = [];
  for (const page of input.pages) {
    const seen = new Set<string>();
    for (const link of page.doc.links) {
      const key = link.href + (link.markdownMissing ? '!md' : '');
      if (seen.has(key)) continue;
      seen.add(key);
      if (link.markdownMissing) {
        broken.push({ source: page.route, file: link.file, line: link.line, target: link.markdownTarget ?? link.href, reason: 'markdown' });
        continue;
      }
      if (link.href.startsWith('//')) continue; // another site
      // Relative links resolve against the page's route, as the browser resolves them.
      const href = link.href.startsWith('#') || link.href.startsWith('/') ? link.href : resolveRelative(link.href, page.route);
      if (href.startsWith('#')) {
        const anchor = decodeURIComponent(href.slice(1));
        if (anchor && !anchorsByRoute.get(page.route)?.has(anchor)) {
          broken.push({ source: page.route, file: link.file, line: link.line, target: href, reason: 'anchor' });
        }
        continue;
      }
      const [pathAndQuery, hash] = href.split('#', 2) as [string, string | undefined];
      const path = decodeURI(pathAndQuery.split('?')[0]!);
      const anchors = normaliseRoute(path).map((r) => anchorsByRoute.get(r)).find(Boolean);
      if (!anchors) {
        const canonical = normaliseRoute(path).map((r) => input.redirects?.get(r)).find((to) => to !== undefined);
        if (canonical !== undefined) broken.push({ source: page.route, file: link.file, line: link.line, target: href, reason: 'redirect', canonical });
        else if (!input.extraPaths.has(path)) broken.push({ source: page.route, file: link.file, line: link.line, target: href, reason: 'route' });
        continue;
      }
      if (hash && !anchors.has(decodeURIComponent(hash))) {
        broken.push({ source: page.route, file: link.file, line: link.line, target: href, reason: 'anchor' });
      }
    }
  }
  return broken;
}

export function formatBrokenLinks(links: BrokenLink[]): string {
  const bySource = new Map<string, BrokenLink[]>();
  for (const l of links) bySource.set(l.source, [...(bySource.get(l.source) ?? []), l]);
  const lines: string[] = [];
  for (const [source, list] of bySource) {
    lines.push(`- On page ${source}${list[0]?.file ? ` (${list[0].file})` : ''}:`);
    for (const l of list) {
      const where = l.file && l.line ? ` at ${l.file}:${l.line}` : '';
      const why =
        l.reason === 'anchor' ? 'anchor not found' : l.reason === 'markdown' ? 'markdown file not found' : l.reason === 'redirect' ? `a redirect stub: link to ${l.canonical} instead` : 'no such page';
      lines.push(`    -> ${l.target} (${why})${where}`);
    }
  }
  return lines.join('\n');
}

export function policyFor(reason: BrokenLink['reason'], policies: { links: BrokenLinkPolicy; markdown: BrokenLinkPolicy; anchors: BrokenLinkPolicy }): BrokenLinkPolicy {
  return reason === 'markdown' ? policies.markdown : reason === 'anchor' ? policies.anchors : policies.links;
}
