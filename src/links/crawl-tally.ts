// check-links' counts, kept as the crawl reports each link: the progress lines print them
// while it runs and the report is made of the same broken links, so the two agree (a progress
// line once counted the links of 404 pages, which the report leaves out).
import { LinkState, type LinkResult } from 'linkinator';
import { type BrokenTarget, groupKey } from './broken-targets.js';

export interface CrawlTally {
  /** Links asked for (not skipped). */
  checked: number;
  /** Broken links on pages of this site, once per page and link, in the order found. */
  readonly found: BrokenTarget[];
  /** The URLs that answered 2xx: the crawled pages are among them. */
  readonly answered: Set<string>;
  /** Counts one link the crawl reported. */
  record(link: LinkResult): void;
  /** Adds a broken link found outside the crawl (a missing anchor, a style's url()). */
  add(link: BrokenTarget): void;
  /** The number of lines the report will have for what is found so far. */
  broken(): number;
}

/** `local` turns a URL of the local server into this site's path (`/guide`). */
export function crawlTally(origin: string, local: (url: string) => string): CrawlTally {
  const found: BrokenTarget[] = [];
  const answered = new Set<string>();
  const seen = new Set<string>();
  const groups = new Set<string>();
  const tally: CrawlTally = {
    checked: 0,
    found,
    answered,
    record(link) {
      if (link.state === LinkState.SKIPPED) return;
      tally.checked++;
      if (link.state === LinkState.OK) answered.add(link.url);
      // A missing URL is answered with the 404 page, which linkinator crawls too: its links
      // (relative ones resolved against the missing URL) would be reported as that URL's, but
      // a page that does not exist links nowhere. A page is reported before its links are.
      else if (link.parent === undefined || answered.has(link.parent))
        tally.add({
          source: local(link.parent ?? ''),
          link: link.url.startsWith(origin) ? local(link.url) : link.url,
          status: link.status ?? 0,
        });
    },
    add(link) {
      // A page is one page whatever query the crawl reached it with (`/guide?tab=2`, from a
      // link to it): its broken links are reported once, on the page without the query.
      const report = { ...link, source: link.source.replace(/\?.*$/, '') || '/' };
      const key = `${report.source}\n${report.link}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push(report);
      groups.add(groupKey(report));
    },
    broken: () => groups.size,
  };
  return tally;
}
