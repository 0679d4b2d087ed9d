#!/usr/bin/env node
// The docgen command. The CLI is bundled to dist/ by `npm install` (prepare).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error('docgen: dist/cli.js is missing. Run `npm install` (or `npm run build:cli`) in the docgen folder first.');
  process.exit(1);
}
await import(cli.href);
