// Turns valibot's issues into one DocgenError whose every line names the config
// path, what was expected there and what was found (as Starlight's error map does
// for its zod schemas). What is expected comes from the schema at that path (its
// type, its choices) or from the check that failed (its message).
import * as v from 'valibot';
import { DocgenError } from '../errors.js';
import { escapeRegExp } from '../shared/regexp-escape.js';
import { lineAndColumn } from '../shared/text-position.js';
import { afterKey, scanLiterals, type WrittenString } from './source-literals.js';
import { nearestIds } from '../shared/nearest-ids.js';

type AnySchema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>> & {
  type: string;
  message?: unknown;
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  value?: AnySchema;
  rest?: AnySchema;
  options?: readonly unknown[];
  key?: string;
  literal?: unknown;
  getter?: (input: unknown) => AnySchema;
  kind?: string;
  pipe?: readonly AnySchema[];
};
type Issue = v.BaseIssue<unknown>;

/** Longest string quoted whole in a message; a longer one is cut, so a pasted file does not flood the terminal. */
const quotedLength = 80;

/** `s` as `show` writes it, cut to its first characters and its length when it is long. */
const shorten = (s: string, show = (t: string) => t) =>
  s.length <= quotedLength
    ? show(s)
    : `${show(s.slice(0, quotedLength - 20))}… (${s.length} characters)`;

/** `s` in quotes, cut when it is long. */
export const quote = (s: string) => shorten(s, JSON.stringify);

