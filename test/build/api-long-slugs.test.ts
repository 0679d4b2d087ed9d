// Slugs of any length build: a 300-character summary, document title or tag gets
// a slug cut at a word, and the redirect from the old site's slug (lodash's
// kebab-case, uncut) is made only where that slug could have been a page, a name
// a file system takes.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const long = Array.from({ length: 30 }, (_, i) => `Word${i}List`).join(' ');
const summary = `Get ${long} ${long}`.slice(0, 300);
const title = `The ${long} ${long}`.slice(0, 300);
const tag = `Tag ${long} ${long}`.slice(0, 300);
const site = makeSmallSite({
  // The same document twice: whole (its introduction is titled by info.title), and
  // filtered to one tag (its tag's description gets a group page named by the tag).
  'site.config.ts': smallApiSiteConfig('items', 'openapi.json').replace(
    "source: { file: 'openapi.json' } }",
    `source: { file: 'openapi.json' } }, { id: 'tagged', source: { file: 'openapi.json' }, filter: { tags: [${JSON.stringify(tag)}] } }`,
  ),
  'openapi.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title, version: '1' },
    tags: [{ name: tag, description: 'A tag with a long name.' }],
    paths: {
      '/items': { get: { summary, tags: ['Items'], responses: { '200': { description: 'OK' } } } },
      '/tagged': {
        get: { summary: 'Tagged', tags: [tag], responses: { '200': { description: 'OK' } } },
      },
      // An old slug that differs from the new one and fits: its redirect is still made.
      '/utxos': {
        get: {
          summary: 'Address UTXOs',
          tags: ['Items'],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  }),
});
after(() => rmSync(site, { recursive: true, force: true }));

test('a 300-character operation summary, document title and tag build with exit 0, their pages at cut slugs', () => {
  assert.deepEqual([summary.length, title.length, tag.length], [300, 300, 300]);
  const run = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  const api = readdirSync(path.join(site, 'build/api'));
  const page = api.find((name) => name.startsWith('get-word0list'));
  assert.ok(page && page.length <= 80, `a slug of at most 80 characters: ${api.join(', ')}`);
  assert.ok(existsSync(path.join(site, 'build/api', page, 'index.html')));
  for (const start of ['the-word0list', 'tag-word0list']) {
    const named = api.find((name) => name.startsWith(start));
    assert.ok(named && named.length <= 80, `${start}…: ${api.join(', ')}`);
  }
  assert.ok(
    api.every((name) => Buffer.byteLength(name) <= 255),
    'no name past what file systems take',
  );
  // The old site's uncut slug (over 255 bytes) was never a page: no redirect; a short one keeps its redirect.
  assert.ok(existsSync(path.join(site, 'build/api/address-utx-os/index.html')));
});
