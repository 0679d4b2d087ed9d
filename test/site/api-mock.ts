// A local stand-in for the Blockfrost API, for running the guides' samples as a
// reader would. It answers only the calls the guides make, checks what a real
// server would refuse (no token, a token of another network, an empty path
// segment left by an unset variable, a submit without CBOR bytes) and records
// every request, so a test can say which calls a page's samples made.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the mock answered. */
export interface MockCall {
  host: string;
  method: string;
  path: string;
  status: number;
}

export interface ApiMock {
  /** `http://127.0.0.1:<port>`; a request for `https://<host>/api/v0/x` goes to `<origin>/<host>/api/v0/x`. */
  origin: string;
  calls: MockCall[];
  close(): Promise<void>;
}

/** The API hosts the guides use, with the token prefix each network's project has. */
const hosts: Record<string, string> = {
  'cardano-mainnet.blockfrost.io': 'mainnet',
  'cardano-preprod.blockfrost.io': 'preprod',
  'cardano-preview.blockfrost.io': 'preview',
  'ipfs.blockfrost.io': 'ipfs',
};

const cid = 'QmZbHqiCxKEVX7QfijzJTkZiSi3WEVTcvANgNAWzDYgZDr';
const bech32 = /^(addr|stake)1[02-9ac-hj-np-z]{20,}$/;

/** A body of hex or base64 text (what evaluate takes), not raw CBOR bytes (what submit takes). */
const isText = (body: Buffer) => /^([0-9a-fA-F]+|[A-Za-z0-9+/]+=*)$/.test(body.toString('latin1'));

const badRequest = (message: string): [number, unknown] => [
  400,
  { status_code: 400, error: 'Bad Request', message },
];

const evaluation = { result: { EvaluationResult: { 'spend:0': { memory: 1700, steps: 476468 } } } };

/** The evaluate-with-UTXOs body: CBOR text and [TxIn, TxOut] pairs shaped as the spec says. */
function isUtxoEvaluation(body: Buffer): boolean {
  try {
    const json = JSON.parse(body.toString('utf8')) as {
      cbor?: unknown;
      additionalUtxoSet?: unknown;
    };
    if (typeof json.cbor !== 'string' || !isText(Buffer.from(json.cbor))) return false;
    if (!Array.isArray(json.additionalUtxoSet)) return false;
    return json.additionalUtxoSet.every((pair: unknown) => {
      if (!Array.isArray(pair) || pair.length !== 2) return false;
      const [txIn, txOut] = pair as [Record<string, unknown>, Record<string, unknown>];
      const value = txOut.value as Record<string, unknown> | undefined;
      return (
        /^[0-9a-f]{64}$/.test(String(txIn.txId)) &&
        Number.isInteger(txIn.index) &&
        bech32.test(String(txOut.address)) &&
        typeof value?.coins === 'number'
      );
    });
  } catch {
    return false;
  }
}

const drep = {
  drep_id: 'drep15cfxz9exyn5rx0807zvxfrvslrjqfchrd4d47kv9e0f46uedqtc',
  amount: '2000000',
  retired: false,
  expired: false,
};
const proposal = {
  id: 'gov_action1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsq6dmejn',
  tx_hash: '2dd15e0ef6e6a17841cb9541c27724072ce4d4b79b91e58432fbaa32d9572531',
  cert_index: 1,
  governance_type: 'treasury_withdrawals',
};

type Handler = (m: RegExpMatchArray, body: Buffer, req: IncomingMessage) => [number, unknown];

const notBech32 = (value: string): [number, unknown] => [
  400,
  { status_code: 400, error: 'Bad Request', message: `Invalid address "${value}".` },
];

