// On a `trailingSlash: false` site page `a` is the file `a.html`, which its hosts serve at
// `/a` before a folder's `a/index.html` (nginx's `try_files $uri $uri.html $uri/index.html`,
// GitHub Pages, Netlify). A static `a/index.html` beside it is then never seen, though the
// two are different files to the output's clash check (output-claims.ts): fail it here,
// naming both, as that check fails a static file named like a page.
import { DocgenError } from '../errors.js';
import { pageSource } from '../page-source.js';
import type { Page } from '../types.js';

/** Throws when a static `x/index.html` answers the same URL as page `x` of a `false` site. */
export function checkShadowedStatic(
  pages: readonly Page[],
  staticFiles: Iterable<string>,
  staticDir: string,
): void {
  const byRoute = new Map(pages.map((p) => [p.route.replace(/(.)\/+$/, '$1'), p]));
  for (const file of staticFiles) {
    const folder = /^(.+)\/index\.html$/.exec(file)?.[1];
    const page = folder === undefined ? undefined : byRoute.get(`/${folder}`);
    if (!page) continue;
    const source = pageSource(page.doc);
    const staticFile = `${staticDir}/${file}`;
    throw new DocgenError(
      `The static file ${staticFile} and ${source.label} both answer /${folder}: on a \`trailingSlash: false\` site the page is written to ${folder}.html, which hosts serve at /${folder} before ${file}, so the static file would never be seen.`,
      {
        file: source.line === undefined ? staticFile : source.file,
        line: source.line,
        hint: `Rename or move ${staticFile}, or change the page's slug (front matter).`,
      },
    );
  }
}
