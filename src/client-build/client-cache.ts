// Keeps the client bundle between builds for a docgen whose client/ changed since its
// prebuilt bundle was made (prebuilt-client.ts serves every other build). The entry
// lists every input with its size and modification time; one that differs means a fresh bundle.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ClientBundle } from './client-assets.js';
import { DiskCache } from '../cache/disk-cache.js';

interface ClientEntry {
  /** Each input esbuild read (relative to the tool root) with its size and mtime. */
  inputs: [string, number, number][];
  bundle: Omit<ClientBundle, 'files'>;
  /** Output files by path ('assets/app-X.js'), base64. */
  files: Record<string, string>;
}

/** One bundle serves every base URL; a second entry keeps the bundle of the esbuild before. */
const cacheFor = (cacheDir: string) =>
  new DiskCache({ dir: cacheDir, kind: 'client', version: 'client-v3', maxEntries: 2 });

const isEntry = (value: unknown): value is ClientEntry => {
  const v = value as Partial<ClientEntry> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.inputs) &&
    typeof v.bundle === 'object' &&
    typeof v.files === 'object' &&
    v.files !== null
  );
};

async function stamp(
  toolRoot: string,
  input: string,
): Promise<[string, number, number] | undefined> {
  const info = await stat(path.resolve(toolRoot, input)).catch(() => undefined);
  return info ? [input, info.size, info.mtimeMs] : undefined;
}

/** The cached bundle, when it was built for `key` from inputs that are all unchanged. */
export async function readCachedClient(
  cacheDir: string,
  toolRoot: string,
  key: string,
): Promise<ClientBundle | undefined> {
  const entry = await cacheFor(cacheDir).readJson(key, isEntry);
  if (!entry) return undefined;
  const now = await Promise.all(entry.inputs.map(([input]) => stamp(toolRoot, input)));
  const same = entry.inputs.every(
    ([input, size, mtime], i) =>
      now[i] !== undefined && now[i]![0] === input && now[i]![1] === size && now[i]![2] === mtime,
  );
  if (!same) return undefined;
  const files = new Map(
    Object.entries(entry.files).map(([file, base64]) => [
      file,
      new Uint8Array(Buffer.from(base64, 'base64')),
    ]),
  );
  return { ...entry.bundle, files };
}

/** Stores a fresh bundle; a failed write only costs the next build time. */
export async function writeCachedClient(
  cacheDir: string,
  toolRoot: string,
  key: string,
  bundle: ClientBundle,
): Promise<void> {
  const stamps = await Promise.all(bundle.inputs.map((input) => stamp(toolRoot, input)));
  if (stamps.some((s) => s === undefined)) return;
  const { files, ...rest } = bundle;
  const entry: ClientEntry = {
    inputs: stamps as [string, number, number][],
    bundle: rest,
    files: Object.fromEntries(
      [...files].map(([file, content]) => [file, Buffer.from(content).toString('base64')]),
    ),
  };
  await cacheFor(cacheDir).writeJson(key, entry);
}
