// Bundles the CLI (src/ and templates/) into dist/cli.js with esbuild. Packages
// stay external: they are installed beside it. Run by `npm install` (prepare).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A hash of everything that decides what the bundled CLI renders: its sources and
 * the locked package versions. Caches of rendered output (.docgen-cache/) carry it,
 * so a changed template or an upgraded dependency never serves stale pages.
 */
function buildId() {
  const hash = createHash('sha256');
  const files = ['src', 'templates']
    .flatMap((dir) => readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)))
    .concat(['package.json', 'package-lock.json', 'scripts/build-cli.mjs', 'scripts/shims/react-dom-server.cjs'])
    .sort();
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(file));
    } catch {
      // package-lock.json may be absent in an unusual install; the rest still identifies the build.
    }
  }
  return hash.digest('hex').slice(0, 16);
}

// Chunk names carry hashes: without a clean folder, every rebuild leaves the old ones behind.
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli/index.ts' },
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
  // Bundled CommonJS packages require Node's built-in modules; ES modules have no `require` of their own.
  banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
  define: { __DOCGEN_BUILD_ID__: JSON.stringify(buildId()) },
  logLevel: 'warning',
});
