#!/usr/bin/env node
// The docgen command. The CLI is bundled to dist/ by `npm install` (prepare).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error('docgen: dist/cli.js is missing. Run `npm install` (or `npm run build:cli`) in the docgen folder first.');
  process.exit(1);
}
// React's development build validates every element and is several times slower
// at rendering; docgen renders for production unless told otherwise.
process.env.NODE_ENV ??= 'production';
await import(cli.href);
