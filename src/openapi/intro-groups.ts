// The groups an API's introduction lists, as its sidebar groups the operations.
import type { IntroGroup } from './api-docs.js';
import type { ApiNavigation } from './api-navigation.js';
import type { ApiOperation } from './operations.js';
import type { LoadedSpec } from './spec-document.js';

/**
 * The groups an introduction lists: every operation and webhook of its document, grouped
 * as the sidebar groups them (by tag, else by the first word of the path) and in the
 * sidebar's order, each tag with its description; a described tag without operations too.
 */
export function introGroups(
  doc: LoadedSpec['document'],
  planned: { op: ApiOperation; slug: string }[],
  base: string,
  navigation: ApiNavigation,
): IntroGroup[] {
  const groups = new Map<string, IntroGroup & { rank: number }>();
  const rank = (path: string[]) => {
    const at = navigation.order.indexOf(path.join(' » '));
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const groupOf = (path: string[], tag: string | undefined, description = '') => {
    const key = path.join(' » ');
    let group = groups.get(key);
    if (!group) {
      const name = tag === undefined ? key : navigation.tagLabel(tag);
      group = { name, description, operations: [], rank: rank(path) };
      groups.set(key, group);
    }
    return group;
  };
  for (const tag of Array.isArray(doc.tags) ? doc.tags : [])
    if (tag && typeof tag.name === 'string' && typeof tag.description === 'string')
      if (tag.description.trim())
        groupOf(navigation.groupOfTag(tag.name), tag.name, tag.description);
  for (const p of planned)
    for (const { path, tag } of navigation.ownGroupsOf(p.op))
      groupOf(path, tag).operations.push({
        title: p.op.title,
        route: `${base}/${p.slug}`,
        method: p.op.method,
      });
  // A stable sort: groups the document does not order keep the order of their first operation.
  return [...groups.values()].sort((a, b) => a.rank - b.rank).map(({ rank: _, ...group }) => group);
}
