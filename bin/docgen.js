#!/usr/bin/env node
// The docgen command. The CLI is bundled to dist/ by `npm install` (prepare), and
// run by dist/launch.js with the V8 code cache made then (src/launch/load-bundle.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
const launcher = new URL('../dist/launch.js', import.meta.url);
if (!existsSync(cli) || !existsSync(fileURLToPath(launcher))) {
  console.error(
    'docgen: dist/cli.cjs is missing. Run `npm install` (or `npm run build:cli`) in the docgen folder first.',
  );
  process.exit(1);
}
// React's development build validates every element and is several times slower
// at rendering; docgen renders for production unless told otherwise.
process.env.NODE_ENV ??= 'production';
const { loadBundle } = await import(launcher.href);
loadBundle(cli);
