// "Edit this page" links: where each page's source can be edited, from
// `docs.editUrl` (a base URL, or a function of the page as Docusaurus allows).
// Decided here, once per page, so rendering never calls site code.
import { DocgenError } from '../errors.js';
import type { EditUrlOption } from '../config/types.js';
import type { Doc } from '../types.js';

/** The page's edit URL, or undefined when the config gives none for it. */
export function editUrlFor(
  option: EditUrlOption | undefined,
  doc: Doc,
  contentDir: string,
  configFile: string,
): string | undefined {
  if (option === undefined) return undefined;
  if (typeof option === 'string') {
    // A base URL knows only files: pages made from a spec have none.
    return doc.sourcePath
      ? option.replace(/\/?$/, '/') + doc.sourcePath.split('/').map(encodeURIComponent).join('/')
      : undefined;
  }
  const dir = contentDir.replace(/^\.\/|\/$/g, '');
  const docPath = doc.sourcePath?.startsWith(`${dir}/`)
    ? doc.sourcePath.slice(dir.length + 1)
    : undefined;
  let url: unknown;
  try {
    url = option({ route: doc.route, kind: doc.kind, sourcePath: doc.sourcePath, docPath });
  } catch (error) {
    throw new DocgenError(
      `docs.editUrl threw for the page ${doc.route}: ${error instanceof Error ? error.message : String(error)}`,
      {
        file: configFile,
        hint: 'Return undefined for pages without an edit link.',
        cause: error,
      },
    );
  }
  if (url === undefined || url === null || url === '') return undefined;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url) || !URL.canParse(url)) {
    throw new DocgenError(
      `docs.editUrl returned ${typeof url === 'string' ? JSON.stringify(url) : typeof url} for the page ${doc.route}; it must return an absolute http(s) URL or undefined.`,
      {
        file: configFile,
        hint: 'Return undefined for pages without an edit link.',
      },
    );
  }
  return url;
}
