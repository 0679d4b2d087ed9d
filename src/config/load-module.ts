// Loads a TypeScript module (site.config.ts, content/sidebars.ts) by bundling it with
// esbuild and importing the result from a private folder in the system's temporary folder
// (private-import.ts), so the project gets no temporary files (and may be read-only). Its
// packages stay out of the bundle, each named by the absolute URL it resolves to from the
// project. The metafile's inputs
// are what a watcher watches; the bundle is cached while they are unchanged.
import type { Message } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { DiskCache } from '../cache/disk-cache.js';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { DocgenError } from '../errors.js';
import { importFromPrivateFolder, orStalled, StalledError } from './private-import.js';
import { bundleError } from './bundle-error.js';

// `docgen/config` is the typed helper module; at run time it is two identity functions.
const virtualConfigModule =
  'export const defineConfig = (c) => c; export const defineSidebars = (s) => s;';

interface LoadedModule {
  value: unknown;
  /** Absolute paths of the files the module is made of. */
  inputs: string[];
}

/**
 * Loads `file`. `missingHint` says what to do when there is no such file (default:
 * the config's own hint, --config).
 */
export async function loadTsModule(
  file: string,
  root: string,
  missingHint = "Create it, or run docgen in the site's folder, or pass the config's path with --config (its folder is then the project root).",
): Promise<LoadedModule> {
  if (!existsSync(file)) {
    throw new DocgenError(
      `Cannot find ${path.relative(root, file) || file} (looked for ${file}).`,
      {
        hint: missingHint,
      },
    );
  }
  const bundled = (await cachedBundle(file, root)) ?? (await bundle(file, root));
  const sourceMaps = process.sourceMapsEnabled;
  try {
    process.setSourceMapsEnabled(true);
    let mod: { default?: unknown };
    try {
      mod = (await importFromPrivateFolder(bundled.code)) as { default?: unknown };
    } catch (error) {
      if (error instanceof DocgenError) throw error;
      if (error instanceof StalledError) throw neverFinished(file, root);
      throw thrownWhileLoading(error, file, root);
    }
    let value = mod.default;
    // A promise of the config (an async call's result) is awaited; one that rejects
    // was the module's own failure, reported as thrown while loading.
    if (typeof (value as PromiseLike<unknown> | null)?.then === 'function') {
      try {
        value = await orStalled(Promise.resolve(value));
      } catch (error) {
        if (error instanceof StalledError) throw neverFinished(file, root);
        throw thrownWhileLoading(error, file, root);
      }
    }
    return { value, inputs: bundled.inputs };
  } finally {
    process.setSourceMapsEnabled(sourceMaps);
  }
}

interface Bundled {
  code: string;
  /** Absolute paths of the files the module is made of. */
  inputs: string[];
}

/** What a cached bundle was made of: its inputs and the project's tsconfig.json (which esbuild reads), each with a hash of its content. */
interface CachedBundle {
  code: string;
  files: { file: string; hash: string }[];
  inputs: string[];
}

const esbuildVersion = (
  createRequire(import.meta.url)('esbuild/package.json') as { version: string }
).version;
const moduleCache = (root: string) =>
  new DiskCache({
    dir: path.join(root, '.docgen-cache'),
    kind: 'modules',
    version: `v2-${esbuildVersion}`,
    maxEntries: 8,
  });
const contentHash = (bytes: Buffer | undefined) =>
  bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing';
const isCachedBundle = (value: unknown): value is CachedBundle => {
  const v = value as Partial<CachedBundle> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.code === 'string' &&
    Array.isArray(v.files) &&
    Array.isArray(v.inputs)
  );
};
const readIfThere = (file: string) => readFile(file).catch(() => undefined);

/** The bundle an earlier build made of `file`, if none of the files it was made of changed since. */
async function cachedBundle(file: string, root: string): Promise<Bundled | undefined> {
  const cached = await moduleCache(root).readJson(file, isCachedBundle);
  if (!cached) return undefined;
  const hashes = await Promise.all(
    cached.files.map(async (f) => contentHash(await readIfThere(f.file))),
  );
  return cached.files.every((f, i) => hashes[i] === f.hash)
    ? { code: cached.code, inputs: cached.inputs }
    : undefined;
}

