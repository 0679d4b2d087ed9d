// The docs sidebar of a site without a sidebars file, made from the content folders
// the way Docusaurus authors know it: a folder is a category, ordered with its
// siblings by `sidebar_position` (then by name); its label and position come from a
// `_category_.json` in it, else from its index page (`index.md`, `README.md` or a
// page named like the folder), which the category's label also links to.
import { DocgenError } from '../errors.js';
import { parseYaml } from '../yaml.js';
import { lineAndColumn } from '../shared/text-position.js';
import type { SidebarItemConfig } from '../config/types.js';
import { isIndexPage } from './routes.js';

/** A markdown page as the generator needs it. */
export interface SidebarDoc {
  /** Doc id (what a sidebars file would list). */
  id: string;
  /** Path below the content folder, without extension (`guides/setup`). */
  relative: string;
  label: string;
  position?: number;
}

/** A folder's `_category_.json`, as far as docgen reads it. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
}

interface Folder {
  name: string;
  docs: SidebarDoc[];
  folders: Map<string, Folder>;
}

interface Entry {
  item: SidebarItemConfig;
  position?: number;
  name: string;
}

const isIndexOf = (doc: SidebarDoc, folder: string) =>
  isIndexPage(doc.relative.slice(doc.relative.lastIndexOf('/') + 1), folder);

const byPositionThenName = (a: Entry, b: Entry) =>
  (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
  a.name.localeCompare(b.name, 'en', { numeric: true });

function entriesOf(folder: Folder, path: string, categories: Map<string, CategoryMeta>): Entry[] {
  const entries: Entry[] = [];
  for (const doc of folder.docs) {
    // The root folder's index page leads its items; a subfolder's is its category's link.
    const index = isIndexOf(doc, folder.name);
    entries.push({
      item: doc.id,
      position: doc.position ?? (index ? Number.NEGATIVE_INFINITY : undefined),
      name: doc.relative,
    });
  }
  for (const [name, sub] of folder.folders) {
    const subPath = path ? `${path}/${name}` : name;
    const index = sub.docs.find((d) => isIndexOf(d, name));
    const meta = categories.get(subPath) ?? {};
    const items = entriesOf(
      { ...sub, docs: sub.docs.filter((d) => d !== index) },
      subPath,
      categories,
    )
      .sort(byPositionThenName)
      .map((e) => e.item);
    const position = meta.position ?? index?.position;
    if (items.length === 0 && index && meta.label === undefined) {
      entries.push({ item: index.id, position, name });
      continue;
    }
    if (items.length === 0 && !index) continue;
    entries.push({
      item: {
        type: 'category',
        label: meta.label ?? index?.label ?? name,
        ...(index ? { link: index.id } : {}),
        items,
        ...(meta.collapsed !== undefined ? { collapsed: meta.collapsed } : {}),
        ...(meta.collapsible !== undefined ? { collapsible: meta.collapsible } : {}),
      },
      position,
      name,
    });
  }
  return entries;
}

/** The sidebar of `docs`, by folder; `categories` holds each folder's `_category_.json` by path. */
export function generateSidebar(
  docs: readonly SidebarDoc[],
  categories: Map<string, CategoryMeta> = new Map(),
): SidebarItemConfig[] {
  const root: Folder = { name: '', docs: [], folders: new Map() };
  for (const doc of docs) {
    const parts = doc.relative.split('/').slice(0, -1);
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, (next = { name: part, docs: [], folders: new Map() }));
      folder = next;
    }
    folder.docs.push(doc);
  }
  return entriesOf(root, '', categories)
    .sort(byPositionThenName)
    .map((e) => e.item);
}

const metaFields: Record<keyof CategoryMeta, 'string' | 'number' | 'boolean'> = {
  label: 'string',
  position: 'number',
  collapsed: 'boolean',
  collapsible: 'boolean',
};

/** Keys of Docusaurus's category files that docgen does not read, with what to do instead. */
const ignoredCategoryKeys = new Map<string, string>([
  [
    'link',
    'docgen makes no generated-index page; add an `index.md` to the folder to give the category a page',
  ],
  ['className', 'style the sidebar from customCss'],
  ['customProps', 'docgen passes no custom props to the sidebar'],
  ['description', "write it on the folder's `index.md`"],
  ['key', 'categories are told apart by their folder'],
]);

/**
 * JSON.parse with its failure told at a line and column (V8 says `at position 39`),
 * and a trailing comma, which Docusaurus's JSON refuses too, named as such.
 */
function parseJson(text: string, file: string, example: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message;
    const found = /\bat position (\d+)/.exec(reason);
    const offset = found ? Number(found[1]) : text.trimEnd().length;
    const before = text.slice(0, offset).trimEnd();
    const trailingComma = before.endsWith(',') && /^\s*[}\]]/.test(text.slice(offset));
    // A trailing comma is told where it is written, not at the brace after it.
    const { line, column } = lineAndColumn(text, trailingComma ? before.length - 1 : offset);
    const why = trailingComma
      ? 'a comma after the last entry'
      : reason.replace(/\s*(?:in JSON )?at position \d+.*$/, '');
    throw new DocgenError(`${file} is not valid JSON at line ${line}, column ${column}: ${why}.`, {
      file,
      line,
      column,
      hint: trailingComma ? `Remove that comma. ${example}` : example,
      cause: error,
    });
  }
}

/** The line of a key of a JSON object: the first `"key":` written (a key written with escapes is not found). */
function jsonKeyLine(text: string, key: string): number | undefined {
  const quoted = JSON.stringify(key);
  for (let at = text.indexOf(quoted); at >= 0; at = text.indexOf(quoted, at + 1))
    if (/^\s*:/.test(text.slice(at + quoted.length))) return lineAndColumn(text, at).line;
  return undefined;
}

/**
 * A category file's text read and checked: `_category_.json`, or the YAML forms
 * Docusaurus also reads (`_category_.yml`, `_category_.yaml`). `warnings` gets a
 * line for each key docgen does not read, so a migrated site is told.
 */
export function parseCategoryMeta(
  source: string,
  file: string,
  warnings: string[] = [],
): CategoryMeta {
  // Editors on Windows may save a byte order mark first, which JSON.parse rejects.
  const text = source.replace(/^\uFEFF/, '');
  const yaml = /\.ya?ml$/.test(file);
  const example = yaml
    ? 'Write it as `key: value` lines, such as `label: Guides` and `position: 2`.'
    : 'Write it as a JSON object, such as { "label": "Guides", "position": 2 }.';
  let value: unknown;
  let lineOf: (key: string) => number | undefined;
  if (yaml) {
    const parsed = parseYaml(text, { file, what: 'category file', hint: example });
    value = parsed.value;
    lineOf = parsed.lineOf;
  } else {
    value = parseJson(text, file, example);
    lineOf = (key) => jsonKeyLine(text, key);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new DocgenError(`${file} must hold an object of category settings.`, {
      file,
      hint: example,
    });
  const meta: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(metaFields)) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    if (typeof field !== type)
      throw new DocgenError(
        `"${key}" in ${file} must be a ${type}, received ${JSON.stringify(field)}.`,
        { file, line: lineOf(key), hint: `Give "${key}" a ${type} value, or leave it out.` },
      );
    meta[key] = field;
  }
  for (const key of Object.keys(value as object)) {
    const instead = ignoredCategoryKeys.get(key);
    const line = lineOf(key);
    if (instead)
      warnings.push(
        `${file}${line ? `:${line}` : ''}: "${key}" is not read by docgen; ${instead}.`,
      );
  }
  return meta as CategoryMeta;
}
