// Remembers each page's HTML with what it was rendered from, so a watch rebuild
// re-renders only pages whose doc, sidebar, neighbours or shell changed: a
// markdown edit re-renders that page (and its sidebar's pages if a label moved).
import type { Page } from '../types.js';
import type { RenderContext } from './render-page.js';

interface Entry {
  doc: Page['doc'];
  key: string;
  html: string;
}

export class RenderMemo {
  private entries = new Map<string, Entry>();

  renderAll(ctx: RenderContext, pages: Page[], render: (ctx: RenderContext, page: Page) => string): { html: Map<string, string>; rendered: number } {
    const shellKey = JSON.stringify([ctx.config, ctx.navbar, ctx.assets, ctx.searchTags, ctx.mainDocRoute]);
    const sidebarKeys = new Map(Object.entries(ctx.sidebars).map(([id, items]) => [id, JSON.stringify(items)]));
    const next = new Map<string, Entry>();
    const html = new Map<string, string>();
    let rendered = 0;
    for (const page of pages) {
      const key = `${shellKey}\u0000${page.sidebarId ? sidebarKeys.get(page.sidebarId) : ''}\u0000${JSON.stringify([page.breadcrumbs, page.prev, page.next])}`;
      const old = this.entries.get(page.route);
      let entry: Entry;
      // Docs are cached by content upstream, so an unchanged doc is the same object.
      if (old && old.doc === page.doc && old.key === key) entry = old;
      else {
        entry = { doc: page.doc, key, html: render(ctx, page) };
        rendered++;
      }
      next.set(page.route, entry);
      html.set(page.route, entry.html);
    }
    this.entries = next;
    return { html, rendered };
  }
}
