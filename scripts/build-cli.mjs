// Bundles the CLI (src/ and templates/) into dist/cli.js with esbuild. Packages
// stay external: they are installed beside it. Run by `npm install` (prepare).
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli/index.ts' },
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