// Method and path (after /api/v0) → answer. Shapes follow the spec's examples, cut short.
const routes: [string, RegExp, Handler][] = [
  [
    'GET',
    /^\/addresses\/([^/]+)$/,
    (m) =>
      bech32.test(m[1]!)
        ? [
            200,
            {
              address: m[1],
              amount: [
                { unit: 'lovelace', quantity: '42000000' },
                { unit: 'b0d07d45fe9514f80213f4020e5a6124', quantity: '12' },
              ],
              type: 'shelley',
              script: false,
            },
          ]
        : notBech32(m[1]!),
  ],
  [
    'GET',
    /^\/addresses\/([^/]+)\/(utxos|transactions)$/,
    (m) => (bech32.test(m[1]!) ? [200, []] : notBech32(m[1]!)),
  ],
  [
    'GET',
    /^\/accounts\/([^/]+)$/,
    (m) =>
      bech32.test(m[1]!)
        ? [200, { stake_address: m[1], active: true, controlled_amount: '42000000' }]
        : notBech32(m[1]!),
  ],
  [
    'GET',
    /^\/accounts\/([^/]+)\/rewards$/,
    (m) =>
      bech32.test(m[1]!)
        ? [200, [{ epoch: 500, amount: '1500000', pool_id: 'pool1mock', type: 'member' }]]
        : notBech32(m[1]!),
  ],
  ['GET', /^\/governance\/dreps$/, () => [200, [drep]]],
  [
    'GET',
    /^\/governance\/dreps\/(drep1[02-9ac-hj-np-z]{20,})(\/(votes|delegators|metadata|updates))?$/,
    (m) => [200, m[2] ? [] : { ...drep, drep_id: m[1] }],
  ],
  ['GET', /^\/governance\/proposals$/, () => [200, [proposal]]],
  [
    'GET',
    /^\/governance\/proposals\/([0-9a-f]{64}\/\d+|gov_action1[02-9ac-hj-np-z]{20,})(\/(votes|parameters|withdrawals|metadata))?$/,
    (m) => [200, m[2] ? (m[3] === 'votes' || m[3] === 'withdrawals' ? [] : {}) : proposal],
  ],
  ['GET', /^\/governance\/committee(\/votes)?$/, (m) => [200, m[1] ? [] : { members: [] }]],
  // No transaction is on the mock's chain yet.
  [
    'GET',
    /^\/txs\/([0-9a-f]{64})$/,
    () => [
      404,
      {
        status_code: 404,
        error: 'Not Found',
        message: 'The requested component has not been found.',
      },
    ],
  ],
  ['GET', /^\/assets\/([0-9a-f]{56,})$/, (m) => [200, { asset: m[1], quantity: '1' }]],
  ['GET', /^\/epochs\/latest\/stakes$/, () => [200, []]],
  ['GET', /^\/blocks\/latest$/, () => [200, { height: 100, epoch: 500, hash: 'ab'.repeat(32) }]],
  [
    'POST',
    /^\/tx\/submit$/,
    (_m, body, req) =>
      req.headers['content-type'] === 'application/cbor' && body.length > 0 && !isText(body)
        ? [200, 'f'.repeat(64)]
        : [
            400,
            {
              status_code: 400,
              error: 'Bad Request',
              message: 'Expected the raw CBOR bytes as application/cbor.',
            },
          ],
  ],
  [
    'POST',
    /^\/utils\/txs\/evaluate$/,
    (_m, body, req) =>
      req.headers['content-type'] === 'application/cbor' && isText(body)
        ? [200, evaluation]
        : badRequest('Expected the CBOR as hex or base64 text, as application/cbor.'),
  ],
  [
    'POST',
    /^\/utils\/txs\/evaluate\/utxos$/,
    (_m, body, req) =>
      req.headers['content-type'] === 'application/json' && isUtxoEvaluation(body)
        ? [200, evaluation]
        : badRequest('Expected {"cbor": text, "additionalUtxoSet": [[TxIn, TxOut]]} as JSON.'),
  ],
  [
    'POST',
    /^\/ipfs\/add$/,
    (_m, body, req) =>
      String(req.headers['content-type']).startsWith('multipart/form-data') &&
      body.includes('name="file"')
        ? [200, { name: 'cat.png', ipfs_hash: cid, size: String(body.length) }]
        : [400, { status_code: 400, error: 'Bad Request', message: 'Expected a "file" field.' }],
  ],
  [
    'POST',
    /^\/ipfs\/pin\/(add|remove)\/(Qm\w{44})$/,
    (m) => [200, { ipfs_hash: m[2], state: m[1] === 'add' ? 'queued' : 'unpinned' }],
  ],
  ['GET', /^\/ipfs\/pin\/list$/, () => [200, [{ ipfs_hash: cid, state: 'queued' }]]],
  ['GET', /^\/ipfs\/pin\/list\/(Qm\w{44})$/, (m) => [200, { ipfs_hash: m[1], state: 'queued' }]],
  ['GET', /^\/ipfs\/gateway\/(Qm\w{44})$/, () => [200, 'the file']],
];

function answer(req: IncomingMessage, body: Buffer): [number, unknown, string] {
  const url = new URL(req.url ?? '/', 'http://mock');
  const match = /^\/([^/]+)\/api\/v0(\/.*)$/.exec(url.pathname);
  const fail = (status: number, message: string): [number, unknown, string] => [
    status,
    { status_code: status, error: 'Mock', message },
    url.pathname,
  ];
  if (!match || !hosts[match[1]!]) return fail(404, `No API host in ${url.pathname}`);
  const [, host, rest] = match as unknown as [string, string, string];
  if (rest.includes('//') || rest.endsWith('/'))
    return fail(400, `An empty path segment in ${rest}: a variable was not set`);
  const token = req.headers.project_id;
  if (typeof token !== 'string' || token === '') return fail(403, 'Missing project token.');
  if (!token.startsWith(hosts[host]!)) return fail(403, 'Network token mismatch.');
  // As the API does: a mainnet address (addr1…, stake1…) on a test network, or a
  // test address (addr_test1…, stake_test1…) on mainnet, is a 400.
  const mainnetAddress = /\/(addr|stake)1/.test(rest);
  const testAddress = /\/(addr|stake)_test1/.test(rest);
  if ((mainnetAddress && hosts[host] !== 'mainnet') || (testAddress && hosts[host] === 'mainnet'))
    return fail(400, 'Invalid address for this network or malformed address format.');
  for (const [method, pattern, handle] of routes) {
    const m = pattern.exec(rest);
    if (m && method === req.method) return [...handle(m, body, req), rest];
  }
  return fail(404, `The mock does not know ${req.method} ${rest}`);
}

export async function startApiMock(): Promise<ApiMock> {
  const calls: MockCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [status, body, where] = answer(req, Buffer.concat(chunks));
      const host = /^\/([^/]+)/.exec(req.url ?? '')?.[1] ?? '';
      calls.push({
        host,
        method: req.method ?? '',
        path: where.replace(/^\/[^/]+\/api\/v0/, ''),
        status,
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
