// Where a page's plain-markdown copy is served; the build writes it there and the
// page's "Copy page as Markdown" button fetches it. Platform-free.

/** Where a page's markdown copy is served: `/a/b` → `/a/b.md`, `/a/` → `/a/index.md`. */
export function markdownRouteFor(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}
