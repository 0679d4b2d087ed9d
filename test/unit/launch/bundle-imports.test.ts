// docgen's CLI and worker bundles run as scripts compiled by vm.Script (src/launch/),
// where import() throws unless Node runs with --experimental-vm-modules. esbuild
// bundles an import() of a relative module; any other (a package, a file URL, a
// computed name) must go through importModule (src/launch/bundle-host.ts), or it
// fails only when a build reaches it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** import( calls, in code without its comments, whose argument is not a relative module written out. */
function unbundledImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(/(?<!typeof\s)\bimport\(\s*(?!['"]\.\.?\/)([^)\n]*)/g)].map(
    (m) => `import(${m[1]!.trim()}`,
  );
}

test('the check finds what it should and leaves bundled and type-only imports alone', () => {
  assert.deepEqual(
    unbundledImports("const a = await import('esbuild');\nconst b = await import(url);"),
    ["import('esbuild'", 'import(url'],
  );
  assert.deepEqual(
    unbundledImports(
      "const c = await import('./local.js');\ntype P = typeof import('yaml');\n// import(x) in a comment\n/** import() of the launcher */",
    ),
    [],
  );
});

test('no file of the CLI or worker bundle has an import() the bundle cannot run', async () => {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: ['src/cli/index.ts', 'src/worker/worker-entry.ts'],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const files = Object.keys(metafile.inputs).filter(
    (f) => /^(src|templates)\//.test(f) && f !== 'src/launch/bundle-host.ts',
  );
  assert.ok(
    files.includes('src/config/load-module.ts') && files.includes('src/openapi/openapi-parser.ts'),
    `the bundles' files (${files.length})`,
  );
  const found = files.flatMap((f) =>
    unbundledImports(readFileSync(path.join(root, f), 'utf8')).map((call) => `${f}: ${call}`),
  );
  assert.deepEqual(found, [], 'use importModule (src/launch/bundle-host.ts)');
});
