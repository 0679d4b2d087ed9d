// A source without an introduction (filtered from a bigger document) still shows its
// tags' descriptions: on the page of its sidebar group, which the group's label in
// the sidebar links to. Redoc's `#section/…` links in them land on the introduction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiReference, type ApiReference } from '../../../src/openapi/index.js';
import type { ApiSourceConfig } from '../../../src/openapi/source-config.js';
import type { SidebarCategory, SidebarItem } from '../../../src/types.js';
import { articleHtml, htmlIds } from '../../fixtures/crafted-api.js';

const ok = { '200': { description: 'OK' } };
const main = {
  openapi: '3.0.3',
  info: {
    title: 'Main API',
    version: '2',
    description: 'The main API.\n\n## Errors\n\nErrors have one shape.',
  },
  paths: { '/users': { get: { tags: ['Users'], summary: 'List users', responses: ok } } },
};
const beta = {
  openapi: '3.0.3',
  info: { title: 'Everything API', version: '1' },
  tags: [
    { name: 'Users', description: 'Not part of the beta.' },
    {
      name: 'Lab » Beta',
      description: 'Experimental: may change. See [the errors](#section/Errors).',
    },
    { name: 'Quiet' },
  ],
  paths: {
    '/beta/a': { get: { tags: ['Lab » Beta'], summary: 'Beta one', responses: ok } },
    '/beta/b': { post: { tags: ['Lab » Beta'], summary: 'Beta two', responses: ok } },
    '/quiet': { get: { tags: ['Quiet'], summary: 'Quiet one', responses: ok } },
  },
};

async function reference(sources: Omit<ApiSourceConfig, 'source'>[]): Promise<ApiReference> {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-groups-'));
  writeFileSync(path.join(dir, 'main.json'), JSON.stringify(main));
  writeFileSync(path.join(dir, 'beta.json'), JSON.stringify(beta));
  return loadApiReference({
    sources: sources.map((s) => ({
      ...s,
      source: { file: s.id === 'main' ? 'main.json' : 'beta.json' },
    })),
    routeBase: '/api',
    root: dir,
    cacheDir: mkdtempSync(path.join(tmpdir(), 'docgen-groups-cache-')),
    buildId: 'test',
  });
}

function categories(items: SidebarItem[]): SidebarCategory[] {
  return items.flatMap((i) => (i.type === 'category' ? [i, ...categories(i.items)] : []));
}

test("a filtered source's group gets a page with its tag's description and operations, linked from the sidebar group", async () => {
  const ref = await reference([
    { id: 'main' },
    { id: 'beta', filter: { tags: ['Lab » Beta'] }, group: 'Beta features' },
  ]);
  const page = ref.docs.find((d) => d.route === '/api/beta-features');
  assert.ok(page, `a group page: ${ref.docs.map((d) => d.route).join(', ')}`);
  assert.equal(page.title, 'Beta features');
  // Its meta description is the text a reader sees of the description, not its HTML's.
  assert.equal(page.description, 'Experimental: may change. See the errors.');
  const html = articleHtml(page);
  assert.match(html, /<h1[^>]*>Beta features<\/h1>/);
  assert.match(html, /Experimental: may change\./);
  assert.match(
    html,
    /<a href="\/api\/beta-one">Beta one<\/a>[\s\S]*<a href="\/api\/beta-two">Beta two<\/a>/,
  );
  assert.doesNotMatch(
    html,
    /Not part of the beta|Version|id="servers"/,
    "only its own tags; the bigger document's version and servers are not its own",
  );
  // Redoc's #section/Errors lands on the Errors heading of the introduction that has one.
  assert.match(html, /<a href="\/api\/main-api#errors">the errors<\/a>/);
  assert.ok(ref.docs.find((d) => d.route === '/api/main-api')!.anchors.includes('errors'));
  // It declares the anchors it renders, and lists its operations as links to check.
  assert.deepEqual(new Set(htmlIds(html)), new Set(page.anchors));
  assert.deepEqual(
    page.links.map((l) => l.href),
    ['/api/beta-one', '/api/beta-two'],
  );
  assert.match(
    page.markdown!,
    /^# Beta features\n[\s\S]*Experimental: may change\. See \[the errors\]\(\/api\/main-api#errors\)\.\n\n- `GET` \[Beta one\]\(\/api\/beta-one\)\n- `POST` \[Beta two\]\(\/api\/beta-two\)\n/,
  );
  const group = categories(ref.sidebar).find((c) => c.label === 'Beta features');
  assert.ok(group);
  assert.equal(group.href, '/api/beta-features', "the group's label links to its page");
  assert.equal(group.docId, page.id);
  assert.deepEqual(
    group.items.map((i) => (i.type === 'link' ? i.href : i.label)),
    ['/api/beta-one', '/api/beta-two'],
  );
});

