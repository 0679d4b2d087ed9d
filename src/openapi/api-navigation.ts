// Where a document's operations stand in the API sidebar. The document says it:
// `x-tagGroups` gathers tags under headings (in its order), a tag's
// `x-displayName` is its label, and an operation with several tags is listed
// under each. An operation without tags is grouped by the first word of its path
// (`/v1/customers/{id}` under "Customers"), a webhook by the first part of its
// operationId (`check-run/created` under "Check run"), rather than all in "Other".
import type { OpenApiDocument } from './spec-document.js';
import type { ApiOperation } from './operations.js';
import type { ApiSourceConfig } from './source-config.js';
import { tagPath } from './api-sidebar.js';
import { identifierTitle, isVersionSegment } from './operation-titles.js';

export interface ApiNavigation {
  /** The sidebar groups an operation is listed under, one per tag, each a path outermost first. */
  groupsOf(op: ApiOperation): string[][];
  /**
   * The document's own groups of an operation, whatever the source's `group`: one per tag
   * (with the tag, whose description an introduction shows), else the group of its path.
   */
  ownGroupsOf(op: ApiOperation): { path: string[]; tag?: string }[];
  /** The groups the document orders, in its order (joined with ' » '): x-tagGroups first, then its tags. */
  order: string[];
  /** A tag's label: its x-displayName, else its name. */
  tagLabel(tag: string): string;
  /** The group of a tag: its label's path, under its x-tagGroups heading if it has one. */
  groupOfTag(tag: string): string[];
}

interface TagGroup {
  name: string;
  tags: string[];
}

const str = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function declaredTagGroups(doc: OpenApiDocument): TagGroup[] {
  const groups = doc['x-tagGroups'];
  if (!Array.isArray(groups)) return [];
  return groups.flatMap((g: { name?: unknown; tags?: unknown }) =>
    g && str(g.name) && Array.isArray(g.tags) ? [{ name: g.name, tags: g.tags.filter(str) }] : [],
  );
}

/** The group of an operation without tags. */
function segmentGroup(op: ApiOperation): string[] {
  if (op.role === 'webhook') {
    const [head, ...rest] = (op.operationId ?? '').split('/');
    return [rest.length && head ? identifierTitle(head) : 'Webhooks'];
  }
  const segment = op.path.split('/').find((s) => s && !isVersionSegment(s) && !/^\{.*\}$/.test(s));
  return segment ? [identifierTitle(segment)] : tagPath(undefined);
}

/** `source.group`, when given, is the one group of all the source's operations. */
export function apiNavigation(
  doc: OpenApiDocument,
  source: Pick<ApiSourceConfig, 'group'>,
): ApiNavigation {
  const labels = new Map<string, string>();
  for (const t of Array.isArray(doc.tags) ? doc.tags : []) {
    const display = (t as { 'x-displayName'?: unknown })?.['x-displayName'];
    if (t && str(t.name)) labels.set(t.name, str(display) ? display : t.name);
  }
  const tagLabel = (tag: string) => labels.get(tag) ?? tag;
  const tagGroups = declaredTagGroups(doc);
  const groupOfTag = (tag: string): string[] => {
    const heading = tagGroups.find((g) => g.tags.includes(tag));
    return heading ? [heading.name, ...tagPath(tagLabel(tag))] : tagPath(tagLabel(tag));
  };
  const order = [
    ...tagGroups.flatMap((g) => g.tags.map((t) => groupOfTag(t).join(' » '))),
    ...[...labels.keys()].map((t) => groupOfTag(t).join(' » ')),
  ];
  const ownGroupsOf = (op: ApiOperation) => {
    if (op.tags.length === 0) return [{ path: segmentGroup(op) }];
    const seen = new Set<string>();
    return op.tags
      .map((tag) => ({ path: groupOfTag(tag), tag }))
      .filter(({ path }) => {
        const key = path.join(' » ');
        return !seen.has(key) && seen.add(key);
      });
  };
  return {
    tagLabel,
    groupOfTag,
    order: [...new Set(order)],
    ownGroupsOf,
    groupsOf: (op) => (source.group ? [[source.group]] : ownGroupsOf(op).map((g) => g.path)),
  };
}
