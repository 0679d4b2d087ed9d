// A query that is a request's URL or path finds the operation a router would send
// it to: scheme, host, query string and the servers' base path stripped, `{param}`
// segments matching a placeholder or a concrete value, literal segments preferred.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchPages } from '../../../src/shared/search-engine.js';
import { askedRequest, serverBasePaths, urlPath } from '../../../src/shared/search-path.js';
import { indexesOf, page } from './search-fixtures.js';

function operation(
  route: string,
  title: string,
  method: string,
  path: string,
  basePaths?: string[],
) {
  const p = page({
    route,
    title,
    kind: 'api',
    sidebarId: 'api',
    apiTags: ['Blocks'],
    sections: [['', '', `${method.toUpperCase()} ${path} ${title}.`]],
  });
  p.doc.api = { method, path, tags: ['Blocks'], ...(basePaths ? { basePaths } : {}) };
  return p;
}

const base = ['/api/v0'];
const pages = [
  operation('/api/latest-block', 'Latest block', 'get', '/blocks/latest', base),
  operation('/api/specific-block', 'Specific block', 'get', '/blocks/{hash_or_number}', base),
  operation('/api/address-utxos', 'Address UTXOs', 'get', '/addresses/{address}/utxos', base),
  operation('/api/list-pets', 'List pets', 'get', '/pets', base),
  operation('/api/root-endpoint', 'Root endpoint', 'get', '/', base),
  operation('/api/create-a-pet', 'Create a pet', 'post', '/pets', base),
  // A webhook's page: its "path" is a key, and no request of the reader's goes to it.
  operation('/api/new-block', 'New block', 'post', '/blocks/latest'),
  // Guides that quote the URLs again and again, as pages with cURL samples do.
  page({
    route: '/guides/polling',
    title: 'Polling /blocks/latest',
    sections: [['', '', 'Call /blocks/latest every 20 seconds. '.repeat(5)]],
  }),
  page({
    route: '/guides/first-call',
    title: 'Making your first call',
    sections: [
      [
        '',
        '',
        'curl https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest '.repeat(6) +
          'https://cardano-mainnet.blockfrost.io/api/v0/addresses/{address}/utxos '.repeat(6) +
          'api v0 blocks latest addresses utxos cardano mainnet blockfrost',
      ],
    ],
  }),
];
const { indexes } = indexesOf(pages);
const firstPage = (query: string) => searchPages(indexes, query)[0]?.route;

test("a URL's path: scheme, host, query string, fragment and trailing slash left out", () => {
  assert.equal(urlPath('https://cardano-mainnet.blockfrost.io/api/v0/?page=2#top'), '/api/v0');
  assert.equal(urlPath('cardano-mainnet.blockfrost.io:443/api/v0/blocks'), '/api/v0/blocks');
  assert.equal(urlPath('{baseUrl}/v1'), '/v1');
  assert.equal(urlPath('/blocks/latest'), '/blocks/latest');
  assert.equal(urlPath('http://localhost:3000'), '');
  assert.deepEqual(
    serverBasePaths(['https://a.example/api/v0', 'https://b.example/api/v0/', 'http://localhost']),
    ['/api/v0'],
  );
  assert.deepEqual(askedRequest('GET "https://x.io/api/v0/blocks/latest?count=2",'), {
    paths: [['api', 'v0', 'blocks', 'latest']],
    words: ['GET'],
    method: 'get',
  });
  assert.equal(askedRequest('slashes / alone //'), undefined);
});

test('a full request URL finds its operation first, before the guides that quote it', () => {
  assert.equal(firstPage('/blocks/latest'), '/api/latest-block');
  assert.equal(firstPage('/api/v0/blocks/latest'), '/api/latest-block');
  assert.equal(
    firstPage('https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest'),
    '/api/latest-block',
  );
  assert.equal(
    firstPage('https://cardano-mainnet.blockfrost.io/api/v0/addresses/{address}/utxos'),
    '/api/address-utxos',
  );
  // The root of the API: the operation's path '/' gives no word of its own.
  assert.equal(firstPage('https://cardano-mainnet.blockfrost.io/api/v0/'), '/api/root-endpoint');
  // Copied from a shell line: quoted, with a query string.
  assert.equal(
    firstPage(
      `curl -H "project_id: $ID" "https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest?x=1"`,
    ),
    '/api/latest-block',
  );
});

test('concrete values and placeholders match path parameters; a literal segment wins over a parameter', () => {
  const hash = '4ea1ba291e8eef538635a53e59fddba7810d1679631cc3aed7c8e6c4091a516a';
  assert.equal(firstPage(`/api/v0/blocks/${hash}`), '/api/specific-block');
  assert.equal(firstPage('/blocks/{hash_or_number}'), '/api/specific-block');
  assert.equal(firstPage('/blocks/:hash'), '/api/specific-block');
  assert.equal(firstPage('/api/v0/blocks/latest'), '/api/latest-block');
  const address = `addr1q${'x8a3'.repeat(24)}`;
  const pagesFound = searchPages(
    indexes,
    `https://cardano-mainnet.blockfrost.io/api/v0/addresses/${address}/utxos`,
  );
  assert.equal(pagesFound[0]?.route, '/api/address-utxos');
  // The only named operation is listed first; its score is the highest, as the list shows it.
  assert.ok(pagesFound.every((p, i) => i === 0 || p.score <= pagesFound[0]!.score));
});

test("the query's HTTP method picks among the operations of one path", () => {
  assert.equal(
    firstPage('POST https://cardano-mainnet.blockfrost.io/api/v0/pets'),
    '/api/create-a-pet',
  );
  assert.equal(firstPage('GET /api/v0/pets'), '/api/list-pets');
});

test('a path under no base path of the operation, or a webhook key, names no operation', () => {
  const named = (query: string) =>
    searchPages(indexes, query)
      .filter((p) => p.intro?.exactRequest)
      .map((p) => p.route);
  assert.deepEqual(named('/api/v0/blocks/latest'), ['/api/latest-block']);
  assert.deepEqual(named('/v2/blocks/latest'), []);
  assert.deepEqual(named('/api/v0/blocks/latest/extra'), []);
});
