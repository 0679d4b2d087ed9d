// Reads an OpenAPI source (npm package, file or URL), parses YAML or JSON, and
// validates and dereferences it with @readme/openapi-parser. Results are cached by
// content hash in memory and on disk, so a rebuild never redoes that work.
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { hasOnlyLocalRefs, localRefsFound, resolveLocalRefs } from './local-refs.js';
import { isInside, realPathOf } from './real-paths.js';
import { closeBidiControlsIn } from './bidi-controls.js';
import { DocgenError } from '../errors.js';
import { DiskCache } from '../cache/disk-cache.js';
import { parseYamlValue } from '../yaml.js';
import { toolRoot } from '../config/load-module.js';
import { precompiledValidators } from './precompiled-validators.js';
import type { ApiSourceConfig, DownloadLimits } from './source-config.js';
import {
  applyValidationPolicy,
  defaultValidationPolicy,
  removeBrokenSchemas,
  validatorProblems,
  type SpecProblem,
  type ValidationPolicy,
} from './validation-policy.js';
import { convertSwagger2, isSwagger2 } from './swagger-conversion.js';
import { unreadableNodes } from './unreadable-nodes.js';
import { applyDocumentPatch, type SpecPatch } from './document-patch.js';
import {
  maskLiteralRefs,
  unmaskAllLiteralRefs,
  unmaskLiteralRefs,
  type LiteralRefPaths,
} from './literal-refs.js';
import {
  bundleExternalRefs,
  mayHaveExternalRefs,
  type BundledText,
  type BundleOptions,
} from './external-refs.js';
import { lineOf, refsIn } from './written-refs.js';

export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
  servers?: { url: string; description?: string }[];
  components?: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
};

export interface LoadedSpec {
  /** Where it came from, for messages: a file path, package path or URL. */
  origin: string;
  /** The text as read, for the download link. */
  text: string;
  /** Dereferenced document: every $ref replaced by the object it points at. */
  document: OpenApiDocument;
  /** True when it breaks the OpenAPI schema somewhere (validation: 'warn' let it through). */
  broken?: boolean;
}

interface SpecLoadOptions {
  root: string;
  cacheDir: string;
  /** A download's per-attempt wait for headers or the next chunk (the deadline is `download.timeoutMs`). */
  idleTimeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  /** Limits of a URL source's download. */
  download?: DownloadLimits;
  warn?: (message: string) => void;
  /** What a node that breaks the OpenAPI schema does: a warning (default) or an error. */
  onInvalid?: ValidationPolicy;
  /** The site's corrections to the document as bundled: applied before it is validated. */
  patch?: SpecPatch;
}

/** A source's text and where it came from: the file, the package's file, or the download. */
export interface SpecSourceText {
  origin: string;
  text: string;
  /** Local files the text was read from: the document and the files its $refs name (a watcher watches them). */
  files?: string[];
}

