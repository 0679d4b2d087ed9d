// A module the config imports that cannot be found is named as such, at the import's
// file:line, with what to do: check a path, install a package. Other esbuild errors stay
// syntax errors at their line.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadTsModule } from '../../../src/config/load-module.js';
import { DocgenError } from '../../../src/errors.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-bundle-error-'));
after(() => rmSync(root, { recursive: true, force: true }));

async function failure(name: string, source: string): Promise<DocgenError> {
  writeFileSync(path.join(root, name), source);
  const error = await loadTsModule(path.join(root, name), root).then(
    () => assert.fail('expected the module to fail'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof DocgenError, String(error));
  return error;
}

test('a missing local module is named at the importing line, with a hint to check the path', async () => {
  const error = await failure(
    'local.config.ts',
    "// the site's config\nimport { x } from './helpers/site-helper';\nexport default { x };\n",
  );
  assert.equal(
    error.format(),
    `local.config.ts:2:19: Cannot find the module "./helpers/site-helper" that local.config.ts imports.\n  hint: Check the path: it is read from the folder of local.config.ts, and a path without an extension is looked for as .ts, .tsx, .js, .jsx, .json or a folder's index file.`,
  );
});

test('a package that is not installed is named with the install command, in the helper that imports it', async () => {
  mkdirSync(path.join(root, 'lib'), { recursive: true });
  writeFileSync(
    path.join(root, 'lib', 'load.ts'),
    "import { parse } from '@acme/yaml-tools/parse';\nexport const load = parse;\n",
  );
  const error = await failure(
    'package.config.ts',
    "// reads YAML\nimport yaml from 'yaml-not-installed';\nexport default { yaml };\n",
  );
  assert.equal(error.where, 'package.config.ts:2:18');
  assert.equal(
    error.message,
    'Cannot find the module "yaml-not-installed" that package.config.ts imports.',
  );
  assert.equal(
    error.hint,
    '"yaml-not-installed" is not installed in the project: install it (npm install yaml-not-installed), or check the name.',
  );
  // On a module's first line, the column is the one the author sees.
  const scoped = await failure(
    'scoped.config.ts',
    "import { load } from './lib/load';\nexport default { load };\n",
  );
  assert.equal(scoped.where, 'lib/load.ts:1:23');
  assert.match(scoped.hint ?? '', /\(npm install @acme\/yaml-tools\)/);
});

test('a syntax error is still called one', async () => {
  const error = await failure('syntax.config.ts', 'export default { title: };\n');
  assert.equal(
    error.format(),
    'syntax.config.ts:1:25: Syntax error in syntax.config.ts: Unexpected "}"\n  hint: the line reads: export default { title: };',
  );
});

test("an installed package's missing part, and a missing part of Node's own modules, are said as such", async () => {
  mkdirSync(path.join(root, 'node_modules', 'tool-kit'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules', 'tool-kit', 'package.json'), '{"name":"tool-kit"}');
  const sub = await failure(
    'sub.config.ts',
    "import x from 'tool-kit/lib/nosuch.js';\nexport default { x };\n",
  );
  assert.equal(
    sub.hint,
    'The package "tool-kit" is installed, but has no "lib/nosuch.js" (or does not export it): check the path within the package.',
  );
  const own = await failure('own.config.ts', "import x from 'fs/nosuch';\nexport default { x };\n");
  assert.equal(
    own.hint,
    `"fs" is one of Node's own modules, which has no "fs/nosuch": check the name in Node's documentation.`,
  );
});
