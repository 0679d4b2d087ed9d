// Front matter: gray-matter finds the block between the `---` lines, docgen's one
// YAML parser (src/yaml.ts) reads it, so messages name the file's own lines and
// the same limits hold as for OpenAPI documents.
import matter from 'gray-matter';
import { DocgenError } from '../errors.js';
import { parseYaml, type ParsedYaml } from '../yaml.js';
import { lineAndColumn } from '../shared/text-position.js';
import { languageTagPattern } from './page-language.js';

/** A check of one field's value; `T` is the type a value that passes has. */
interface FieldCheck<T> {
  expected: string;
  test: (value: unknown) => boolean;
  /** Never set: carries `T` to the FrontMatter type. */
  type?: T;
}

const string: FieldCheck<string> = { expected: 'a string', test: (v) => typeof v === 'string' };
const number: FieldCheck<number> = { expected: 'a number', test: (v) => typeof v === 'number' };
const boolean: FieldCheck<boolean> = { expected: 'a boolean', test: (v) => typeof v === 'boolean' };
const docIdOrNull: FieldCheck<string | null> = {
  expected: 'a doc id or null',
  test: (v) => v === null || typeof v === 'string',
};
const stringList: FieldCheck<string[]> = {
  expected: 'a list of strings',
  test: (v) => Array.isArray(v) && v.every((k) => typeof k === 'string'),
};
const headingLevel: FieldCheck<number> = {
  expected: 'a heading level from 2 to 6',
  test: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6,
};
const lastUpdate: FieldCheck<{ date?: string; author?: string }> = {
  expected: 'an object with `date` and/or `author` strings',
  test: (v) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(v).every(
      ([k, x]) => (k === 'date' || k === 'author') && (typeof x === 'string' || x instanceof Date),
    ),
};

const languageTag: FieldCheck<string> = {
  expected: 'a language tag such as "ar", "ja" or "pt-BR"',
  test: (v) => typeof v === 'string' && languageTagPattern.test(v),
};
const direction: FieldCheck<'ltr' | 'rtl'> = {
  expected: '"ltr" or "rtl"',
  test: (v) => v === 'ltr' || v === 'rtl',
};

/** The fields docgen reads; any other key is ignored, whatever its name. */
const fields = {
  id: string,
  title: string,
  sidebar_label: string,
  sidebar_position: number,
  sidebar_class_name: string,
  slug: string,
  description: string,
  draft: boolean,
  /**
   * The page is reached by its URL alone, as Docusaurus's `unlisted`: no sidebar but on its own
   * page, no other page's pager, search, sitemap or llms.txt lists it; robots are asked not to
   * index it. Navbar and footer items and links to it are kept (AUTHORING.md, "Unlisted pages").
   */
  unlisted: boolean,
  /** `false`: the page is left out of search (VitePress's key; Starlight's is `pagefind`). */
  search: boolean,
  hide_table_of_contents: boolean,
  /** A line of code (an install command) shown on the page's card in a `:::doc-cards` list. */
  card_code: string,
  /** The page's social card (og:image): a URL, or a path of the site. */
  image: string,
  /** `<meta name="keywords">`. */
  keywords: stringList,
  /** No h1 on the page (the body brings its own heading, or none). */
  hide_title: boolean,
  /** The doc id the "Next" link goes to, or null for none. */
  pagination_next: docIdOrNull,
  pagination_prev: docIdOrNull,
  /** When (and by whom) the page was last updated, as the page shows it (`date` as YYYY-MM-DD). */
  last_update: lastUpdate,
  /** This page's table of contents levels, in place of the site's `tableOfContents`. */
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  /** The page's own language, when it is not the site's: its content gets `lang` (and `dir`). */
  lang: languageTag,
  /** The page's direction; read off `lang` when left out (`ar`, `he`, `fa`, `ur` are right to left). */
  dir: direction,
};

export type FrontMatter = {
  [K in keyof typeof fields]?: (typeof fields)[K] extends FieldCheck<infer T> ? T : never;
};

/**
 * Keys Docusaurus or Starlight pages carry that docgen does not read, with what to
 * write instead: a migrated page is told, not silently changed. Other unknown keys
 * (a team's own) pass without a word.
 */
