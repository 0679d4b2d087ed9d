// Remembers each page's HTML with what it was rendered from, so a watch rebuild
// re-renders only pages whose doc, sidebar, neighbours or shell changed: a
// markdown edit re-renders that page (and its sidebar's pages if a label moved).
// It holds the current build's pages only: entries of pages gone are dropped.
import type { Page } from '../types.js';
import { shellKeyParts, type RenderContext } from './render-page.js';

interface Entry {
  doc: Page['doc'];
  sidebarId: string | undefined;
  /** Breadcrumbs and neighbours: the page's own inputs besides its doc. */
  pageKey: string;
  html: string;
}

export class RenderMemo {
  private entries = new Map<string, Entry>();
  private shellKey = '';
  private sidebarKeys = new Map<string, string>();

  /** The HTML of every page by route, and how many pages `render` was called for. */
  renderAll(
    ctx: RenderContext,
    pages: Page[],
    render: (ctx: RenderContext, page: Page) => string,
  ): { html: Map<string, string>; rendered: number } {
    // The shell and each sidebar are compared once per build, not once per page:
    // a 10,000-entry sidebar is megabytes of JSON.
    const shellKey = JSON.stringify(shellKeyParts(ctx));
    const sidebarKeys = new Map(
      Object.entries(ctx.sidebars).map(([id, items]) => [id, JSON.stringify(items)]),
    );
    const shellSame = shellKey === this.shellKey;
    const sidebarSame = new Map(
      [...sidebarKeys].map(([id, key]) => [id, key === this.sidebarKeys.get(id)]),
    );
    const next = new Map<string, Entry>();
    let rendered = 0;
    for (const page of pages) {
      // Everything of the page besides its doc that the template shows.
      const pageKey = JSON.stringify([
        page.breadcrumbs,
        page.prev,
        page.next,
        page.editUrl,
        page.cards,
      ]);
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
        next.set(page.route, {
          doc: page.doc,
          sidebarId: page.sidebarId,
          pageKey,
          html: render(ctx, page),
        });
        rendered++;
      }
    }
    this.entries = next;
    this.shellKey = shellKey;
    this.sidebarKeys = sidebarKeys;
    return { html: new Map([...next].map(([route, entry]) => [route, entry.html])), rendered };
  }
}
