// Where the dev server and the link checker send a page's file name (`guide.html`,
// `guide/index.html`) and, on a `trailingSlash: true` site, a page's URL without its slash
// (`/guide`): to the page's URL as the site writes it, as the static hosts that setting is
// for do, so the reader lands on the canonical URL. A redirect only ever leads to a file
// that is there: anything else falls through to the files, and to 404.

/** What of a site's files a redirect needs to see: whether a file is there. */
interface Files {
  read(relative: string): Promise<unknown>;
}

/**
 * The clean path (relative to the site, `guide/`, `guide` or `` for the home page) that
 * `relative`, asked for as `urlPath`, redirects to on a site built with `trailingSlash`,
 * or undefined to answer it from the files.
 */
export async function cleanRedirect(
  source: Files,
  relative: string,
  urlPath: string,
  trailingSlash: boolean | undefined,
): Promise<string | undefined> {
  const exists = async (file: string) => (await source.read(file)) !== undefined;
  if (relative === '404.html') return undefined;
  if (relative === 'index.html') return (await exists(relative)) ? '' : undefined;
  const index = /\/index\.html$/.exec(relative);
  if (index) {
    // `guide/index.html` is `guide/`, where it is a file; a `false` site's page `guide.html`
    // is not found there on its hosts, so neither here (check-links reports the link).
    return (await exists(relative)) ? `${relative.slice(0, index.index)}/` : undefined;
  }
  if (relative.endsWith('.html') && !urlPath.endsWith('/')) {
    // `guide.html` beside a `guide/index.html` names that page, unless it is a file of its
    // own (a static `guide.html`, a `false` site's page) or a folder with its own index (a
    // page whose slug ends in `.html`): a real file wins over a redirect.
    if (await exists(relative)) return undefined;
    const page = relative.slice(0, -'.html'.length);
    if (!(await exists(`${relative}/index.html`)) && (await exists(`${page}/index.html`)))
      return trailingSlash === true ? `${page}/` : page;
  }
  // `true` sites' hosts answer a folder's URL without its slash with a redirect to it.
  if (trailingSlash !== true || relative === '' || urlPath.endsWith('/')) return undefined;
  if (await exists(relative)) return undefined;
  return (await exists(`${relative}/index.html`)) ? `${relative}/` : undefined;
}
