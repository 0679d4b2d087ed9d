// A checkout whose .docgen-cache/ cannot be written (read-only, or a file in
// its place) still builds, says so in one line, and leaves nothing behind in
// the project. Root ignores permission bits, so the cache is made unwritable by
// putting a file where its folder would go: writing an entry then fails the way
// a read-only folder does.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const site = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('items', 'openapi.json'),
  'openapi.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Items API', version: '1' },
    paths: {
      '/items': {
        get: {
          summary: 'List items',
          tags: ['Items'],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  }),
  'content/code.md': '---\ntitle: Code\n---\n```js\nconst x = 1;\n```\n',
});
after(() => rmSync(site, { recursive: true, force: true }));

test('a build whose cache cannot be written succeeds with one note and leaves no files behind', () => {
  rmSync(path.join(site, '.docgen-cache'), { recursive: true, force: true });
  writeFileSync(path.join(site, '.docgen-cache'), 'not a folder\n');
  const before = new Set(readdirSync(site));
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr + result.stdout);
  const notes = result.stdout.split('\n').filter((l) => l.includes('cannot be written'));
  assert.equal(notes.length, 1, result.stdout);
  assert.match(
    notes[0]!,
    /^note: \.docgen-cache\/ cannot be written \(\w+\); building without a cache$/,
  );
  assert.ok(
    existsSync(path.join(site, 'build', 'api', 'list-items.html')) ||
      existsSync(path.join(site, 'build', 'api', 'list-items', 'index.html')),
  );
  assert.ok(statSync(path.join(site, '.docgen-cache')).isFile());
  const added = readdirSync(site).filter((name) => !before.has(name));
  assert.deepEqual(added, ['build']);
});
