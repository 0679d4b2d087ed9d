// `docgen search` on a built site: ranked text, JSON, the limit, and a folder with no index.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig, smallSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

const site = makeSmallSite({
  'content/sidebars.ts': "export default { docs: ['index', 'guide', 'webhooks'] };\n",
  'content/webhooks.md':
    '---\ntitle: Webhooks\n---\nWebhooks push events to you.\n\n## Retries\nA failed delivery is retried twice with the same tx_hash.\n',
});
const out = path.join(site, 'build');
const empty = mkdtempSync(path.join(tmpdir(), 'docgen-empty-'));
const pets = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.pets.test/v2' }, { url: 'https://eu.pets.test/v2' }],
  paths: {
    '/pets/{petId}': {
      get: { summary: 'Find a pet', responses: { 200: { description: 'The pet.' } } },
    },
    '/pets/mine': { get: { summary: 'My pets', responses: { 200: { description: 'Yours.' } } } },
  },
};
// A guide that quotes the URL, as pages with cURL samples do.
const quoted = 'curl https://api.pets.test/v2/pets/42\n'.repeat(5);
const apiSite = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('pets', 'pets.json'),
  'pets.json': JSON.stringify(pets),
  'content/guide.md': `---\ntitle: Guide\n---\nCall the API v2 pets.\n\n\`\`\`bash\n${quoted}\`\`\`\n`,
});
after(() => {
  rmSync(apiSite, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

test('the build writes one index file per tag', async () => {
  await build({ root: site, outDir: out });
  const docs = JSON.parse(
    readFileSync(path.join(out, 'search-index-docs-default-current.json'), 'utf8'),
  );
  assert.ok(
    docs.documents.some((d: { sectionRoute: string }) => d.sectionRoute === '/webhooks#retries'),
  );
  assert.ok(Array.isArray(docs.index) && docs.index.length === 9, 'wink-bm25-text-search export');
  assert.deepEqual(
    JSON.parse(readFileSync(path.join(out, 'search-index-default.json'), 'utf8')).documents,
    [],
  );
});

test('prints pages ranked, each with its matching sections under it, as the search overlay groups them', () => {
  const r = run('search', 'webhook', 'retries', '--dir', out);
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.match(lines[0]!, /#\s+score\s+page › section\s+route/);
  assert.match(lines[1]!, /^\s*1\s+\d+\.\d\d\s+Webhooks\s+\/webhooks$/);
  assert.match(lines[2]!, /^\s+\d+\.\d\d\s+› Retries\s+\/webhooks#retries$/);
  // One line per page: the page is not listed again for its second match.
  assert.equal(lines.filter((l) => /\s\/webhooks$/.test(l)).length, 1);
});

test('--json lists pages with their sections; --limit counts pages', () => {
  const all = JSON.parse(run('search', 'tx_hash', 'webhooks', '--dir', out, '--json').stdout);
  assert.ok(all.length >= 1);
  const r = run('search', 'tx_hash', '--dir', out, '--json', '--limit', '1');
  assert.equal(r.status, 0, r.stderr);
  const results = JSON.parse(r.stdout);
  assert.equal(results.length, 1);
  assert.deepEqual(Object.keys(results[0]).sort(), [
    'categories',
    'pageTitle',
    'rank',
    'route',
    'score',
    'sections',
    'terms',
    'type',
  ]);
  assert.equal(results[0].route, '/webhooks');
  assert.deepEqual(
    results[0].sections.map((s: { route: string }) => s.route),
    ['/webhooks#retries'],
  );
  assert.ok(results[0].score > 0);
});

test("without --limit it lists the site's search.maxSearchResults pages, and routes carry the base path, as the browser's links do", async () => {
  const based = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      "url: 'https://example.org',",
      "url: 'https://example.org', baseUrl: '/docs/', search: { maxSearchResults: 2 },",
    ),
    'content/sidebars.ts': "export default { docs: ['index', 'guide', 'a', 'b', 'c'] };\n",
    ...Object.fromEntries(
      ['a', 'b', 'c'].map((n) => [
        `content/${n}.md`,
        `---\ntitle: Feed ${n}\n---\nFeeding notes.\n\n## Feeding times\nFeed twice.\n`,
      ]),
    ),
  });
  const basedOut = path.join(based, 'build');
  try {
    await build({ root: based, outDir: basedOut });
    const listed = JSON.parse(run('search', 'feed', '--dir', basedOut, '--json').stdout);
    assert.equal(listed.length, 2, 'as many pages as the overlay lists');
    for (const page of listed) {
      assert.match(page.route, /^\/docs\/[abc]$/);
      for (const section of page.sections)
        assert.match(section.route, /^\/docs\/[abc]#feeding-times$/);
    }
    assert.equal(
      JSON.parse(run('search', 'feed', '--dir', basedOut, '--json', '--limit', '3').stdout).length,
      3,
      '--limit still wins',
    );
    const text = run('search', 'feed', '--dir', basedOut).stdout;
    assert.match(text, /\s\/docs\/[abc]\n/);
    assert.match(text, /\s\/docs\/[abc]#feeding-times/);
  } finally {
    rmSync(based, { recursive: true, force: true });
  }
});

test('no match says so and exits 0 (an answer, unlike an index it cannot read); a folder without an index exits 1 with a hint', () => {
  const none = run('search', 'zzzzqqq', '--dir', out);
  assert.equal(none.status, 0);
  assert.equal(run('search', 'zzzzqqq', '--dir', out, '--json').stdout.trim(), '[]');
  assert.match(none.stdout, /No results found/);
  const r = run('search', 'webhook', '--dir', empty);
  assert.equal(r.status, 1);
  assert.match(`${r.stdout}${r.stderr}`, /holds no search index[\s\S]*docgen build/);
});

test('a corrupt index file exits 1 naming it and saying to build again, instead of answering without it', () => {
  const broken = path.join(empty, 'broken');
  cpSync(out, broken, { recursive: true });
  writeFileSync(path.join(broken, 'search-index-default.json'), '{"documents": [');
  const r = run('search', 'webhook', '--dir', broken);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /search-index-default\.json is not a search index[\s\S]*docgen build/);
  assert.doesNotMatch(r.stdout, /Webhooks/, 'no partial answer');
});

test("a request's URL lists first the operation a router would send it to, the servers' base path left out", async () => {
  const apiOut = path.join(apiSite, 'build');
  await build({ root: apiSite, outDir: apiOut });
  const first = (query: string) =>
    JSON.parse(run('search', query, '--dir', apiOut, '--json').stdout)[0]?.pageTitle;
  assert.equal(first('https://api.pets.test/v2/pets/42'), 'Find a pet');
  assert.equal(first('eu.pets.test/v2/pets/mine?limit=5'), 'My pets');
  assert.equal(first('/pets/{petId}'), 'Find a pet');
});
