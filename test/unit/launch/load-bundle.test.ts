// The launcher (src/launch/load-bundle.ts) runs docgen's CommonJS bundles as
// scripts with V8's code cache: a training run writes each cache when its thread
// ends, a later run uses it, and a cache that does not match its source is
// rejected by V8 and the script compiled as usual.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { codeCacheFile, loadBundle, probeCodeCache } from '../../../src/launch/load-bundle.js';

const launcher = pathToFileURL(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/launch/load-bundle.ts'),
).href;
const dir = mkdtempSync(path.join(tmpdir(), 'docgen-launch-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle as esbuild writes them: CommonJS, importing through the host, loading a vendored file through it. */
function writeBundle(name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return file;
}

test('a bundle runs with CommonJS arguments and a host whose import() and load() work', async () => {
  const vendored = writeBundle('vendored.cjs', 'module.exports = { twice: (n) => n * 2 };');
  const bundle = writeBundle(
    'bundle.cjs',
    `const { twice } = __docgen_host.load(${JSON.stringify(vendored)});
     exports.answer = twice(21);
     exports.file = __filename;
     exports.codeCache = __docgen_host.codeCache;
     exports.sep = () => __docgen_host.import('node:path').then((m) => m.sep);`,
  );
  const loaded = loadBundle(bundle) as {
    answer: number;
    file: string;
    codeCache: string;
    sep: () => Promise<string>;
  };
  assert.equal(loaded.answer, 42);
  assert.equal(loaded.file, bundle);
  assert.equal(loaded.codeCache, 'none', 'no cache was made for it');
  assert.equal(await loaded.sep(), path.sep);
  assert.equal(loadBundle(bundle), loaded, 'a second load returns the same exports');
});

test('a training run writes the cache when the thread ends; the next run uses it; an edited bundle rejects it', () => {
  const bundle = writeBundle(
    'trained.cjs',
    'function work(n) { let s = 0; for (let i = 0; i < n; i++) s += i % 7; return s; }\nexports.result = work(1000);',
  );
  const run = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { loadBundle } = await import(${JSON.stringify(launcher)}); console.log(loadBundle(${JSON.stringify(bundle)}).result);`,
      ],
      { encoding: 'utf8', env: { ...process.env, ...env } },
    );
  assert.equal(probeCodeCache(bundle), 'none');
  const trained = run({ DOCGEN_CODE_CACHE: 'write' });
  assert.equal(trained.status, 0, trained.stderr);
  assert.equal(
    trained.stdout.trim(),
    String([...Array(1000).keys()].reduce((s, i) => s + (i % 7), 0)),
  );
  assert.ok(existsSync(codeCacheFile(bundle)), 'the cache is written beside the bundle');
  assert.equal(probeCodeCache(bundle), 'used');
  assert.equal(run({}).stdout, trained.stdout, 'the cached code gives the same result');
  // The bundle made again (another docgen), the old cache is refused and the code compiled afresh.
  writeFileSync(bundle, readFileSync(bundle, 'utf8').replace('i % 7', 'i % 5'));
  assert.equal(probeCodeCache(bundle), 'rejected');
  assert.equal(
    run({}).stdout.trim(),
    String([...Array(1000).keys()].reduce((s, i) => s + (i % 5), 0)),
  );
});