const foreignKeys = new Map<string, string>([
  ['tags', 'docgen makes no tag pages; `keywords` gives search engines the words'],
  ['pagefind', '`search: false` keeps a page out of search'],
  [
    'sidebar',
    "use `sidebar_label`, `sidebar_position` and `unlisted` (Starlight's `sidebar` object)",
  ],
  [
    'displayed_sidebar',
    'a page shows the sidebar that lists it; list the page in content/sidebars.ts',
  ],
  ['sidebar_custom_props', 'docgen passes no custom props to the sidebar; remove the key'],
  [
    'pagination_label',
    'the "Previous" and "Next" links show the page\'s label in the sidebar (a `label` in the sidebars file, else its `sidebar_label` or title)',
  ],
  ['prev', 'use `pagination_prev` (a doc id, or null for none)'],
  ['next', 'use `pagination_next` (a doc id, or null for none)'],
  ['lastUpdated', 'use `last_update: { date: YYYY-MM-DD }`'],
  [
    'tableOfContents',
    'use `hide_table_of_contents`, or `toc_min_heading_level`/`toc_max_heading_level`',
  ],
  ['custom_edit_url', 'the edit link comes from `docs.editUrl` in site.config.ts'],
  ['editUrl', 'the edit link comes from `docs.editUrl` in site.config.ts'],
  ['parse_number_prefixes', 'docgen keeps file names as written; rename the file or set `slug`'],
  ['template', 'docgen has one page layout (and `hide_title`, `hide_table_of_contents`)'],
  ['hero', "write the hero as the page's own markdown"],
  // VitePress's.
  [
    'layout',
    "docgen has one page layout: write a home page's hero and features as its markdown (`hide_title`, `hide_table_of_contents`)",
  ],
  ['features', "write the features as the page's own markdown: a list of links, or `:::doc-cards`"],
  ['aside', 'use `hide_table_of_contents: true` to leave out the table of contents'],
  ['editLink', 'the edit link comes from `docs.editUrl` in site.config.ts'],
  [
    'footer',
    "VitePress's `footer: false` hides the site footer on the page; docgen shows the site's footer (`footer` in site.config.ts) on every page, and a page cannot hide it",
  ],
  ['pageClass', 'docgen adds no class to a page; style it with `customCss` in site.config.ts'],
  ['titleTemplate', "the page's `<title>` is its title and the site's title"],
  ['banner', 'an announcement bar is set for the whole site in site.config.ts'],
  ['head', 'docgen writes the head from the title, `description`, `keywords` and `image`'],
]);

/**
 * VitePress values that ask for what docgen does anyway: `layout: doc` is its default
 * layout, `footer: true` shows the site footer, so they need no warning.
 */
const asDocgenDoes = (key: string, value: unknown) =>
  (key === 'layout' && value === 'doc') || (key === 'footer' && value === true);

/** The fields that set a page's table of contents, which VitePress's `outline` stands for. */
const tocKeys = ['toc_min_heading_level', 'toc_max_heading_level', 'hide_table_of_contents'];

/**
 * VitePress's `outline` (`deep`, a level, `[2, 3]`, or false for none) as docgen's front
 * matter: the same levels, so a migrated page keeps its table of contents. Undefined for a
 * value docgen's levels (2 to 6) cannot hold.
 */
function outlineAsFields(value: unknown): FrontMatter | undefined {
  const level = (n: unknown): n is number => headingLevel.test(n);
  if (value === false) return { hide_table_of_contents: true };
  if (value === 'deep') return { toc_min_heading_level: 2, toc_max_heading_level: 6 };
  if (level(value)) return { toc_min_heading_level: value, toc_max_heading_level: value };
  if (Array.isArray(value) && value.length === 2 && level(value[0]) && level(value[1]))
    return value[0] <= value[1]
      ? { toc_min_heading_level: value[0], toc_max_heading_level: value[1] }
      : undefined;
  return undefined;
}

