// Queries as readers type them, each with the route of the page that should come
// first. The relevance test checks them, `npm run bench` reports their top-3 share
// and mean reciprocal rank, and times them.
import { search, type LoadedIndex } from '../../src/shared/search-engine.js';

/** [query, route of the page that should come first]. */
export const relevanceQueries: [string, string][] = [
  ['epoch stakes', '/api/stake-distribution'],
  ['metadata cbor', '/api/transaction-metadata-in-cbor'],
  ['account utxos', '/api/account-utxos'],
  ['webhook retries', '/start-building/webhooks/using-webhooks'],
  ['tor endpoint', '/start-building/tor'],
  ['python sdk', '/sdks-python'],
  ['signature header', '/start-building/webhooks/webhooks-signatures'],
  ['verify webhook signature', '/start-building/webhooks/webhooks-signatures'],
  ['dreps', '/api/delegate-representatives-dreps'],
  ['latest block', '/api/latest-block'],
  ['/blocks/latest', '/api/latest-block'],
  // A request's URL, as a log or a page's own cURL sample writes it.
  ['/api/v0/blocks/latest', '/api/latest-block'],
  ['https://cardano-mainnet.blockfrost.io/api/v0/addresses/{address}/utxos', '/api/address-utxos'],
  ['address transactions', '/api/address-transactions'],
  ['asset history', '/api/asset-history'],
  ['pool metadata', '/api/stake-pool-metadata'],
  ['pool delegators', '/api/stake-pool-delegators'],
  ['genesis', '/api/blockchain-genesis'],
  ['submit transaction', '/api/submit-a-transaction'],
  ['evaluate execution units', '/api/submit-a-transaction-for-execution-units-evaluation'],
  ['where is my project id', '/overview/getting-started'],
  // The portal calls the project_id an API key (Try it, every API page); readers from other APIs say x-api-key.
  ['api key', '/overview/getting-started'],
  ['x-api-key', '/overview/getting-started'],
  ['invite team members', '/overview/workspaces/'],
  ['ip allowlist', '/overview/settings/access-filters'],
  ['network token mismatch', '/support/cardano'],
  ['onion host', '/start-building/tor'],
  ['wallet balance', '/start-building/cardano/'],
  ['jsonpath conditions', '/start-building/webhooks/webhooks-conditions'],
  ['retry backoff', '/start-building/tips-tricks'],
  ['rate limits', '/overview/plans-and-billing'],
  ['enterprise plan', '/overview/plans-and-billing'],
  ['ipfs pin object', '/api/pin-an-object'],
  ['ipfs file size limit', '/start-building/ipfs/'],
  ['ipfs file disappeared', '/support/ipfs'],
  ['mithril snapshots', '/api/get-most-recent-snapshots'],
  ['drep votes', '/api/drep-votes'],
  ['datum value', '/api/datum-value'],
  ['mempool', '/api/mempool'],
  ['usage metrics', '/api/blockfrost-usage-metrics'],
  ['account rewards', '/api/account-reward-history'],
  ['assets of a policy', '/api/assets-of-a-specific-policy'],
  ['transaction proofs mithril', '/api/get-the-proofs-of-a-cardano-transaction-list'],
  ['rust crate', '/sdks-rust'],
  ['how to contribute', '/contributing'],
  // A page about the topic before the sections of other pages that mention it.
  ['webhooks', '/start-building/webhooks/'],
  ['pagination', '/start-building'],
  ['fetch all pages', '/start-building/tips-tricks'],
  ['webhook signature', '/start-building/webhooks/webhooks-signatures'],
  ['create a webhook', '/start-building/webhooks/using-webhooks'],
  ['webhook event types', '/start-building/webhooks/webhooks-events'],
  ['trigger conditions', '/start-building/webhooks/webhooks-conditions'],
  ['access filters', '/overview/settings/access-filters'],
  ['make first request', '/overview/making-first-call'],
  ['javascript sdk', '/sdks-js'],
  ['golang', '/sdks-golang'],
  // The operation a reader means, before guides that mention it.
  ['list stake pools', '/api/list-of-stake-pools'],
  ['retired pools', '/api/list-of-retired-stake-pools'],
  ['transaction utxos', '/api/transaction-utxos'],
  ['address utxos', '/api/address-utxos'],
  ['asset addresses', '/api/asset-addresses'],
  ['script cbor', '/api/script-cbor'],
  ['derive address', '/api/derive-an-address'],
  ['add file to ipfs', '/api/add-a-file-to-ipfs'],
  ['remove pin', '/api/remove-a-ipfs-pin'],
  ['network information', '/api/network-information'],
  ['current epoch', '/api/latest-epoch'],
  ['block in slot', '/api/specific-block-in-a-slot'],
  ['transaction cbor', '/api/transaction-cbor'],
  ['download mithril snapshot', '/api/download-the-snapshot'],
  ['drep delegators', '/api/drep-delegators'],
  ['governance proposals', '/api/proposals'],
  ['pool blocks', '/api/stake-pool-blocks'],
  ['health check', '/api/backend-health-status'],
];

/** Where each query's page ranks among the pages found (0: not found), and the set's summary figures. */
export interface Relevance {
  rows: { query: string; expected: string; rank: number; got: string[] }[];
  /** Share of queries whose page is among the first three pages. */
  top3: number;
  /** Mean reciprocal rank: 1 when every page comes first. */
  mrr: number;
}

/** Ranks pages (sections grouped by page, best first) for each query, as the search overlay lists them. */
export function relevance(indexes: LoadedIndex[], queries: readonly [string, string][]): Relevance {
  const rows = queries.map(([query, expected]) => {
    const pages = [
      ...new Set(
        search(indexes, query, { limit: Number.POSITIVE_INFINITY }).map((r) =>
          r.document.sectionRoute.replace(/#.*$/, ''),
        ),
      ),
    ];
    return { query, expected, rank: pages.indexOf(expected) + 1, got: pages.slice(0, 3) };
  });
  const n = Math.max(1, rows.length);
  return {
    rows,
    top3: rows.filter((r) => r.rank >= 1 && r.rank <= 3).length / n,
    mrr: rows.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / n,
  };
}