// The bundle runs from a temporary file, so import.meta would describe that file: each
// local module's `import.meta.url`, `.dirname` and `.filename` are replaced by names it
// declares with its own values, on its first line so that line numbers stay (as Vite
// loads its config).
const importMetaNames = {
  url: '__docgen_import_meta_url',
  dirname: '__docgen_import_meta_dirname',
  filename: '__docgen_import_meta_filename',
};
const importMetaDefines = Object.fromEntries(
  Object.entries(importMetaNames).map(([key, name]) => [`import.meta.${key}`, name]),
);
const importMetaPrefix = (file: string, source: string) =>
  `const ${importMetaNames.url} = ${JSON.stringify(pathToFileURL(file).href)}; ` +
  `const ${importMetaNames.dirname} = ${JSON.stringify(path.dirname(file))}; ` +
  `const ${importMetaNames.filename} = ${JSON.stringify(file)};` +
  // A hashbang must come first: it becomes a comment after the declarations.
  (source.startsWith('#!') ? ' //' : '');
/** How many characters were put before the first line of `file` as written (for error columns). */
const prefixLength = (file: string) => {
  let source = '';
  try {
    source = readFileSync(file, 'utf8');
  } catch {}
  return importMetaPrefix(file, source).length;
};
/** esbuild's loader for a module file: .ts, .mts, .cts, .tsx, .js, .mjs, .cjs or .jsx. */
const loaderOf = (file: string): 'ts' | 'tsx' | 'js' | 'jsx' => {
  const ext = path.extname(file);
  const typed = ext.includes('t');
  if (ext.endsWith('x')) return typed ? 'tsx' : 'jsx';
  return typed ? 'ts' : 'js';
};

/**
 * Bundles `file` with esbuild (the project's packages left external), and keeps the
 * bundle for the next build, with the hashes of the packages' files it names.
 */
async function bundle(file: string, root: string): Promise<Bundled> {
  const packageFiles = new Set<string>();
  // esbuild is CommonJS: require() reads it as it is, where import() would first scan it for its exports.
  const { build } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  let result;
  try {
    result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      metafile: true,
      // So an error thrown while the module loads points at the author's file and line, not the temporary bundle.
      sourcemap: 'inline',
      sourcesContent: false,
      // The bundle runs from the temporary folder: the map's sources are named from the project.
      sourceRoot: `${pathToFileURL(root).href}/`,
      logLevel: 'silent',
      absWorkingDir: root,
      define: importMetaDefines,
      plugins: [
        {
          name: 'docgen-config',
          setup(b) {
            b.onResolve({ filter: /^docgen(\/config)?$/ }, () => ({
              path: 'docgen-config',
              namespace: 'docgen',
            }));
            b.onLoad({ filter: /.*/, namespace: 'docgen' }, () => ({
              contents: virtualConfigModule,
              loader: 'js',
            }));
            // Each local module declares its own import.meta values (see importMetaDefines).
            b.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => ({
              contents: await readFile(args.path, 'utf8').then(
                (source) => importMetaPrefix(args.path, source) + source,
              ),
              loader: loaderOf(args.path),
            }));
            // A package: resolved from the importing file as Node would, and left out.
            b.onResolve({ filter: /^[^./]/ }, async (args) => {
              if (args.pluginData === 'resolving' || args.path.startsWith('node:'))
                return undefined;
              const found = await b.resolve(args.path, {
                kind: args.kind,
                importer: args.importer,
                resolveDir: args.resolveDir,
                pluginData: 'resolving',
              });
              if (found.errors.length > 0 || found.external || !path.isAbsolute(found.path))
                return undefined;
              packageFiles.add(found.path);
              return { path: pathToFileURL(found.path).href, external: true };
            });
          },
        },
      ],
    });
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    if (first) {
      const where = first.location?.file;
      const shift =
        where && first.location?.line === 1 ? prefixLength(path.resolve(root, where)) : 0;
      throw bundleError(first, file, root, error, shift);
    }
    throw error;
  }
  const code = result.outputFiles[0]!.text;
  const inputs = Object.keys(result.metafile.inputs)
    .filter((p) => !p.startsWith('docgen:'))
    .map((p) => path.resolve(root, p));
  const known = [...inputs, ...packageFiles, path.join(root, 'tsconfig.json')];
  const files = await Promise.all(
    known.map(async (f) => ({ file: f, hash: contentHash(await readIfThere(f)) })),
  );
  await moduleCache(root).writeJson(file, { code, files, inputs } satisfies CachedBundle);
  return { code, inputs };
}

