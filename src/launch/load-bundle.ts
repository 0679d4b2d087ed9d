// Runs one of docgen's bundles (dist/cli.cjs, dist/build-worker.cjs, the vendored
// packages in dist/vendor/) with V8's code cache: the compiled code of every
// function one build ran, saved when docgen itself is built (scripts/build-cli.mjs
// trains it on a small made-up site). Node 22 does this for any module
// (module.enableCompileCache); Node 20 does it only for a script compiled by
// vm.Script with `cachedData`, so each bundle is CommonJS run as one script.
// Measured here: a two-page site builds in 0.27 s of CPU instead of 0.37 s, a
// 33-page site with an API in 0.90 s instead of 1.07 s, this portal in about
// 0.12 s of CPU less (its time goes to its data, not to compiling).
//
// V8 refuses a cache made by another Node.js (its version and flags); it checks
// only the length of the source, so the launcher checks the bytes (compile). A
// refused cache costs nothing but the time: the script compiles as it runs.
import vm from 'node:vm';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import diagnostics_channel from 'node:diagnostics_channel';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, threadId, type Worker } from 'node:worker_threads';
import type { BundleHost, CodeCacheUse } from './bundle-host.js';

/**
 * The bundle's source in a function of CommonJS's arguments and the host, on its
 * first line (so lines in stack traces are the bundle's).
 */
const wrap = (source: string) =>
  `(function (exports, require, module, __filename, __dirname, __docgen_host) {${source}\n})`;

/** Where the code cache of `bundle` is kept. */
export const codeCacheFile = (bundle: string) => `${bundle}.v8cache`;

/**
 * Set by docgen's own build (scripts/build-cli.mjs) for its training run: compile
 * without the cache and write one when the thread ends, of everything it ran.
 */
const training = () => process.env.DOCGEN_CODE_CACHE === 'write';

interface Compiled {
  script: vm.Script;
  use: CodeCacheUse;
  /** SHA-256 of the bundle's bytes, which its cache file starts with. */
  sourceHash: Buffer;
}

/**
 * Compiles a bundle, with its cache when the cache was made of these very bytes.
 * V8's own check compares only the source's length: a bundle made again with an
 * edit of the same length would run the old code. So a cache file starts with the
 * SHA-256 of the bundle it was made of.
 */
function compile(bundle: string, useCache: boolean): Compiled {
  const bytes = readFileSync(bundle);
  const sourceHash = createHash('sha256').update(bytes).digest();
  const cacheFile = codeCacheFile(bundle);
  const cache = useCache && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const matches =
    cache !== undefined &&
    cache.length > sourceHash.length &&
    cache.subarray(0, sourceHash.length).equals(sourceHash);
  const script = new vm.Script(wrap(bytes.toString('utf8')), {
    filename: bundle,
    cachedData: matches ? cache.subarray(sourceHash.length) : undefined,
  });
  const use: CodeCacheUse = !useCache
    ? 'training'
    : cache === undefined
      ? 'none'
      : !matches || script.cachedDataRejected
        ? 'rejected'
        : 'used';
  return { script, use, sourceHash };
}

/** Whether the code cache of `bundle` would be used, without running it (for tests and diagnostics). */
export function probeCodeCache(bundle: string): CodeCacheUse {
  return compile(bundle, true).use;
}

/** The scripts this thread ran, by file: each runs once, as require() would. */
const loaded = new Map<string, { exports: unknown; script: vm.Script; sourceHash: Buffer }>();

/** Runs `bundle` (a CommonJS file) and returns its exports; a second call returns the same exports. */
export function loadBundle(bundle: string): unknown {
  const known = loaded.get(bundle);
  if (known) return known.exports;
  const train = training();
  const { script, use, sourceHash } = compile(bundle, !train);
  const module = { exports: {} as unknown };
  // Before it runs: a bundle that loads another (a vendored package) finds it loading, as require() would.
  const entry = {
    get exports() {
      return module.exports;
    },
    script,
    sourceHash,
  };
  loaded.set(bundle, entry);
  if (train && loaded.size === 1) writeCachesAtExit();
  // A script's own import() would need --experimental-vm-modules: the bundle imports through this module.
  const host: BundleHost = {
    import: (specifier) => import(specifier),
    load: loadBundle,
    codeCache: use,
  };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    createRequire(bundle),
    module,
    bundle,
    path.dirname(bundle),
    host,
  );
  return module.exports;
}

/**
 * Writes the cache of everything the thread compiled, for each script it ran, when
 * it ends. The main thread of a training run also waits for its worker threads to
 * end (a build lets them end on their own, and would exit before they wrote theirs).
 */
function writeCachesAtExit(): void {
  process.once('exit', () => {
    for (const [bundle, { script, sourceHash }] of loaded) {
      const file = codeCacheFile(bundle);
      const partial = `${file}.${process.pid}.${threadId}.tmp`;
      writeFileSync(partial, Buffer.concat([sourceHash, script.createCachedData()]));
      renameSync(partial, file);
    }
  });
  if (!isMainThread) return;
  const running = new Set<Worker>();
  diagnostics_channel.subscribe('worker_threads', (message) => {
    const { worker } = message as { worker: Worker };
    running.add(worker);
    worker.once('exit', () => running.delete(worker));
  });
  process.on('beforeExit', () => {
    for (const worker of running) worker.ref();
  });
}