/** A last_update date as YYYY-MM-DD: a YAML date, an ISO date or time, or another form Date reads ("1/1/2000"). */
function isoDay(value: string | Date): string | undefined {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return undefined;
  // A date with no time zone is the day written, wherever the build runs.
  const local = `${parsed.getFullYear()}-${String(parsed.getMonth() + 1).padStart(2, '0')}-${String(parsed.getDate()).padStart(2, '0')}`;
  return /T|\d:\d/.test(value) ? parsed.toISOString().slice(0, 10) : local;
}

/**
 * What to do about front matter that does not read: fix the lines between the two
 * `---`. When a blank line comes just before the closing `---`, that line is more
 * likely a thematic break of the body and the front matter was never closed.
 */
function yamlHint(closing: Closing | undefined): string {
  const fix = 'Fix the YAML between the two `---` lines at the top of the file';
  if (!closing) return `${fix}.`;
  const { line, afterBlank } = closing;
  return afterBlank
    ? `${fix} (lines 1 and ${line}). The \`---\` on line ${line} follows a blank line: if it is a thematic break of the page, the front matter is not closed; add a line \`---\` after its last line.`
    : `${fix} (lines 1 and ${line}).`;
}

interface ParsedFrontMatter {
  data: FrontMatter;
  body: string;
  /** Lines before the body, so lines reported for the body match the file. */
  lineOffset: number;
  /** 1-based line of a front matter key in the file, for messages about its value. */
  lineOf(key: keyof FrontMatter): number | undefined;
  /**
   * Front matter keys docgen does not read (another tool's: Docusaurus, Starlight, VitePress,
   * VitePress's `outline` when it cannot stand for docgen's own fields), each `file:line:` with
   * what to write instead.
   */
  warnings: string[];
  /** VitePress's `hero.name`, when it is a string: the title such a home page means. */
  heroName?: string;
}

export function parseFrontMatter(text: string, file: string): ParsedFrontMatter {
  // gray-matter picks a parser from the word after the opening `---`, and its
  // `---js` parser evals the block: front matter is YAML (or JSON, which is YAML).
  // A first line of four or more `-` is a thematic break to gray-matter, not front matter.
  const language = /^(?:\uFEFF)?---(?!-)([^\n]*)/.exec(text)?.[1]?.trim().toLowerCase();
  if (language && !['yaml', 'yml', 'json'].includes(language)) {
    throw new DocgenError(
      `The front matter of ${file} is marked as "${language}"; docgen reads YAML front matter only.`,
      {
        file,
        line: 1,
        hint: 'Start the file with a line holding only `---`, and write the front matter in YAML.',
      },
    );
  }
  const hint = yamlHint(closingOf(text, file));
  let block: string | undefined;
  let yaml: ParsedYaml | undefined;
  const readLines = (text: string) =>
    (yaml ??= parseYaml(text, { file, what: 'front matter', hint }));
  // The engine receives the text after the opening `---` (the rest of line 1 on), so its lines are the file's lines.
  const engine = (text: string) => {
    block = text;
    return readLines(text).value ?? {};
  };
  // A fresh options object each call: gray-matter caches by content otherwise.
  const parsed = matter(text, { engines: { yaml: engine, json: engine } });
  const data = parsed.data as unknown;
  if (block !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
    throw new DocgenError(`The front matter of ${file} is not a list of \`key: value\` lines.`, {
      file,
      line: 2,
      hint,
    });
  }
  const lineOf = (key: keyof FrontMatter) =>
    block === undefined ? undefined : readLines(block).lineOf(key);
  // Only the known fields are copied, into an object without a prototype: a key
  // named `constructor` or `__proto__` is one more unknown key.
  const known = Object.create(null) as Record<string, unknown>;
  const warnings: string[] = [];
  const line = (key: string) => lineOf(key as keyof FrontMatter) ?? 1;
  /** VitePress's `outline`, read as docgen's fields once the page's own are known. */
  let outline: { fields: FrontMatter | undefined } | undefined;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const check = Object.hasOwn(fields, key) ? fields[key as keyof typeof fields] : undefined;
    if (key === 'outline') {
      outline = { fields: outlineAsFields(value) };
      continue;
    }
    const instead = foreignKeys.get(key);
    if (instead && !asDocgenDoes(key, value))
      warnings.push(
        `${file}:${line(key)}: front matter \`${key}\` is not read by docgen; ${instead}.`,
      );
    if (!check) continue;
    if (!check.test(value)) {
      throw new DocgenError(
        `Front matter field "${key}" in ${file} must be ${check.expected}, received ${JSON.stringify(value)}.`,
        { file, line: line(key) },
      );
    }
    known[key] = key === 'last_update' ? lastUpdateOf(value as object, file, line(key)) : value;
  }
  if (outline) {
    const own = tocKeys.filter((k) => k in known);
    if (outline.fields && own.length === 0) Object.assign(known, outline.fields);
    else
      warnings.push(
        `${file}:${line('outline')}: front matter \`outline\` (VitePress's) was not read; ${
          own.length > 0
            ? `the page sets ${own.map((k) => `\`${k}\``).join(' and ')} itself`
            : 'write `toc_min_heading_level` and `toc_max_heading_level` (2 to 6), or `hide_table_of_contents: true`'
        }.`,
      );
  }
  const min = known.toc_min_heading_level as number | undefined;
  const max = known.toc_max_heading_level as number | undefined;
  if (min !== undefined && max !== undefined && min > max)
    throw new DocgenError(
      `Front matter of ${file}: toc_min_heading_level (${min}) is above toc_max_heading_level (${max}).`,
      { file, line: line('toc_min_heading_level') },
    );
  const lineOffset = lineAndColumn(text, text.length - parsed.content.length).line - 1;
  const hero = (data as Record<string, unknown>).hero;
  const heroName =
    typeof hero === 'object' &&
    hero !== null &&
    typeof (hero as { name?: unknown }).name === 'string'
      ? (hero as { name: string }).name
      : undefined;
  return {
    data: known as FrontMatter,
    body: parsed.content,
    lineOffset,
    lineOf,
    warnings,
    heroName,
  };
}

