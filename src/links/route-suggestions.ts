// "Did you mean": a link to a page that is not there often names a page that is, by
// another path: migrated docs link by file name where the page's route comes from its
// `id`, or leave out the docs' route base (`/guides/setup` for `/docs/guides/setup`).
// A broken link whose last segment is a page's file name, id or last route segment
// is answered with that page's route.
import { readableUrl } from '../shared/readable-url.js';

/** The last segment of a URL path: no query, anchor, trailing slash or page extension. */
export function lastSegment(path: string): string {
  const clean = path
    .split(/[?#]/, 1)[0]!
    .replace(/\/+$/, '')
    .replace(/\.(mdx?|html)$/, '');
  return clean.slice(clean.lastIndexOf('/') + 1);
}

/** What a page is known by: its route, and the names (file name, id) a link may end in. */
interface PageNames {
  route: string;
  names: Iterable<string | undefined>;
}

/** Finds the routes a broken path may have meant. */
type RouteSuggester = (path: string) => string[];

/** Index pages by their route's last segment and the names given; answers with at most three routes. */
export function routeSuggester(pages: Iterable<PageNames>): RouteSuggester {
  const byName = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const name of [lastSegment(page.route), ...page.names]) {
      // `index` and `README` name every folder's index page, not one page.
      if (!name || name === 'index' || name === 'README') continue;
      const routes = byName.get(name) ?? new Set<string>();
      routes.add(page.route);
      byName.set(name, routes);
    }
  }
  return (path) => {
    const name = lastSegment(path);
    return [...(byName.get(name) ?? [])].filter((r) => r !== path).slice(0, 3);
  };
}

/** `did you mean /a?` (or `/a or /b?`), or nothing when there is no route to offer. */
export function didYouMean(found: string[]): string {
  if (found.length === 0) return '';
  // As the author wrote them: check-links reads routes from the built files, %-escaped.
  const routes = found.map(readableUrl);
  const listed =
    routes.length === 1 ? routes[0] : `${routes.slice(0, -1).join(', ')} or ${routes.at(-1)}`;
  return `did you mean ${listed}?`;
}
