// docgen's YAML reading: one parser per job, each with its limits and the same kind of
// message (file, line, what is wrong). Front matter is read by `yaml` (parseYaml), which
// gives each key's line; OpenAPI documents by js-yaml (parseYamlValue), faster on
// megabytes (BENCHMARKS.md).
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type YAMLError,
} from 'yaml';
import { load, CORE_SCHEMA, mergeTag, YAMLException } from 'js-yaml';
import { DocgenError } from './errors.js';

/**
 * How far one anchor may be expanded through aliases (yaml's count: uses times
 * the nodes each use copies). Finite so an "alias bomb" of a few hundred bytes
 * (each level aliasing the one before ten times) stops at once instead of
 * expanding into billions of nodes; generous enough for a spec that reuses one
 * anchored response a few hundred times.
 */
const maxAliasCount = 1000;

interface YamlSource {
  /** The file, for messages (relative to the project root when possible). */
  file: string;
  /** Lines of the file before the text handed over (front matter starts after `---`). */
  lineOffset?: number;
  /** What kind of text this is, for messages: 'front matter', 'OpenAPI document'. */
  what: string;
  hint?: string;
  /** The message for a reason; default `Invalid <what> YAML in <file>: <reason>`. */
  message?: (reason: string) => string;
}

/** A parsed YAML text, with the line each top-level key is written on. */
export interface ParsedYaml {
  value: unknown;
  /** 1-based line in the file of a top-level mapping key, when the text is a mapping. */
  lineOf(key: string): number | undefined;
}

const firstLine = (message: string) =>
  message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');

/** The error for `message` about `source`, at a line and column (1-based) of the text handed over. */
function yamlError(
  source: YamlSource,
  message: string,
  { line, column, cause }: { line?: number; column?: number; cause?: unknown } = {},
): DocgenError {
  return new DocgenError(
    source.message
      ? source.message(message)
      : `Invalid ${source.what} YAML in ${source.file}: ${message}`,
    {
      file: source.file,
      line: line && line + (source.lineOffset ?? 0),
      column,
      hint: source.hint,
      cause,
    },
  );
}

/**
 * Parses YAML (JSON is YAML too) with merge keys (`<<: *base`, as js-yaml and
 * most specs in the wild expect), a finite alias limit, and no custom tags: a tag
 * such as `!!js/function` is an error, not a string.
 */
export function parseYaml(text: string, source: YamlSource): ParsedYaml {
  const offset = source.lineOffset ?? 0;
  const lineCounter = new LineCounter();
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, merge: true, prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    throw yamlError(source, (error as Error).message, { cause: error });
  }
  const problem = doc.errors[0] ?? doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (problem) {
    const opened = unclosedAt(doc, problem);
    const at = opened === undefined ? problem.linePos?.[0] : lineCounter.linePos(opened);
    throw yamlError(source, firstLine(problem.message), {
      line: at?.line,
      column: at?.col,
      cause: problem,
    });
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount });
  } catch (error) {
    const message = /Excessive alias count/.test((error as Error).message)
      ? `its aliases (*name) expand one anchor more than ${maxAliasCount} times, which only a resource exhaustion attack ("alias bomb") needs.`
      : (error as Error).message;
    throw yamlError(source, message, { cause: error });
  }
  return {
    value,
    lineOf(key: string) {
      const contents = doc.contents as {
        items?: { key?: { value?: unknown; range?: [number, number, number] } }[];
      } | null;
      const pair = contents?.items?.find((p) => p.key?.value === key);
      const start = pair?.key?.range?.[0];
      return start === undefined ? undefined : lineCounter.linePos(start).line + offset;
    },
  };
}

/**
 * Where the value that `problem` ran into opens, when it is a `[` or `{` list or a
 * quoted string left unclosed: yaml reports where it gave up (the start of the next
 * line, or the end of the text), but the fix belongs where the value was opened
 * (`title: [broken` is line 2, not the line after it). The innermost such value
 * that ends where the problem is; undefined for any other problem.
 */
function unclosedAt(doc: Document.Parsed, problem: YAMLError): number | undefined {
  if (problem.code !== 'BAD_INDENT' && problem.code !== 'MISSING_CHAR') return undefined;
  const at = problem.pos[0];
  let start: number | undefined;
  visit(doc, (_key, node) => {
    const opens =
      ((isSeq(node) || isMap(node)) && node.flow) ||
      (isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'));
    const range = opens ? node.range : undefined;
    if (range && range[0] < at && range[1] === at && (start === undefined || range[0] > start))
      start = range[0];
  });
  return start;
}

/** Where an unclosed `[`, `{` or quoted string of `text` opens (1-based), if that is its first problem. */
function unclosedInText(text: string): { line: number; col: number } | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const problem = doc.errors[0];
  const opened = problem && unclosedAt(doc, problem);
  return opened === undefined ? undefined : lineCounter.linePos(opened);
}

/**
 * The most nodes an OpenAPI document may hold once its aliases are expanded: far
 * above the largest public documents, far below what an "alias bomb" expands to.
 */
const maxExpandedNodes = 10_000_000;

/** YAML 1.2's core schema (as the `yaml` package reads by default) with merge keys. */
const documentSchema = CORE_SCHEMA.withTags(mergeTag);

/**
 * The value of an OpenAPI document's text (JSON is YAML too), read by js-yaml with
 * merge keys and no custom tags. js-yaml shares one object among an anchor's aliases,
 * so the expanded size is counted first (an alias bomb fails here), and an aliased
 * node is then copied to each place that uses it, as the rest of docgen expects a tree.
 */
export function parseYamlValue(text: string, source: YamlSource): unknown {
  let value: unknown;
  try {
    value = load(text, { schema: documentSchema });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const mark = error.mark as { line: number; column: number } | undefined;
    // js-yaml, too, reports an unclosed `[`, `{` or quote where it gave up: `yaml` finds
    // where it opens (only on this error path, so its slower reading costs nothing else).
    const opened = unclosedInText(text);
    throw yamlError(source, error.reason, {
      line: opened ? opened.line : mark && mark.line + 1,
      column: opened ? opened.col : mark && mark.column + 1,
      cause: error,
    });
  }
  const { nodes, shared } = countNodes(value);
  if (nodes > maxExpandedNodes)
    throw yamlError(
      source,
      `its aliases (*name) expand to more than ${maxExpandedNodes.toLocaleString('en')} nodes, which only a resource exhaustion attack ("alias bomb") needs.`,
    );
  return shared ? copyTree(value) : value;
}

/** Nodes of a value once shared objects are counted at each place they appear, memoized per object. */
function countNodes(root: unknown): { nodes: number; shared: boolean } {
  const sizes = new Map<object, number>();
  let shared = false;
  const size = (value: unknown): number => {
    if (typeof value !== 'object' || value === null) return 1;
    const known = sizes.get(value);
    if (known !== undefined) {
      shared = true;
      return known;
    }
    let total = 1;
    for (const child of Object.values(value)) total = Math.min(total + size(child), 2 ** 52);
    sizes.set(value, total);
    return total;
  };
  return { nodes: size(root), shared };
}

/** A tree copy of a value whose objects may be shared (aliases): each place gets its own. */
function copyTree(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyTree);
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = copyTree(child);
  return copy;
}
