// The render stage: every page, the 404 page and the redirect pages rendered with
// React, and handed with the static files, the client bundle and the spec
// downloads to the output as they are made.
import { setImmediate } from 'node:timers/promises';
import type { SiteConfig } from '../config/types.js';
import type { ClientAssets } from '../client-build/bundle-client.js';
import type { Site } from '../site/site-stage.js';
import type { OutputSink, Redirect } from '../types.js';
import type { StaticFiles } from '../content/static-files.js';
import { outputFileForRoute } from '../content/routes.js';
import { bareRoutes, staticPageTwins } from '../shared/route-url.js';
import { pageSource } from '../page-source.js';
import { searchTagsFor } from '../search/search-output.js';
import { renderNotFound, renderPage, renderRedirect, type RenderContext } from './render-page.js';
import { SidebarHtmlCache } from './sidebar-html.js';
import { checkShadowedStatic } from './shadowed-static.js';
import type { RenderMemo } from './render-memo.js';
import { PageHtmlCache } from './page-cache.js';
import type { CustomCss } from '../content/custom-css.js';

interface RenderStageInput {
  config: SiteConfig;
  site: Site;
  client: ClientAssets;
  redirects: Redirect[];
  /** Files copied as they are: the static folder, the spec downloads. */
  /** The static folder's files, copied from disk (never read into memory). */
  staticFiles: StaticFiles;
  assets: { path: string; content: string }[];
  /** The site's own stylesheets, linked after the theme's. */
  customCss?: CustomCss[];
  /**
   * Where pages rendered by earlier builds are kept (a written build's; see page-cache.ts),
   * and the bytes of pages kept there (default page-cache.ts's `maxBytes`).
   */
  cache?: { dir: string; buildId: string; keepBytes?: number };
}

/**
 * Renders into `output`; returns how many pages were rendered, and how to store
 * the pages in the cache (the build does it once the output is safe). With a memo
 * (a watch build kept in memory) pages whose inputs did not change keep their HTML;
 * with a cache, pages an earlier build rendered from the same inputs are not rendered again.
 */
export async function renderStage(
  input: RenderStageInput,
  output: OutputSink,
  memo?: RenderMemo,
): Promise<{ rendered: number; saveCache: () => Promise<void> }> {
  const { config, site, client } = input;
  const ctx: RenderContext = {
    config,
    navbar: site.navbar,
    sidebars: site.sidebars,
    assets: {
      css: [...client.css, ...(input.customCss ?? []).map((c) => c.url)],
      js: client.js,
      preload: client.preload,
    },
    searchTags: searchTagsFor(config),
    mainDocRoute: site.mainDocRoute,
    sidebarHtml: new SidebarHtmlCache(),
    ...(config.trailingSlash !== undefined ? slashedRoutes(site, input.staticFiles) : {}),
  };
  const staticDir = config.docs.staticDir.replace(/\/+$/, '');
  if (config.trailingSlash === false)
    checkShadowedStatic(site.pages, input.staticFiles.keys(), staticDir);
  // The static files travel with the hashed copies of files pages link: name each by where it comes from.
  const copied = new Map(
    site.pages.flatMap((p) => p.doc.localFiles ?? []).map((f) => [f.output, f.source]),
  );
  for (const [file, from] of input.staticFiles) {
    const source = copied.get(file);
    output.copy(
      file,
      from,
      source
        ? { label: `the copy of ${source}`, file: source, hint: 'Rename the file.' }
        : {
            label: `the static file ${staticDir}/${file}`,
            file: `${staticDir}/${file}`,
          },
    );
  }
  for (const [file, content] of client.files)
    output.write(file, content, { label: `docgen's client bundle (${file})` });
  for (const c of input.customCss ?? [])
    output.write(c.file, c.content, { label: `the custom CSS ${c.source}`, file: c.source });
  let rendered: number;
  let cache: PageHtmlCache | undefined;
  if (memo) {
    const pages = memo.renderAll(ctx, site.pages, renderPage);
    const byRoute = new Map(site.pages.map((p) => [p.route, p.doc]));
    for (const [route, html] of pages.html)
      output.write(
        outputFileForRoute(route, config.trailingSlash),
        html,
        pageSource(byRoute.get(route)!),
      );
    rendered = pages.rendered;
  } else {
    rendered = 0;
    const c = input.cache;
    cache = c && (await PageHtmlCache.open(c.dir, c.buildId, ctx, c.keepBytes));
    output.expect?.(site.pages.map((p) => outputFileForRoute(p.route, config.trailingSlash)));
    const previous = output.previous?.bind(output);
    for (const [i, page] of site.pages.entries()) {
      const file = outputFileForRoute(page.route, config.trailingSlash);
      const key = cache?.keyFor(page);
      let html = key === undefined ? undefined : cache!.get(key);
      if (html) cache!.reused(key!, file, html);
      else if (key !== undefined && previous) html = await cache!.fromPrevious(key, file, previous);
      if (!html) {
        // UTF-8 bytes: half the memory of V8's two-byte strings, and what is written anyway.
        // Buffer.from, not TextEncoder: the faster of the two (BENCHMARKS.md, figures from comments).
        html = Buffer.from(renderPage(ctx, page), 'utf8');
        rendered++;
        if (key !== undefined) cache!.set(key, file, html);
      }
      output.write(file, html, pageSource(page.doc));
      // Let the disk work meanwhile, and wait when it falls behind.
      if (i % 32 === 31) {
        await setImmediate();
        await output.caughtUp();
      }
    }
  }
  output.write('404.html', renderNotFound(ctx), { label: 'the 404 page' });
  for (const r of input.redirects) {
    const file = outputFileForRoute(r.from, config.trailingSlash);
    // An old slug that is a page again is that page: the redirect gives way.
    if (!output.has(file))
      output.write(file, renderRedirect(r.to, config), {
        label: `the redirect from ${r.from} to ${r.to}`,
      });
  }
  for (const a of input.assets)
    output.write(a.path.replace(/^\//, ''), a.content, { label: `the download ${a.path}` });
  return { rendered, saveCache: async () => cache?.save() };
}

/** What a `trailingSlash` site's links are written from: its pages, and the static files named like one's file. */
function slashedRoutes(
  site: Site,
  staticFiles: StaticFiles,
): Pick<RenderContext, 'pageRoutes' | 'staticTwins'> {
  const pageRoutes = bareRoutes(site.pages.map((p) => p.route));
  const twins = staticPageTwins(staticFiles.keys(), pageRoutes);
  return twins.size > 0 ? { pageRoutes, staticTwins: twins } : { pageRoutes };
}
