// Bundles the CLI (src/ and templates/) into dist/ with esbuild, with what builds
// would otherwise make on every run: the client bundle and the OpenAPI validators.
// Run by `npm install` (prepare) and `npm test`.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleCli } from './cli-bundle.mjs';

rmSync('dist', { recursive: true, force: true });

// The CLI, one CommonJS file, with the record of what it was made of (cli-bundle.mjs).
await bundleCli(process.cwd(), path.resolve('dist/cli.cjs'));

// Made once here rather than by every site build: the client bundle
// (src/client-build/prebuilt-client.ts) and the OpenAPI meta-schema validators
// (src/openapi/precompiled-validators.ts). Their makers are TypeScript: bundled to
// files in dist/ (so they find their packages in node_modules), run, and removed.
const tools = 'dist/.build-tools';
await build({
  entryPoints: {
    client: 'src/client-build/bundle-client.ts',
    validators: 'src/openapi/build-validators.ts',
  },
  outdir: tools,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
try {
  const { prebuildClient } = await import(pathToFileURL(`${tools}/client.mjs`).href);
  const { buildValidators } = await import(pathToFileURL(`${tools}/validators.mjs`).href);
  await Promise.all([prebuildClient(process.cwd()), buildValidators(process.cwd())]);
} finally {
  rmSync(tools, { recursive: true, force: true });
}
