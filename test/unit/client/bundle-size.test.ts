// The JavaScript budget of a first visit: at most 85 KB gzip in all (React included), at
// most 16.6 KB of it our own code. Search loads in its own chunk. The own-code figure grew
// with what must be there at once: 15 KB until the search box that takes keys while search
// loads and the mobile panel's focus handling; +0.3 KB for the samples' server matching
// (server-match.ts); +0.5 KB for the search box that says the search could not be loaded
// and tries again, and the check that leaves only code and tables that scroll in the tab order;
// +0.06 KB for the site's own labels (site.config.ts `labels`), read from the island props
// (the server-only labels left labels.ts for it); +0.1 KB for reloading the page when a chunk fails because a deploy removed it (stale-build.ts);
// +0.1 KB for saying why instead (offline, the server, a new deploy) with Try again or Reload,
// in the search box and the Try it panel: a reload on the reader's behalf lost what they typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleClient, entryBudgetBytes } from '../../../src/client-build/bundle-client.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test('first-visit JavaScript stays within 85 KB gzip, own code within 16.6 KB', async () => {
  const assets = await bundleClient(root, { force: true });
  const firstVisit = [assets.js, ...assets.preload].map((url) => assets.files.get(url.slice(1))!);
  const total = firstVisit.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0);
  // Our code alone: the same entry with React left out.
  const own = await build({
    absWorkingDir: root,
    entryPoints: ['client/entry.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    minify: true,
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'scheduler'],
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
  });
  // The entry and the chunks it imports statically (the search chunk is dynamic: not part of a first visit).
  const outputs = own.metafile.outputs;
  const entryOut = Object.keys(outputs).find(
    (out) => outputs[out]!.entryPoint === 'client/entry.tsx',
  )!;
  const ownFiles = [
    entryOut,
    ...outputs[entryOut]!.imports.filter((i) => i.kind === 'import-statement' && !i.external).map(
      (i) => i.path,
    ),
  ];
  const ownBytes = ownFiles.map(
    (out) => own.outputFiles.find((f) => f.path === path.join(root, out))!.contents,
  );
  const ownRaw = ownBytes.reduce((sum, bytes) => sum + bytes.length, 0);
  const ownGzip = ownBytes.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0);
  const raw = firstVisit.reduce((sum, bytes) => sum + bytes.length, 0);
  console.log(
    `first visit: ${(raw / 1024).toFixed(1)} KB raw, ${(total / 1024).toFixed(1)} KB gzip; own code ${(ownRaw / 1024).toFixed(1)} KB raw, ${(ownGzip / 1024).toFixed(1)} KB gzip`,
  );
  assert.ok(total <= entryBudgetBytes, `first visit loads ${total} B gzip`);
  assert.ok(ownGzip <= 16.6 * 1024, `own code is ${ownGzip} B gzip`);
  assert.deepEqual(assets.warnings, []);
});