export async function readSpecSource(
  source: ApiSourceConfig['source'],
  options: SpecLoadOptions,
): Promise<SpecSourceText> {
  if ('url' in source) {
    // undici loads only for a download: most builds read a package or a file.
    const { fetchSpec } = await import('./spec-fetch.js');
    const origin = source.url;
    // The host the config names is trusted, for the document and the files it refers to there.
    const trustedHost = new URL(origin).hostname;
    const download = refDownloader(options, trustedHost);
    // The download is bundled once: to validate it before it is cached, then to build from it.
    let bundled: { text: string; result: Promise<string> } | undefined;
    const withRefs = (text: string) => {
      if (bundled?.text !== text)
        bundled = {
          text,
          result: bundleIfNeeded(text, origin, { root: options.root, download }).then(
            (b) => b.text,
          ),
        };
      return bundled.result;
    };
    const text = await fetchSpec(origin, {
      ...fetchOptions(options),
      trustedHost,
      // Only a valid document may replace the cached copy, so a bad answer never poisons it.
      accept: async (downloaded) => ensureValidated(await withRefs(downloaded), origin, options),
    });
    return { origin, text: await withRefs(text) };
  }
  let file: string;
  if ('package' in source) {
    // The site's own node_modules first, then the ones docgen is installed with.
    let pkgJson: string | undefined;
    for (const base of [path.join(options.root, 'package.json'), import.meta.url]) {
      try {
        pkgJson = createRequire(base).resolve(`${source.package}/package.json`);
        break;
      } catch {
        // try the next place
      }
    }
    if (!pkgJson) {
      throw new DocgenError(`The npm package ${source.package} is not installed.`, {
        hint: `Run \`npm install ${source.package}\`, or point the source at a file or URL.`,
      });
    }
    file = path.join(path.dirname(pkgJson), source.path ?? 'openapi.yaml');
  } else {
    file = path.resolve(options.root, source.file);
    await refuseLinkOutOfProject(file, options.root);
  }
  if (!existsSync(file))
    throw new DocgenError(`The OpenAPI document ${file} does not exist.`, {
      file,
      hint: 'Fix the path of the source in site.config.ts, or pass --spec <file|url>.',
    });
  // Read as a file, a folder failed with EISDIR, reported as a bug.
  if (!statSync(file).isFile())
    throw new DocgenError(
      `The OpenAPI document ${path.relative(options.root, file) || file} is a folder, not a file.`,
      {
        hint: "Point the source's file (openapi.sources[].source.file in site.config.ts, or --spec) at the document in it, such as openapi.yaml.",
      },
    );
  const bundled = await bundleIfNeeded(await readFile(file, 'utf8'), file, {
    root: options.root,
    download: refDownloader(options),
  });
  return {
    origin: path.relative(options.root, file) || file,
    text: bundled.text,
    files: bundled.files.length ? bundled.files : [file],
  };
}

/** A `file` source inside the project that a symbolic link leads out of it is refused; a path written outside it is not. */
async function refuseLinkOutOfProject(file: string, root: string): Promise<void> {
  if (!isInside(file, root)) return;
  const real = await realPathOf(file);
  const realRoot = (await realPathOf(root)) ?? root;
  if (real !== undefined && !isInside(real, realRoot))
    throw new DocgenError(
      `The OpenAPI document ${path.relative(root, file)} leads through a symbolic link to ${real}, outside the project folder.`,
      {
        file: path.relative(root, file),
        hint: 'Copy the document into the project instead of linking to it, or write its real path as the source in site.config.ts.',
      },
    );
}

const fetchOptions = (options: SpecLoadOptions) => ({
  cacheDir: options.cacheDir,
  limits: options.download,
  idleTimeoutMs: options.idleTimeoutMs,
  retries: options.retries,
  backoffMs: options.backoffMs,
  warn: options.warn,
});

/** Downloads a file a document refers to, with the document's limits and cache; any YAML or JSON is a usable answer. */
function refDownloader(
  options: SpecLoadOptions,
  trustedHost?: string,
): (url: string) => Promise<string> {
  return async (url) => {
    const { fetchSpec } = await import('./spec-fetch.js');
    return fetchSpec(url, {
      ...fetchOptions(options),
      trustedHost,
      accept: async (text) => void parseYamlValue(text, { file: url, what: 'OpenAPI document' }),
    });
  };
}

/** A document with its external $refs bundled in (external-refs.ts); most documents have none and are returned as they are. */
function bundleIfNeeded(
  text: string,
  location: string,
  options: BundleOptions,
): Promise<BundledText> {
  return mayHaveExternalRefs(text)
    ? bundleExternalRefs(text, location, options)
    : Promise.resolve({ text, files: [] });
}

/** Parses a document, applies the site's patch and converts Swagger 2.0 to OpenAPI 3 (its note goes to `notes`). */
async function parseSpecDocument(
  text: string,
  origin: string,
  notes: string[],
  patch?: SpecPatch,
): Promise<OpenApiDocument> {
  let value = parseSpecValue(text, origin);
  if (patch?.operations.length) {
    const patched = applyDocumentPatch(value, patch);
    if (typeof patched !== 'object' || patched === null || Array.isArray(patched))
      throw new DocgenError(
        `The patch of the OpenAPI source "${patch.sourceId}" replaces the document with something that is not an object.`,
        { hint: 'Patch members of the document rather than the whole of it.' },
      );
    value = patched as Record<string, unknown>;
  }
  if (!isSwagger2(value)) return asOpenApi3(value, origin);
  // The converter rewrites every `$ref` it meets: its examples' data is masked meanwhile.
  maskLiteralRefs(value, { swagger2: true });
  const { document, note } = await convertSwagger2(value, origin);
  notes.push(note);
  unmaskAllLiteralRefs(document);
  return asOpenApi3(document, origin);
}

