// The client bundle is kept in .docgen-cache/client/ between builds and reused only
// while every input esbuild read is unchanged. A tiny stand-in for docgen's client
// keeps the test away from the real sources.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleClient, clientCacheKey } from '../../src/client-build/bundle-client.js';
import { readCachedClient } from '../../src/client-build/client-cache.js';

const tool = mkdtempSync(path.join(tmpdir(), 'docgen-tool-'));
const cacheDir = path.join(tool, '.docgen-cache');
after(() => rmSync(tool, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(tool, file)), { recursive: true });
  writeFileSync(path.join(tool, file), text);
};
write('client/entry.tsx', "import { greet } from './greet.js';\nconsole.log(greet('docs'));\n");
write('client/greet.ts', "export const greet = (name: string) => `hello ${name}`;\n");
write('client/styles/index.css', 'body { color: #123456; }\n');

const key = clientCacheKey('/', true);

test('a fresh bundle is stored, and read back the same while its inputs are unchanged', async () => {
  const built = await bundleClient(tool, '/', { force: true, cacheDir });
  const cached = await readCachedClient(cacheDir, tool, key);
  assert.ok(cached, 'the bundle was cached');
  assert.deepEqual([...cached.files.keys()].sort(), [...built.files.keys()].sort());
  for (const [file, content] of built.files) assert.deepEqual(cached.files.get(file), content, file);
  assert.equal(cached.js, built.js);
  assert.deepEqual(cached.css, built.css);
  assert.equal(await readCachedClient(cacheDir, tool, clientCacheKey('/docs/', true)), undefined, 'another base URL is another bundle');
});

test('changing any input, even one only imported, makes the cache stale', async () => {
  await bundleClient(tool, '/', { force: true, cacheDir });
  assert.ok(await readCachedClient(cacheDir, tool, key));
  write('client/greet.ts', "export const greet = (name: string) => `welcome to the ${name}`;\n");
  assert.equal(await readCachedClient(cacheDir, tool, key), undefined);
  const rebuilt = await bundleClient(tool, '/', { cacheDir, force: true });
  const js = new TextDecoder().decode(rebuilt.files.get(rebuilt.js.slice(1)));
  assert.match(js, /welcome to the/);
  assert.ok(await readCachedClient(cacheDir, tool, key), 'the new bundle is cached in turn');
});
