// A page's markdown copy under the site's base path: rebaseMarkdown's links and images, and
// the root-relative `url(…)` of its raw HTML's `style` attributes (a file beside the page that a
// style loads is linked by its copy, `/assets/files/…`, which needs the base as an `<img src>` does).
// Apart from base-url.ts, which the client imports: a change there renames the client's chunks.
import { rebaseCssUrls, rebaseMarkdown } from '../shared/base-url.js';
import { editOutsideFences } from '../shared/outside-fences.js';

const styleAttribute = /(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;

/** The markdown copy with its root-relative links, images and style `url(…)`s under the base (code fences left alone). */
export function rebaseMarkdownCopy(markdown: string, baseUrl: string): string {
  const rebased = rebaseMarkdown(markdown, baseUrl);
  if (baseUrl === '/' || !/\sstyle\s*=/i.test(rebased)) return rebased;
  return editOutsideFences(rebased, (line) =>
    line.replace(styleAttribute, (_, name: string, double?: string, single?: string) =>
      double !== undefined
        ? `${name}"${rebaseCssUrls(double, baseUrl)}"`
        : `${name}'${rebaseCssUrls(single!, baseUrl)}'`,
    ),
  );
}
