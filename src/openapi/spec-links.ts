// Links between operations inside a spec's own descriptions. Specs written for Redoc
// link to an operation with a fragment of its single-page layout (`#operation/{id}`,
// `#tag/{tag}/operation/{id}`, `#tag/{tag}/paths/~1pets~1{id}/get`, `#tag/{tag}/GET/pets/{id}`);
// docgen gives each operation a page, so such a fragment is rewritten to its route. One
// that names no known operation is left as written, for the link checks to report.
import { httpMethods, unescapeToken } from './json-pointer.js';
import { operationSlug } from './slugs.js';

export interface LinkTarget {
  method: string;
  path: string;
  operationId?: string;
  route: string;
}

/** The route a Redoc-style fragment (without `#`) names, or undefined. */
export function resolveSpecFragment(
  fragment: string,
  targets: readonly LinkTarget[],
): string | undefined {
  const parts = decoded(fragment)?.split('/');
  if (!parts) return undefined;
  // `operation/{id}` or `tag/{tag}/operation/{id}`
  const opAt =
    parts[0] === 'operation' ? 0 : parts[0] === 'tag' && parts[2] === 'operation' ? 2 : -1;
  if (opAt >= 0) {
    const id = parts.slice(opAt + 1).join('/');
    return targets.find((t) => t.operationId === id)?.route;
  }
  if (parts[0] !== 'tag' || parts.length < 4) return undefined;
  // `tag/{tag}/paths/{json-pointer-escaped path}/{method}`
  if (parts[2] === 'paths' && parts.length === 5) {
    const path = unescapeToken(parts[3]!);
    return findByMethodPath(targets, parts[4]!, path);
  }
  // `tag/{tag}/{METHOD}/{path words…}`
  if (httpMethods.includes(parts[2]!.toLowerCase()))
    return findByMethodPath(targets, parts[2]!, `/${parts.slice(3).join('/')}`);
  return undefined;
}

/** The fragment percent-decoded, or undefined where it is malformed. */
function decoded(fragment: string): string | undefined {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
}

function findByMethodPath(
  targets: readonly LinkTarget[],
  method: string,
  path: string,
): string | undefined {
  const m = method.toLowerCase();
  return targets.find((t) => t.method === m && t.path === path)?.route;
}

/** A section of an introduction page (a heading of a document's info.description). */
export interface SectionTarget {
  /** The heading's id on the page. */
  id: string;
  /** The introduction's route. */
  route: string;
}

/**
 * Where Redoc's `#section/{Heading}` (a heading of info.description, shown by docgen
 * on the introduction) lands: `/api/intro#heading`, or undefined.
 */
export function resolveSectionFragment(
  fragment: string,
  sections: readonly SectionTarget[],
): string | undefined {
  const text = decoded(fragment);
  if (!text?.startsWith('section/')) return undefined;
  // Compared as slugs, which keep letters of every script: `section/認証` finds `#認証`.
  const key = operationSlug(text.slice('section/'.length));
  const hit = key ? sections.find((s) => operationSlug(s.id) === key) : undefined;
  return hit && `${hit.route}#${hit.id}`;
}

/**
 * Rewrites Redoc-style `href="#…"` attributes of rendered description HTML. docgen's
 * renderer always double-quotes attributes and escapes them, so a targeted replace is exact.
 */
export function rewriteSpecLinks(
  html: string,
  targets: readonly LinkTarget[],
  sections: readonly SectionTarget[] = [],
): string {
  if (!html.includes('href="#')) return html;
  return html.replace(/href="#((?:tag|operation|section)\/[^"]*)"/g, (whole, fragment: string) => {
    const text = fragment.replace(/&amp;/g, '&');
    const route = text.startsWith('section/')
      ? resolveSectionFragment(text, sections)
      : resolveSpecFragment(text, targets);
    return route ? `href="${route}"` : whole;
  });
}
