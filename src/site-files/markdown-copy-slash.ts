// A page's markdown copy with its links to pages written as the site's `trailingSlash` says,
// as the page's own HTML has them (render/trailing-slash.ts): a reader or tool that follows
// `/guide` from `guide.md` lands where a link of the page leads, without a redirect or a 404.
// A relative link to a page (`../guide/`, `sub/`) is read from the page's route, as the HTML
// reads it (content/plugins/links.ts), and written absolute: the copy sits at `route.md`, not
// at the page's URL, and a relative link kept as written would miss the setting (and, from
// `guide.md`, `../` leaves the site's base). Inline links, reference definitions and raw
// HTML's `href` outside code (fences, indented blocks, code spans); images and files keep their names.
import { pageHref, pagePath, routeUrl } from '../shared/route-url.js';
import { fromRoute, isPageRelative } from '../shared/route-relative.js';
import { editOutsideCode } from '../content/markdown-code.js';

// `](/guide#a)`, `](</a b>)`, ` href="../guide"`, `[r]: sub/`: the target up to where it ends.
const pageLink = /(\]\(\s*<?|\shref\s*=\s*["']|^ {0,3}\[(?!\^)[^\]]+\]:[ \t]*<?)([^\s)>"'<]+)/gi;

/**
 * The markdown copy of the page at `route` with each link to one of `pages` (bare routes)
 * ending in `/` or not, as `trailingSlash` says; relative ones written absolute. A link to
 * one of `twins` (a static `/a.html` beside page `/a`) names that file and stays.
 */
export function slashMarkdownLinks(
  markdown: string,
  pages: ReadonlySet<string>,
  trailingSlash: boolean,
  route: string,
  twins?: ReadonlySet<string>,
): string {
  const target = (href: string): string => {
    if (!isPageRelative(href) || href.startsWith('?'))
      return pageHref(href, pages, trailingSlash, twins);
    const absolute = fromRoute(href, route);
    const cut = absolute.search(/[?#]/);
    const page = pagePath(cut < 0 ? absolute : absolute.slice(0, cut), pages, twins);
    return page === undefined
      ? href
      : routeUrl(`${page}${cut < 0 ? '' : absolute.slice(cut)}`, trailingSlash);
  };
  return editOutsideCode(markdown, (line) =>
    line.replace(pageLink, (_, open: string, href: string) => `${open}${target(href)}`),
  );
}
