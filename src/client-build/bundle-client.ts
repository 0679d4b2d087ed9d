// Bundles client/ with esbuild: the browser entry (hashed, code-split so search
// loads on first use) and the stylesheet. Reads the metafile to report sizes and
// warn when an entry is over its budget. A site build normally finds the bundle
// made when docgen was built (prebuilt-client.ts) and runs no esbuild at all.
import type { Metafile } from 'esbuild';
import { createRequire } from 'node:module';
import { readCachedClient, writeCachedClient } from './client-cache.js';
import { readPrebuiltClient, writePrebuiltClient } from './prebuilt-client.js';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { clientAssetsFor, type ClientAssets, type ClientBundle } from './client-assets.js';

export type { ClientAssets } from './client-assets.js';

/** Gzip budget of the JavaScript a page loads on first visit (React included). */
export const entryBudgetBytes = 85 * 1024;

/** Bundles made by this process, by tool root (one, but for tests). */
const cache = new Map<string, Promise<ClientBundle>>();

interface BundleOptions {
  /** Bundle again even if a prebuilt or cached bundle looks current (a watcher saw client/ or templates/ change). */
  force?: boolean;
  /** The project's cache folder: a bundle whose inputs are unchanged is reused from there. */
  cacheDir?: string;
}

/** The client bundle with its URLs from the site's root (the render stage puts them under the base). */
export async function bundleClient(
  toolRoot: string,
  options: BundleOptions = {},
): Promise<ClientAssets> {
  return clientAssetsFor(await clientBundle(toolRoot, options), toolRoot);
}

/** The client bundle, for any base URL. */
export function clientBundle(toolRoot: string, options: BundleOptions = {}): Promise<ClientBundle> {
  // The client only changes when client/ or templates/ change; a watcher passes force then.
  if (!options.force && cache.has(toolRoot)) return cache.get(toolRoot)!;
  const job = loadClientBundle(toolRoot, options);
  cache.set(toolRoot, job);
  job.catch(() => cache.delete(toolRoot));
  return job;
}

/**
 * esbuild's version, read without loading esbuild (loading it costs start-up time): a build
 * that uses the prebuilt or cached client never runs it.
 */
const esbuildVersion = (
  createRequire(import.meta.url)('esbuild/package.json') as { version: string }
).version;

/** What a cached bundle must have been built for. */
export const clientCacheKey = JSON.stringify(['client-v2', esbuildVersion]);

/** What a new process finds: the prebuilt bundle, else the project's cached one, else a fresh one (then cached). */
export async function loadClientBundle(
  toolRoot: string,
  options: BundleOptions = {},
): Promise<ClientBundle> {
  if (!options.force) {
    const prebuilt = await readPrebuiltClient(toolRoot, esbuildVersion);
    if (prebuilt) return prebuilt;
    const hit = options.cacheDir
      ? await readCachedClient(options.cacheDir, toolRoot, clientCacheKey)
      : undefined;
    if (hit) return hit;
  }
  const bundle = await runEsbuild(toolRoot);
  if (options.cacheDir) await writeCachedClient(options.cacheDir, toolRoot, clientCacheKey, bundle);
  return bundle;
}

/** Bundles client/ afresh. Paths in the result are relative to the output root ('assets/app-X.js'). */
async function runEsbuild(toolRoot: string): Promise<ClientBundle> {
  const { build } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const result = await build({
    absWorkingDir: toolRoot,
    entryPoints: { app: 'client/entry.tsx', style: 'client/styles/index.css' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    sourcemap: false,
    write: false,
    metafile: true,
    outdir: 'out/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    // No publicPath: chunks import each other by relative paths ('./chunk-X.js') and
    // the stylesheet's url()s are relative to it, so the bundle is the same for every
    // base URL. (A file imported from JavaScript would get a page-relative path: the
    // client imports none.)
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  });
  const rel = (out: string) => path.relative('out', out).split(path.sep).join('/');
  const files = new Map<string, Uint8Array>();
  const outRoot = path.join(toolRoot, 'out');
  for (const file of result.outputFiles) {
    files.set(path.relative(outRoot, file.path).split(path.sep).join('/'), file.contents);
  }
  const meta: Metafile = result.metafile;
  let js = '';
  const css: string[] = [];
  const preload: string[] = [];
  for (const [out, info] of Object.entries(meta.outputs)) {
    if (info.entryPoint === 'client/entry.tsx') {
      js = rel(out);
      for (const imp of info.imports)
        if (imp.kind === 'import-statement') preload.push(rel(imp.path));
      if (info.cssBundle) css.push(rel(info.cssBundle));
    }
    if (info.entryPoint === 'client/styles/index.css') css.push(rel(out));
  }
  const warnings: string[] = [];
  const firstVisit = [js, ...preload]
    .map((file) => files.get(file))
    .filter((b): b is Uint8Array => Boolean(b));
  const gz = firstVisit.reduce((sum, b) => sum + gzipSync(b).length, 0);
  if (gz > entryBudgetBytes) {
    warnings.push(
      `The client entry loads ${(gz / 1024).toFixed(1)} KB of JavaScript (gzip), over its ${entryBudgetBytes / 1024} KB budget.`,
    );
  }
  return { files, js, css, preload, inputs: Object.keys(meta.inputs), warnings };
}

/** Bundles client/ and writes it to dist/client/: run when docgen itself is built (scripts/build-cli.mjs). */
export async function prebuildClient(toolRoot: string): Promise<void> {
  await writePrebuiltClient(toolRoot, esbuildVersion, await runEsbuild(toolRoot));
}
