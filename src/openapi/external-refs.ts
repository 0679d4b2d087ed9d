// Multi-file OpenAPI documents: external `$ref`s are bundled into one document by
// @readme/openapi-parser. Every referenced file is read here first, under one policy,
// so a ref that cannot be resolved is named with its file and line: a document on disk
// reads files inside the project (or its own folder), a downloaded one no local file,
// and URLs are downloaded like a document.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocgenError } from '../errors.js';
import { parseYamlValue } from '../yaml.js';
import { PrivateHostError } from './host-guard.js';
import { isInside, realPathOf } from './real-paths.js';
import { maskLiteralRefs, unmaskAllLiteralRefs } from './literal-refs.js';
import { isSwagger2 } from './swagger-conversion.js';
import { decodeFragment, namesNothing, nodeAt, refPointer } from './json-pointer.js';
import { lineOf, refsIn } from './written-refs.js';
import { findRefCycle, type RefCycle, type WrittenRef } from './ref-cycles.js';

export interface BundleOptions {
  /** The project folder: files are shown relative to it, and a file source's refs stay inside it. */
  root: string;
  /** Downloads a referenced URL (the same limits and cache as the document). */
  download: (url: string) => Promise<string>;
}

/** True when the text may hold a `$ref` to another file or URL (a cheap look before any parsing). */
export function mayHaveExternalRefs(text: string): boolean {
  return /["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"'#,}]/.test(text);
}

const isUrl = (location: string) => /^https?:\/\//i.test(location);

/**
 * Where a ref points (without its #fragment), from the location of the file it is
 * written in. A URL stands on its own: a file's path is no base for it (new URL
 * would refuse the path). Throws a TypeError for an address that is no valid URL.
 */
function target(ref: string, from: string): string | undefined {
  const address = ref.split('#')[0]!;
  if (address === '') return undefined;
  if (/^file:/i.test(address)) return fileURLToPath(address);
  if (isUrl(address)) return new URL(address).href;
  if (isUrl(from)) return new URL(address, from).href;
  return path.resolve(path.dirname(from), decodeURIComponent(address));
}

/** A bundled document, and the local files it was made of (a watcher watches them). */
export interface BundledText {
  text: string;
  files: string[];
}

/**
 * Bundles a document's external refs into it. `location` is the document's own
 * absolute file path or URL. Returns the text unchanged when it refers to no other
 * file, else the bundled document as JSON (internal refs only).
 */
export async function bundleExternalRefs(
  text: string,
  location: string,
  options: BundleOptions,
): Promise<BundledText> {
  const shown = (where: string) =>
    isUrl(where) ? where : path.relative(options.root, where) || where;
  const fromUrl = isUrl(location);
  // The folder refs must stay in, as written and as it really is (links followed): the
  // project, or the document's own folder for a document that is not really in it.
  const realLocation = fromUrl ? location : ((await realPathOf(location)) ?? location);
  const realRoot = (await realPathOf(options.root)) ?? options.root;
  const inProject =
    !fromUrl && isInside(location, options.root) && isInside(realLocation, realRoot);
  const boundary = fromUrl ? '' : inProject ? options.root : path.dirname(location);
  const realBoundary = inProject ? realRoot : path.dirname(realLocation);
  const outsideWhat = () => (boundary === options.root ? 'the project folder' : shown(boundary));
  const texts = new Map<string, string>([[location, text]]);
  // Refs that name the document itself by its file (`../api.yaml#/components/...` from a
  // split file): the bundler leaves them as written, and the parser would then resolve them
  // from the working folder. Each becomes the internal ref it means, by its text as written.
  const toRoot = new Map<string, string>();
  const unresolved: { pointer: string; fail: () => never }[] = [];
  // Refs into other files, checked once every file is read: the ref parser finds inherited
  // members (`other.yaml#/toString`) where a file has none, and would bundle them as a value.
  const intoFiles: { to: string; pointer: string; fail: () => never }[] = [];
  // What the bundler reads: each file parsed, its example data's `$ref`s masked (literal-refs.ts).
  const masked = new Map<string, string>();
  const values = new Map<string, unknown>();
  let swagger2 = false;
  const parse = (where: string, body: string) =>
    parseYamlValue(body, { file: shown(where), what: 'OpenAPI document' });
  const masking = (where: string, value: unknown, as: 'document' | 'fragment' | 'data') => {
    const { followed } = maskLiteralRefs(value, { swagger2, as });
    masked.set(where, JSON.stringify(value));
    values.set(where, value);
    return { value, followed };
  };

  /** Reads every file a parsed document refers to, depth first, each once. */
  const crawl = async (
    from: string,
    { value, followed }: { value: unknown; followed: Set<string> },
  ): Promise<void> => {
    for (const { ref, at } of refsIn(value)) {
      const fail = (reason: string, hint: string, cause?: unknown): never => {
        throw new DocgenError(`The $ref "${ref}" at #${at} cannot be resolved: ${reason}`, {
          file: shown(from),
          line: lineOf(texts.get(from)!, ref),
          hint,
          cause,
        });
      };
      let to: string | undefined;
      try {
        to = target(ref, from);
      } catch (error) {
        fail(
          'it is not a valid URL or path.',
          'Write the address out in full (https://host/path/file.yaml) or as a path relative to this file.',
          error,
        );
      }
      if (to === location) {
        const pointer = refPointer(ref);
        // Checked once the files are joined: the pointer may pass through a part of the
        // root that another file brings (`#/paths/~1notes/get/…` with `/notes` in its own file).
        if (nodeAt(values.get(location), pointer) === undefined)
          unresolved.push({
            pointer,
            fail: () =>
              fail(
                `${shown(location)} has nothing at ${pointer}.`,
                'Fix the $ref, or add what it names (the part after # is a JSON Pointer into the file it names).',
              ),
          });
        // The fragment as written (still escaped): the ref becomes this internal ref.
        const hash = ref.indexOf('#');
        toRoot.set(ref, hash < 0 ? '#' : ref.slice(hash));
        continue;
      }
      // A file's own `#/…` refs point into it; the root's are checked once dereferenced.
      const into = { to: to ?? from, pointer: refPointer(ref) };
      if (ref.includes('#') && into.to !== location) {
        intoFiles.push({
          ...into,
          fail: () =>
            fail(
              `${shown(into.to)} has nothing at ${into.pointer}.`,
              'Fix the $ref, or add what it names (the part after # is a JSON Pointer into the file it names, else the file it is written in).',
            ),
        });
      }
      if (to === undefined || texts.has(to)) continue;
      let body: string;
      if (isUrl(to)) {
        body = await options
          .download(to)
          .catch((error: unknown) =>
            fail(
              `${error instanceof DocgenError ? error.message.replace(/\.$/, '') : String(error)}.`,
              error instanceof PrivateHostError
                ? error.hint!
                : 'Check that the referenced URL serves the file.',
              error,
            ),
          );
      } else {
        if (fromUrl)
          fail(
            `a document downloaded from a URL may not read the local file ${to}.`,
            'Publish the referenced file beside the document and refer to it by a relative path or URL.',
          );
        if (!isInside(to, boundary)) {
          fail(
            `${to} is outside ${outsideWhat()}, and a document may only refer to files inside it.`,
            'Move the referenced file into the project, or bundle the document into one file.',
          );
        }
        const real = await realPathOf(to);
        if (real !== undefined && !isInside(real, realBoundary)) {
          fail(
            `${shown(to)} leads through a symbolic link to ${real}, outside ${outsideWhat()}, and a document may only refer to files inside it.`,
            'Copy the referenced file into the project instead of linking to it, or bundle the document into one file.',
          );
        }
        body = await readFile(to, 'utf8').catch((error: NodeJS.ErrnoException) =>
          fail(
            error.code === 'ENOENT'
              ? `${shown(to)} does not exist.`
              : `${shown(to)} cannot be read (${error.code ?? error.message}).`,
            'Fix the path: a relative $ref is resolved from the folder of the file it is written in.',
            error,
          ),
        );
      }
      texts.set(to, body);
      // A file a whole example names is example data (its refs are masked as such).
      await crawl(to, masking(to, parse(to, body), followed.has(at) ? 'data' : 'fragment'));
    }
  };
  const root = parse(location, text);
  swagger2 = typeof root === 'object' && root !== null && isSwagger2(root as never);
  await crawl(location, masking(location, root, 'document'));
  const files = [...texts.keys()].filter((where) => !isUrl(where));
  if (texts.size === 1) return { text, files };
  const cycle = findRefCycle(values, target);
  if (cycle) throw cycleError(cycle, texts, shown);
  for (const { to, pointer, fail } of intoFiles) if (namesNothing(values.get(to), pointer)) fail();

  // The bundler reads only what the crawl read: one resolver serves every file and URL from memory.
  const { bundle } = await import('@readme/openapi-parser');
  const fromMemory = {
    order: 1,
    canRead: true,
    read: (file: { url: string }) => {
      const key = isUrl(file.url)
        ? file.url.split('#')[0]!
        : file.url.startsWith('file:')
          ? fileURLToPath(file.url)
          : path.resolve(file.url);
      const body = masked.get(key);
      if (body === undefined) throw new Error(`${file.url} was not read before bundling`);
      return body;
    },
  };
  try {
    const bundled = await bundle(location, {
      resolve: { external: true, file: fromMemory as never, http: { canRead: false } as never },
    });
    // Before unmasking: a $ref in example data is data, whatever it names.
    if (toRoot.size > 0) rebaseRefs(bundled, toRoot);
    for (const { pointer, fail } of unresolved) if (nodeAt(bundled, pointer) === undefined) fail();
    unmaskAllLiteralRefs(bundled);
    return { text: JSON.stringify(bundled), files };
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    const said = (error as Error).message.split('\n')[0]!;
    const missing = missingPointer(said, values);
    if (missing)
      throw new DocgenError(
        `The $ref "${missing.ref}" at #${missing.at} cannot be resolved: ${shown(missing.target)} has nothing at ${missing.pointer}.`,
        {
          file: shown(missing.from),
          line: lineOf(texts.get(missing.from)!, missing.ref),
          hint: 'Fix the $ref, or add what it names (the part after # is a JSON Pointer into the file it names, else the file it is written in).',
          cause: error,
        },
      );
    throw new DocgenError(`A $ref cannot be resolved: ${said}`, {
      file: shown(location),
      hint: 'Check that each $ref points at a file that exists and at a part of it that exists (the part after #).',
      cause: error,
    });
  }
}

/**
 * Refs that lead to one another, named as written, each with its file and line: bundled,
 * the cycle would be one ref to itself at a pointer of the bundle that no file holds.
 */
function cycleError(
  { cycle, entry }: RefCycle,
  texts: ReadonlyMap<string, string>,
  shown: (where: string) => string,
): DocgenError {
  const place = ({ ref, from }: WrittenRef) => {
    const line = lineOf(texts.get(from)!, ref);
    return `${shown(from)}${line === undefined ? '' : `:${line}`}: $ref ${JSON.stringify(ref)}`;
  };
  const files = [...new Set(cycle.map((r) => shown(r.from)))];
  const written =
    files.length === 1 ? files[0] : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`;
  const first = cycle[0]!;
  return new DocgenError(
    `The $refs of ${written} lead to one another, never to a value:\n${cycle.map((r) => `  ${place(r)}`).join('\n')}${entry ? `\n  (reached from ${place(entry)})` : ''}`,
    {
      file: shown(first.from),
      line: lineOf(texts.get(first.from)!, first.ref),
      hint: "Point one of these $refs at a value (a schema, an example, an object) rather than at another $ref. The refs of a document split over several files are joined before the source's patch applies, so fix them in the files.",
    },
  );
}

/** Replaces each `$ref` that `rebased` has with its internal form (refs in masked data are not seen). */
function rebaseRefs(value: unknown, rebased: Map<string, string>, seen = new Set<object>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  const ref = record.$ref;
  if (!Array.isArray(value) && typeof ref === 'string' && rebased.has(ref))
    record.$ref = rebased.get(ref);
  for (const v of Object.values(record)) rebaseRefs(v, rebased, seen);
}

/**
 * The ref the bundler names as a missing pointer, found in the files: the first whose
 * part after # names nothing in the file it points at (the bundler says which pointer
 * is missing, not where the ref is written).
 */
function missingPointer(
  said: string,
  values: Map<string, unknown>,
): { ref: string; at: string; from: string; target: string; pointer: string } | undefined {
  const pointer = /Missing \$ref pointer "([^"]*)"/.exec(said)?.[1];
  if (pointer === undefined) return undefined;
  for (const [from, value] of values)
    for (const { ref, at } of refsIn(value)) {
      const hash = ref.indexOf('#');
      if (hash < 0 || ref.slice(hash) !== pointer) continue;
      let file: string;
      let node: unknown;
      try {
        file = target(ref, from) ?? from;
        node = nodeAt(values.get(file), decodeFragment(pointer));
      } catch {
        continue;
      }
      if (node === undefined) return { ref, at, from, target: file, pointer };
    }
  return undefined;
}
