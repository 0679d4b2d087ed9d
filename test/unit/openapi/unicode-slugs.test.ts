// API pages and the anchors of an introduction's groups keep letters of every script,
// as heading ids do: a Japanese document's pages are named by its own titles, not by
// its method and path, and what the previous (ASCII) rule published redirects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiReference, type ApiReference } from '../../../src/openapi/index.js';
import { capSlug } from '../../../src/openapi/slugs.js';
import { slugify } from '../../../src/shared/slug.js';
import {
  articleHtml,
  assertAnchorsMatch,
  craftedReference,
  htmlIds,
} from '../../fixtures/crafted-api.js';

const ok = { '200': { description: 'OK' } };
const notes = {
  info: { title: 'ノートAPI', version: '1' },
  tags: [
    { name: 'ノート', description: 'ノートの操作。' },
    { name: '検索', description: '全文検索。' },
  ],
  paths: {
    '/notes': {
      get: {
        operationId: 'listNotes',
        summary: 'ノートの一覧を取得',
        tags: ['ノート'],
        responses: ok,
      },
      post: { operationId: 'createNote', summary: 'ノートを作成', tags: ['ノート'], responses: ok },
    },
    '/search': {
      get: {
        operationId: 'searchNotes',
        summary: 'ノートを全文検索',
        tags: ['検索'],
        responses: ok,
      },
    },
  },
};

const routes = (ref: ApiReference) => ref.docs.map((d) => d.route).sort();
const redirectsTo = (ref: ApiReference, to: string) =>
  ref.redirects
    .filter((r) => r.to === to)
    .map((r) => r.from)
    .sort();

test('a Japanese document: its introduction and operations are at the slugs of their titles', async () => {
  const ref = await craftedReference(notes);
  assert.deepEqual(routes(ref), [
    '/api/ノートapi',
    '/api/ノートの一覧を取得',
    '/api/ノートを作成',
    '/api/ノートを全文検索',
  ]);
});

test('the routes the ASCII rule gave, and the old site slugs of operationIds, redirect to them', async () => {
  const ref = await craftedReference(notes);
  assert.deepEqual(redirectsTo(ref, '/api/ノートapi'), ['/api/api']);
  assert.deepEqual(redirectsTo(ref, '/api/ノートの一覧を取得'), [
    '/api/get-notes',
    '/api/list-notes',
  ]);
  assert.deepEqual(redirectsTo(ref, '/api/ノートを作成'), ['/api/create-note', '/api/post-notes']);
});

test("an introduction's group anchors are the tags' slugs, whatever the order of the tags", async () => {
  const anchors = async (doc: object) => {
    const ref = await craftedReference(doc);
    const intro = ref.docs.find((d) => d.route === '/api/ノートapi')!;
    return intro.apiPage?.kind === 'intro' ? intro.apiPage.groups.map((g) => g.anchor) : [];
  };
  assert.deepEqual(await anchors(notes), ['group-ノート', 'group-検索']);
  // The page renders the anchors its model and table of contents name.
  for (const doc of (await craftedReference(notes)).docs) assertAnchorsMatch(doc);
  const reversed = { ...notes, tags: [...notes.tags].reverse() };
  assert.deepEqual((await anchors(reversed)).sort(), ['group-ノート', 'group-検索']);
});

test('a title without a letter or digit falls back: an introduction to its source id, an operation to its method and path', async () => {
  const ref = await craftedReference({
    info: { title: '🚀 ✨', version: '1' },
    paths: { '/notes': { get: { summary: '？！', responses: ok } } },
  });
  assert.deepEqual(routes(ref), ['/api/crafted', '/api/get-notes']);
});

