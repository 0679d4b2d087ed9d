// A site of several OpenAPI documents: each API is a sidebar section of its own (headed
// by its `group`, else its title) holding its introduction and its tag groups; tags of
// two documents never merge, and previous/next links say which API an introduction is.
// An introduction lists every operation and webhook of its document, as the sidebar
// groups them, whether or not the document declares tags.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiReference, type ApiReference } from '../../../src/openapi/index.js';
import type { ApiSourceConfig } from '../../../src/openapi/source-config.js';
import { assemblePages } from '../../../src/site/pages.js';
import type { SidebarItem } from '../../../src/types.js';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';
import { DocgenError } from '../../../src/errors.js';
import { apiHeadings, type ApiHeadings } from '../../../src/shared/api-headings.js';

const ok = { '200': { description: 'OK' } };
const op = (fields: Record<string, unknown>) => ({ ...fields, responses: ok });

const trains = {
  openapi: '3.1.0',
  info: { title: 'Train API', version: '1' },
  tags: [{ name: 'Quirks', description: 'Odd train things.' }],
  paths: {
    '/trips': { get: op({ summary: 'List trips', tags: ['Quirks'] }) },
    '/stations': { get: op({ summary: 'List stations' }) },
  },
  webhooks: { tripDelayed: { post: op({ summary: 'Trip delayed' }) } },
};
const pets = {
  openapi: '3.0.3',
  info: { title: 'Pet API', version: '2' },
  paths: {
    '/pets': { get: op({ summary: 'List pets', tags: ['Quirks'] }) },
    '/owners': { post: op({ summary: 'Add an owner', tags: ['Owners'] }) },
  },
};

async function reference(
  sources: (Omit<ApiSourceConfig, 'source'> & { doc: object })[],
  config?: string,
  headings?: ApiHeadings,
  admonitionLabels?: Record<string, string>,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-several-'));
  for (const s of sources) writeFileSync(path.join(dir, `${s.id}.json`), JSON.stringify(s.doc));
  if (config !== undefined) writeFileSync(path.join(dir, 'site.config.ts'), config);
  return loadApiReference({
    configFile: config === undefined ? undefined : 'site.config.ts',
    sources: sources.map(({ doc: _, ...s }) => ({ ...s, source: { file: `${s.id}.json` } })),
    routeBase: '/api',
    root: dir,
    cacheDir: mkdtempSync(path.join(tmpdir(), 'docgen-several-cache-')),
    buildId: 'test',
    headings,
    admonitionLabels,
  });
}

/** The sidebar as indented text: categories and links (label → href). */
function outline(items: SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [`${'  '.repeat(depth)}${item.label}`, ...outline(item.items, depth + 1)]
      : [`${'  '.repeat(depth)}${item.label} → ${item.href}`],
  );
}

const intro = (ref: ApiReference, route: string) => {
  const doc = ref.docs.find((d) => d.route === route && d.apiPage?.kind === 'intro');
  assert.ok(doc, `no introduction at ${route}: ${ref.docs.map((d) => d.route).join(', ')}`);
  return doc;
};

test('each API is a section headed by its group or title, its introduction first; a tag of two documents stays two groups', async () => {
  const ref = await reference([
    { id: 'trains', doc: trains },
    { id: 'pets', doc: pets, group: 'Pets & <Owners>' },
  ]);
  assert.deepEqual(outline(ref.sidebar), [
    'Train API',
    '  Introduction → /api/train-api',
    '  Quirks',
    '    List trips → /api/list-trips',
    '  Stations',
    '    List stations → /api/list-stations',
    '  Webhooks',
    '    Trip delayed → /api/trip-delayed',
    'Pets & <Owners>',
    '  Introduction → /api/pet-api',
    '  Quirks',
    '    List pets → /api/list-pets',
    '  Owners',
    '    Add an owner → /api/add-an-owner',
  ]);
});

test("an introduction's previous/next link says the site's label, the API's title in its {title}", async () => {
  const headings = { ...apiHeadings, introductionPager: '{title} の概要' };
  const ref = await reference(
    [
      { id: 'trains', doc: trains },
      { id: 'pets', doc: pets },
    ],
    undefined,
    headings,
  );
  const pages = assemblePages(
    ref.docs,
    { api: ref.sidebar },
    { breadcrumbs: true, homeRoute: '/' },
  );
  assert.deepEqual(pages.find((p) => p.route === '/api/list-trips')!.prev, {
    label: 'Train API の概要',
    href: '/api/train-api',
  });
});

