// A config may export a promise of itself (made by an async call); one that
// rejects is the config's error, named as such, not a crash of docgen.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/config/load-config.js';
import { DocgenError } from '../../../src/errors.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-async-config-'));
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
