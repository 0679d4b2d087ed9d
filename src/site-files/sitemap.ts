// sitemap.xml (the sitemaps.org protocol) and a robots.txt that points to it, as
// Docusaurus's preset wrote them: every page route, nothing else (redirect stubs,
// the 404 page and drafts are not pages; unlisted pages are reached by their URL alone).
import type { SiteConfig } from '../config/types.js';
import type { Page } from '../types.js';
// HTML's five entities are XML's too (&#39; for the apostrophe).
import { escapeHtml } from '../shared/html-escape.js';

import { absoluteUrl } from '../shared/base-url.js';
import { routeUrl } from '../shared/route-url.js';

export { absoluteUrl };

export function sitemapXml(
  pages: readonly Page[],
  config: Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash'>,
): string {
  const urls = pages
    .filter((p) => !p.doc.unlisted)
    .map((p) => p.route)
    .sort()
    .map((route) => absoluteUrl(config, routeUrl(route, config.trailingSlash)))
    .map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(config: Pick<SiteConfig, 'url' | 'baseUrl'>): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
}

/**
 * What a site served under a path should know of its robots.txt: crawlers read only the
 * host root's (RFC 9309), so the `Sitemap:` line of `/docs/robots.txt` is never seen, and
 * the root's robots.txt must name the sitemap. Undefined for a site at the host root.
 */
export function robotsNote(config: Pick<SiteConfig, 'url' | 'baseUrl'>): string | undefined {
  if (config.baseUrl === '/') return undefined;
  return `note: the site is served under ${config.baseUrl}, and crawlers read only the robots.txt at the host's root (${config.url}/robots.txt), not ${absoluteUrl(config, '/robots.txt')}. For them to find the sitemap, add this line to the root's robots.txt (or submit the sitemap to the search engines): Sitemap: ${absoluteUrl(config, '/sitemap.xml')}`;
}