/** The object a YAML or JSON text holds. */
function parseSpecValue(text: string, origin: string): Record<string, unknown> {
  const trimmed = text.trimStart();
  if (/^<(!doctype|html|\?xml)/i.test(trimmed)) {
    throw new DocgenError(`${origin} returned HTML (or XML), not an OpenAPI document.`, {
      file: origin,
      hint: 'Point the source at the raw YAML or JSON file, not a web page about it.',
    });
  }
  let value: unknown;
  try {
    value = trimmed.startsWith('{')
      ? JSON.parse(text)
      : parseYamlValue(text, {
          file: origin,
          what: 'OpenAPI document',
          message: (reason) => `${origin} is neither valid YAML nor JSON: ${reason}`,
        });
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw new DocgenError(
      `${origin} is neither valid YAML nor JSON: ${(error as Error).message.split('\n')[0]}`,
      { file: origin, cause: error },
    );
  }
  if (typeof value !== 'object' || value === null)
    throw new DocgenError(`${origin} is not an OpenAPI document (it holds no object).`, {
      file: origin,
    });
  closeBidiControlsIn(value);
  return value as Record<string, unknown>;
}

/** The document, checked to be OpenAPI 3 with what docgen needs of it. */
function asOpenApi3(doc: Record<string, unknown>, origin: string): OpenApiDocument {
  if ('swagger' in doc)
    throw new DocgenError(
      `${origin} is a Swagger ${String(doc.swagger)} document; docgen reads OpenAPI 3.`,
      { file: origin, hint: 'Convert it to OpenAPI 3 (for example with swagger2openapi).' },
    );
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) {
    throw new DocgenError(
      `${origin} is not an OpenAPI 3 document (its "openapi" field is ${JSON.stringify(doc.openapi)}).`,
      { file: origin },
    );
  }
  // 3.1 makes paths optional beside webhooks (an API that only calls out).
  const hasWebhooks =
    doc.openapi.startsWith('3.1') && typeof doc.webhooks === 'object' && doc.webhooks !== null;
  if (typeof doc.paths !== 'object' || doc.paths === null) {
    if (!hasWebhooks)
      throw new DocgenError(`${origin} has no "paths".`, {
        file: origin,
        hint: 'An OpenAPI 3.0 document needs "paths"; a 3.1 document needs "paths" or "webhooks".',
      });
    doc.paths = {};
  }
  return doc as OpenApiDocument;
}

const typeNullNote = (origin: string, version: string) =>
  `${origin} uses \`type: "null"\` (an OpenAPI 3.1 construct) in a ${version} document; validated with 3.1 rules.`;

/** True when some schema says `type: "null"` or lists "null" among its types. */
function usesTypeNull(value: unknown, depth = 0): boolean {
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => usesTypeNull(v, depth + 1));
  const type = (value as { type?: unknown }).type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  return Object.values(value).some((v) => usesTypeNull(v, depth + 1));
}

const isTypeNullComplaint = (message: string) => /"type":\s*"null"|type: "?null/.test(message);

