// The `docs` sidebar of a site without a sidebars file: the markdown docs and the
// folders' category files (`_category_.json` or `.yml`) read from the project, ordered by generated-sidebar.ts.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { numberPrefix, withoutNumberPrefixes } from './number-prefix.js';
import type { SidebarItemConfig, SiteConfig } from '../config/types.js';
import type { Doc } from '../types.js';
import {
  generateSidebar,
  parseCategoryMeta,
  type CategoryMeta,
  type SidebarDoc,
} from './generated-sidebar.js';

/** A doc's source path below the content folder, as written (number prefixes kept); undefined outside it. */
function pathInContent(doc: Doc, contentDir: string): string | undefined {
  const prefix = `${contentDir.replace(/^\.\/|\/+$/g, '')}/`;
  return doc.sourcePath?.startsWith(prefix) ? doc.sourcePath.slice(prefix.length) : undefined;
}

/** The markdown docs as the sidebar generator sees them: paths below the content folder. */
function sidebarDocs(docs: readonly Doc[], contentDir: string): SidebarDoc[] {
  return docs.flatMap((d) => {
    const written = pathInContent(d, contentDir);
    return d.kind === 'doc' && !d.unlisted && written !== undefined
      ? [
          {
            id: d.id,
            relative: withoutNumberPrefixes(written.replace(/\.mdx?$/, '')),
            label: d.sidebarLabel,
            position: d.sidebarPosition,
          },
        ]
      : [];
  });
}

/** The names a folder's category file may have, as Docusaurus reads them. */
const categoryFileNames = new Set(['_category_.json', '_category_.yml', '_category_.yaml']);

/** Every category file below the content folder (the static folder aside), by folder path. */
async function readCategories(
  root: string,
  contentDir: string,
  staticDir: string,
  warnings: string[],
): Promise<Map<string, CategoryMeta>> {
  const dir = path.resolve(root, contentDir);
  const skip = path.resolve(root, staticDir) + path.sep;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const categories = new Map<string, CategoryMeta>();
  for (const e of entries) {
    if (!e.isFile() || !categoryFileNames.has(e.name)) continue;
    const abs = path.join(e.parentPath, e.name);
    if (abs.startsWith(skip)) continue;
    const folder = withoutNumberPrefixes(
      path.relative(dir, e.parentPath).split(path.sep).join('/'),
    );
    const file = path.relative(root, abs).split(path.sep).join('/');
    if (categories.has(folder))
      throw new DocgenError(`The folder ${folder || '.'} has two category files.`, {
        file,
        hint: 'Keep one of _category_.json and _category_.yml.',
      });
    categories.set(folder, parseCategoryMeta(await readFile(abs, 'utf8'), file, warnings));
  }
  return categories;
}

/** The `docs` sidebar made from the content folders. */
export async function sidebarFromFolders(
  root: string,
  site: SiteConfig,
  docs: readonly Doc[],
  warnings: string[] = [],
): Promise<SidebarItemConfig[]> {
  const categories = await readCategories(
    root,
    site.docs.contentDir,
    site.docs.staticDir,
    warnings,
  );
  // A folder's number prefix (`02-guides`) places it, unless its category file says.
  for (const d of docs) {
    const parts = pathInContent(d, site.docs.contentDir)?.split('/').slice(0, -1) ?? [];
    parts.forEach((part, i) => {
      const position = numberPrefix(part).position;
      const folder = withoutNumberPrefixes(parts.slice(0, i + 1).join('/'));
      const meta = categories.get(folder);
      if (position !== undefined && meta?.position === undefined)
        categories.set(folder, { ...meta, position });
    });
  }
  return generateSidebar(sidebarDocs(docs, site.docs.contentDir), categories);
}
