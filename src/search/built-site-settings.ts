// What `docgen search` must know of a built site to answer as its search overlay does: the
// base path its links carry and how many pages the overlay lists. The index files hold
// neither (their routes are from the site's root), but every page's island props do; the
// 404 page is written by every build, so its props are read.
import { builtSiteProps, directorySource } from '../http/static-handler.js';

export interface BuiltSiteSettings {
  /** The site's base path (`/docs/`): the overlay's links start with it. */
  baseUrl: string;
  /** search.maxSearchResults, when the pages carry it (they do where the navbar has search). */
  maxSearchResults?: number;
}

/** The settings the built pages carry; a folder whose pages say none is a site at `/`. */
export async function readBuiltSiteSettings(dir: string): Promise<BuiltSiteSettings> {
  const source = directorySource(dir);
  for (const page of ['404.html', 'index.html']) {
    const props = await builtSiteProps(source, page);
    if (typeof props?.baseUrl !== 'string') continue;
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
