#!/usr/bin/env node
// The docgen command: runs the CLI bundle, dist/cli.cjs, made by `npm install` (prepare).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
if (!existsSync(cli)) {
  console.error(
    'docgen: dist/cli.cjs is missing. Run `npm install` (or `npm run build:cli`) in the docgen folder first.',
  );
  process.exit(1);
}
// React's development build validates every element and is several times slower
// at rendering; docgen renders for production unless told otherwise.
process.env.NODE_ENV ??= 'production';
createRequire(import.meta.url)(cli);
