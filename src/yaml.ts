// The one YAML reading docgen does (the `yaml` package), for front matter and
// OpenAPI documents alike, with the same limits and the same kind of message:
// the file, the line in that file, and what is wrong. Large documents take a fast
// path first (parseYamlValue): js-yaml reads the common case four to five times
// faster, and whatever it cannot read exactly as `yaml` would goes to `yaml`.
import type { Document } from 'yaml';
import { createRequire } from 'node:module';
import { load as loadFast, CORE_SCHEMA, defineMappingTag, mapTag, mergeTag } from 'js-yaml';
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

let yamlPackage: typeof import('yaml') | undefined;
/** `yaml` loads on first use (some 50 ms): most texts are read by the fast path, and need it only for a message's line. */
const yaml = () =>
  (yamlPackage ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));

const firstLine = (message: string) =>
  message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');

/**
 * Parses YAML (JSON is YAML too) with merge keys (`<<: *base`, as js-yaml and
 * most specs in the wild expect), a finite alias limit, and no custom tags: a tag
 * such as `!!js/function` is an error, not a string.
 */
export function parseYaml(text: string, source: YamlSource): ParsedYaml {
  const offset = source.lineOffset ?? 0;
  const { LineCounter, parseDocument } = yaml();
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

/** A null key (`~:`, `null:`): `yaml` names it "", js-yaml "null". */
const keyOf = (key: unknown) => (key === null ? '' : key);
const mapping = defineMappingTag<Record<string, unknown>>(mapTag.tagName, {
  create: mapTag.create as () => Record<string, unknown>,
  identify: mapTag.identify,
  keys: mapTag.keys,
  get: mapTag.get,
  addPair: (map, key, value) => mapTag.addPair(map, keyOf(key), value),
  has: (map, key) => mapTag.has(map, keyOf(key)),
});
/** js-yaml's YAML 1.2 core schema (as `yaml` reads by default) with merge keys, as parseYaml reads them. */
const fastSchema = CORE_SCHEMA.withTags(mergeTag, mapping);

/**
 * An explicit tag (`!!float 1`, `!custom x`): the one place the two parsers were
 * seen to disagree (`yaml` refuses `!!float 1`, js-yaml reads 1), so a text that
 * may have one goes to `yaml`. Text such as `[![badge](…)]` or `<<<` in a
 * description does not look like one.
 */
const mayHaveTag = /(?:^|[\s[{,])!!?[\w<-]/m;

/**
 * The value of a YAML text, for callers that need no line lookups (OpenAPI
 * documents, a few hundred KB to MBs): readFast's when it has one, else parseYaml's,
 * so errors carry the same message and line as ever and aliases the same limit.
 */
export function parseYamlValue(text: string, source: YamlSource): unknown {
  const fast = readFast(text);
  return fast.read ? fast.value : parseYaml(text, source).value;
}

/**
 * js-yaml's reading of a text when it reads it exactly as parseYaml would: no
 * aliases (js-yaml would share one object where `yaml` copies it, counted against
 * maxAliasCount), no explicit tags, no duplicate keys, nothing deeper than 100
 * levels. `read: false` for anything it refuses, whatever the reason.
 */
export function readFast(text: string): { read: true; value: unknown } | { read: false } {
  if (mayHaveTag.test(text)) return { read: false };
  try {
    return { read: true, value: loadFast(text, { schema: fastSchema, maxAliases: 0 }) };
  } catch {
    return { read: false };
  }
}