/** Validates; returns what the validator found wrong, each with where it points. */
async function validateSpec(
  doc: OpenApiDocument,
  origin: string,
  warn: (m: string) => void,
): Promise<SpecProblem[]> {
  // Specs in the wild use 3.1's `type: "null"` inside a 3.0 document: they are checked
  // by 3.1's rules, without the 3.0 pass when the construct is plainly there.
  const is30 = doc.openapi.startsWith('3.0');
  const nullTyped = is30 && usesTypeNull(doc);
  // A document the prebuilt validators accept, whose $refs all resolve, is valid; any
  // other goes to the parser, which says what is wrong.
  const checks = precompiledValidators(toolRoot());
  if (checks && localRefsFound(doc)) {
    const check = is30 && !nullTyped ? checks.v30 : checks.v31;
    if (check(nullTyped ? { ...doc, openapi: '3.1.0' } : doc)) {
      if (nullTyped) warn(typeNullNote(origin, doc.openapi));
      return [];
    }
  }
  // The parser (with its JSON-schema validator) loads only when a document needs it.
  const { validate } = await import('@readme/openapi-parser');
  let validated = nullTyped ? { ...structuredClone(doc), openapi: '3.1.0' } : structuredClone(doc);
  let result: Awaited<ReturnType<typeof validate>>;
  try {
    result = await validate(validated);
  } catch {
    // The parser stopped at a node of the wrong type without naming it: name those nodes.
    const unreadable = unreadableNodes(doc);
    return unreadable.length
      ? unreadable
      : [
          {
            message:
              'the validator stopped at a node of an unexpected type (a string, a number or a list where the OpenAPI schema expects an object)',
          },
        ];
  }
  if (
    !nullTyped &&
    !result.valid &&
    is30 &&
    result.errors.every((e) => isTypeNullComplaint(e.message))
  ) {
    validated = { ...structuredClone(doc), openapi: '3.1.0' };
    result = await validate(validated);
    if (result.valid) warn(typeNullNote(origin, doc.openapi));
  } else if (nullTyped && result.valid) warn(typeNullNote(origin, doc.openapi));
  if (result.valid) return [];
  // The validator lists some and counts the rest.
  const more = (result as { additionalErrors?: number }).additionalErrors ?? 0;
  const problems = validatorProblems(result.errors, validated);
  return more > 0 ? [...problems, { message: `and ${more} more problems` }] : problems;
}

/** Dereferenced documents this process validated, by text hash: an undone spec edit rebuilds at once. */
const memory = new Map<string, ValidatedEntry>();
/** Documents kept in memory: a few versions of each source a watch session edits. */
const maxInMemory = 8;

function remember(hash: string, entry: ValidatedEntry): void {
  memory.delete(hash);
  memory.set(hash, entry);
  // Maps iterate in insertion order: the first key is the least recently remembered.
  while (memory.size > maxInMemory) memory.delete(memory.keys().next().value!);
}
/** Also the version of the problems' wording, which the cache keeps. */
const parserVersion = '9.4';

/** Validates (or finds validated in the cache) and dereferences a source's text. */
export async function loadSpecText(
  { origin, text }: SpecSourceText,
  options: SpecLoadOptions,
): Promise<LoadedSpec> {
  const policy = options.onInvalid ?? defaultValidationPolicy;
  const { hash, cache } = validationKey(text, options.cacheDir, options.patch);
  const hit = memory.get(hash);
  const entry = hit ?? (await validatedEntry(text, origin, { cache, hash, policy }, options.patch));
  for (const w of [...entry.warnings, ...applyValidationPolicy(entry.problems, policy, origin)])
    options.warn?.(w);
  const broken = entry.problems.length > 0;
  if (hit) return { origin, text, document: hit.document, broken };
  let document: OpenApiDocument;
  try {
    if (hasOnlyLocalRefs(entry.document))
      // In 3.1 the keywords beside a $ref apply (a described reference); 3.0 ignores them.
      document = resolveLocalRefs(entry.document, {
        siblings: entry.document.openapi.startsWith('3.1'),
      });
    else {
      const { dereference } = await import('@readme/openapi-parser');
      document = (await dereference(entry.document as never)) as unknown as OpenApiDocument;
    }
  } catch (error) {
    throw unresolvedRef(error, origin, text);
  }
  unmaskLiteralRefs(document, entry.literalRefs ?? []);
  remember(hash, { ...entry, document });
  return { origin, text, document, broken };
}

/**
 * A $ref that points at nothing in its document, named with the pointer and line it
 * is written at: the pointer a patch would replace it at, found in the text as read
 * (where the patch applies), its example data's refs aside.
 */