/** What a found value was, in a few words: nothing, null, "dark", number 42, an object, a Date. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') {
    // A Date or a Map is an object too, but not the plain one a field of the config takes.
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    return tag === 'Object' ? 'an object' : `a ${tag}`;
  }
  return `${typeof value} ${String(value)}`;
}

/** The path `at` then `key`, as the author would write it in the file: `navbar.items[0]["aria-label"]`. */
function pathTo(at: string, key: unknown, index: boolean): string {
  const name = String(key);
  if (index) return `${at}[${name}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(name)) return at ? `${at}.${name}` : name;
  return `${at}[${quote(name)}]`;
}

const configPath = (path: readonly v.IssuePathItem[] | undefined) =>
  (path ?? []).reduce(
    (at, item) => pathTo(at, item.key, item.type === 'array' || typeof item.key === 'number'),
    '',
  );

/** The schema that does the work: inside optional, lazy, and a pipe whose first step is only a guard. */
const unwrap = (schema: AnySchema): AnySchema => {
  let s = schema;
  for (;;) {
    if (s.wrapped || s.getter) s = s.wrapped ?? s.getter!(undefined);
    else if (s.pipe && !s.entries && !s.item && !s.value && !s.options) {
      const inner = [...s.pipe]
        .reverse()
        .find(
          (p) =>
            p !== s &&
            p.kind === 'schema' &&
            (p.entries || p.item || p.value || p.options || p.pipe),
        );
      if (!inner) return s;
      s = inner;
    } else return s;
  }
};

/** The option of a union or variant that a value takes (a variant's by its key; a union's first object-like one). */
function choose(schema: AnySchema, value: unknown): AnySchema | undefined {
  let s: AnySchema | undefined = unwrap(schema);
  while (s && (s.type === 'variant' || s.type === 'union')) {
    const options: AnySchema[] = (s.options as AnySchema[]).map(unwrap);
    const key: string | undefined = s.key;
    s =
      s.type === 'variant'
        ? options.find((o: AnySchema) =>
            v.is(
              o.entries![key!]! as never,
              (value as Record<string, unknown> | undefined)?.[key!],
            ),
          )
        : options.find((o: AnySchema) =>
            typeof value === 'object' && value !== null
              ? o.entries || o.item || o.options
              : !o.entries && !o.item,
          );
  }
  return s;
}

/** The schema that describes the value at `path` (undefined where the path leaves the schema). */
function schemaAt(
  root: AnySchema,
  path: readonly v.IssuePathItem[],
  resolveLast = true,
): AnySchema | undefined {
  let schema: AnySchema | undefined = root;
  for (const item of path) {
    schema = choose(schema, item.input);
    if (!schema) return undefined;
    const key = item.key as string | number;
    schema = schema.entries
      ? (schema.entries[key as string] ?? schema.rest)
      : (schema.item ?? schema.value);
    if (!schema) return undefined;
  }
  return resolveLast && path.length ? choose(schema, path.at(-1)!.value) : schema;
}

/** What a schema accepts, in words: a string, true or false, one of "light", "dark", an object. */
function expectedBy(schema: AnySchema | undefined): string {
  if (!schema) return 'nothing (no such field)';
  if (typeof schema.message === 'string') return schema.message;
  if (schema.pipe?.[0] && schema.pipe[0] !== schema && typeof schema.pipe[0].message === 'string')
    return schema.pipe[0].message;
  const s = unwrap(schema);
  if (typeof s.message === 'string') return s.message;
  const quote = (x: unknown) => (typeof x === 'string' ? `"${x}"` : String(x));
  switch (s.type) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'literal':
      return quote(s.literal);
    case 'picklist':
      return `one of ${(s.options ?? []).map(quote).join(', ')}`;
    case 'array':
      return 'an array';
    case 'union':
      return (s.options as AnySchema[]).map(expectedBy).join(' or ');
    default:
      return 'an object';
  }
}

const isUnknownKey = (issue: Issue) => /object/.test(issue.type) && issue.expected === 'never';
const isMissingKey = (issue: Issue) =>
  /object/.test(issue.type) &&
  issue.input === undefined &&
  issue.kind === 'schema' &&
  issue.expected?.startsWith('"');

/** One line per problem: the path, what was expected, what was found. */
function describeIssue(issue: Issue, schema: AnySchema): string {
  const path = configPath(issue.path);
  const at = path ? `"${path}"` : 'the default export';
  // A check that reports an unknown key says itself what the key is not and where the known are.
  if (issue.type === 'raw_check' && issue.expected === 'never') return `${at} ${issue.message}.`;
  if (isUnknownKey(issue)) {
    const parentPath = issue.path!.slice(0, -1);
    const parent = parentPath.length ? schemaAt(schema, parentPath) : schema;
    const known = Object.keys(choose(parent ?? schema, issue.path!.at(-1)!.input)?.entries ?? {});
    const key = issue.path!.at(-1)!.key;
    const near = nearestIds(String(key), known)[0];
    const guess = near ? ` (did you mean "${near}"?)` : '';
    return `${at} is not a known field${guess}: expected one of ${known.join(', ')}, received ${describe(key)}.`;
  }
  if (issue.type === 'variant' && issue.path?.length && issue.expected !== 'Object') {
    // The discriminator (`type`) has a value no option takes: expected are the options' values.
    const variant = unwrap(schemaAt(schema, issue.path.slice(0, -1), false) ?? schema);
    const inner =
      variant.type === 'union'
        ? (variant.options as AnySchema[]).map(unwrap).find((o) => o.type === 'variant')
        : variant;
    const key = String(issue.path.at(-1)!.key);
    const values = ((inner?.options ?? []) as AnySchema[]).map((o) =>
      expectedBy(unwrap(o).entries?.[key]),
    );
    return `${at} must be one of ${values.join(', ')}, received ${describe(issue.input)}.`;
  }
  // A check's message is what it expects; a schema's expectation comes from the schema at the path.
  const expected =
    issue.kind === 'validation'
      ? issue.message
      : expectedBy(schemaAt(schema, issue.path ?? [], false));
  // The value at the path: a check on an object reports its issue on one field of it.
  const found = isMissingKey(issue)
    ? undefined
    : issue.path?.length
      ? issue.path.at(-1)!.value
      : issue.input;
  return `${at} must be ${expected}, received ${describe(found)}.`;
}

/**
 * The issues to report: a union's own issue ("not any of these") is replaced by the
 * issues inside the option the value chose, which say more. Their paths are
 * relative to the union, so they get its path in front.
 */
function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.type !== 'union' || !issue.issues?.length) return [issue];
    const inside = issue.issues.filter((i) => (i.path?.length ?? 0) > 0 || i.type === 'variant');
    const prefix = issue.path ?? [];
    return inside.length
      ? flatten(
          inside.map((i) => ({ ...i, path: [...prefix, ...(i.path ?? [])] as Issue['path'] })),
        )
      : [issue];
  });
}

interface ConfigProblemOptions {
  /** The file the config came from, for the error's location. */
  file: string;
  /** 'the site config', 'the sidebars'. */
  what: string;
  /** A message that replaces the generic one for some issues (fixed wordings of the product). */
  special?: (issue: Issue, path: string) => DocgenError | undefined;
  /** The file's text, to find the line a problem is written on. */
  source?: string;
}

/**
 * The line where the value at `path` is most likely written: each key of the path
 * found after the one before it (`navbar`, then `items`, then `label`), outside comments.
 * A guess from the text, for the message's location; undefined when no key is found as written.
 */
export function lineOfPath(
  source: string,
  path: readonly Pick<v.IssuePathItem, 'type' | 'key'>[] | undefined,
): number | undefined {
  // Comments blanked (lines kept): a config often names a field in a comment above it
  // (the init template's "url: 'https://org.github.io'"), which is not where it is set.
  const { code, strings } = scanLiterals(source);
  // Brackets inside strings ('📄 {title}') are text: blanked for counting the depth.
  const bare = code.split('');
  for (const written of strings)
    for (let k = written.at + 1; k <= written.at + written.raw.length; k++)
      if (bare[k] !== '\n') bare[k] = ' ';
  let at = -1;
  for (const item of path ?? []) {
    // Past the first element of a list the text cannot tell elements apart: the list's own line it is.
    if (item.type === 'array' || typeof item.key === 'number') {
      if (item.key === 0) continue;
      break;
    }
    const key = new RegExp(`(^|[\\s{,])["']?${escapeRegExp(String(item.key))}["']?\\s*:`, 'gm');
    key.lastIndex = at + 1;
    const found = key.exec(code);
    if (!found) break;
    at = lastCopy(code, bare, found.index + found[1]!.length, key);
  }
  return at < 0 ? undefined : lineAndColumn(source, at).line;
}

/**
 * Where the key found at `first` is written last in the same object: of a key written
 * twice (`baseUrl: '/'` … `baseUrl: 'docs'`), JavaScript keeps the last copy's value,
 * the one a message quotes. `key` (global) goes on from its match at `first`; `bare` is
 * the code with strings blanked, whose brackets tell the object's end and nested ones.
 */
function lastCopy(code: string, bare: readonly string[], first: number, key: RegExp): number {
  let last = first;
  let depth = 0;
  let from = first;
  for (let found = key.exec(code); found; found = key.exec(code)) {
    const start = found.index + found[1]!.length;
    for (; from < start; from++) {
      const c = bare[from];
      if (c === '{' || c === '[' || c === '(') depth++;
      else if ((c === '}' || c === ']' || c === ')') && --depth < 0) return last;
    }
    if (depth === 0) last = start;
  }
  return last;
}

/**
 * Line and column (1-based, at the opening quote) where `value` is first written as a
 * string literal in `source` ('…', "…" or `…`), comments and longer strings aside, and
 * after the key `within` when that is written (the sidebar an item belongs to);
 * undefined when it is not written as one (an id built by code). For values the
 * schema cannot place, such as a doc id.
 */
export function positionOfString(
  source: string,
  value: string,
  within?: string,
): { line: number; column: number } | undefined {
  return placeWritten(
    source,
    value,
    within,
    () => true,
    new RegExp(`(['"\`])${escapeRegExp(value)}\\1`),
  );
}

/**
 * Line and column of the value where `key: 'value'` is first written (at the value's
 * opening quote), as positionOfString places a value, for a field whose value is not
 * unique in the file (a folder's name is also a doc id's start).
 */
export function positionOfField(
  source: string,
  key: string,
  value: string,
  within?: string,
): { line: number; column: number } | undefined {
  const keyBefore = new RegExp(`(^|[\\s{,])(["'\`]?)${escapeRegExp(key)}\\2\\s*:\\s*$`);
  return placeWritten(
    source,
    value,
    within,
    (s, code) => keyBefore.test(code.slice(Math.max(0, s.at - key.length - 40), s.at)),
    new RegExp(`\\b${escapeRegExp(key)}['"]?\\s*:\\s*(['"\`])${escapeRegExp(value)}\\1`),
  );
}

/**
 * Where `value` is written as a literal that `fits` (in the code with comments blanked),
 * the first one after the key `within` if any is; else where `fallback` (ending in the
 * quoted value) first matches the raw text, comments and all: where the scan of the
 * literals finds nothing (a construct it misreads), a position that may be a comment's
 * is better than none.
 */
function placeWritten(
  source: string,
  value: string,
  within: string | undefined,
  fits: (s: WrittenString, code: string) => boolean,
  fallback: RegExp,
): { line: number; column: number } | undefined {
  const { code, strings } = scanLiterals(source);
  const from = within === undefined ? 0 : afterKey(code, within);
  const isIt = (s: WrittenString) => s.raw === value && fits(s, code);
  const written = strings.find((s) => s.at >= from && isIt(s)) ?? strings.find(isIt);
  if (written) return lineAndColumn(source, written.at);
  const found = fallback.exec(source);
  return found
    ? lineAndColumn(source, found.index + found[0].length - value.length - 2)
    : undefined;
}

/** Parses `input` with `schema`; on failure throws one DocgenError listing every problem. */
export function parseConfig<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  options: ConfigProblemOptions,
): v.InferOutput<S> {
  let result: v.SafeParseResult<S>;
  try {
    result = v.safeParse(schema, input);
  } catch (error) {
    throw unreadable(input, error, options);
  }
  if (result.success) return result.output;
  const issues = flatten(result.issues);
  for (const issue of issues) {
    const special = options.special?.(issue, configPath(issue.path));
    if (special) throw special;
  }
  const described = issues.map((issue) => ({
    text: describeIssue(issue, schema as unknown as AnySchema),
    line: options.source === undefined ? undefined : lineOfPath(options.source, issue.path),
  }));
  const lines = [...new Map(described.map((d) => [d.text, d])).values()].sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0),
  );
  const title = `Invalid ${options.what.replace(/^the /, '')}`;
  // Several problems: each says its line, the error's location being the first's alone.
  const listed = lines.map((l) => `  - ${l.line === undefined ? '' : `line ${l.line}: `}${l.text}`);
  throw new DocgenError(
    lines.length === 1 ? `${title}: ${lines[0]!.text}` : `${title}:\n${listed.join('\n')}`,
    {
      file: options.file,
      line: lines[0]!.line,
      hint: `Fix ${lines.length === 1 ? 'this value' : 'these values'} in ${options.file}.`,
    },
  );
}

