// The one YAML reading docgen does (the `yaml` package), for front matter and
// OpenAPI documents alike, with the same limits and the same kind of message:
// the file, the line in that file, and what is wrong.
import { LineCounter, parseDocument, type Document } from 'yaml';
import { DocgenError } from './errors.js';

/**
 * How far one anchor may be expanded through aliases (yaml's count: uses times
 * the nodes each use copies). Finite so an "alias bomb" of a few hundred bytes
 * (each level aliasing the one before ten times) stops at once instead of
 * expanding into billions of nodes; generous enough for a spec that reuses one
 * anchored response a few hundred times.
 */
export const maxAliasCount = 1000;

export interface YamlSource {
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

/**
 * Parses YAML (JSON is YAML too) with merge keys (`<<: *base`, as js-yaml and
 * most specs in the wild expect), a finite alias limit, and no custom tags: a tag
 * such as `!!js/function` is an error, not a string.
 */
export function parseYaml(text: string, source: YamlSource): ParsedYaml {
  const offset = source.lineOffset ?? 0;
  const lineCounter = new LineCounter();
  const fail = (
    message: string,
    pos: { line: number; col: number } | undefined,
    cause?: unknown,
  ): never => {
    throw new DocgenError(
      source.message
        ? source.message(message)
        : `Invalid ${source.what} YAML in ${source.file}: ${message}`,
      {
        file: source.file,
        line: pos ? pos.line + offset : undefined,
        column: pos?.col,
        hint: source.hint,
        cause,
      },
    );
  };
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, merge: true, prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    return fail((error as Error).message, undefined, error);
  }
  const problem = doc.errors[0] ?? doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (problem) fail(firstLine(problem.message), problem.linePos?.[0], problem);
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount });
  } catch (error) {
    const message = (error as Error).message;
    if (/Excessive alias count/.test(message)) {
      fail(
        `its aliases (*name) expand one anchor more than ${maxAliasCount} times, which only a resource exhaustion attack ("alias bomb") needs.`,
        undefined,
        error,
      );
    }
    fail(message, undefined, error);
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

/** The value of a YAML text, for callers that need no line lookups (OpenAPI documents). */
export function parseYamlValue(text: string, source: YamlSource): unknown {
  return parseYaml(text, source).value;
}
