// The URL docgen writes for a page's route. Routes stay slash-less inside the pipeline
// (`/guide`); the site's `trailingSlash` (Docusaurus's option of that name) decides only
// how they are written: `true` ends them with `/`, so hosts that serve `guide/index.html`
// answer the link itself instead of redirecting `/guide` to `/guide/`. Platform-free.

/** A route (`/guide#a`) with `/` before its query or fragment when `trailingSlash` is true; `/`, full URLs and other settings unchanged. */
export function routeUrl(route: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash !== true || !route.startsWith('/')) return route;
  const cut = route.search(/[?#]/);
  const path = cut < 0 ? route : route.slice(0, cut);
  if (path === '' || path.endsWith('/')) return route;
  return `${path}/${cut < 0 ? '' : route.slice(cut)}`;
}

/**
 * `href` with the trailing slash when its path (before `?` or `#`) is one of `pages`, the
 * site's page routes; a file (`/guide.md`, `/img/a.png`), another site's URL or a missing
 * route is unchanged. Percent-encoded paths (`/gu%C3%ADa`, as markdown links are written)
 * are matched decoded.
 */
export function pageHref(href: string, pages: ReadonlySet<string>): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  return isPage(path, pages) ? routeUrl(href, true) : href;
}

function isPage(path: string, pages: ReadonlySet<string>): boolean {
  if (path === '/' || path.endsWith('/')) return false;
  if (pages.has(path)) return true;
  if (!path.includes('%')) return false;
  try {
    return pages.has(decodeURI(path));
  } catch {
    return false;
  }
}
