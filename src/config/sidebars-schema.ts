// The schema of content/sidebars.ts: sidebars by id, each a list of doc ids, links
// and categories. Categories nest, and TypeScript cannot infer a recursive type,
// so the item type is written here once and the schema is checked against it.
import * as v from 'valibot';

/** Sidebar entries as authors write them: a doc id, or a doc, link or category object. */
export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string; className?: string }
  | { type: 'link'; label: string; href: string; className?: string }
  | {
      type: 'category';
      label: string;
      /** Doc id the category's label links to. */
      link?: string;
      items: SidebarItemConfig[];
      collapsed?: boolean;
      collapsible?: boolean;
    };

const sidebarItem: v.GenericSchema<SidebarItemConfig> = v.union(
  [
    v.string(),
    v.variant('type', [
      v.strictObject({
        type: v.literal('doc'),
        id: v.string(),
        label: v.optional(v.string()),
        className: v.optional(v.string()),
      }),
      v.strictObject({
        type: v.literal('link'),
        label: v.string(),
        href: v.string(),
        className: v.optional(v.string()),
      }),
      v.strictObject({
        type: v.literal('category'),
        label: v.string(),
        link: v.optional(v.string()),
        items: v.array(v.lazy(() => sidebarItem)),
        collapsed: v.optional(v.boolean()),
        collapsible: v.optional(v.boolean()),
      }),
    ]),
  ],
  'a doc id, or an object with type "doc", "link" or "category"',
);

export const sidebarsSchema = v.pipe(
  // A record takes an array too (as an object of indexes): refused first.
  v.custom<Record<string, unknown>>(
    (s) => typeof s === 'object' && s !== null && !Array.isArray(s),
    'an object of sidebars by id',
  ),
  v.record(v.string(), v.array(sidebarItem)),
);

export type SidebarsConfig = v.InferOutput<typeof sidebarsSchema>;