/**
 * The config path at which reading `value` throws (a getter, a proxy's trap), found
 * by reading it again field by field; undefined when it reads cleanly now.
 */
function throwingPath(value: unknown): string | undefined {
  const seen = new Set<unknown>();
  const walk = (node: unknown, at: string): string | undefined => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return undefined;
    seen.add(node);
    let keys: string[];
    let list: boolean;
    try {
      // The reads validation makes: a proxy's getPrototypeOf, ownKeys, has and
      // an array's length traps may each be the one that throws.
      list = Array.isArray(node);
      Object.getPrototypeOf(node);
      keys = Object.keys(node);
      if (list) void (node as unknown[]).length;
      for (const key of keys) void (key in node);
    } catch {
      return at;
    }
    for (const key of keys) {
      const here = pathTo(at, key, list);
      let child: unknown;
      try {
        child = (node as Record<string, unknown>)[key];
      } catch {
        return here;
      }
      const found = walk(child, here);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(value, '');
}

/** A config whose getters or proxies throw while docgen reads it: the author's to fix, at the path that threw. */
function unreadable(input: unknown, error: unknown, options: ConfigProblemOptions): unknown {
  let path: string | undefined;
  try {
    path = throwingPath(input);
  } catch {
    path = undefined;
  }
  // Nothing in the config throws when read again: the error is docgen's own.
  if (path === undefined) return error;
  const reason = error instanceof Error ? error.message : String(error);
  const at = path ? `"${path}"` : 'the default export';
  return new DocgenError(
    `Invalid ${options.what.replace(/^the /, '')}: reading ${at} threw an error: ${shorten(reason)}`,
    {
      file: options.file,
      hint: `A getter or a Proxy in ${options.file} throws when read; give the config plain values.`,
      cause: error,
    },
  );
}
