// Route and id derivation for markdown files. Routes are exact: a folder's index
// page keeps its trailing slash (`/overview/workspaces/`), other pages have none.
import { outputPathProblem } from '../shared/output-path.js';

/** Whether a page named `name` (no extension) in the folder named `folder` is that folder's index page. */
export const isIndexPage = (name: string, folder: string | undefined) =>
  name === 'index' || name === 'README' || (!!folder && name === folder);

/** Whether the file at `relative` (below content/, no extension) is its folder's index page. */
export function isIndexFile(relative: string): boolean {
  const segments = relative.split('/');
  const name = segments.pop()!;
  return isIndexPage(name, segments.at(-1));
}

function joinRoute(base: string, rest: string): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  // In NFC, as heading ids are: a slug or id typed in NFD names the same page.
  return (b + rest.replace(/^\/+/, '')).replace(/\/{2,}/g, '/').normalize('NFC');
}

/**
 * The route of a file given its path below content/ without extension.
 * `overview/workspaces/workspaces` and `overview/index` are folder index pages.
 * Front matter `id` names the last segment in place of the file name, as in
 * Docusaurus, where pages link each other by id (`[Intro](getting-started)`);
 * `slug` and a folder's index page win over it.
 */
export function routeForFile(
  relative: string,
  slug: string | undefined,
  routeBasePath: string,
  id?: string,
): string {
  const segments = relative.split('/');
  const name = segments.pop()!;
  const dir = segments.join('/');
  if (slug !== undefined) {
    if (slug.startsWith('/')) return joinRoute(routeBasePath, slug);
    return joinRoute(routeBasePath, dir ? `${dir}/${slug}` : slug);
  }
  if (isIndexPage(name, segments.at(-1)))
    return dir ? joinRoute(routeBasePath, `${dir}/`) : joinRoute(routeBasePath, '');
  const last = id ?? name;
  return joinRoute(routeBasePath, dir ? `${dir}/${last}` : last);
}

/** The doc id: the path below content/, its last segment replaced by front matter `id`. */
export function docIdForFile(relative: string, id: string | undefined): string {
  if (id === undefined) return relative;
  const dir = relative.split('/').slice(0, -1).join('/');
  return dir ? `${dir}/${id}` : id;
}

/**
 * Output file for a route: `/a/b` → `a/b/index.html`, `/` → `index.html`; with
 * `trailingSlash: false`, `/a/b` → `a/b.html` (served at `/a/b` without a redirect).
 */
export function outputFileForRoute(route: string, trailingSlash?: boolean): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return 'index.html';
  return trailingSlash === false ? `${trimmed}.html` : `${trimmed}/index.html`;
}

/** Why a route cannot be a page of the site (it would be written outside the output folder, or not be reachable), or undefined. */
export function routeProblem(route: string): string | undefined {
  if (/[?#]/.test(route))
    return 'it holds "?" or "#", where a browser starts the query or the anchor of a URL';
  return outputPathProblem(outputFileForRoute(route));
}

/** A character as a message shows it: quoted, or by its code point when it prints as nothing. */
const shownChar = (c: string) =>
  /[\p{L}\p{N}\p{P}\p{S}]/u.test(c)
    ? `"${c}"`
    : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Where a plain name is asked for: what to write instead of a bad id. */
const plainIdHint =
  'Write the id as one name, such as `getting-started` (letters, digits, `-`, `_`, `.`); to move the page to another folder, move the file or set `slug`.';

/**
 * Why front matter `id` cannot name a page, with what to write instead, or undefined.
 * It is one segment of a doc id and of a route (Docusaurus rejects `/` too), so it must
 * be a name a URL segment holds as written. `index` would make an index page by name
 * only: its doc id and markdown copy would be the folder's index page's, and neither
 * the index page rules nor a generated sidebar would take it for one; on a file that is
 * its folder's index page, it only says so.
 */
export function idProblem(
  id: string,
  /** Whether the file is its folder's index page already (`index.md`, `README.md`). */
  indexFile = false,
): { why: string; hint: string } | undefined {
  const plain = (why: string) => ({ why, hint: plainIdHint });
  if (id.trim() === '') return plain('is empty');
  if (/[/\\]/.test(id)) return plain('holds a folder separator');
  const pathProblem = outputPathProblem(id);
  if (pathProblem?.includes('segment')) return plain('names a folder ("." or ".."), not a page');
  if (pathProblem !== undefined) return plain('is not a name a route can hold');
  const bad = /[\s?#%]/.exec(id)?.[0];
  if (bad !== undefined) {
    const what = /\s/.test(bad) ? 'a space' : `"${bad}"`;
    return plain(`holds ${what}, which a URL cannot keep in a route`);
  }
  // What the hint allows, and no more: `mailto:x` or `javascript:…` would read as a
  // link's scheme where a page links it by id, `<` and `"` are markup, and a bidirectional
  // control reorders the route where it is shown. Letters of any script stay names, with
  // the joiners (ZWNJ, ZWJ) that Persian and Indic words are spelt with, between letters
  // only: an id of a joiner alone would be a route that looks like the home page's.
  const joined = id.replace(/(?<=[\p{L}\p{M}])(?:\u200c|\u200d)(?=[\p{L}\p{M}])/gu, '');
  const other = /[^\p{L}\p{M}\p{N}._-]/u.exec(joined)?.[0];
  if (other !== undefined)
    return plain(`holds ${shownChar(other)}, which is not a letter, a digit, "-", "_" or "."`);
  // A route ending in .md is where the page before it keeps its markdown copy, and one
  // ending in .html is a file name, not a page's folder: the id is a file name written by mistake.
  const extension = /\.(md|mdx|html?)$/i.exec(id)?.[0];
  if (extension !== undefined)
    return {
      why: `ends in "${extension}", a file's extension: the page's route would be a file name, where markdown copies and static files go`,
      hint: `Write the id without the extension: \`${id.slice(0, -extension.length)}\`.`,
    };
  if (id.toLowerCase() === 'index') {
    // Docusaurus authors write `id: index` in index.md: it names what the file already is.
    if (indexFile && id === 'index') return undefined;
    if (indexFile)
      return {
        why: "is the name of a folder's index page in other capitals",
        hint: "Remove the `id` line (or write `index`): the file is its folder's index page already.",
      };
    return {
      why: "is the name of a folder's index page, which only a file named index.md is",
      hint: "Rename the file to index.md to make it the folder's index page, or write another id.",
    };
  }
  return undefined;
}
