// Checks `#anchor` links between the pages of a built site: each must be an id (or
// <a name>) on the target page. linkinator's own check blames the first page that linked
// the target and misses later fragments; reading the build folder is exact and free.
import { Parser } from 'htmlparser2';
import { candidateFiles, safeRelativePath, type FileSource } from '../http/static-handler.js';

interface PageAnchors {
  ids: Set<string>;
  /** href values of <a> and <area> that carry a fragment. */
  fragmentLinks: string[];
}

interface BrokenFragment {
  /** The page the link is on, as a path (`/guide`). */
  source: string;
  /** The link, resolved to a path on this site with its query and fragment (`/faq?v=2#setup`). */
  link: string;
}

function scan(html: string): PageAnchors {
  const ids = new Set<string>();
  const fragmentLinks: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if ((name === 'a' || name === 'area') && attributes.href?.includes('#'))
        fragmentLinks.push(attributes.href);
    },
  });
  parser.end(html);
  return { ids, fragmentLinks };
}

function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * The fragment links among `pages` (URL paths of this site's crawled pages, served
 * from `source`) whose target page has no element with that id.
 */
export async function findBrokenFragments(
  source: FileSource,
  pages: string[],
): Promise<BrokenFragment[]> {
  const scanned = new Map<string, Promise<PageAnchors | undefined>>();
  const anchorsOf = (pathname: string) => {
    let result = scanned.get(pathname);
    if (!result) {
      result = readPage(source, pathname).then((html) =>
        html === undefined ? undefined : scan(html),
      );
      scanned.set(pathname, result);
    }
    return result;
  };
  const broken: BrokenFragment[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const anchors = await anchorsOf(page);
    if (!anchors) continue;
    const base = new URL(page, 'http://site.invalid');
    for (const href of anchors.fragmentLinks) {
      let target: URL;
      try {
        target = new URL(href, base);
      } catch {
        continue;
      }
      const fragment = decodeFragment(target.hash);
      // Another site, an empty `#`, or `#top` (which browsers scroll to without an element).
      if (target.origin !== base.origin || fragment === '' || fragment.toLowerCase() === 'top')
        continue;
      const targetAnchors = await anchorsOf(target.pathname);
      // A missing page is the crawl's to report; only anchors are checked here.
      if (!targetAnchors || targetAnchors.ids.has(fragment)) continue;
      // With its query, as written: links to one anchor with different queries are one line
      // of the report, each listed (`linked as`), where only the query finds them in the sources.
      const link = `${target.pathname}${target.search}${target.hash}`;
      const key = `${page}\n${link}`;
      if (seen.has(key)) continue;
      seen.add(key);
      broken.push({ source: page, link });
    }
  }
  return broken;
}

/** The HTML of the page served at `pathname`, or undefined when that is no page. */
export async function readPage(source: FileSource, pathname: string): Promise<string | undefined> {
  const relative = safeRelativePath(pathname);
  if (relative === undefined) return undefined;
  for (const file of candidateFiles(pathname, relative)) {
    if (!file.endsWith('.html')) {
      // Served first when it is there, and no page: found without reading a file on disk,
      // for a site's static files may be gigabytes (one kept in memory is read).
      const there = (await source.file?.(file)) ?? (await source.read(file));
      if (there !== undefined) return undefined;
      continue;
    }
    const body = await source.read(file);
    if (body === undefined) continue;
    return typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
  }
  return undefined;
}
