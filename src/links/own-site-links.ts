// Links to the site's own production address (its config's `url` + `baseUrl`): every page's
// `<link rel=canonical>`, `og:url` and `hreflang` alternates, and any absolute link an author
// wrote to this site. They name pages of this build, which is not deployed yet when CI runs
// check-links: asked of the production server, a page added in this build is a 404 there (and
// every one of them fails offline). So they are checked as internal links, against the built
// folder on the local server, rather than left out: an absolute link to a page this build does
// not have is still broken, and the report names it as written.
import type { FileSource } from '../http/static-handler.js';

/**
 * The address a built site is published at (`https://example.com/docs/`), read from its 404
 * page's canonical link (`url` + `baseUrl` + `404.html`, written by every build), or
 * undefined when the folder has none.
 */
export async function builtSiteUrl(source: FileSource): Promise<string | undefined> {
  const page = await source.read('404.html');
  if (page === undefined) return undefined;
  const html = typeof page === 'string' ? page : Buffer.from(page).toString('utf8');
  const href = /<link rel="canonical" href="([^"]*)404\.html"/.exec(html)?.[1];
  if (href === undefined) return undefined;
  try {
    // As linkinator spells the links it finds: host in lower case, no default port.
    const url = new URL(href.replace(/&amp;/g, '&'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The local URL a link to the site's address names (`https://example.com/docs/a#b` →
 * `http://127.0.0.1:port/docs/a`), or undefined when it is not a link to this site.
 * `siteUrl` ends with its base's `/`; the base without it (`…/docs`) is this site too.
 */
export function localUrlOf(
  link: string,
  siteUrl: string,
  origin: string,
  base: string,
): string | undefined {
  const withoutFragment = link.split('#')[0]!;
  // The base without its slash, with or without a query (`…/docs?x=1`), is the home page.
  const query = withoutFragment.indexOf('?');
  const path = query === -1 ? withoutFragment : withoutFragment.slice(0, query);
  if (path === siteUrl.slice(0, -1))
    return `${origin}${base}${query === -1 ? '' : withoutFragment.slice(query)}`;
  if (!withoutFragment.startsWith(siteUrl)) return undefined;
  return `${origin}${base}${withoutFragment.slice(siteUrl.length)}`;
}
