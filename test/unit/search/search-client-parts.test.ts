// The platform-free parts of the browser search: which tags it reads and how a
// result carries its terms to the page it opens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseSearchTags } from '../../../client/search/search-tags.js';
import { highlightTerms, resultHref } from '../../../client/search/highlight-param.js';

const tags = ['default', 'docs-default-2.0', 'docs-default-current'];

test('the active version wins, then the preferred one, then the latest', () => {
  assert.deepEqual(
    chooseSearchTags(tags, {
      pluginId: 'default',
      activeVersion: '2.0',
      latestVersion: 'current',
      preferredVersion: 'current',
    }),
    ['default', 'docs-default-2.0'],
  );
  assert.deepEqual(
    chooseSearchTags(tags, {
      pluginId: 'default',
      latestVersion: 'current',
      preferredVersion: '2.0',
    }),
    ['default', 'docs-default-2.0'],
  );
  assert.deepEqual(
    chooseSearchTags(tags, {
      pluginId: 'default',
      latestVersion: 'current',
      preferredVersion: 'gone',
    }),
    ['default', 'docs-default-current'],
  );
  assert.deepEqual(
    chooseSearchTags(['default'], { pluginId: 'default', latestVersion: 'current' }),
    ['default'],
  );
});

test('a result link carries its terms in _highlight and keeps the anchor', () => {
  const href = resultHref('/api/x#request', ['utxo', '<img src=x>', 'utxo']);
  assert.equal(href, '/api/x?_highlight=utxo&_highlight=%3Cimg+src%3Dx%3E#request');
  assert.deepEqual(highlightTerms(new URL(href, 'http://site.test')), ['utxo', '<img src=x>']);
  assert.equal(resultHref('/sdks-python', []), '/sdks-python');
  assert.deepEqual(highlightTerms(new URL('http://site.test/a')), []);
});

test('concurrent loads of one tag share one request; a failed or missing file is an empty index that says why', async (t) => {
  const { loadTagIndex, indexFailure } = await import('../../../client/search/index-loader.js');
  const requested: string[] = [];
  const answers: Record<string, () => Promise<Response>> = {
    '/base/search-index-ok.json': async () =>
      new Response(JSON.stringify({ documents: [], index: null }), { status: 200 }),
    '/base/search-index-missing.json': async () => new Response('not found', { status: 404 }),
    '/base/search-index-broken.json': async () => new Response('{ not json', { status: 200 }),
    '/base/search-index-page.json': async () =>
      new Response('<!doctype html><p>Home', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
    '/base/search-index-other.json': async () => new Response('{"pages":[]}', { status: 200 }),
    '/base/search-index-offline.json': async () => {
      throw new TypeError('Failed to fetch');
    },
  };
  t.mock.method(globalThis, 'fetch', async (url: string) => {
    requested.push(url);
    return answers[url]!();
  });
  t.mock.method(console, 'warn', () => {});
  const [a, b] = await Promise.all([loadTagIndex('/base/', 'ok'), loadTagIndex('/base/', 'ok')]);
  assert.equal(a, b, 'the same loaded index');
  assert.deepEqual(requested, ['/base/search-index-ok.json']);
  assert.equal(indexFailure(a), undefined);
  for (const [tag, why] of [
    ['missing', 'undelivered'],
    ['broken', 'undelivered'],
    ['page', 'undelivered'],
    ['other', 'undelivered'],
    ['offline', 'offline'],
  ]) {
    const index = await loadTagIndex('/base/', tag!);
    assert.deepEqual([index.documents, index.terms, index.postings.size], [[], [], 0], tag);
    assert.equal(indexFailure(index), why, tag);
  }
});

test('each load asks the server again, past the HTTP cache; the same file keeps the index in memory, another replaces it', async (t) => {
  const { loadTagIndex } = await import('../../../client/search/index-loader.js');
  const file = (route: string, etag?: string) => () =>
    new Response(
      JSON.stringify({
        documents: [{ i: 1, t: 'Page', u: route, b: [] }],
        index: null,
      }),
      { status: 200, headers: etag ? { etag } : {} },
    );
  let answer: () => Response = file('/old');
  const requests: RequestInit[] = [];
  t.mock.method(globalThis, 'fetch', async (_url: string, init: RequestInit) => {
    requests.push(init);
    return answer();
  });
  t.mock.method(console, 'warn', () => {});
  // No validator: the text tells.
  const first = await loadTagIndex('/v/', 'plain');
  assert.equal(await loadTagIndex('/v/', 'plain'), first, 'same text, same index');
  answer = file('/new');
  const moved = await loadTagIndex('/v/', 'plain');
  assert.notEqual(moved, first, 'a new deploy’s file is a new index');
  assert.deepEqual(
    requests.map((r) => r.cache),
    ['no-cache', 'no-cache', 'no-cache'],
  );
  // An ETag tells without the text.
  answer = file('/a', '"1"');
  const tagged = await loadTagIndex('/v/', 'etag');
  answer = file('/b', '"1"');
  assert.equal(await loadTagIndex('/v/', 'etag'), tagged, 'same ETag, same index');
  answer = file('/b', '"2"');
  assert.notEqual(await loadTagIndex('/v/', 'etag'), tagged);
  // Offline, the index loaded before still answers.
  answer = () => {
    throw new TypeError('Failed to fetch');
  };
  assert.equal(await loadTagIndex('/v/', 'plain'), moved);
});