test('without a group the page is named for the tag, and a source with an introduction or without described tags gets none', async () => {
  const ref = await reference([{ id: 'main' }, { id: 'beta', filter: { tags: ['Lab » Beta'] } }]);
  const page = ref.docs.find((d) => d.route === '/api/beta');
  assert.ok(page, ref.docs.map((d) => d.route).join(', '));
  assert.equal(
    categories(ref.sidebar).find((c) => c.label === 'Beta')?.href,
    '/api/beta',
    'Lab » Beta nests as Beta under Lab',
  );
  assert.equal(categories(ref.sidebar).find((c) => c.label === 'Lab')?.href, undefined);
  const quiet = await reference([{ id: 'main' }, { id: 'beta', filter: { tags: ['Quiet'] } }]);
  assert.deepEqual(
    quiet.docs.filter((d) => d.apiPage?.kind === 'intro').map((d) => d.route),
    ['/api/main-api'],
    'a tag without a description makes no page',
  );
  const unfiltered = await reference([{ id: 'beta' }]);
  assert.deepEqual(
    unfiltered.docs.filter((d) => d.apiPage?.kind === 'intro').map((d) => d.route),
    ['/api/everything-api'],
    'an introduction already presents the tags',
  );
});

test('a group page of one tag shows the tag as its heading; of several, under "Operations by group"', async () => {
  const one = (
    await reference([
      { id: 'main' },
      { id: 'beta', filter: { tags: ['Lab » Beta'] }, group: 'Beta features' },
    ])
  ).docs.find((d) => d.route === '/api/beta-features')!;
  const html = articleHtml(one);
  assert.doesNotMatch(html, /Operations by group/);
  assert.match(html, /<h2 id="group-lab-beta">.*Lab » Beta<a class="hash-link"[^>]*><\/a><\/h2>/);
  assert.doesNotMatch(html, /<h3/, 'no h3 without an h2 above it');
  assert.deepEqual(
    one.toc.map((h) => [h.depth, h.text]),
    [[2, 'Lab » Beta']],
  );
  assert.match(one.markdown!, /\n## Lab » Beta\n/);
  assert.doesNotMatch(one.markdown!, /Operations by group/);

  // Two described tags with operations in the group (Quiet gets a description for this case only).
  const quiet = beta.tags[2] as { name: string; description?: string };
  quiet.description = 'The quiet ones.';
  let two;
  try {
    two = (
      await reference([
        { id: 'main' },
        { id: 'beta', filter: { tags: ['Lab » Beta', 'Quiet'] }, group: 'Beta features' },
      ])
    ).docs.find((d) => d.route === '/api/beta-features')!;
  } finally {
    delete quiet.description;
  }
  assert.match(
    articleHtml(two),
    /<h2 id="groups">.*Operations by group<a class="hash-link"[^>]*><\/a><\/h2>[\s\S]*<h3 id="group-lab-beta">/,
  );
  assert.deepEqual(
    two.toc.map((h) => h.depth),
    [2, 3, 3],
  );
  assert.deepEqual(new Set(htmlIds(articleHtml(two))), new Set(two.anchors));
});

test('filtered sources under one group share its page, which the group links to', async () => {
  const quiet = beta.tags[2] as { name: string; description?: string };
  quiet.description = 'The quiet ones.';
  let ref: ApiReference;
  try {
    ref = await reference([
      { id: 'main' },
      { id: 'beta', filter: { tags: ['Lab » Beta'] }, group: 'Beta features' },
      { id: 'beta-quiet', filter: { tags: ['Quiet'] }, group: 'Beta features' },
    ]);
  } finally {
    delete quiet.description;
  }
  const pages = ref.docs.filter((d) => d.apiPage?.kind === 'intro').map((d) => d.route);
  assert.deepEqual(pages, ['/api/main-api', '/api/beta-features'], 'one page for the one heading');
  const page = ref.docs.find((d) => d.route === '/api/beta-features')!;
  const html = articleHtml(page);
  assert.match(html, /Experimental: may change\.[\s\S]*The quiet ones\./);
  assert.deepEqual(
    page.links.map((l) => l.href),
    ['/api/beta-one', '/api/beta-two', '/api/quiet-one'],
  );
  assert.deepEqual(new Set(htmlIds(html)), new Set(page.anchors));
  const group = categories(ref.sidebar).find((c) => c.label === 'Beta features');
  assert.equal(group?.href, '/api/beta-features');
  assert.equal(group?.docId, page.id);
});

// The portal's own group page (the Mithril experimental note) is checked in api-pages.test.ts, which loads the portal's documents.

test("a group page's meta description is its tags' text with entities decoded and code as written", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-groups-'));
  const doc = {
    openapi: '3.0.3',
    info: { title: 'Lab API', version: '1' },
    tags: [{ name: 'Lab', description: 'Notes & "tags" of a `user_id`, <b>bold</b>.' }],
    paths: { '/a': { get: { tags: ['Lab'], summary: 'A', responses: ok } } },
  };
  writeFileSync(path.join(dir, 'lab.json'), JSON.stringify(doc));
  const ref = await loadApiReference({
    sources: [{ id: 'lab', source: { file: 'lab.json' }, filter: { tags: ['Lab'] }, group: 'Lab' }],
    routeBase: '/api',
    root: dir,
    cacheDir: path.join(dir, 'cache'),
    buildId: 'test',
  });
  const page = ref.docs.find((d) => d.route === '/api/lab');
  assert.ok(page, ref.docs.map((d) => d.route).join(', '));
  // The page escapes it once, in its meta tags: an `&amp;` here would show as "&amp;".
  assert.equal(page.description, 'Notes & "tags" of a user_id, bold.');
});
