// The `docs` sidebar of a site without a sidebars file: the markdown docs and the
// folders' `_category_.json` files read from the project, ordered by generated-sidebar.ts.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SidebarItemConfig, SiteConfig } from '../config/types.js';
import type { Doc } from '../types.js';
import {
  generateSidebar,
  parseCategoryMeta,
  type CategoryMeta,
  type SidebarDoc,
} from './generated-sidebar.js';

/** The markdown docs as the sidebar generator sees them: paths below the content folder. */
function sidebarDocs(docs: readonly Doc[], contentDir: string): SidebarDoc[] {
  const prefix = `${contentDir.replace(/^\.\/|\/+$/g, '')}/`;
  return docs.flatMap((d) =>
    d.kind === 'doc' && !d.unlisted && d.sourcePath?.startsWith(prefix)
      ? [
          {
            id: d.id,
            relative: d.sourcePath.slice(prefix.length).replace(/\.mdx?$/, ''),
            label: d.sidebarLabel,
            position: d.sidebarPosition,
          },
        ]
      : [],
  );
}

/** Every `_category_.json` below the content folder (the static folder aside), by folder path. */
async function readCategories(
  root: string,
  contentDir: string,
  staticDir: string,
): Promise<Map<string, CategoryMeta>> {
  const dir = path.resolve(root, contentDir);
  const skip = path.resolve(root, staticDir) + path.sep;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const categories = new Map<string, CategoryMeta>();
  for (const e of entries) {
    if (!e.isFile() || e.name !== '_category_.json') continue;
    const abs = path.join(e.parentPath, e.name);
    if (abs.startsWith(skip)) continue;
    const folder = path.relative(dir, e.parentPath).split(path.sep).join('/');
    const file = path.relative(root, abs).split(path.sep).join('/');
    categories.set(folder, parseCategoryMeta(await readFile(abs, 'utf8'), file));
  }
  return categories;
}

/** The `docs` sidebar made from the content folders. */
export async function sidebarFromFolders(
  root: string,
  site: SiteConfig,
  docs: readonly Doc[],
): Promise<SidebarItemConfig[]> {
  const categories = await readCategories(root, site.docs.contentDir, site.docs.staticDir);
  return generateSidebar(sidebarDocs(docs, site.docs.contentDir), categories);
}
