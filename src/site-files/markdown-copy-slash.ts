// A page's markdown copy with its links to pages written as the site's `trailingSlash` says,
// as the page's own HTML has them (render/trailing-slash.ts): a reader or tool that follows
// `/guide` from `guide.md` lands where a link of the page leads, without a redirect or a 404.
// Inline links and raw HTML's `href` outside code fences; images and files keep their names.
import { pageHref } from '../shared/route-url.js';

const fence = /^\s*(```|~~~)/;
// `](/guide#a)`, `](</a b>)`, ` href="/guide"`: the root-relative target up to where it ends.
const pageLink = /(\]\(\s*<?|\shref\s*=\s*["'])(\/(?!\/)[^\s)>"']*)/gi;

/** The markdown copy with each link to one of `pages` (bare routes) ending in `/` or not, as `trailingSlash` says. */
export function slashMarkdownLinks(
  markdown: string,
  pages: ReadonlySet<string>,
  trailingSlash: boolean,
): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (fence.test(line)) inFence = !inFence;
      else if (!inFence)
        return line.replace(
          pageLink,
          (_, open: string, href: string) => `${open}${pageHref(href, pages, trailingSlash)}`,
        );
      return line;
    })
    .join('\n');
}
