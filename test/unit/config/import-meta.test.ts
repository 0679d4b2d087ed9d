// A config and the local modules it imports see their own import.meta.url, .dirname and
// .filename, not those of the temporary file the bundle is imported from: a config that
// reads a file beside itself (a VERSION file) or resolves a package with
// createRequire(import.meta.url) works as it would under Node.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadTsModule } from '../../../src/config/load-module.js';
import { DocgenError } from '../../../src/errors.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-import-meta-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('a config and a helper it imports each read a file beside themselves, from a fresh and a cached bundle', async () => {
  mkdirSync(path.join(root, 'lib'));
  writeFileSync(path.join(root, 'VERSION'), '1.2.3\n');
  writeFileSync(path.join(root, 'lib', 'notes.txt'), 'beside the helper\n');
  writeFileSync(
    path.join(root, 'lib', 'helper.ts'),
    `#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import path from 'node:path';
export const notes = readFileSync(path.join(import.meta.dirname, 'notes.txt'), 'utf8').trim();
export const helperMeta = [import.meta.url, import.meta.dirname, import.meta.filename];
`,
  );
  writeFileSync(
    path.join(root, 'site.config.ts'),
    `import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { notes, helperMeta } from './lib/helper';
const version = readFileSync(fileURLToPath(new URL('.', import.meta.url)) + 'VERSION', 'utf8').trim();
export default {
  version,
  notes,
  helperMeta,
  meta: [import.meta.url, import.meta.dirname, import.meta.filename],
  required: createRequire(import.meta.url).resolve('./lib/notes.txt'),
};
`,
  );
  const config = path.join(root, 'site.config.ts');
  const helper = path.join(root, 'lib', 'helper.ts');
  const expected = {
    version: '1.2.3',
    notes: 'beside the helper',
    helperMeta: [pathToFileURL(helper).href, path.dirname(helper), helper],
    meta: [pathToFileURL(config).href, root, config],
    required: path.join(root, 'lib', 'notes.txt'),
  };
  assert.deepEqual((await loadTsModule(config, root)).value, expected);
  // The second load takes the bundle from .docgen-cache/.
  assert.deepEqual((await loadTsModule(config, root)).value, expected);
});

test('an error thrown on a line of a module is still reported at that line', async () => {
  const file = path.join(root, 'throws.config.ts');
  writeFileSync(file, "const a = 1;\nconst b = 2;\nthrow new Error('line three ' + (a + b));\n");
  await assert.rejects(
    loadTsModule(file, root),
    /^DocgenError: throws\.config\.ts threw an error while loading: line three 3\n +at throws\.config\.ts:3:\d+/,
  );
});

test("an error thrown on a module's first line is reported at the column as written", async () => {
  const file = path.join(root, 'first.config.ts');
  writeFileSync(file, "const a = 1; throw new Error('on line one ' + a);\n");
  await assert.rejects(loadTsModule(file, root), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(error.where, 'first.config.ts:1:20');
    assert.match(error.message, /\n {4}at first\.config\.ts:1:20$/);
    return true;
  });
});
