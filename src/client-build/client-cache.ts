// Keeps the client bundle in the project's cache folder between builds. The bundle
// depends only on docgen's own client/ and templates/ sources and the packages they
// import, which rarely change between two builds of a site, yet esbuild spends about
// half a second of a cold build's CPU on it. A manifest lists every input esbuild
// read with its size and modification time; one that differs means a fresh bundle.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientAssets } from './bundle-client.js';

interface ClientManifest {
  /** What the bundle was built for: base URL, minification, esbuild's version. */
  key: string;
  /** Each input esbuild read (relative to the tool root) with its size and mtime. */
  inputs: [string, number, number][];
  assets: Omit<ClientAssets, 'files'>;
  /** Output paths ('assets/app-X.js'), stored under files/ with '/' as '__'. */
  files: string[];
}

const folder = (cacheDir: string) => path.join(cacheDir, 'client');
const stored = (cacheDir: string, file: string) => path.join(folder(cacheDir), 'files', file.replaceAll('/', '__'));

async function stamp(toolRoot: string, input: string): Promise<[string, number, number] | undefined> {
  const info = await stat(path.resolve(toolRoot, input)).catch(() => undefined);
  return info ? [input, info.size, info.mtimeMs] : undefined;
}

/** The cached bundle, when it was built for `key` from inputs that are all unchanged. */
export async function readCachedClient(cacheDir: string, toolRoot: string, key: string): Promise<ClientAssets | undefined> {
  const manifest = await readFile(path.join(folder(cacheDir), 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as ClientManifest)
    .catch(() => undefined);
  if (!manifest || manifest.key !== key || !Array.isArray(manifest.inputs) || !Array.isArray(manifest.files)) return undefined;
  const now = await Promise.all(manifest.inputs.map(([input]) => stamp(toolRoot, input)));
  const same = manifest.inputs.every(([input, size, mtime], i) => now[i] !== undefined && now[i]![0] === input && now[i]![1] === size && now[i]![2] === mtime);
  if (!same) return undefined;
  try {
    const files = new Map<string, Uint8Array>();
    for (const file of manifest.files) files.set(file, new Uint8Array(await readFile(stored(cacheDir, file))));
    return { ...manifest.assets, files };
  } catch {
    return undefined;
  }
}

/** Stores a fresh bundle; a failed write only costs the next build time. */
export async function writeCachedClient(cacheDir: string, toolRoot: string, key: string, inputs: string[], assets: ClientAssets): Promise<void> {
  const stamps = await Promise.all(inputs.map((input) => stamp(toolRoot, input)));
  if (stamps.some((s) => s === undefined)) return;
  const { files, ...rest } = assets;
  const manifest: ClientManifest = { key, inputs: stamps as [string, number, number][], assets: rest, files: [...files.keys()] };
  try {
    await rm(folder(cacheDir), { recursive: true, force: true });
    await mkdir(path.join(folder(cacheDir), 'files'), { recursive: true });
    for (const [file, content] of files) await writeFile(stored(cacheDir, file), content);
    // The manifest last: a half-written cache has none and is never read.
    await writeFile(path.join(folder(cacheDir), 'manifest.json'), JSON.stringify(manifest));
  } catch {
    // Read-only or full disk: the build itself succeeded.
  }
}
