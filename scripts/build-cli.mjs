// Bundles the CLI (src/ and templates/) into dist/cli.js with esbuild. Packages
// stay external: they are installed beside it. Run by `npm install` (prepare).
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The build id (src/cache/build-id.ts): a hash of docgen's sources and locked
 * packages, fixed into the bundle. Caches of rendered output carry it. The
 * function is bundled and run here so the CLI and the sources compute it alike.
 */
async function buildId() {
  const { outputFiles } = await build({ entryPoints: ['src/cache/build-id.ts'], bundle: true, write: false, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' });
  const { sourceBuildId } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  return sourceBuildId(process.cwd());
}

// Chunk names carry hashes: without a clean folder, every rebuild leaves the old ones behind.
rmSync('dist', { recursive: true, force: true });
await build({
  // The worker thread that takes a first build's heaviest jobs (src/worker/build-worker.ts).
  entryPoints: { cli: 'src/cli/index.ts', 'build-worker': 'src/worker/worker-entry.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages on the path of every build are bundled in: resolving and reading
  // their many small files is a good part of start-up. The rest (esbuild's native
  // binary, packages loaded only for some commands) stay external.
  external: ['esbuild', 'yaml', 'undici', 'sanitize-html', 'linkinator', 'chokidar', '@readme/openapi-parser', 'tsx', 'tsx/*'],
  jsx: 'automatic',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  alias: { 'react-dom/server': './scripts/shims/react-dom-server.cjs' },
  plugins: [
    {
      // gray-matter's default YAML engine (js-yaml 3 and esprima) is never used: see the shim.
      name: 'gray-matter-without-js-yaml-3',
      setup(b) {
        b.onResolve({ filter: /^js-yaml$/ }, (args) => (/[\\/]node_modules[\\/]gray-matter[\\/]/.test(args.importer) ? { path: path.resolve('scripts/shims/gray-matter-js-yaml.cjs') } : undefined));
      },
    },
  ],
  // Bundled CommonJS packages require Node's built-in modules; ES modules have no `require` of their own.
  banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
  define: { __DOCGEN_BUILD_ID__: JSON.stringify(await buildId()) },
  logLevel: 'warning',
});

// @readme/openapi-parser and its Ajv classes as one file (src/openapi/parser-bundle-entry.ts):
// loaded in a fraction of the time of the package's two hundred files.
await build({
  entryPoints: { 'openapi-parser': 'src/openapi/parser-bundle-entry.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});

/**
 * Bundles a package, from `entry` (its main file, or one of its files), into one
 * CommonJS file named by the installed version, dist/vendor/<package>-<version>.cjs,
 * which src/config/load-module.ts requireVendored loads while it is current.
 */
async function vendorBundle(pkg, entry, plugins = []) {
  const { version } = JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8'));
  await build({
    entryPoints: [entry],
    outfile: `dist/vendor/${pkg}-${version}.cjs`,
    bundle: true,
    // Whitespace and syntax only: profiles keep the functions' names.
    minifyWhitespace: true,
    minifySyntax: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    plugins,
  });
}

// sanitize-html (with postcss and its other packages): raw HTML in an OpenAPI
// description needs it synchronously, in the middle of rendering markdown, and one
// file loads in about half the time of the package's forty (src/content/plugins/html-allowlist.ts).
await vendorBundle('sanitize-html', 'sanitize-html');

// highlight.js (its "common" languages), with countMatchGroups replaced
// (scripts/shims/highlight-count-match-groups.cjs): compiling a language's grammar,
// which every build does for each language its code uses, then no longer compiles
// every pattern an extra time. Loaded by src/content/highlight.ts; should the
// function not be found as written (another highlight.js), no bundle is made and
// the package is used as it is.
const countMatchGroupsOriginal = "function countMatchGroups(re) {\n  return (new RegExp(re.toString() + '|')).exec('').length - 1;\n}";
const highlightCore = readFileSync('node_modules/highlight.js/lib/core.js', 'utf8');
if (highlightCore.includes(countMatchGroupsOriginal)) {
  // The CommonJS file itself: the package's exports map would give esbuild the ES module wrapper.
  await vendorBundle('highlight.js', 'node_modules/highlight.js/lib/common.js', [
    {
      name: 'highlight-count-match-groups',
      setup(b) {
        b.onLoad({ filter: /[\\/]highlight\.js[\\/]lib[\\/]core\.js$/ }, () => ({
          contents: highlightCore.replace(countMatchGroupsOriginal, `const countMatchGroups = require(${JSON.stringify(path.resolve('scripts/shims/highlight-count-match-groups.cjs'))});`),
          loader: 'js',
        }));
      },
    },
  ]);
} else {
  console.warn('build-cli: highlight.js no longer has countMatchGroups as docgen patches it; builds use the package as it is.');
}

// Made once here rather than by every site build: the client bundle
// (src/client-build/prebuilt-client.ts) and the OpenAPI meta-schema validators
// (src/openapi/precompiled-validators.ts). Their makers are TypeScript: bundled to
// files in dist/ (so they find their packages in node_modules), run, and removed.
const tools = 'dist/.build-tools';
await build({
  entryPoints: { client: 'src/client-build/bundle-client.ts', validators: 'src/openapi/build-validators.ts' },
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
