// The render stage: every page, the 404 page and the redirect pages rendered with
// React, and handed with the static files, the client bundle and the spec
// downloads to the output as they are made.
import type { SiteConfig } from '../config/types.js';
import type { ClientAssets } from '../client-build/bundle-client.js';
import type { Site } from '../site/site-stage.js';
import type { Redirect } from '../types.js';
import type { OutputSink } from '../output/output-sink.js';
import { outputFileForRoute } from '../content/routes.js';
import { searchTagsFor } from '../search/search-output.js';
import { renderNotFound, renderPage, renderRedirect, type RenderContext } from './render-page.js';
import { SidebarHtmlCache } from './sidebar-html.js';
import type { RenderMemo } from './render-memo.js';

export interface RenderStageInput {
  config: SiteConfig;
  site: Site;
  client: ClientAssets;
  redirects: Redirect[];
  /** Files copied as they are: the static folder, the spec downloads. */
  staticFiles: Map<string, Uint8Array>;
  assets: { path: string; content: string }[];
}

const encoder = new TextEncoder();

/**
 * Renders into `output`; returns how many pages were rendered. With a memo (a watch
 * build kept in memory) pages whose inputs did not change keep their HTML.
 */
export async function renderStage(input: RenderStageInput, output: OutputSink, memo?: RenderMemo): Promise<number> {
  const { config, site, client } = input;
  const ctx: RenderContext = {
    config,
    navbar: site.navbar,
    sidebars: site.sidebars,
    assets: { css: client.css, js: client.js, preload: client.preload },
    searchTags: searchTagsFor(config),
    mainDocRoute: site.mainDocRoute,
    sidebarHtml: new SidebarHtmlCache(),
  };
  for (const [file, content] of input.staticFiles) output.write(file, content);
  for (const [file, content] of client.files) output.write(file, content);
  let rendered: number;
  if (memo) {
    const pages = memo.renderAll(ctx, site.pages, renderPage);
    for (const [route, html] of pages.html) output.write(outputFileForRoute(route), html);
    rendered = pages.rendered;
  } else {
    for (const [i, page] of site.pages.entries()) {
      // UTF-8 bytes: half the memory of V8's two-byte strings, and what is written anyway.
      output.write(outputFileForRoute(page.route), encoder.encode(renderPage(ctx, page)));
      // Let the disk work meanwhile, and wait when it falls behind.
      if (i % 32 === 31) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        await output.caughtUp();
      }
    }
    rendered = site.pages.length;
  }
  output.write('404.html', renderNotFound(ctx));
  for (const r of input.redirects) {
    const file = outputFileForRoute(r.from);
    if (!output.has(file)) output.write(file, renderRedirect(r.to, config));
  }
  for (const a of input.assets) output.write(a.path.replace(/^\//, ''), a.content);
  return rendered;
}