test("an API description's admonitions without a title say the site's label", async () => {
  const noted = {
    ...trains,
    info: { ...trains.info, description: ':::note\nA.\n:::' },
    paths: { '/trips': { get: op({ summary: 'List trips', description: ':::warning\nB.\n:::' }) } },
  };
  // The descriptions' HTML, wherever the page models keep it.
  const titles = (ref: ApiReference) =>
    [
      ...JSON.stringify(ref.docs).matchAll(
        /admonition__title\\">(?:<span[^>]*><\/span>)?([^<]*)</g,
      ),
    ].map((m) => m[1]);
  assert.deepEqual(titles(await reference([{ id: 'trains', doc: noted }])), ['Note', 'Warning']);
  const own = await reference([{ id: 'trains', doc: noted }], undefined, undefined, {
    admonitionNote: 'メモ',
    admonitionWarning: '警告',
  });
  assert.deepEqual(titles(own), ['メモ', '警告']);
});

test("previous/next links name the API of an introduction, and an introduction's next page is its own API's", async () => {
  const ref = await reference([
    { id: 'trains', doc: trains },
    { id: 'pets', doc: pets },
  ]);
  const pages = assemblePages(
    ref.docs,
    { api: ref.sidebar },
    { breadcrumbs: true, homeRoute: '/' },
  );
  const at = (route: string) => pages.find((p) => p.route === route)!;
  assert.deepEqual(at('/api/train-api').next, { label: 'List trips', href: '/api/list-trips' });
  assert.deepEqual(at('/api/list-trips').prev, {
    label: 'Introduction: Train API',
    href: '/api/train-api',
  });
  assert.deepEqual(at('/api/trip-delayed').next, {
    label: 'Introduction: Pet API',
    href: '/api/pet-api',
  });
  assert.deepEqual(at('/api/pet-api').next, { label: 'List pets', href: '/api/list-pets' });
  // Two documents of one title: each section says which source it is.
  const twins = await reference([
    { id: 'trains', doc: trains },
    { id: 'trains-beta', doc: trains, introSlug: 'train-api-beta' },
  ]);
  assert.deepEqual(
    twins.sidebar.map((s) => s.label),
    ['Train API (trains)', 'Train API (trains-beta)'],
  );
});

test('with one API the sidebar is as before: its introduction on top, a filtered source under its group', async () => {
  const ref = await reference([
    { id: 'trains', doc: trains },
    { id: 'pets', doc: pets, filter: { tags: ['Quirks'] }, group: 'Pet quirks' },
  ]);
  assert.deepEqual(outline(ref.sidebar), [
    'Introduction → /api/train-api',
    'Quirks',
    '  List trips → /api/list-trips',
    'Stations',
    '  List stations → /api/list-stations',
    'Webhooks',
    '  Trip delayed → /api/trip-delayed',
    'Pet quirks',
    '  List pets → /api/list-pets',
  ]);
});

