// check-links' report lists each broken target once per page that links it. A file of this
// site is the same file whatever query a link adds (`/nosuch?a=1`, `/nosuch?a=2`): those links
// on one page are one missing target, named without the query, with the links as written
// beside it so they can be found in the sources. A link to another site keeps its query,
// which may name another resource there; a missing anchor keeps its `#fragment`. Pages stay
// apart, one line each, as the build's own link check reports them.

/** A broken link found on one page. */
export interface BrokenTarget {
  /** The page the link is on. */
  source: string;
  link: string;
  /** HTTP status, 0 for a network error or timeout, or 'missing anchor'. */
  status: number | string;
  /** The links as written, when they differ in their query (`link` is then the target without it). */
  linkedAs?: string[];
}

/** The target a link of this site (`/x?a=1#h`) names: without its query. */
const targetOf = (link: string) => (/^\/(?!\/)/.test(link) ? link.replace(/\?[^#]*/, '') : link);

/**
 * Strings in order with their numbers read as numbers (`v=2` before `v=10`): links that differ
 * in a counter read in the counter's order. Not a locale's collation, so every machine agrees.
 */
export function naturalOrder(a: string, b: string): number {
  const as = a.split(/(\d+)/);
  const bs = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const [x, y] = [as[i]!, bs[i]!];
    if (x === y) continue;
    // Odd parts are the runs of digits: the shorter number (leading zeros aside) is smaller.
    if (i % 2 === 1) {
      const [m, n] = [x.replace(/^0+(?=\d)/, ''), y.replace(/^0+(?=\d)/, '')];
      if (m.length !== n.length) return m.length - n.length;
      if (m !== n) return m < n ? -1 : 1;
    }
    return x < y ? -1 : 1;
  }
  return as.length - bs.length;
}

/** How many of a target's links the text report lists before saying how many more there are. */
export const linkedAsShown = 10;

/** A target's links as the text report lists them: the first few, then how many more. */
export function linkedAsList(links: readonly string[]): string {
  const shown = links.slice(0, linkedAsShown).join(', ');
  return links.length > linkedAsShown ? `${shown} and ${links.length - linkedAsShown} more` : shown;
}

/** What makes broken links one line of the report: their page, status and target. */
export const groupKey = (f: BrokenTarget) => `${f.source}\n${f.status}\n${targetOf(f.link)}`;

/**
 * The broken links grouped by page, target and status, sorted by page and link: the crawl
 * finds them in whatever order its requests answer, and a report that reorders itself from
 * run to run makes every CI log a diff.
 */
export function byTarget(found: readonly BrokenTarget[]): BrokenTarget[] {
  const groups = new Map<string, { first: BrokenTarget; links: Set<string> }>();
  for (const f of found) {
    const key = groupKey(f);
    let group = groups.get(key);
    if (!group) {
      group = { first: f, links: new Set() };
      groups.set(key, group);
    }
    group.links.add(f.link);
  }
  const order = (a: BrokenTarget, b: BrokenTarget) =>
    a.source === b.source
      ? a.link < b.link
        ? -1
        : a.link > b.link
          ? 1
          : 0
      : a.source < b.source
        ? -1
        : 1;
  return [...groups.values()]
    .map(({ first, links }) =>
      links.size > 1
        ? { ...first, link: targetOf(first.link), linkedAs: [...links].sort(naturalOrder) }
        : first,
    )
    .sort(order);
}