test('a title whose one letter has more marks than a slug holds falls back to its method and path, never to an empty slug', async () => {
  // x and y, each with 1,000 enclosing keycap marks: one grapheme cluster each, longer than
  // the 80 characters a slug keeps, so cutting between clusters keeps nothing.
  const marked = (letter: string) => `${letter}${'\u20e3'.repeat(1000)}`;
  const ref = await craftedReference({
    openapi: '3.1.0',
    info: { title: 'Marks', version: '1' },
    paths: {
      '/a': { get: { summary: marked('x'), responses: ok } },
      '/b': { get: { summary: marked('y'), responses: ok } },
    },
  });
  assert.deepEqual(routes(ref), ['/api/get-a', '/api/get-b', '/api/marks']);
  const tryIt = ref.docs.flatMap((d) =>
    d.apiPage?.kind === 'operation' ? [d.apiPage.tryIt?.src] : [],
  );
  assert.deepEqual(tryIt.sort(), ['/api/_try/get-a.json', '/api/_try/get-b.json']);
});

test('a title written in NFD (copied from a macOS file name) has the route of its NFC spelling', async () => {
  const nfd = 'デプロイ手順'.normalize('NFD');
  assert.notEqual(nfd, 'デプロイ手順');
  const ref = await craftedReference({
    info: { title: nfd, version: '1' },
    paths: { '/deploy': { get: { summary: nfd, operationId: 'deploy', responses: ok } } },
  });
  assert.ok(routes(ref).includes('/api/デプロイ手順'), routes(ref).join(', '));
  assert.ok(
    routes(ref).every((r) => r === r.normalize('NFC')),
    'every route is in NFC',
  );
});

test('two summaries that slug alike are told apart by the words of an operationId, with a warning', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-unicode-slugs-'));
  writeFileSync(
    path.join(dir, 'api.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'ノートAPI', version: '1' },
      paths: {
        '/notes/{id}': {
          get: { operationId: 'getNote', summary: 'ノートを取得', responses: ok },
        },
        '/notes/{id}/raw': {
          get: { operationId: 'getNoteRaw', summary: 'ノートを取得！', responses: ok },
        },
      },
    }),
  );
  const warnings: string[] = [];
  const ref = await loadApiReference({
    sources: [{ id: 'notes', source: { file: 'api.json' } }],
    routeBase: '/api',
    root: dir,
    cacheDir: mkdtempSync(path.join(tmpdir(), 'docgen-unicode-slugs-cache-')),
    buildId: 'test',
    log: (_level, message) => warnings.push(message),
  });
  assert.deepEqual(routes(ref), [
    '/api/ノートapi',
    '/api/ノートを取得',
    '/api/ノートを取得-get-note-raw',
  ]);
  assert.ok(
    warnings.some((w) => w.includes('share the slug "ノートを取得"')),
    warnings.join('\n'),
  );
});

test('slugs keep letters of every script in NFC, and fold Latin accents as before', () => {
  assert.equal(slugify('ノートAPI'), 'ノートapi');
  assert.equal(slugify('Привет, мир'), 'привет-мир');
  assert.equal(slugify('한국어 API'), '한국어-api');
  assert.equal(slugify('ﾉｰﾄ ＡＰＩ'), 'ノート-api');
  assert.equal(slugify('デプロイ手順'.normalize('NFD')), 'デプロイ手順');
  assert.equal(slugify('Café déjà vu'), 'cafe-deja-vu');
  assert.equal(slugify('Specific nut.link address'), 'specific-nut-link-address');
  assert.equal(slugify('🚀 ？'), '');
});

test('the 80-character limit counts characters, not bytes; a slug of 4-byte letters stops at 240 bytes', () => {
  const kana = 'あ'.repeat(100);
  assert.equal(capSlug(kana), 'あ'.repeat(80));
  const words = Array.from({ length: 30 }, () => 'ノート').join('-');
  const cut = capSlug(words);
  assert.ok(Array.from(cut).length <= 80 && cut.endsWith('ノート'), cut);
  // A letter outside the BMP is one character, never split into half a surrogate pair.
  const far = capSlug('𠮷'.repeat(100));
  assert.equal(far, '𠮷'.repeat(60));
  assert.equal(Buffer.byteLength(far), 240);
  // The longer limit of a clash's slug is bounded by the bytes too.
  assert.equal(Buffer.byteLength(capSlug('ノ'.repeat(200), 120)), 240);
});

