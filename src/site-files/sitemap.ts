// sitemap.xml (the sitemaps.org protocol) and a robots.txt that points to it, as
// Docusaurus's preset wrote them: every page route, nothing else (redirect stubs,
// the 404 page and drafts are not pages).
import type { SiteConfig } from '../config/types.js';
import type { Page } from '../types.js';
// HTML's five entities are XML's too (&#39; for the apostrophe).
import { escapeHtml } from '../shared/html-escape.js';

import { absoluteUrl } from '../shared/base-url.js';

export { absoluteUrl };

export function sitemapXml(
  pages: readonly Page[],
  config: Pick<SiteConfig, 'url' | 'baseUrl'>,
): string {
  const urls = pages
    .map((p) => p.route)
    .sort()
    .map((route) => `  <url><loc>${escapeHtml(absoluteUrl(config, route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(config: Pick<SiteConfig, 'url' | 'baseUrl'>): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
}
