// check-links' report lists each broken target once, with every page that links it. A file
// of this site is the same file whatever query a link adds (`/nosuch?a=1`, `/nosuch?a=2`):
// those links are one missing target, named without the query, with the links as written
// beside it so they can be found in the sources. A link to another site keeps its query,
// which may name another resource there; a missing anchor keeps its `#fragment`.

/** A broken link found on one page. */
interface Found {
  /** The page the link is on. */
  source: string;
  link: string;
  /** HTTP status, 0 for a network error or timeout, or 'missing anchor'. */
  status: number | string;
}

/** One broken target: `source` is the first page (in sorted order) that links it. */
export interface BrokenTarget extends Found {
  /** Every page that links the target, when more than one. */
  sources?: string[];
  /** The links as written, when they differ in their query (`link` is then the target without it). */
  linkedAs?: string[];
}

/** The target a link of this site (`/x?a=1#h`) names: without its query. */
const targetOf = (link: string) => (/^\/(?!\/)/.test(link) ? link.replace(/\?[^#]*/, '') : link);

/** The broken links grouped by target and status, in the order each target was first found. */
export function byTarget(found: readonly Found[]): BrokenTarget[] {
  const groups = new Map<string, { first: Found; sources: Set<string>; links: Set<string> }>();
  for (const f of found) {
    const key = `${f.status}\n${targetOf(f.link)}`;
    let group = groups.get(key);
    if (!group) {
      group = { first: f, sources: new Set(), links: new Set() };
      groups.set(key, group);
    }
    group.sources.add(f.source);
    group.links.add(f.link);
  }
  // Sorted: the crawl finds them in whatever order its requests answer.
  return [...groups.values()].map(({ first, sources, links }) => ({
    source: [...sources].sort()[0]!,
    link: links.size > 1 ? targetOf(first.link) : first.link,
    status: first.status,
    ...(sources.size > 1 ? { sources: [...sources].sort() } : {}),
    ...(links.size > 1 ? { linkedAs: [...links].sort() } : {}),
  }));
}
