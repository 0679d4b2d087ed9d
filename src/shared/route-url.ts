// The URL docgen writes for a page's route. Routes stay slash-less inside the pipeline
// (`/guide`); the site's `trailingSlash` (Docusaurus's option of that name) decides only
// how they are written and stored: `true` ends them with `/`, so hosts that serve
// `guide/index.html` answer the link itself instead of redirecting `/guide` to `/guide/`;
// `false` writes the page as `guide.html`, which such hosts serve at `/guide`. Platform-free.

/**
 * A route (`/guide#a`, or a folder's index page `/more/`) as `trailingSlash` writes it: with
 * `/` before its query or fragment when true, without when false, as it is when unset; `/`
 * and full URLs unchanged.
 */
export function routeUrl(route: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || !route.startsWith('/')) return route;
  const cut = route.search(/[?#]/);
  const path = cut < 0 ? route : route.slice(0, cut);
  if (path === '/') return route;
  const bare = path.replace(/\/+$/, '');
  return `${bare}${trailingSlash ? '/' : ''}${cut < 0 ? '' : route.slice(cut)}`;
}

/** The site's page routes without their trailing `/` (`/more/` → `/more`), as `pageHref` matches them. */
export function bareRoutes(routes: Iterable<string>): Set<string> {
  return new Set([...routes].map((r) => r.replace(/(.)\/+$/, '$1')));
}

/**
 * `href` written as `trailingSlash` says when its path (before `?` or `#`) is one of
 * `pages`, the site's page routes without their `/` (`bareRoutes`), written with or without it: `true` adds the slash, `false`
 * drops it (`/guide/` is not found where the page is `guide.html`); a page's file name
 * (`/guide.html`, `/guide/index.html`) is written as its URL. A file (`/guide.md`,
 * `/img/a.png`), another site's URL or a missing route is unchanged. Percent-encoded paths
 * (`/gu%C3%ADa`, as markdown links are written) are matched decoded.
 */
export function pageHref(
  href: string,
  pages: ReadonlySet<string>,
  trailingSlash: boolean,
  files?: ReadonlySet<string>,
): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  if (path === '/') return href;
  const page = pagePath(path, pages, files);
  if (page === undefined) return href;
  return routeUrl(`${page}${cut < 0 ? '' : href.slice(cut)}`, trailingSlash);
}

/**
 * The page (bare route, as written) that `path` names: `/guide`, `/guide/`, or its file's
 * name, `/guide.html` or `/guide/index.html`, which exists on one setting's site and not the
 * other's (hosts 404 it), so it is written as the page's URL like any other link to it;
 * unless the site has a file of that name (`files`, see `staticPageTwins`), which the link
 * names.
 */
export function pagePath(
  path: string,
  pages: ReadonlySet<string>,
  files?: ReadonlySet<string>,
): string | undefined {
  const candidates = [path.replace(/(.)\/+$/, '$1')];
  if (path.endsWith('.html') && !hasPath(path, files ?? noFiles))
    candidates.push(path.slice(0, -'.html'.length), path.replace(/\/index\.html$/, '') || '/');
  return candidates.find((c) => c !== '' && hasPath(c, pages));
}

/** Whether `paths` has `path`, as written or percent-decoded. */
function hasPath(path: string, paths: ReadonlySet<string>): boolean {
  if (paths.has(path)) return true;
  if (!path.includes('%')) return false;
  try {
    return paths.has(decodeURI(path));
  } catch {
    return false;
  }
}

const noFiles: ReadonlySet<string> = new Set();

/**
 * The static files (relative to the output, `a.html`) named as a page's file would be on
 * another setting (`/a.html` beside page `/a`, which is `a/index.html`), as URL paths: a
 * link to one names that file, not the page, and stays as written.
 */
export function staticPageTwins(
  staticFiles: Iterable<string>,
  pages: ReadonlySet<string>,
): Set<string> {
  const twins = new Set<string>();
  for (const file of staticFiles)
    if (file.endsWith('.html') && pages.has(`/${file.slice(0, -'.html'.length)}`))
      twins.add(`/${file}`);
  return twins;
}
