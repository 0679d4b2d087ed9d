// The content stage: the markdown files (rendered to Docs, with code highlighted
// from the project's cache where it can be), the sidebars module that orders them,
// and the static files served as they are.
import path from 'node:path';
import type { SiteConfig, SidebarsConfig } from '../config/types.js';
import { loadSidebarsConfig } from '../config/load-config.js';
import { loadContent, readContentFiles, type ContentResult } from './load-content.js';
import { loadHighlightCache } from './highlight-cache.js';
import { loadContentCache } from './content-cache.js';
import { readStaticFiles, type StaticFiles } from './static-files.js';
import { readCustomCss, type CustomCss } from './custom-css.js';
import { readFile, readdir } from 'node:fs/promises';
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

export interface LoadedSidebars {
  sidebars: SidebarsConfig;
  /** Absolute paths of the files the sidebars module is made of. */
  inputs: string[];
  /** Made from the content folders (there is no sidebars file): made again on every build. */
  generated?: boolean;
}

export interface ContentStageOutput extends ContentResult {
  sidebars: LoadedSidebars;
  /** The config's `customCss` files, linked after the theme's stylesheet. */
  customCss: CustomCss[];
  /** Files of the static folder by path relative to it, with their paths on disk: copied to the output root. */
  staticFiles: StaticFiles;
  /** Absolute paths of the markdown files read (what a watcher watches). */
  inputs: string[];
}

/**
 * `sidebars`: the sidebars module of the last build, when the rebuild plan keeps it.
 * `buildId` names the docgen whose rendered docs the project's cache may hold.
 */
export async function contentStage(
  root: string,
  site: SiteConfig,
  cacheDir: string,
  sidebars: LoadedSidebars | undefined,
  buildId: string,
): Promise<ContentStageOutput> {
  const [sources, staticFiles, customCss] = await Promise.all([
    readContentFiles(root, site.docs.contentDir, site.docs.staticDir),
    readStaticFiles(path.resolve(root, site.docs.staticDir)),
    readCustomCss(root, site.customCss),
    loadHighlightCache(cacheDir, { lazy: true }),
    loadContentCache(cacheDir, buildId),
  ]);
  // After the content folder is known to exist: a missing folder is the clearer message.
  // A generated sidebar is looked for again: a sidebars file may have been created since.
  if (!sidebars || sidebars.generated) sidebars = await loadSidebarsConfig(root, site);
  const content = loadContent(sources, site.docs.routeBasePath);
  if (sidebars.generated) {
    const docs = sidebarDocs(content.docs, site.docs.contentDir);
    const categories = await readCategories(root, site.docs.contentDir, site.docs.staticDir);
    sidebars = { ...sidebars, sidebars: { docs: generateSidebar(docs, categories) } };
  }
  return {
    ...content,
    sidebars,
    customCss,
    staticFiles,
    inputs: [...sources.map((s) => path.resolve(root, s.file)), ...customCss.map((c) => c.input)],
  };
}
