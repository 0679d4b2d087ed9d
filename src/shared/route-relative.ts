// A relative link read from a page's route, as a browser on that route reads it: the one
// reading the build checks a link by, and writes it as (a host may serve `/guide` at
// `/guide/`, where the browser would read `config` as `/guide/config`).

/** Whether a link is relative to its page (`config`, `../x`, `?q`): not `#x`, `/x`, `//host` or `scheme:`. */
export function isPageRelative(href: string): boolean {
  return href !== '' && !/^(?:[#/]|[a-z][a-z0-9+.-]*:)/i.test(href);
}

/** The absolute path (with query and fragment) a relative link on the page at `route` names. */
export function fromRoute(href: string, route: string): string {
  const url = new URL(href, `http://site${route}`);
  return url.pathname + url.search + url.hash;
}
