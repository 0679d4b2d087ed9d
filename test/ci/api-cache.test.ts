// The API stage's result is kept in .docgen-cache/api/ by docgen:
// a build whose spec, API settings and docgen are unchanged reads its operation
// pages from there (and says the same warnings), and any change renders afresh.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEntry, writeEntry } from '../fixtures/cache-entry.js';
import { fileURLToPath } from 'node:url';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');

const op = (summary: string) => ({
  get: { summary, tags: ['Items'], responses: { '200': { description: 'OK' } } },
});
const spec = (paths: Record<string, unknown>) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Cached API', version: '1' },
    servers: [{ url: 'https://api.example.test' }],
    paths,
  });
// Two operations with one summary: the slug clash warning comes from the documents, so a cache hit must say it too.
const site = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('items', 'openapi.json'),
  'openapi.json': spec({ '/items': op('List items'), '/things': op('List items') }),
});
after(() => rmSync(site, { recursive: true, force: true }));

const build = () => {
  const r = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r;
};
const cached = () =>
  readdirSync(path.join(site, '.docgen-cache/api'))
    .filter((f) => f.endsWith('.entry'))
    .map((f) => `api/${f}`);
const page = (slug: string) =>
  readFileSync(path.join(site, 'build/api', slug, 'index.html'), 'utf8');

test('the second build reads the operation pages from the cache and says the same warnings', () => {
  const first = build();
  assert.match(first.stderr, /Two operations share the slug "list-items"/);
  const [file] = cached();
  assert.ok(file, 'the API reference is cached');
  const original = page('list-items');

  // Mark the cached page: if the next build shows the mark, it came from the cache.
  const cacheFile = path.join(site, '.docgen-cache', file);
  const value = JSON.parse(readEntry(cacheFile)) as {
    docs: { route: string; apiPage: { title: string } }[];
  };
  value.docs.find((d) => d.route === '/api/list-items')!.apiPage.title += ' from-cache';
  writeEntry(cacheFile, JSON.stringify(value));
  // The rendered pages are kept too, keyed by the same inputs: without them the page is rendered from the reference.
  rmSync(path.join(site, '.docgen-cache/pages'), { recursive: true, force: true });

  const second = build();
  assert.match(second.stderr, /Two operations share the slug "list-items"/);
  assert.match(page('list-items'), /List items from-cache/);
  assert.equal(page('list-items').replaceAll(' from-cache', ''), original);
});

test('a changed spec renders its pages afresh and replaces the cached reference', () => {
  const before = cached();
  writeFileSync(
    path.join(site, 'openapi.json'),
    spec({ '/items': op('List items'), '/things': op('List things') }),
  );
  const r = build();
  assert.doesNotMatch(r.stderr, /share the slug/);
  assert.doesNotMatch(page('list-items'), /from-cache/);
  assert.match(page('list-things'), /List things/);
  const after = cached();
  assert.equal(after.length, 1, 'the reference of the old spec is removed');
  assert.notDeepEqual(after, before);
});

test('an unreadable cached reference is rendered afresh', () => {
  const [file] = cached();
  writeFileSync(path.join(site, '.docgen-cache', file!), '{ not json');
  build();
  assert.match(page('list-things'), /List things/);
  assert.ok(JSON.parse(readEntry(path.join(site, '.docgen-cache', file!))).docs.length > 0);
});

test('a build run from the sources (as in-process tests do) caches the API reference too', async () => {
  const { build: buildInProcess } = await import('../../src/build.js');
  const other = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('items', 'openapi.json'),
    'openapi.json': spec({ '/items': op('List items') }),
  });
  try {
    await buildInProcess({ root: other, write: false });
    assert.equal(
      readdirSync(path.join(other, '.docgen-cache/api')).filter((f) => f.endsWith('.entry')).length,
      1,
    );
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
