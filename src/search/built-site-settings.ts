// What `docgen search` must know of a built site to answer as its search overlay does: the
// base path its links carry and how many pages the overlay lists. The index files hold
// neither (their routes are from the site's root), but every page's island props do; the
// 404 page is written by every build, so its props are read.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BuiltSiteSettings {
  /** The site's base path (`/docs/`): the overlay's links start with it. */
  baseUrl: string;
  /** search.maxSearchResults, when the pages carry it (they do where the navbar has search). */
  maxSearchResults?: number;
}

const propsScript = /<script type="application\/json" id="__docgen_props">([\s\S]*?)<\/script>/;

/** The settings the built pages carry; a folder whose pages say none is a site at `/`. */
export async function readBuiltSiteSettings(dir: string): Promise<BuiltSiteSettings> {
  for (const page of ['404.html', 'index.html']) {
    let props: { baseUrl?: unknown; maxSearchResults?: unknown };
    try {
      const found = propsScript.exec(await readFile(path.join(dir, page), 'utf8'));
      if (!found) continue;
      props = JSON.parse(found[1]!);
    } catch {
      continue;
    }
    if (typeof props.baseUrl !== 'string') continue;
    const max = props.maxSearchResults;
    return {
      baseUrl: props.baseUrl,
      ...(typeof max === 'number' && Number.isInteger(max) && max > 0
        ? { maxSearchResults: max }
        : {}),
    };
  }
  return { baseUrl: '/' };
}
