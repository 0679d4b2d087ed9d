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
}

/** The fields docgen reads; any other key is ignored, whatever its name. */
const fields = new Map<string, 'string' | 'number' | 'boolean'>([
  ['id', 'string'],
  ['title', 'string'],
  ['sidebar_label', 'string'],
  ['sidebar_position', 'number'],
  ['sidebar_class_name', 'string'],
  ['slug', 'string'],
  ['description', 'string'],
  ['draft', 'boolean'],
  ['unlisted', 'boolean'],
  ['hide_table_of_contents', 'boolean'],
  ['card_code', 'string'],
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
    const expected = fields.get(key);
    if (!expected) continue;
    if (typeof value !== expected) {
      throw new DocgenError(
        `Front matter field "${key}" in ${file} must be a ${expected}, received ${JSON.stringify(value)}.`,
        {
          file,
          line: lineOf(key as keyof FrontMatter) ?? 1,
        },
      );
    }
    known[key] = value;
  }
  const bodyStart = text.length - parsed.content.length;
  const lineOffset = text.slice(0, bodyStart).split('\n').length - 1;
  return { data: known as FrontMatter, body: parsed.content, lineOffset, lineOf };
}
