// Bundles the CLI (src/ and templates/) into dist/ with esbuild, with what builds
// would otherwise make on every run: the client bundle, the OpenAPI validators and
// V8's code caches. Run by `npm install` (prepare) and `npm test`.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 * The CLI (every command, for the main thread) and the build's worker thread
 * (src/worker/build-worker.ts), each one CommonJS file that src/launch/load-bundle.ts
 * runs as a script with V8's code cache (made below). Packages on the path of every
 * build are bundled in: resolving and reading their many small files is a good part
 * of start-up. The rest (esbuild's native binary, packages loaded only for some
 * commands) stay external. A module's import.meta.url is the bundle's URL.
 */
await build({
  entryPoints: { cli: 'src/cli/index.ts', 'build-worker': 'src/worker/worker-entry.ts' },
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
  alias: { 'react-dom/server': './scripts/shims/react-dom-server.cjs' },
  plugins: [
    {
      // gray-matter's default YAML engine (js-yaml 3 and esprima) is never used: see the shim.
      name: 'gray-matter-without-js-yaml-3',
      setup(b) {
        b.onResolve({ filter: /^js-yaml$/ }, (args) =>
          /[\\/]node_modules[\\/]gray-matter[\\/]/.test(args.importer)
            ? { path: path.resolve('scripts/shims/gray-matter-js-yaml.cjs') }
            : undefined,
        );
      },
    },
  ],
  banner: {
    js: "var __docgen_import_meta_url = require('node:url').pathToFileURL(__filename).href;",
  },
  define: {
    __DOCGEN_BUILD_ID__: JSON.stringify(await buildId()),
    'import.meta.url': '__docgen_import_meta_url',
  },
  logLevel: 'warning',
});

// The launchers: bin/docgen.js runs dist/cli.cjs through dist/launch.js, and a
// worker thread starts with dist/build-worker.js, which runs dist/build-worker.cjs.
await build({
  entryPoints: { launch: 'src/launch/load-bundle.ts', 'build-worker': 'src/launch/worker-main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
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
  banner: {
    js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);",
  },
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
const countMatchGroupsOriginal =
  "function countMatchGroups(re) {\n  return (new RegExp(re.toString() + '|')).exec('').length - 1;\n}";
const highlightCore = readFileSync('node_modules/highlight.js/lib/core.js', 'utf8');
if (highlightCore.includes(countMatchGroupsOriginal)) {
  // The CommonJS file itself: the package's exports map would give esbuild the ES module wrapper.
  await vendorBundle('highlight.js', 'node_modules/highlight.js/lib/common.js', [
    {
      name: 'highlight-count-match-groups',
      setup(b) {
        b.onLoad({ filter: /[\\/]highlight\.js[\\/]lib[\\/]core\.js$/ }, () => ({
          contents: highlightCore.replace(
            countMatchGroupsOriginal,
            `const countMatchGroups = require(${JSON.stringify(path.resolve('scripts/shims/highlight-count-match-groups.cjs'))});`,
          ),
          loader: 'js',
        }));
      },
    },
  ]);
} else {
  console.warn(
    'build-cli: highlight.js no longer has countMatchGroups as docgen patches it; builds use the package as it is.',
  );
}

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

// V8's code caches of dist/cli.cjs, dist/build-worker.cjs and dist/vendor/ (src/launch/load-bundle.ts):
// the CLI builds a small made-up site once (scripts/code-cache-training.mjs) with
// DOCGEN_CODE_CACHE=write, and each thread writes the compiled code of what it ran
// beside its bundle. A failed training run only leaves docgen without the caches.
const trainingSite = mkdtempSync(path.join(tmpdir(), 'docgen-code-cache-'));
try {
  const { writeTrainingSite } = await import('./code-cache-training.mjs');
  writeTrainingSite(trainingSite);
  const run = spawnSync(process.execPath, [path.resolve('bin/docgen.js'), 'build'], {
    cwd: trainingSite,
    env: { ...process.env, DOCGEN_CODE_CACHE: 'write' },
    encoding: 'utf8',
  });
  if (run.status !== 0)
    console.warn(
      `build-cli: the code cache training build failed; docgen runs without the caches.\n${run.stderr}`,
    );
} finally {
  rmSync(trainingSite, { recursive: true, force: true });
}
