// The search index of the real site: which pages go in which file, the fields of
// each document, and relevance: queries as readers type them, each with the page
// that should come first. The expected page must be in the top 3 for every query
// and first for most of them.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite } from '../fixtures/shared-sites.js';
import {
  loadIndex,
  search,
  searchPages,
  type LoadedIndex,
  type SearchIndexFile,
} from '../../src/shared/search-engine.js';
import { suggestQuery } from '../../src/shared/search-suggest.js';
import { relevance, relevanceQueries } from './search-queries.js';

let files: Map<string, SearchIndexFile>;
let indexes: LoadedIndex[];
let gettingStartedHtml: string;
before(async () => {
  const result = { files: readBuiltFiles(await sharedSite('portal')) };
  const text = (content: string | Uint8Array | undefined) =>
    typeof content === 'string' ? content : new TextDecoder().decode(content);
  gettingStartedHtml = text(result.files.get('overview/getting-started/index.html'));
  files = new Map(
    [...result.files]
      .filter(([name]) => /^search-index-.+\.json$/.test(name))
      .map(([name, content]) => [name, JSON.parse(text(content)) as SearchIndexFile]),
  );
  indexes = [...files.values()].map((file) => loadIndex(file));
});

const pageOf = (route: string) => route.replace(/#.*$/, '');

test('docs sidebar pages (SDKs included) go in the docs file; the API reference and other pages in default', () => {
  assert.deepEqual([...files.keys()].sort(), [
    'search-index-default.json',
    'search-index-docs-default-current.json',
  ]);
  const routes = (name: string) =>
    new Set(files.get(name)!.documents.map((d) => pageOf(d.sectionRoute)));
  const docs = routes('search-index-docs-default-current.json');
  const other = routes('search-index-default.json');
  for (const route of [
    '/',
    '/overview/getting-started',
    '/sdks-python',
    '/sdks-rust',
    '/start-building/webhooks/webhooks-signatures',
    '/support/tor',
  ])
    assert.ok(docs.has(route), route);
  for (const route of [
    '/api/latest-block',
    '/api/blockfrost-io-api-documentation',
    '/api/get-most-recent-snapshots',
  ])
    assert.ok(other.has(route), route);
  assert.deepEqual(
    [...docs].filter((r) => other.has(r)),
    [],
    'no page in both',
  );
  assert.ok(![...docs].some((r) => r.startsWith('/api/')));
});

test('one document per section, with every field', () => {
  for (const file of files.values()) {
    file.documents.forEach((d, i) => {
      assert.equal(d.id, i);
      for (const key of ['title', 'content', 'sectionTitle', 'pageTitle', 'sectionRoute'] as const)
        assert.equal(typeof d[key], 'string', key);
      assert.ok(Array.isArray(d.tags) && Array.isArray(d.sidebarParentCategories));
      assert.ok(['docs', 'blog', 'other'].includes(d.type));
      assert.match(d.sectionRoute, /^\/[^#]*(#[\w-]+)?$/);
    });
  }
  const gettingStarted = files
    .get('search-index-docs-default-current.json')!
    .documents.filter((d) => d.pageTitle === 'Getting started');
  // The intro, then one per h2/h3 of the article.
  const article = gettingStartedHtml.slice(
    gettingStartedHtml.indexOf('<article'),
    gettingStartedHtml.indexOf('</article>'),
  );
  const anchors = [...article.matchAll(/<h[23][^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(anchors.length >= 3, anchors.join());
  assert.deepEqual(
    gettingStarted.map((d) => d.sectionRoute),
    ['/overview/getting-started', ...anchors.map((a) => `/overview/getting-started#${a}`)],
  );
  assert.deepEqual(gettingStarted[0]!.sidebarParentCategories, ['Overview']);
  const latest = files
    .get('search-index-default.json')!
    .documents.find((d) => d.sectionRoute === '/api/latest-block')!;
  assert.deepEqual(latest.sidebarParentCategories, ['Cardano', 'Blocks']);
});

test('the query set: its page in the top 3 for at least 95 % of queries, a mean reciprocal rank of at least 0.92', () => {
  const { rows, top3, mrr } = relevance(indexes, relevanceQueries);
  const report = rows
    .map(
      (r) =>
        `${r.rank === 1 ? '  ' : '! '}${r.query.padEnd(28)} rank ${r.rank || '-'}  ${r.rank === 1 ? '' : `got ${r.got.join(', ')}`}`,
    )
    .join('\n');
  assert.ok(relevanceQueries.length >= 50, `${relevanceQueries.length} queries`);
  assert.ok(top3 >= 0.95, `top-3 ${(top3 * 100).toFixed(1)} %:\n${report}`);
  assert.ok(mrr >= 0.92, `MRR ${mrr.toFixed(3)}:\n${report}`);
});

test('a page about a topic ranks above the sections of pages about something else that mention it', () => {
  const firstPage = (query: string) => pageOf(search(indexes, query)[0]!.document.sectionRoute);
  const webhookGuides = /^\/start-building\/webhooks\//;
  // The SDK pages' "Webhooks" sections say these words too.
  assert.match(firstPage('webhooks'), webhookGuides);
  assert.equal(firstPage('webhook signature'), '/start-building/webhooks/webhooks-signatures');
  assert.doesNotMatch(firstPage('pagination'), /^\/sdks-/);
});

test("a reader's review: the page each query names comes first, and a misspelt query gets a suggestion", () => {
  const pages = (query: string) =>
    searchPages(indexes, query, { limit: Number.POSITIVE_INFINITY }).map((p) => p.route);
  const stakePool = pages('stake pool');
  assert.ok(stakePool.slice(0, 2).includes('/api/specific-stake-pool'), stakePool.join(', '));
  assert.ok(!stakePool.slice(0, 3).includes('/api/stake-distribution-by-pool'), stakePool.join());
  const ipfsPin = pages('ipfs pin');
  assert.notEqual(ipfsPin[0], '/api/remove-a-ipfs-pin');
  assert.ok(ipfsPin.slice(0, 3).includes('/start-building/ipfs/'), ipfsPin.join(', '));
  // The networks section says 'testnet' (the content, not the engine, was missing it).
  const testnet = searchPages(indexes, 'testnet')[0]!;
  assert.equal(testnet.sections[0]?.document.sectionRoute, '/start-building#available-networks');
  // 'Address txs' is deprecated: the live operations that match as well come first.
  const address = pages('{address}');
  assert.ok(address.indexOf('/api/address-txs') > address.indexOf('/api/address-transactions'));
  assert.ok(address.indexOf('/api/address-transactions') >= 0, address.join(', '));
  assert.deepEqual(pages('adress'), []);
  assert.equal(suggestQuery(indexes, 'adress'), 'address');
});

test('"api key" and "x-api-key" find the section that explains the project_id, which the portal calls the API key', () => {
  for (const query of ['api key', 'x-api-key']) {
    const [first] = searchPages(indexes, query);
    assert.equal(first?.route, '/overview/getting-started', query);
    assert.equal(
      first.sections[0]?.document.sectionRoute,
      '/overview/getting-started#find-your-project-id',
      query,
    );
  }
});

test("a request URL as a log or a page's cURL sample writes it finds its operation first", () => {
  const utxos = files
    .get('search-index-default.json')!
    .documents.find((d) => d.sectionRoute === '/api/address-utxos')!;
  assert.deepEqual(utxos.request, {
    method: 'get',
    path: '/addresses/{address}/utxos',
    basePaths: ['/api/v0'],
  });
  for (const [query, route] of [
    ['/api/v0/blocks/latest', '/api/latest-block'],
    [
      'https://cardano-mainnet.blockfrost.io/api/v0/addresses/{address}/utxos',
      '/api/address-utxos',
    ],
    [
      `https://cardano-preprod.blockfrost.io/api/v0/addresses/addr_test1${'qz8a'.repeat(20)}/utxos?page=2`,
      '/api/address-utxos',
    ],
    ['https://ipfs.blockfrost.io/api/v0/ipfs/add', '/api/add-a-file-to-ipfs'],
  ])
    assert.equal(searchPages(indexes, query!)[0]?.route, route, query);
});

test('a plural acronym finds the same pages, ranked the same, in any case: "IDs" is "ids"', () => {
  const ranked = (query: string) =>
    searchPages(indexes, query).map((g) => `${g.route} ${g.score.toFixed(3)}`);
  for (const [upper, lower] of [
    ['IDs', 'ids'],
    ['UTXOs', 'utxos'],
    ['SDKs', 'sdks'],
    ['URLs', 'urls'],
  ]) {
    assert.ok(ranked(lower!).length > 0, lower);
    assert.deepEqual(ranked(upper!), ranked(lower!), upper);
  }
});

test('a code-ish word typed run together finds what its parts name: "stakeaddress", "txhash", "nodejs"', () => {
  const firstPage = (query: string) => searchPages(indexes, query)[0]?.route;
  for (const [joined, written] of [
    ['stakeaddress', 'stake_address'],
    ['txhash', 'tx_hash'],
    ['projectid', 'project_id'],
    ['nodejs', 'Node.js'],
  ])
    assert.equal(firstPage(joined!), firstPage(written!), joined);
  assert.equal(firstPage('nodejs'), '/sdks-js');
  assert.equal(firstPage('projectid'), '/overview/getting-started');
});
