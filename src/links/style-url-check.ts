// The files a page's `style` attributes load (`<div style="background: url(img/flow.png)">`):
// linkinator reads no CSS, so check-links asks the local server for each itself.
import { Parser } from 'htmlparser2';
import type { FileSource } from '../http/static-handler.js';
import { styleUrls } from '../content/html-links.js';
import { readPage } from './fragment-check.js';

interface BrokenStyleUrl {
  /** The page the style is on, as a path (`/guide`). */
  source: string;
  /** The URL, resolved to a path on this site (`/guide/img/flow.png`). */
  link: string;
  status: number;
}

/** The `url(…)`s of a page's `style` attributes, as written. */
function pageStyleUrls(html: string): string[] {
  const urls: string[] = [];
  const parser = new Parser({
    onopentag(_name, attributes) {
      if (attributes.style) urls.push(...styleUrls(attributes.style));
    },
  });
  parser.end(html);
  return urls;
}

/**
 * The style `url(…)`s among `pages` (paths of crawled pages, read from `source`) that the
 * server at `origin` does not answer with 2xx; other sites' and `data:` URLs are not asked.
 */
export async function findBrokenStyleUrls(
  source: FileSource,
  pages: string[],
  origin: string,
): Promise<BrokenStyleUrl[]> {
  const status = new Map<string, Promise<number>>();
  const statusOf = (pathname: string) => {
    let answer = status.get(pathname);
    if (!answer) {
      answer = fetch(`${origin}${pathname}`, { method: 'HEAD' }).then(
        (res) => res.status,
        () => 0,
      );
      status.set(pathname, answer);
    }
    return answer;
  };
  const broken: BrokenStyleUrl[] = [];
  for (const page of pages) {
    const html = await readPage(source, page);
    if (html === undefined) continue;
    const base = new URL(page, origin);
    for (const written of new Set(pageStyleUrls(html))) {
      let target: URL;
      try {
        target = new URL(written, base);
      } catch {
        continue;
      }
      if (target.origin !== base.origin) continue;
      const code = await statusOf(target.pathname + target.search);
      if (code < 200 || code >= 300)
        broken.push({ source: page, link: target.pathname, status: code });
    }
  }
  return broken;
}
