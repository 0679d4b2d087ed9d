// Front matter: gray-matter finds the block between the `---` lines, docgen's one
// YAML parser (src/yaml.ts) reads it, so messages name the file's own lines and
// the same limits hold as for OpenAPI documents.
import matter from 'gray-matter';
import { DocgenError } from '../errors.js';
import { parseYaml, type ParsedYaml } from '../yaml.js';

export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  slug?: string;
  description?: string;
  draft?: boolean;
  /** The page is in no sidebar on purpose: no warning about it, and a generated sidebar leaves it out. */
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  /** A line of code (an install command) shown on the page's card in a `:::doc-cards` list. */
  card_code?: string;
  /** The page's social card (og:image): a URL, or a path of the site. */
  image?: string;
  /** `<meta name="keywords">`. */
  keywords?: string[];
  /** No h1 on the page (the body brings its own heading, or none). */
  hide_title?: boolean;
  /** The doc id the "Next" link goes to, or null for none. */
  pagination_next?: string | null;
  pagination_prev?: string | null;
  /** When (and by whom) the page was last updated, as the page shows it. */
  last_update?: { date?: string; author?: string };
}

type FieldCheck = { expected: string; test: (value: unknown) => boolean };

const string: FieldCheck = { expected: 'a string', test: (v) => typeof v === 'string' };
const number: FieldCheck = { expected: 'a number', test: (v) => typeof v === 'number' };
const boolean: FieldCheck = { expected: 'a boolean', test: (v) => typeof v === 'boolean' };
const docIdOrNull: FieldCheck = {
  expected: 'a doc id or null',
  test: (v) => v === null || typeof v === 'string',
};
const stringList: FieldCheck = {
  expected: 'a list of strings',
  test: (v) => Array.isArray(v) && v.every((k) => typeof k === 'string'),
};
const lastUpdate: FieldCheck = {
  expected: 'an object with `date` and/or `author` strings',
  test: (v) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(v).every(
      ([k, x]) => (k === 'date' || k === 'author') && (typeof x === 'string' || x instanceof Date),
    ),
};

/** The fields docgen reads; any other key is ignored, whatever its name. */
const fields = new Map<string, FieldCheck>([
  ['id', string],
  ['title', string],
  ['sidebar_label', string],
  ['sidebar_position', number],
  ['sidebar_class_name', string],
  ['slug', string],
  ['description', string],
  ['draft', boolean],
  ['unlisted', boolean],
  ['hide_table_of_contents', boolean],
  ['card_code', string],
  ['image', string],
  ['keywords', stringList],
  ['hide_title', boolean],
  ['pagination_next', docIdOrNull],
  ['pagination_prev', docIdOrNull],
  ['last_update', lastUpdate],
]);

const hint = 'Fix the YAML between the two `---` lines at the top of the file.';

export interface ParsedFrontMatter {
  data: FrontMatter;
  body: string;
  /** Lines before the body, so lines reported for the body match the file. */
  lineOffset: number;
  /** 1-based line of a front matter key in the file, for messages about its value. */
  lineOf(key: keyof FrontMatter): number | undefined;
}

export function parseFrontMatter(text: string, file: string): ParsedFrontMatter {
  // gray-matter picks a parser from the word after the opening `---`, and its
  // `---js` parser evals the block: front matter is YAML (or JSON, which is YAML).
  const language = /^(?:\uFEFF)?---([^\n]*)/.exec(text)?.[1]?.trim().toLowerCase();
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
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const check = fields.get(key);
    if (!check) continue;
    if (!check.test(value)) {
      throw new DocgenError(
        `Front matter field "${key}" in ${file} must be ${check.expected}, received ${JSON.stringify(value)}.`,
        {
          file,
          line: lineOf(key as keyof FrontMatter) ?? 1,
        },
      );
    }
    // A YAML date (`date: 2026-11-26`) reads as a Date: the page shows the day.
    known[key] =
      key === 'last_update'
        ? Object.fromEntries(
            Object.entries(value as object).map(([k, x]) => [
              k,
              x instanceof Date ? x.toISOString().slice(0, 10) : x,
            ]),
          )
        : value;
  }
  const bodyStart = text.length - parsed.content.length;
  const lineOffset = text.slice(0, bodyStart).split('\n').length - 1;
  return { data: known as FrontMatter, body: parsed.content, lineOffset, lineOf };
}