test('a slug is cut between letters and their marks, never inside one', () => {
  // किं is one letter of three code points (क, the vowel sign ि, the mark ं): 80 code points
  // would end inside the 27th, so the slug keeps 26 whole letters.
  const letter = 'किं';
  const slug = slugify(letter.repeat(40));
  assert.equal(slug, letter.repeat(40));
  assert.equal(capSlug(slug), letter.repeat(26));
  // The byte limit (240) also falls inside a letter: 26 whole ones are 234 bytes.
  assert.equal(capSlug(slug, 120), letter.repeat(26));
});

test("an old route that is now another operation's page is warned about, naming both operations and routes", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-unicode-slugs-'));
  writeFileSync(
    path.join(dir, 'api.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'API', version: '1' },
      paths: {
        '/notes': { get: { summary: 'ノート一覧', responses: ok } },
        '/v2/notes': { get: { summary: 'Get notes', responses: ok } },
        '/tags': { get: { summary: 'タグ一覧', responses: ok } },
      },
    }),
  );
  const warnings: string[] = [];
  const ref = await loadApiReference({
    sources: [{ id: 'notes', source: { file: 'api.json' } }],
    routeBase: '/api',
    root: dir,
    cacheDir: mkdtempSync(path.join(tmpdir(), 'docgen-unicode-slugs-cache-')),
    buildId: 'test',
    log: (_level, message) => warnings.push(message),
  });
  assert.ok(routes(ref).includes('/api/get-notes'), routes(ref).join(' '));
  const moved = warnings.filter((w) => w.includes('in earlier builds'));
  assert.deepEqual(moved, [
    '/api/get-notes, the route of GET /notes in earlier builds, is now the page of GET /v2/notes; GET /notes moved to /api/ノート一覧, and links published to the old route open another operation. To keep the old route, give GET /v2/notes a summary or operationId of its own (its slug is made from it); otherwise update the links to /api/ノート一覧.',
  ]);
  // GET /tags's old route, /api/get-tags, is no page now: it redirects, and needs no warning.
  assert.ok(ref.redirects.some((r) => r.from === '/api/get-tags' && r.to === '/api/タグ一覧'));
});

test('a group whose anchor the ASCII rule gave otherwise (#group-caf of Café) keeps it as an empty target in its heading', async () => {
  const op = (tag: string) => ({ get: { summary: `List ${tag}`, tags: [tag], responses: ok } });
  const ref = await craftedReference({
    info: { title: 'Shop', version: '1' },
    tags: [
      { name: 'Café', description: 'Coffee.' },
      { name: 'Naïve Crème', description: 'Cream.' },
      { name: 'Caf', description: 'Takes the old anchor of Café.' },
      { name: 'Pets', description: 'Same anchor in both rules.' },
      { name: 'ノート', description: 'No ASCII letters.' },
    ],
    paths: {
      '/a': op('Café'),
      '/b': op('Naïve Crème'),
      '/c': op('Caf'),
      '/d': op('Pets'),
      '/e': op('ノート'),
    },
  });
  const intro = ref.docs.find((d) => d.apiPage?.kind === 'intro')!;
  const html = articleHtml(intro);
  assert.match(
    html,
    /<h3 id="group-naive-creme"><span id="group-na-ve-cr-me"><\/span>Naïve Crème<a class="hash-link"/,
  );
  // Café's old `group-caf` is now Caf's anchor: the page keeps each id once, for the group that has it.
  assert.match(html, /<h3 id="group-cafe">Café<a /);
  // Caf was `group-caf-1` after Café's `group-caf`.
  assert.match(html, /<h3 id="group-caf"><span id="group-caf-1"><\/span>Caf<a /);
  assert.match(html, /<h3 id="group-pets">Pets<a /);
  assert.match(html, /<h3 id="group-ノート">ノート<a /);
  const ids = htmlIds(html);
  assert.deepEqual(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    [],
    'no id twice',
  );
  // Not a tab stop: an empty span, as a heading's old id is.
  assert.doesNotMatch(html, /<span id="group-[^"]*" tabindex/);
  // Links to the old anchors are checked against the page's anchors, which hold them.
  assertAnchorsMatch(intro);
  assert.ok(intro.anchors.includes('group-na-ve-cr-me'));
});
