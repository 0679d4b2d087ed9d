// Loads a TypeScript module (site.config.ts, content/sidebars.ts) by bundling it
// with esbuild and importing the result. The metafile's inputs are what a watcher
// must watch to reload it.
import { build, type Message } from 'esbuild';
import { writeFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { DocgenError } from '../errors.js';

// `docgen/config` is the typed helper module; at run time it is two identity functions.
const virtualConfigModule = 'export const defineConfig = (c) => c; export const defineSidebars = (s) => s;';

export interface LoadedModule {
  value: unknown;
  /** Absolute paths of the files the module is made of. */
  inputs: string[];
}

let counter = 0;

export async function loadTsModule(file: string, root: string): Promise<LoadedModule> {
  if (!existsSync(file)) {
    throw new DocgenError(`Cannot find ${path.relative(root, file) || file} (looked for ${file}).`, {
      hint: 'Create it, or pass its path with --config.',
    });
  }
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
      logLevel: 'silent',
      packages: 'external',
      absWorkingDir: root,
      plugins: [
        {
          name: 'docgen-config',
          setup(b) {
            b.onResolve({ filter: /^docgen(\/config)?$/ }, () => ({ path: 'docgen-config', namespace: 'docgen' }));
            b.onLoad({ filter: /.*/, namespace: 'docgen' }, () => ({ contents: virtualConfigModule, loader: 'js' }));
          },
        },
      ],
    });
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    if (first) {
      throw new DocgenError(`Syntax error in ${first.location?.file ?? file}: ${first.text}`, {
        file: first.location?.file ?? path.relative(root, file),
        line: first.location?.line,
        column: first.location ? first.location.column + 1 : undefined,
        hint: first.location?.lineText ? `the line reads: ${first.location.lineText.trim()}` : undefined,
        cause: error,
      });
    }
    throw error;
  }
  // Imported from a file beside the source so that bare imports resolve from the project.
  const tmp = path.join(path.dirname(file), `.docgen-load-${process.pid}-${++counter}.mjs`);
  await writeFile(tmp, result.outputFiles[0]!.text);
  try {
    const mod = (await import(pathToFileURL(tmp).href)) as { default?: unknown };
    const inputs = Object.keys(result.metafile.inputs)
      .filter((p) => !p.startsWith('docgen:'))
      .map((p) => path.resolve(root, p));
    return { value: mod.default, inputs };
  } finally {
    await rm(tmp, { force: true });
  }
}

/** The folder docgen itself is installed in (for its templates and client). */
export function toolRoot(): string {
  // dist/cli.js or src/config/load-module.ts: two levels below the package root either way.
  const here = path.dirname(fileURLToPath(import.meta.url));
  let dir = here;
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'client'))) return dir;
    dir = path.dirname(dir);
  }
  return path.resolve(here, '..', '..');
}

declare const __DOCGEN_BUILD_ID__: string | undefined;
/**
 * Identifies the bundled CLI's code and locked dependencies (set by
 * scripts/build-cli.mjs). Caches of rendered output carry it; run from the
 * TypeScript sources it is undefined, and such caches are not used.
 */
export const toolBuildId: string | undefined = typeof __DOCGEN_BUILD_ID__ === 'string' ? __DOCGEN_BUILD_ID__ : undefined;