/** A module whose top-level await, or default export, waits for a promise that never settles. */
function neverFinished(file: string, root: string): DocgenError {
  const relative = path.relative(root, file) || file;
  return new DocgenError(
    'This module never finished loading: a top-level await in it (or in a module it imports), or its default export, waits for a promise that never settles.',
    {
      file: relative,
      hint: 'Make every promise the module awaits resolve or reject: a request that ends, a timer, a rejection on failure.',
    },
  );
}

/** A stack frame's file as a path: a `file:` URL decoded (`%25` is `%`), a path as it is. */
function framePath(place: string): string | undefined {
  if (place.startsWith('file://')) {
    try {
      return fileURLToPath(place);
    } catch {
      return undefined;
    }
  }
  return path.isAbsolute(place) ? place : undefined;
}

/**
 * An error the module's own code threw while it loaded (a missing environment
 * variable, a typo in a call): the author's mistake, so a DocgenError at the first
 * line of theirs in the stack, with the stack's frames in their files.
 */
function thrownWhileLoading(error: unknown, file: string, root: string): DocgenError {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frames: { text: string; file: string; line: number; column: number }[] = [];
  for (const text of stack.split('\n').slice(1)) {
    // `at fn (place:1:2)` or `at place:1:2`; a place may hold parentheses (`site (copy)/`).
    const match =
      /^\s*at (?:async )?(.*?) \((.+):(\d+):(\d+)\)$/.exec(text) ??
      /^\s*at (?:async )?()(.+):(\d+):(\d+)$/.exec(text);
    if (!match) continue;
    const where = framePath(match[2]!);
    if (where === undefined) continue; // node:internal/…, eval, native
    // Only the author's files: not Node's internals, not docgen, not installed packages.
    if (!where.startsWith(root + path.sep) || where.includes(`${path.sep}node_modules${path.sep}`))
      continue;
    const line = Number(match[3]);
    // A first line's column counts the import.meta declarations put before it.
    const column = Math.max(Number(match[4]) - (line === 1 ? prefixLength(where) : 0), 1);
    const shown = `${path.relative(root, where)}:${line}:${column}`;
    const name = match[1] && match[1] !== '<anonymous>' ? match[1] : undefined;
    frames.push({
      text: name ? `at ${name} (${shown})` : `at ${shown}`,
      file: path.relative(root, where),
      line,
      column,
    });
  }
  const reason =
    error instanceof Error
      ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
      : String(error);
  const relative = path.relative(root, file) || file;
  const top = frames[0];
  return new DocgenError(
    `${relative} threw an error while loading: ${reason}${frames.length ? `\n${frames.map((f) => `    ${f.text}`).join('\n')}` : ''}`,
    {
      file: top?.file ?? relative,
      line: top?.line,
      column: top?.column,
      hint: `The error comes from the code in ${relative} (or a file it imports), which docgen runs to read it; fix it there.`,
      cause: error,
    },
  );
}

/** The folder docgen itself is installed in (for its templates and client). */
export function toolRoot(): string {
  // dist/cli.cjs or src/config/load-module.ts: two levels below the package root either way.
  const here = path.dirname(fileURLToPath(import.meta.url));
  let dir = here;
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'client')))
      return dir;
    dir = path.dirname(dir);
  }
  return path.resolve(here, '..', '..');
}
