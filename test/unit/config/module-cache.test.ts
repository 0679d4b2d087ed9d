// site.config.ts and the files it imports are bundled by esbuild once; the bundle
// is kept in .docgen-cache/modules/ and used while none of those files changed.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/config/load-config.js';
import { checkedPayload, entryHeader, entryNameOf } from '../../../src/cache/disk-cache.js';

const roots: string[] = [];
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-module-cache-'));
  roots.push(root);
  writeFileSync(path.join(root, 'title.ts'), "export const title = 'First title';\n");
  writeFileSync(
    path.join(root, 'site.config.ts'),
    "import { defineConfig } from 'docgen/config';\nimport { title } from './title';\nexport default defineConfig({ title, openapi: false });\n",
  );
  return root;
}

/**
 * The one cached bundle, with its code edited and its checksum made again (an
 * entry changed behind the cache's back is dropped): what a load shows of it says
 * whether the cache was used.
 */
function markCachedBundle(root: string, from: string, to: string): void {
  const dir = path.join(root, '.docgen-cache/modules');
  const [entry] = readdirSync(dir).filter((f) => f.endsWith('.entry'));
  assert.ok(entry, 'the bundle is cached');
  const file = path.join(dir, entry);
  const text = (checkedPayload(readFileSync(file), entryNameOf(file)) as Buffer).toString('utf8');
  assert.ok(text.includes(from));
  const payload = Buffer.from(text.replace(from, to));
  writeFileSync(file, Buffer.concat([entryHeader([payload], entryNameOf(file)), payload]));
}

test('an unchanged config is loaded from the cached bundle', async () => {
  const root = project();
  assert.equal((await loadConfig(root)).config.title, 'First title');
  markCachedBundle(root, 'First title', 'Cached title');
  const again = await loadConfig(root);
  assert.equal(again.config.title, 'Cached title');
  assert.deepEqual(
    again.inputs.map((f) => path.basename(f)).sort(),
    ['site.config.ts', 'title.ts'],
    'the files a watcher watches come with it',
  );
});

test('an edit to a file the config imports bundles it afresh', async () => {
  const root = project();
  await loadConfig(root);
  markCachedBundle(root, 'First title', 'Cached title');
  writeFileSync(path.join(root, 'title.ts'), "export const title = 'Second title';\n");
  assert.equal((await loadConfig(root)).config.title, 'Second title');
  // And a tsconfig.json that appears (esbuild reads it) does too.
  markCachedBundle(root, 'Second title', 'Cached title');
  writeFileSync(path.join(root, 'tsconfig.json'), '{}\n');
  assert.equal((await loadConfig(root)).config.title, 'Second title');
});
