// Bundles the CLI (src/ and templates/) into dist/cli.js with esbuild. Packages
// stay external: they are installed beside it. Run by `npm install` (prepare).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

// Chunk names carry hashes: without a clean folder, every rebuild leaves the old ones behind.
rmSync('dist', { recursive: true, force: true });
await build({
  // The render worker is its own entry: worker threads load it by file (src/render/render-pool.ts).
  entryPoints: { cli: 'src/cli/index.ts', 'render-worker': 'src/render/render-worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