function unresolvedRef(error: unknown, origin: string, text: string): DocgenError {
  const said = (error as Error)?.message ?? String(error);
  const missing = /\$ref pointer "([^"]+)"/.exec(said)?.[1];
  // resolveLocalRefs' words for refs that lead to one another and never to a value.
  const circular = /Circular \$ref chain at "([^"]+)"/.exec(said)?.[1];
  const ref = missing ?? circular;
  if (ref === undefined)
    return new DocgenError(`A $ref cannot be resolved: ${said}`, { file: origin, cause: error });
  const written = parseSpecValue(text, origin);
  maskLiteralRefs(written);
  const at = refsIn(written).find((found) => found.ref === ref)?.at;
  const patch =
    at === undefined
      ? '.'
      : `; in a document the site does not own, the source's patch can replace the object that holds it (openapi.sources[].patch: { op: 'replace', path: '${at}', value: … }).`;
  return new DocgenError(
    `The $ref "${ref}"${at === undefined ? '' : ` at #${at}`} cannot be resolved: ${missing !== undefined ? 'the document has nothing at that pointer' : 'it leads back to itself, never to a value'}.`,
    {
      file: origin,
      // A bundled document is one line of JSON: no line helps.
      line: text.includes('\n') ? lineOf(text, ref) : undefined,
      hint: `${missing !== undefined ? 'Fix the $ref, or add what it names (under components, for a #/components/... ref)' : 'Point the $ref at a value'}${patch}`,
      cause: error,
    },
  );
}

/** The validation cache: validated documents by their text, for as long as the parser's version holds. */
const validatedCache = (cacheDir: string) =>
  new DiskCache({ dir: cacheDir, kind: 'validated', version: parserVersion, maxEntries: 16 });

/** A text's key in the validation cache and in this process's memory: a patched document is another document. */
function validationKey(
  text: string,
  cacheDir: string,
  patch?: SpecPatch,
): { hash: string; cache: DiskCache } {
  const hash = createHash('sha256').update(text);
  if (patch?.operations.length) hash.update('\0patch\0').update(JSON.stringify(patch.operations));
  return { hash: hash.digest('hex').slice(0, 24), cache: validatedCache(cacheDir) };
}

interface ValidatedEntry {
  /** As validated: converted from Swagger 2.0 and without its broken nodes, if it had any. */
  document: OpenApiDocument;
  /** Notes about the document (a conversion, a 3.1 construct), said on every build. */
  warnings: string[];
  /** Where it breaks the OpenAPI schema: what each source's validation policy judges. */
  problems: SpecProblem[];
  /** The objects of its example data whose `$ref` key is masked until it is dereferenced. */
  literalRefs?: LiteralRefPaths;
}
const isValidatedEntry = (value: unknown): value is ValidatedEntry => {
  const v = value as Partial<ValidatedEntry> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.document === 'object' &&
    v.document !== null &&
    Array.isArray(v.warnings) &&
    Array.isArray(v.problems)
  );
};

/** Parses and validates a text unless it was validated before; the result lands in the validation cache. */
async function ensureValidated(
  text: string,
  origin: string,
  options: SpecLoadOptions,
): Promise<void> {
  const policy = options.onInvalid ?? defaultValidationPolicy;
  const { hash, cache } = validationKey(text, options.cacheDir);
  const known = memory.get(hash) ?? (await validatedEntry(text, origin, { cache, hash, policy }));
  applyValidationPolicy(known.problems, policy, origin);
}

/**
 * A text's entry of the validation cache, else the text parsed, without its broken
 * nodes, validated and stored with its notes and problems. An entry counts only once
 * its checksum holds; a document the policy refuses fails here and is not stored.
 */
async function validatedEntry(
  text: string,
  origin: string,
  { cache, hash, policy }: { cache: DiskCache; hash: string; policy: ValidationPolicy },
  patch?: SpecPatch,
): Promise<ValidatedEntry> {
  const cached = await cache.readJson(hash, isValidatedEntry);
  if (cached) return cached;
  const warnings: string[] = [];
  const raw = await parseSpecDocument(text, origin, warnings, patch);
  // Nodes no reader can use are left out before anything reads the document.
  const removed = removeBrokenSchemas(raw);
  // Example data's `$ref`s are masked, so that validating and dereferencing leave them as written.
  const literalRefs = maskLiteralRefs(raw).masked;
  const problems = [...removed, ...(await validateSpec(raw, origin, (w) => warnings.push(w)))];
  applyValidationPolicy(problems, policy, origin);
  const entry: ValidatedEntry = { document: raw, warnings, problems, literalRefs };
  // The validated (not dereferenced) document is what is cached: it has no cycles to serialise.
  await cache.writeJson(hash, entry);
  return entry;
}
