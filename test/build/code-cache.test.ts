// docgen's own build (scripts/build-cli.mjs, which `npm test` runs first) trains
// V8's code caches of its bundles on a small site: the CLI, the build's worker
// thread and the vendored packages each get one, which a plain `node` (the flags
// the CLI runs with) accepts; a build says so with --verbose.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeSmallSite } from '../fixtures/small-site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'bin/docgen.js');
const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

test('every bundle docgen runs has a code cache that plain node accepts', () => {
  const vendored = readdirSync(path.join(root, 'dist/vendor')).filter((f) => f.endsWith('.cjs'));
  const bundles = [
    'dist/cli.cjs',
    'dist/build-worker.cjs',
    ...vendored.map((f) => `dist/vendor/${f}`),
  ].map((f) => path.join(root, f));
  assert.ok(
    vendored.some((f) => f.startsWith('highlight.js-')) &&
      vendored.some((f) => f.startsWith('sanitize-html-')),
    vendored.join(', '),
  );
  // A process of its own, as the CLI runs: the test runner's flags could differ from the CLI's.
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { probeCodeCache } = await import(${JSON.stringify(pathToFileURL(path.join(root, 'dist/launch.js')).href)}); console.log(JSON.stringify(${JSON.stringify(bundles)}.map((b) => probeCodeCache(b))));`,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(probe.status, 0, probe.stderr);
  assert.deepEqual(
    JSON.parse(probe.stdout),
    bundles.map(() => 'used'),
    bundles.map((b) => path.relative(root, b)).join(', '),
  );
});

test('a build with --verbose says its code came from the cache', () => {
  const site = makeSmallSite({});
  made.push(site);
  const r = spawnSync(process.execPath, [cli, 'build', '--verbose'], {
    cwd: site,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /code compiled from V8's code cache/);
});
