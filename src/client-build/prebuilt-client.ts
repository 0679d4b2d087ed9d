// The client bundle made when docgen itself is built (scripts/build-cli.mjs), kept in
// dist/client/. It depends on docgen's client/ and its packages, never on a site, so a
// site build reads these files instead of running esbuild (the longest stage of a cold
// build). The manifest lists every input with its size, modification time and hash; a
// checkout whose client/ (or esbuild) changed since does not match and bundles afresh.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ClientBundle } from './client-assets.js';

/** Where the prebuilt bundle lives, under the tool root. */
const prebuiltClientDir = (toolRoot: string) => path.join(toolRoot, 'dist', 'client');

interface Manifest {
  version: 1;
  /** The esbuild that made it: another one may bundle differently. */
  esbuild: string;
  /** Each input (relative to the tool root): size, mtime in ms, sha-256 of its bytes. */
  inputs: [string, number, number, string][];
  js: string;
  css: string[];
  preload: string[];
  warnings: string[];
  /** The output files, relative to dist/client/ and to the output root alike ('assets/app-X.js'). */
  files: string[];
}

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const isManifest = (value: unknown): value is Manifest => {
  const v = value as Partial<Manifest> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === 1 &&
    typeof v.esbuild === 'string' &&
    Array.isArray(v.inputs) &&
    typeof v.js === 'string' &&
    Array.isArray(v.css) &&
    Array.isArray(v.preload) &&
    Array.isArray(v.warnings) &&
    Array.isArray(v.files)
  );
};

/** Writes a fresh bundle to dist/client/, replacing what was there. */
export async function writePrebuiltClient(
  toolRoot: string,
  esbuildVersion: string,
  bundle: ClientBundle,
): Promise<void> {
  const dir = prebuiltClientDir(toolRoot);
  await rm(dir, { recursive: true, force: true });
  const inputs = await Promise.all(
    bundle.inputs.map(async (input): Promise<Manifest['inputs'][number]> => {
      const file = path.resolve(toolRoot, input);
      const [info, bytes] = await Promise.all([stat(file), readFile(file)]);
      return [input, info.size, info.mtimeMs, hashOf(bytes)];
    }),
  );
  for (const [file, content] of bundle.files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  const manifest: Manifest = {
    version: 1,
    esbuild: esbuildVersion,
    inputs,
    js: bundle.js,
    css: bundle.css,
    preload: bundle.preload,
    warnings: bundle.warnings,
    files: [...bundle.files.keys()],
  };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
}

/** Whether an input is as it was when the bundle was made: same size and mtime, or else the same bytes. */
async function unchanged(
  toolRoot: string,
  [input, size, mtime, sha]: Manifest['inputs'][number],
): Promise<boolean> {
  const file = path.resolve(toolRoot, input);
  const info = await stat(file).catch(() => undefined);
  if (!info || info.size !== size) return false;
  if (info.mtimeMs === mtime) return true;
  // Touched (a copy, a checkout of the same content): compare the bytes.
  return hashOf(await readFile(file)) === sha;
}

/** The prebuilt bundle, when there is one made by this esbuild from inputs that are all unchanged. */
export async function readPrebuiltClient(
  toolRoot: string,
  esbuildVersion: string,
): Promise<ClientBundle | undefined> {
  const dir = prebuiltClientDir(toolRoot);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  if (!isManifest(manifest)) return undefined;
  // An installed docgen ships no sources (src/ is not in the package), so nothing of
  // its client can have been edited, and it could not bundle again: its prebuilt
  // bundle is used as it is, whatever esbuild or file times the install has.
  if (existsSync(path.join(toolRoot, 'src'))) {
    if (manifest.esbuild !== esbuildVersion) return undefined;
    const checks = await Promise.all(manifest.inputs.map((input) => unchanged(toolRoot, input)));
    if (!checks.every(Boolean)) return undefined;
  }
  try {
    const contents = await Promise.all(
      manifest.files.map((file) => readFile(path.join(dir, file))),
    );
    const files = new Map(manifest.files.map((file, i) => [file, new Uint8Array(contents[i]!)]));
    return {
      files,
      js: manifest.js,
      css: manifest.css,
      preload: manifest.preload,
      inputs: manifest.inputs.map(([input]) => input),
      warnings: manifest.warnings,
    };
  } catch {
    return undefined;
  }
}
