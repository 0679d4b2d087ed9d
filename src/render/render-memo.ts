// Remembers each page's HTML with what it was rendered from, so a watch rebuild
// re-renders only pages whose doc, sidebar, neighbours or shell changed: a
// markdown edit re-renders that page (and its sidebar's pages if a label moved).
import type { Page } from '../types.js';
import type { RenderContext } from './render-page.js';
import type { RenderedHtml } from './render-protocol.js';

interface Entry {
  doc: Page['doc'];
  sidebarId: string | undefined;
  /** Breadcrumbs and neighbours: the page's own inputs besides its doc. */
  pageKey: string;
  html: RenderedHtml;
}

export class RenderMemo {
  private entries = new Map<string, Entry>();
  private shellKey = '';
  private sidebarKeys = new Map<string, string>();

  /** `render` gets every page that needs rendering at once, so it can spread them over threads. */
  async renderAll(
    ctx: RenderContext,
    pages: Page[],
    render: (ctx: RenderContext, pages: Page[]) => RenderedHtml[] | Promise<RenderedHtml[]>,
  ): Promise<{ html: Map<string, RenderedHtml>; rendered: number }> {
    // The shell and each sidebar are compared once per build, not once per page:
    // a 10,000-entry sidebar is megabytes of JSON.
    const shellKey = JSON.stringify([ctx.config, ctx.navbar, ctx.assets, ctx.searchTags, ctx.mainDocRoute]);
    const sidebarKeys = new Map(Object.entries(ctx.sidebars).map(([id, items]) => [id, JSON.stringify(items)]));
    const shellSame = shellKey === this.shellKey;
    const sidebarSame = new Map([...sidebarKeys].map(([id, key]) => [id, key === this.sidebarKeys.get(id)]));
    const next = new Map<string, Entry>();
    const stale: Entry[] = [];
    const stalePages: Page[] = [];
    for (const page of pages) {
      const pageKey = JSON.stringify([page.breadcrumbs, page.prev, page.next]);
      const old = this.entries.get(page.route);
      // Docs are cached by content upstream, so an unchanged doc is the same object.
      const same =
        shellSame &&
        old !== undefined &&
        old.doc === page.doc &&
        old.sidebarId === page.sidebarId &&
        (page.sidebarId === undefined || sidebarSame.get(page.sidebarId) === true) &&
        old.pageKey === pageKey;
      if (same) next.set(page.route, old);
      else {
        const entry: Entry = { doc: page.doc, sidebarId: page.sidebarId, pageKey, html: '' };
        next.set(page.route, entry);
        stale.push(entry);
        stalePages.push(page);
      }
    }
    const fresh = stalePages.length > 0 ? await render(ctx, stalePages) : [];
    stale.forEach((entry, i) => (entry.html = fresh[i]!));
    const html = new Map<string, RenderedHtml>();
    for (const page of pages) html.set(page.route, next.get(page.route)!.html);
    this.entries = next;
    this.shellKey = shellKey;
    this.sidebarKeys = sidebarKeys;
    return { html, rendered: stalePages.length };
  }
}
