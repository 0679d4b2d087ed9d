// The client bundle is made once when docgen is built (dist/client/, read by every
// site build while its inputs are unchanged), and otherwise kept in
// .docgen-cache/client/ between builds and reused only while every input esbuild
// read is unchanged. A tiny stand-in for docgen's client keeps the test away from
// the real sources.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import {
  bundleClient,
  clientBundle,
  clientCacheKey,
  loadClientBundle,
  prebuildClient,
} from '../../src/client-build/bundle-client.js';
import { readCachedClient } from '../../src/client-build/client-cache.js';
import { readPrebuiltClient } from '../../src/client-build/prebuilt-client.js';

const tool = mkdtempSync(path.join(tmpdir(), 'docgen-tool-'));
const cacheDir = path.join(tool, '.docgen-cache');
after(() => rmSync(tool, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(tool, file)), { recursive: true });
  writeFileSync(path.join(tool, file), text);
};
// A checkout: its sources are there (an installed docgen has no src/, see the last test).
write('src/cli/index.ts', '// the CLI\n');
write(
  'client/entry.tsx',
  "import { greet } from './greet.js';\nconsole.log(greet('docs'));\nvoid import('./later.js');\n",
);
write('client/greet.ts', 'export const greet = (name: string) => `hello ${name}`;\n');
write('client/later.ts', "import { greet } from './greet.js';\nconsole.log(greet('later'));\n");
write('client/styles/index.css', 'body { color: #123456; }\n');

const key = clientCacheKey;
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

test('one bundle serves every base URL: chunks import each other by relative paths, pages link from the root', async () => {
  const atRoot = await bundleClient(tool, { force: true });
  assert.match(atRoot.js, /^\/assets\/app-\w+\.js$/);
  const entry = text(atRoot.files.get(atRoot.js.slice(1)));
  assert.match(
    entry,
    /import\("\.\/chunk-\w+\.js"\)|from"\.\/chunk-\w+\.js"/,
    'chunks are imported relative to the entry',
  );
  assert.doesNotMatch(entry, /["']\/assets\//, 'no absolute asset path is built in');
});

test('a fresh bundle is stored, and read back the same while its inputs are unchanged', async () => {
  const built = await clientBundle(tool, { force: true, cacheDir });
  const cached = await readCachedClient(cacheDir, tool, key);
  assert.ok(cached, 'the bundle was cached');
  assert.deepEqual([...cached.files.keys()].sort(), [...built.files.keys()].sort());
  for (const [file, content] of built.files)
    assert.deepEqual(cached.files.get(file), content, file);
  assert.equal(cached.js, built.js);
  assert.deepEqual(cached.css, built.css);
});

test('changing any input, even one only imported, makes the cache stale', async () => {
  await bundleClient(tool, { force: true, cacheDir });
  assert.ok(await readCachedClient(cacheDir, tool, key));
  write('client/greet.ts', 'export const greet = (name: string) => `welcome to the ${name}`;\n');
  assert.equal(await readCachedClient(cacheDir, tool, key), undefined);
  const rebuilt = await bundleClient(tool, { cacheDir, force: true });
  assert.match([...rebuilt.files.values()].map(text).join('\n'), /welcome to the/);
  assert.ok(await readCachedClient(cacheDir, tool, key), 'the new bundle is cached in turn');
});

test('the bundle prebuilt with docgen is what esbuild makes, and is used only while its inputs are unchanged', async () => {
  await prebuildClient(tool);
  const fresh = await clientBundle(tool, { force: true });
  const prebuilt = await readPrebuiltClient(tool, esbuildVersion);
  assert.ok(prebuilt, 'dist/client/ holds a current bundle');
  assert.deepEqual(prebuilt.files, fresh.files, 'the same bytes as a bundle made at build time');
  assert.deepEqual({ ...prebuilt, files: undefined }, { ...fresh, files: undefined });
  assert.equal(
    await readPrebuiltClient(tool, '0.0.0-other'),
    undefined,
    'another esbuild bundles afresh',
  );
  // An installed docgen (no src/) cannot bundle again: its prebuilt bundle is used as it is.
  renameSync(path.join(tool, 'src'), path.join(tool, 'src-away'));
  try {
    assert.deepEqual((await readPrebuiltClient(tool, '0.0.0-other'))?.files, fresh.files);
  } finally {
    renameSync(path.join(tool, 'src-away'), path.join(tool, 'src'));
  }

  // Touched but unchanged (a copied or checked-out tree): the bytes decide.
  utimesSync(path.join(tool, 'client/greet.ts'), new Date(), new Date(Date.now() + 5000));
  assert.ok(
    await readPrebuiltClient(tool, esbuildVersion),
    'same bytes, other mtime: still current',
  );

  // An edit that keeps the size, to a file only loaded lazily.
  write('client/later.ts', "import { greet } from './greet.js';\nconsole.log(greet('LATER'));\n");
  assert.equal(
    await readPrebuiltClient(tool, esbuildVersion),
    undefined,
    'an edited input makes it stale',
  );
  // What a site build in a new process does.
  const bundle = await loadClientBundle(tool, { cacheDir });
  assert.match(
    [...bundle.files.values()].map(text).join('\n'),
    /LATER/,
    'a site build bundles the edited client',
  );
});
