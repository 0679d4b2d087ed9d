// Bundles the CLI (src/ and templates/) into dist/ with esbuild, with what builds
// would otherwise make on every run: the client bundle and the OpenAPI validators.
// Run by `npm install` (prepare) and `npm test`.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The build id (src/cache/build-id.ts): a hash of docgen's sources and locked
 * packages, fixed into the bundle. Caches of rendered output carry it. The
 * function is bundled and run here so the CLI and the sources compute it alike.
 */
async function buildId() {
  const { outputFiles } = await build({
    entryPoints: ['src/cache/build-id.ts'],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  const { sourceBuildId } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
  );
  return sourceBuildId(process.cwd());
}

rmSync('dist', { recursive: true, force: true });

/**
 * The CLI (every command), one CommonJS file. Packages on the path of every build are bundled in:
 * resolving and reading their many small files is a good part of start-up. The
 * rest (esbuild's native binary, packages loaded only for some commands) stay
 * external. A module's import.meta.url is the bundle's URL.
 */
await build({
  entryPoints: { cli: 'src/cli/index.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: [
    'esbuild',
    'yaml',
    'undici',
    'sanitize-html',
    'linkinator',
    'chokidar',
    '@readme/openapi-parser',
    'tsx',
    'tsx/*',
  ],
  jsx: 'automatic',
  sourcemap: 'linked',
  banner: {
    js: "var __docgen_import_meta_url = require('node:url').pathToFileURL(__filename).href;",
  },
  define: {
    __DOCGEN_BUILD_ID__: JSON.stringify(await buildId()),
    'import.meta.url': '__docgen_import_meta_url',
  },
  logLevel: 'warning',
});

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
