#!/usr/bin/env node
// The docgen command: runs the CLI bundle, dist/cli.cjs. An installed docgen runs
// the bundle `npm install` made; a checkout (its sources beside this file) first
// makes the bundle again when a file it was made of changed (scripts/cli-bundle.mjs),
// so an edit to src/, templates/ or client/ shows in the next run.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// React's development build validates every element and is several times slower
// at rendering; docgen renders for production unless told otherwise.
process.env.NODE_ENV ??= 'production';
const cli = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
const checkout = ['../src/cli/index.ts', '../scripts/cli-bundle.mjs'].every((f) =>
  existsSync(new URL(f, import.meta.url)),
);
const args = process.argv.slice(2);
const watchServe = args[0] === 'serve' && args.some((a) => a === '--watch' || a === '-w');
if (checkout && watchServe) {
  const { serveRestartingOnEdit } = await import('../scripts/cli-bundle.mjs');
  await serveRestartingOnEdit(root, args);
} else if (checkout) {
  const { currentBundle } = await import('../scripts/cli-bundle.mjs');
  createRequire(import.meta.url)(await currentBundle(root));
} else if (!existsSync(cli)) {
  console.error(
    'docgen: dist/cli.cjs is missing. Run `npm install` (or `npm run build:cli`) in the docgen folder first.',
  );
  process.exit(1);
} else {
  createRequire(import.meta.url)(cli);
}
