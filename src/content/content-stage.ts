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
import { sidebarFromFolders } from './sidebar-from-folders.js';

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
    sidebars = {
      ...sidebars,
      sidebars: { docs: await sidebarFromFolders(root, site, content.docs) },
    };
  }
  return {
    ...content,
    sidebars,
    customCss,
    staticFiles,
    inputs: [...sources.map((s) => path.resolve(root, s.file)), ...customCss.map((c) => c.input)],
  };
}
