// Route and id derivation for markdown files. Routes are exact: a folder's index
// page keeps its trailing slash (`/overview/workspaces/`), other pages have none.
import { outputPathProblem } from '../shared/output-path.js';

/** Whether a page named `name` (no extension) in the folder named `folder` is that folder's index page. */
export const isIndexPage = (name: string, folder: string | undefined) =>
  name === 'index' || name === 'README' || (!!folder && name === folder);

function joinRoute(base: string, rest: string): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return (b + rest.replace(/^\/+/, '')).replace(/\/{2,}/g, '/');
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

/** Output file for a route: `/a/b` → `a/b/index.html`, `/` → `index.html`. */
export function outputFileForRoute(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/** Why a route cannot be a page of the site (it would be written outside the output folder, or not be reachable), or undefined. */
export function routeProblem(route: string): string | undefined {
  if (/[?#]/.test(route))
    return 'it holds "?" or "#", where a browser starts the query or the anchor of a URL';
  return outputPathProblem(outputFileForRoute(route));
}
