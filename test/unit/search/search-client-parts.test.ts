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

test('concurrent loads of one tag share one request; a failed or missing file is an empty index', async (t) => {
  const { loadTagIndex } = await import('../../../client/search/index-loader.js');
  const requested: string[] = [];
  const answers: Record<string, () => Promise<Response>> = {
    '/base/search-index-ok.json': async () =>
      new Response(JSON.stringify({ documents: [], index: null }), { status: 200 }),
    '/base/search-index-missing.json': async () => new Response('not found', { status: 404 }),
    '/base/search-index-broken.json': async () => new Response('{ not json', { status: 200 }),
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
  await loadTagIndex('/base/', 'ok');
  assert.deepEqual(requested, ['/base/search-index-ok.json']);
  for (const tag of ['missing', 'broken', 'offline']) {
    const index = await loadTagIndex('/base/', tag);
    assert.deepEqual([index.documents, index.terms, index.postings.size], [[], [], 0], tag);
  }
});
