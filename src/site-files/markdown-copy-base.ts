// A page's markdown copy under the site's base path: rebaseMarkdown's links and images, the
// targets of reference definitions (`[r]: /guide`), and the root-relative `url(…)` of its raw
// HTML's `style` attributes (a file beside the page that a style loads is linked by its copy,
// `/assets/files/…`, which needs the base as an `<img src>` does).
// Apart from base-url.ts, which the client imports: a change there renames the client's chunks.
import { rebaseCssUrls, rebaseMarkdown } from '../shared/base-url.js';
import { editOutsideCode } from '../content/markdown-code.js';

const styleAttribute = /(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
// A reference definition's root-relative target (`[r]: /guide`), rebased as an inline link's.
const referenceRoot = /^( {0,3}\[(?!\^)[^\]]+\]:[ \t]*<?)(\/(?!\/))/;

/** The markdown copy with its root-relative links, images and style `url(…)`s under the base (code left alone). */
export function rebaseMarkdownCopy(markdown: string, baseUrl: string): string {
  if (baseUrl === '/') return markdown;
  // One line at a time, its code spans held out (markdown-code.ts).
  return editOutsideCode(markdown, (line) =>
    rebaseMarkdown(line, baseUrl)
      .replace(referenceRoot, (_, open: string) => `${open}${baseUrl}`)
      .replace(styleAttribute, (_, name: string, double?: string, single?: string) =>
        double !== undefined
          ? `${name}"${rebaseCssUrls(double, baseUrl)}"`
          : `${name}'${rebaseCssUrls(single!, baseUrl)}'`,
      ),
  );
}
