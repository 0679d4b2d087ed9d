// A config may export a promise of itself (made by an async call); one that
// rejects is the config's error, named as such, not a crash of docgen.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../src/config/load-config.js';
import { DocgenError } from '../../../src/errors.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-async-config-'));
const loadConfigModule = fileURLToPath(
  new URL('../../../src/config/load-config.ts', import.meta.url),
);
after(() => rmSync(root, { recursive: true, force: true }));

test('a default export that is a promise is awaited', async () => {
  writeFileSync(
    path.join(root, 'site.config.ts'),
    "export default Promise.resolve({ title: 'From a promise' });\n",
  );
  assert.equal((await loadConfig(root)).config.title, 'From a promise');
});

test('a default export that is a rejected promise is a config error naming the file', async () => {
  writeFileSync(
    path.join(root, 'site.config.ts'),
    "export default Promise.reject(new Error('no network for the config'));\n",
  );
  await assert.rejects(loadConfig(root), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(
      error.message,
      /^site\.config\.ts threw an error while loading: no network for the config\n +at site\.config\.ts:1:\d+/,
    );
    return true;
  });
});

test('a config whose top-level await never settles is an error naming it, not an exit 0 with nothing built', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-stalled-config-'));
  try {
    writeFileSync(
      path.join(dir, 'site.config.ts'),
      "await new Promise(() => {});\nexport default { title: 'Never' };\n",
    );
    // In a child process: the stall shows only when Node has nothing else to do.
    const code = `import { loadConfig } from ${JSON.stringify(loadConfigModule)};
loadConfig(${JSON.stringify(dir)}).then(() => console.log('loaded'), (e) => { console.log(e.message); process.exitCode = 3; });`;
    // Its own temporary folder: other tests load configs at the same time.
    const temp = path.join(dir, 'tmp');
    mkdirSync(temp);
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: temp },
    });
    assert.equal(r.status, 3, r.stdout + r.stderr);
    assert.match(r.stdout, /^This module never finished loading: /);
    assert.deepEqual(
      readdirSync(temp).filter((f) => f.startsWith('docgen-')),
      [],
      'no temporary folder of docgen is left behind',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("an error thrown in a config under a folder named with % or parentheses names the config's line", async () => {
  for (const name of ['site 100%', 'site (copy)']) {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-odd-path-')), name);
    mkdirSync(dir);
    try {
      writeFileSync(path.join(dir, 'site.config.ts'), "const x = 1;\nthrow new Error('boom');\n");
      await assert.rejects(loadConfig(dir), (error: unknown) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(
          error.message,
          /^site\.config\.ts threw an error while loading: boom\n +at site\.config\.ts:2:\d+/,
        );
        assert.equal(error.location.line, 2);
        return true;
      });
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  }
});