/** The line of the `---` that closes the front matter, and whether a blank line comes just before it. */
interface Closing {
  line: number;
  afterBlank: boolean;
}

/**
 * Where gray-matter ends the front matter: the first later line that starts with
 * `---`, when the file starts with `---` not followed by another `-`. A file that
 * opens front matter and never closes it is an error here: gray-matter would read the
 * whole file as front matter, so the author would see a YAML error about a line of
 * the body, or an empty page.
 */
function closingOf(text: string, file: string): Closing | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (!text.startsWith('---', start) || text[start + 3] === '-') return undefined;
  const at = text.indexOf('\n---', start + 3);
  if (at >= 0) {
    const lastLineStart = text.lastIndexOf('\n', at - 1);
    return {
      line: lineAndColumn(text, at).line + 1,
      afterBlank: lastLineStart >= 0 && text.slice(lastLineStart + 1, at).trim() === '',
    };
  }
  const rest = text.slice(start);
  const lines = rest.split('\n');
  // Front matter usually ends before the body's first blank line.
  const blank = lines.findIndex((line, i) => i > 1 && line.trim() === '');
  const last =
    blank > 1 ? ` (line ${blank}, if the front matter ends before the first blank line)` : '';
  throw new DocgenError(
    `The front matter of ${file} opens with \`---\` on line 1 and is never closed, so the whole file would be read as front matter.`,
    {
      file,
      line: 1,
      column: 1,
      hint: `Add a line \`---\` after the last front matter line${last}.`,
    },
  );
}

/** `last_update` with its date as the day it names (a YAML date reads as a Date), or a clear error. */
function lastUpdateOf(value: object, file: string, line: number): FrontMatter['last_update'] {
  const out: { date?: string; author?: string } = {};
  for (const [k, x] of Object.entries(value) as [string, string | Date][]) {
    if (k === 'author') out.author = x as string;
    else {
      const day = isoDay(x);
      if (day === undefined)
        throw new DocgenError(
          `Front matter of ${file}: last_update.date ${JSON.stringify(x)} is not a date docgen can read.`,
          { file, line, hint: 'Write the date as YYYY-MM-DD, such as 2026-11-26.' },
        );
      out.date = day;
    }
  }
  return out;
}
