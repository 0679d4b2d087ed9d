// The API sidebar: the introduction, then operations grouped by tag in the
// document's tag order; 'Cardano » Accounts' nests as Accounts under Cardano.
import type { SidebarCategory, SidebarItem, SidebarLink } from '../types.js';

export interface SidebarEntry {
  /** Group path, outermost first: ['Cardano', 'Accounts']. */
  group: string[];
  link: SidebarLink;
  /** Listed before the groups inside its own: an API's introduction in its section. */
  lead?: boolean;
}

export function tagPath(tag: string | undefined): string[] {
  if (!tag) return ['Other'];
  return tag.split(/\s*»\s*/).filter(Boolean);
}

/**
 * `categoryPages`: pages of groups, keyed by their group path joined with ' » ': the
 * category's label links to its page.
 */
export function buildApiSidebar(
  intro: SidebarLink[],
  entries: SidebarEntry[],
  categoryPages: ReadonlyMap<string, SidebarLink>,
): SidebarItem[] {
  const root: SidebarItem[] = [...intro];
  const categories = new Map<string, SidebarCategory>();
  for (const { group, link } of entries) {
    let items = root;
    let key = '';
    group.forEach((label, depth) => {
      key += `\u0000${label}`;
      let category = categories.get(key);
      if (!category) {
        const page = categoryPages.get(group.slice(0, depth + 1).join(' » '));
        category = {
          type: 'category',
          label,
          href: page?.href,
          docId: page?.docId,
          items: [],
          collapsible: true,
          collapsed: false,
        };
        categories.set(key, category);
        items.push(category);
      }
      items = category.items;
    });
    items.push(link);
  }
  return root;
}
