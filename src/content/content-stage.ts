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
import { mathAssets } from './math.js';
import { mermaidAssets } from './mermaid.js';
import { lastCommits } from './git-last-update.js';
import { createHash } from 'node:crypto';

/**
 * The static files, with the assets that only some pages load when a page loads
 * them, and the hashed copies of the files pages link beside them (each copied
 * from where it is).
 */
function withPageAssets(
  root: string,
  staticFiles: StaticFiles,
  docs: ContentResult['docs'],
): StaticFiles {
  const local = docs.flatMap((d) => d.localFiles ?? []);
  const math = docs.some((d) => d.pageAssets?.includes('math'));
  const mermaid = docs.some((d) => d.pageAssets?.includes('mermaid'));
  if (!math && !mermaid && local.length === 0) return staticFiles;
  const files = new Map(staticFiles);
  if (math) for (const [file, from] of mathAssets().files) files.set(file, from);
  if (mermaid) for (const [file, from] of mermaidAssets().files) files.set(file, from);
  for (const f of local) files.set(f.output, path.join(root, f.source));
  return files;
}
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
  const { showLastUpdateTime: time, showLastUpdateAuthor: author } = site.docs;
  // Beside the reading: one git process for the whole folder.
  const commits = time || author ? lastCommits(root, site.docs.contentDir) : undefined;
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
  // Links and assets are written from the site's root: the base path goes on as pages leave the render stage.
  const content = loadContent(sources, site.docs.routeBasePath, {
    ...site.markdown,
    files: { root, contentDir: site.docs.contentDir },
  });
  if (sidebars.generated) {
    sidebars = {
      ...sidebars,
      sidebars: { docs: await sidebarFromFolders(root, site, content.docs, content.warnings) },
    };
  }
  if (commits) {
    const byFile = await commits;
    content.docs = content.docs.map((doc) => {
      const commit = doc.sourcePath ? byFile.get(doc.sourcePath) : undefined;
      if (doc.lastUpdate || !commit) return doc;
      const lastUpdate = {
        date: time ? commit.date : undefined,
        author: author ? commit.author : undefined,
      };
      // The page cache keys a page by its doc's cacheKey: the date is part of the page.
      const cacheKey = createHash('sha1')
        .update(`${doc.cacheKey}\n${JSON.stringify(lastUpdate)}`)
        .digest('hex');
      return { ...doc, lastUpdate, cacheKey };
    });
  }
  return {
    ...content,
    sidebars,
    customCss,
    staticFiles: withPageAssets(root, staticFiles, content.docs),
    inputs: [
      ...sources.map((s) => path.resolve(root, s.file)),
      ...customCss.map((c) => c.input),
      ...new Set(
        content.docs.flatMap((d) => d.localFiles ?? []).map((f) => path.resolve(root, f.source)),
      ),
    ],
  };
}
