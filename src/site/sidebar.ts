// Resolves the sidebars authors write (doc ids, categories, links) into rendered
// sidebar items, and answers questions about them (first link, trail to a doc).
import { DocgenError } from '../errors.js';
import type { SidebarItemConfig, SidebarsConfig } from '../config/types.js';
import type { Doc, SidebarItem } from '../types.js';

export type Sidebars = Record<string, SidebarItem[]>;

function resolveItem(
  item: SidebarItemConfig,
  docs: Map<string, Doc>,
  file: string,
  where: string,
): SidebarItem | undefined {
  const unknownDoc = (id: string): never => {
    throw new DocgenError(`Sidebar item ${where} points at an unknown doc id "${id}".`, {
      file,
      hint: `Available doc ids: ${[...docs.keys()].sort().join(', ')}`,
    });
  };
  if (typeof item === 'string' || item.type === 'doc') {
    const id = typeof item === 'string' ? item : item.id;
    const doc = docs.get(id) ?? unknownDoc(id);
    return {
      type: 'link',
      label: (typeof item === 'string' ? undefined : item.label) ?? doc.sidebarLabel,
      href: doc.route,
      docId: doc.id,
      className: (typeof item === 'string' ? undefined : item.className) ?? doc.sidebarClassName,
    };
  }
  if (item.type === 'link')
    return { type: 'link', label: item.label, href: item.href, className: item.className };
  const linked =
    item.link === undefined ? undefined : (docs.get(item.link) ?? unknownDoc(item.link));
  return {
    type: 'category',
    label: item.label,
    href: linked?.route,
    docId: linked?.id,
    items: item.items.flatMap(
      (sub, i) => resolveItem(sub, docs, file, `${where} › ${item.label}[${i}]`) ?? [],
    ),
    // The portal's categories never auto-collapse and start expanded unless configured.
    collapsible: item.collapsible ?? true,
    collapsed: item.collapsed ?? false,
  };
}

export function resolveSidebars(config: SidebarsConfig, docs: Doc[], file: string): Sidebars {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const result: Sidebars = {};
  for (const [id, items] of Object.entries(config)) {
    result[id] = items.flatMap((item, i) => resolveItem(item, byId, file, `${id}[${i}]`) ?? []);
  }
  return result;
}

/** Looks a sidebar up by id; an unknown id lists the ids there are. */
export function getSidebar(sidebars: Sidebars, id: string, file?: string): SidebarItem[] {
  const sidebar = sidebars[id];
  if (!sidebar) {
    throw new DocgenError(
      `Can't find any sidebar with ID "${id}". Available sidebars: ${Object.keys(sidebars).join(', ') || '(none)'}`,
      {
        file,
      },
    );
  }
  return sidebar;
}

/** Every link of a sidebar in reading order, category pages included. */
export function flattenSidebar(
  items: SidebarItem[],
): { label: string; href: string; docId?: string }[] {
  const out: { label: string; href: string; docId?: string }[] = [];
  for (const item of items) {
    if (item.type === 'link') out.push({ label: item.label, href: item.href, docId: item.docId });
    else {
      if (item.href) out.push({ label: item.label, href: item.href, docId: item.docId });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}

/** The first link of a sidebar that goes to a page of this site. */
export function firstLink(items: SidebarItem[]): string | undefined {
  return flattenSidebar(items).find((l) => l.docId !== undefined || l.href.startsWith('/'))?.href;
}

/** The categories leading to a route (outermost first), or undefined when the route is not in the sidebar. */
export function trailTo(items: SidebarItem[], route: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.href === route) return [item];
    if (item.type === 'category') {
      if (item.href === route) return [item];
      const inner = trailTo(item.items, route);
      if (inner) return [item, ...inner];
    }
  }
  return undefined;
}

/** Number of links a sidebar; categories with a page count as one. */
export function countLinks(items: SidebarItem[]): number {
  let n = 0;
  for (const item of items)
    n += item.type === 'link' ? 1 : (item.href ? 1 : 0) + countLinks(item.items);
  return n;
}

/**
 * Keeps a huge sidebar from making the site quadratic in size: past `maxLinks`,
 * categories that do not hold the current route shrink to a link to their first
 * page. Small sidebars (the real portal's) are returned whole, so they work without JS.
 */
export function pruneSidebar(
  items: SidebarItem[],
  route: string,
  maxLinks: number,
  total = countLinks(items),
): SidebarItem[] {
  if (total <= maxLinks) return items;
  return items.map((item) => {
    if (item.type === 'link') return item;
    if (trailTo([item], route))
      return { ...item, items: pruneSidebar(item.items, route, maxLinks, total) };
    const first = flattenSidebar(item.items)[0];
    return {
      type: 'link',
      label: `${item.label} (${countLinks(item.items)})`,
      href: item.href ?? first?.href ?? '#',
      className: 'menu__link--category-summary',
    };
  });
}
