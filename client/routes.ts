// Which URLs the client navigates itself, and their clean form.

/** `/a/index.html` → `/a/`, `/a.html` → `/a`; other paths unchanged. */
export function cleanPath(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}

/** The clean URL of an internal page of the site under `baseUrl`, or null (other origin, outside the base, a file). */
export function pageUrl(href: string, baseUrl: string, from: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, from);
  } catch {
    return null;
  }
  if (url.origin !== new URL(from).origin || !url.pathname.startsWith(baseUrl)) return null;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  // Files (search indexes, images, specs) are not pages.
  if (last.includes('.') && !last.endsWith('.html')) return null;
  url.pathname = cleanPath(url.pathname);
  return url;
}