test('an introduction lists every operation and webhook of its document, grouped as the sidebar groups them', async () => {
  const ref = await reference([{ id: 'trains', doc: trains }]);
  const page = intro(ref, '/api/train-api');
  const groups = page.apiPage?.kind === 'intro' ? page.apiPage.groups : [];
  assert.deepEqual(
    groups.map((g) => [g.name, g.operations.map((o) => o.route)]),
    [
      ['Quirks', ['/api/list-trips']],
      ['Stations', ['/api/list-stations']],
      ['Webhooks', ['/api/trip-delayed']],
    ],
  );
  // Search finds a group by its description: one without has no section of its own.
  assert.deepEqual(
    page.sections.map((s) => s.anchor).filter((a) => a.startsWith('group-')),
    ['group-quirks'],
  );
  const html = articleHtml(page);
  assert.match(html, /<h3 id="group-stations">.*Stations<a class="hash-link"[^>]*><\/a><\/h3>/);
  assert.match(html, /<a href="\/api\/trip-delayed">Trip delayed<\/a>/);
  assert.match(page.markdown!, /### Webhooks\n\n- `POST` \[Trip delayed\]\(\/api\/trip-delayed\)/);
  assert.deepEqual(
    page.links.map((l) => l.href).filter((h) => h !== '/api/train-api'),
    ['/api/list-trips', '/api/list-stations', '/api/trip-delayed'],
  );

  // No tags at all: grouped by the first word of the path.
  const untagged = await craftedReference({
    paths: { '/cookies': { get: op({ summary: 'Read cookies' }) } },
  });
  const only = untagged.docs.find((d) => d.apiPage?.kind === 'intro')!;
  assert.match(
    articleHtml(only),
    /<h3 id="group-cookies">.*Cookies<a class="hash-link"[^>]*><\/a><\/h3>[\s\S]*<a href="\/api\/read-cookies">Read cookies<\/a>/,
  );
});

test("with several APIs a filtered source is a section too, headed by its group, whose label links to its tags' page", async () => {
  const described = { ...pets, tags: [{ name: 'Quirks', description: 'Odd pet things.' }] };
  const ref = await reference([
    { id: 'trains', doc: trains },
    { id: 'pets', doc: pets },
    { id: 'petquirks', doc: described, filter: { tags: ['Quirks'] }, group: 'Pet quirks' },
  ]);
  const section = ref.sidebar.at(-1)!;
  assert.equal(section.label, 'Pet quirks');
  assert.equal(section.type === 'category' && section.href, '/api/pet-quirks');
  assert.deepEqual(outline([section]), [
    'Pet quirks',
    '  Quirks',
    '    List pets → /api/list-pets-get',
  ]);
  assert.match(
    articleHtml(ref.docs.find((d) => d.route === '/api/pet-quirks')!),
    /Odd pet things\./,
  );
});

test("a filtered source's group that another API's title shares heads a section linking to its page, titled as the heading, with a pager", async () => {
  const described = { ...pets, tags: [{ name: 'Quirks', description: 'Odd pet things.' }] };
  const ref = await reference([
    { id: 'trains', doc: trains },
    { id: 'pets', doc: pets },
    { id: 'petquirks', doc: described, filter: { tags: ['Quirks'] }, group: 'Pet API' },
  ]);
  const section = ref.sidebar.at(-1)!;
  assert.equal(section.label, 'Pet API (petquirks)');
  assert.equal(section.type === 'category' && section.href, '/api/pet-api-petquirks');
  const page = ref.docs.find((d) => d.route === '/api/pet-api-petquirks');
  assert.equal(page?.title, 'Pet API (petquirks)');
  assert.match(articleHtml(page), /Odd pet things\./);
  const pages = assemblePages(
    ref.docs,
    { api: ref.sidebar },
    { breadcrumbs: true, homeRoute: '/' },
  );
  const at = pages.find((p) => p.route === '/api/pet-api-petquirks')!;
  assert.deepEqual(at.prev, { label: 'Add an owner', href: '/api/add-an-owner' });
  assert.deepEqual(at.next, { label: 'List pets', href: '/api/list-pets-get' });
});

test('two sources whose documents share a title are named with their files, at the config line of the second, with introSlug as the fix', async () => {
  const config = [
    "import { defineConfig } from 'docgen-portal/config';",
    'export default defineConfig({',
    '  openapi: {',
    '    sources: [',
    "      { id: 'v1', source: { file: 'v1.json' } },",
    "      { id: 'v2', source: { file: 'v2.json' } },",
    '    ],',
    '  },',
    '});',
  ].join('\n');
  await assert.rejects(
    reference(
      [
        { id: 'v1', doc: pets },
        { id: 'v2', doc: pets },
      ],
      config,
    ),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(
        error.message,
        'The introduction pages of the OpenAPI sources "v1" (v1.json) and "v2" (v2.json) would both be /api/pet-api (both documents\' info.title is "Pet API").',
      );
      assert.equal(error.where, 'site.config.ts:6');
      assert.equal(
        error.hint,
        'Give one of them a slug of its own with introSlug in openapi.sources (such as introSlug: \'v2\' on the source "v2").',
      );
      return true;
    },
  );
  // As the hint says, an introSlug gives each its page.
  const ref = await reference([
    { id: 'v1', doc: pets },
    { id: 'v2', doc: pets, introSlug: 'v2' },
  ]);
  intro(ref, '/api/pet-api');
  intro(ref, '/api/v2');
});

test("a source's introSlug that is another source's title slug is named as the reason", async () => {
  await assert.rejects(
    reference([
      { id: 'trains', doc: trains },
      { id: 'pets', doc: pets, introSlug: 'train-api' },
    ]),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.match(
        error.message,
        /would both be \/api\/train-api \(trains: its info\.title is "Train API"; pets: its introSlug is "train-api"\)/,
      );
      assert.equal(error.where, '');
      return true;
    },
  );
});
