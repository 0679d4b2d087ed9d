// A page's markdown copy under the site's base path: its root-relative links and images, the
// targets of reference definitions (`[r]: /guide`), and the root-relative `url(…)` of its raw
// HTML's `style` attributes (a file beside the page that a style loads is linked by its copy,
// `/assets/files/…`, which needs the base as an `<img src>` does), outside code as
// markdown-it reads it (markdown-code.ts).
import { rebaseCssUrls } from '../shared/base-url.js';
import { editOutsideCode } from '../content/markdown-code.js';

// An inline link or image target that starts at the root: `](/guide#a)`, `](</a b>)`.
// Raw HTML's `src="/…"`, `href="/…"` and the other URL attributes too: the copy of an image
// beside the page is one.
const rootLink = /(\]\(\s*<?|\s(?:src|href|xlink:href|data|poster)\s*=\s*["'])(\/(?!\/))/gi;
const styleAttribute = /(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
// A reference definition's root-relative target (`[r]: /guide`), rebased as an inline link's.
const referenceRoot = /^( {0,3}\[(?!\^)[^\]]+\]:[ \t]*<?)(\/(?!\/))/;

/** The markdown copy with its root-relative links, images and style `url(…)`s under the base (code left alone). */
export function rebaseMarkdownCopy(markdown: string, baseUrl: string): string {
  if (baseUrl === '/') return markdown;
  // One line at a time, its code spans held out (markdown-code.ts).
  return editOutsideCode(markdown, (line) =>
    line
      .replace(rootLink, (_, open: string) => `${open}${baseUrl}`)
      .replace(referenceRoot, (_, open: string) => `${open}${baseUrl}`)
      .replace(styleAttribute, (_, name: string, double?: string, single?: string) =>
        double !== undefined
          ? `${name}"${rebaseCssUrls(double, baseUrl)}"`
          : `${name}'${rebaseCssUrls(single!, baseUrl)}'`,
      ),
  );
}
