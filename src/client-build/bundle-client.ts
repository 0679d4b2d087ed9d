// Bundles client/ with esbuild: the browser entry (hashed, code-split so search
// loads on first use) and the stylesheet. Reads the metafile to report sizes and
// warn when an entry is over its budget.
import { build, version as esbuildVersion, type Metafile } from 'esbuild';
import { readCachedClient, writeCachedClient } from './client-cache.js';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientAssets } from './client-assets.js';

export type { ClientAssets } from './client-assets.js';

/** Gzip budget of the JavaScript a page loads on first visit (React included). */
export const entryBudgetBytes = 85 * 1024;

/** Bundles made by this process, by tool root, base URL and minification; the oldest go past `maxInMemory`. */
const cache = new Map<string, Promise<ClientAssets>>();
const maxInMemory = 4;

export interface BundleOptions {
  minify?: boolean;
  /** Bundle again even if a cached bundle looks current (a watcher saw client/ or templates/ change). */
  force?: boolean;
  /** The project's cache folder: a bundle whose inputs are unchanged is reused from there. */
  cacheDir?: string;
}

export function bundleClient(toolRoot: string, baseUrl: string, options: BundleOptions = {}): Promise<ClientAssets> {
  const key = `${toolRoot}|${baseUrl}|${options.minify !== false}`;
  // The client only changes when client/ or templates/ change; a watcher passes force then.
  if (!options.force && cache.has(key)) return cache.get(key)!;
  const job = cachedRun(toolRoot, baseUrl, options);
  cache.delete(key);
  cache.set(key, job);
  while (cache.size > maxInMemory) cache.delete(cache.keys().next().value!);
  job.catch(() => cache.delete(key));
  return job;
}

/** What a cached bundle must have been built for. */
export const clientCacheKey = (baseUrl: string, minify: boolean) => JSON.stringify(['client-v1', baseUrl, minify, esbuildVersion]);

async function cachedRun(toolRoot: string, baseUrl: string, options: BundleOptions): Promise<ClientAssets> {
  const minify = options.minify !== false;
  const key = clientCacheKey(baseUrl, minify);
  if (options.cacheDir && !options.force) {
    const hit = await readCachedClient(options.cacheDir, toolRoot, key);
    if (hit) return hit;
  }
  const { assets, inputs } = await run(toolRoot, baseUrl, minify);
  if (options.cacheDir) await writeCachedClient(options.cacheDir, toolRoot, key, inputs, assets);
  return assets;
}

async function run(toolRoot: string, baseUrl: string, minify: boolean): Promise<{ assets: ClientAssets; inputs: string[] }> {
  const result = await build({
    absWorkingDir: toolRoot,
    entryPoints: { app: 'client/entry.tsx', style: 'client/styles/index.css' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify,
    sourcemap: false,
    write: false,
    metafile: true,
    outdir: 'out/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: `${baseUrl}assets`,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  });
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
    const rel = path.relative('out', out).split(path.sep).join('/');
    if (info.entryPoint === 'client/entry.tsx') {
      js = `${baseUrl}${rel}`;
      for (const imp of info.imports) if (imp.kind === 'import-statement') preload.push(`${baseUrl}${path.relative('out', imp.path).split(path.sep).join('/')}`);
      if (info.cssBundle) css.push(`${baseUrl}${path.relative('out', info.cssBundle).split(path.sep).join('/')}`);
    }
    if (info.entryPoint === 'client/styles/index.css') css.push(`${baseUrl}${rel}`);
  }
  const warnings: string[] = [];
  const firstVisit = [js, ...preload].map((u) => files.get(u.slice(baseUrl.length))).filter((b): b is Uint8Array => Boolean(b));
  const gz = firstVisit.reduce((sum, b) => sum + gzipSync(b).length, 0);
  if (minify && gz > entryBudgetBytes) {
    warnings.push(`The client entry loads ${(gz / 1024).toFixed(1)} KB of JavaScript (gzip), over its ${entryBudgetBytes / 1024} KB budget.`);
  }
  const assets: ClientAssets = {
    files,
    js,
    css,
    preload,
    inputs: Object.keys(meta.inputs).filter((p) => !p.includes('node_modules')).map((p) => path.resolve(toolRoot, p)),
    warnings,
  };
  return { assets, inputs: Object.keys(meta.inputs) };
}
