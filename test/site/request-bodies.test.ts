// The request bodies of the portal's transaction pages, as the built operation
// pages show them: submit sends the signed transaction's CBOR bytes from a file,
// evaluate its hex text, and evaluate-with-UTXOs a body shaped like a real one (set
// right by the patch in site.config.ts: the published document declares no binary
// body, ends its hex example in a newline and has no example of the UTXO body).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite } from '../fixtures/shared-sites.js';

let files: Map<string, string | Uint8Array>;
before(async () => {
  files = readBuiltFiles(await sharedSite('portal'));
});

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** The request samples of an operation page, by tab value (`curl`, `js`, `python`), as plain text. */
function requestSamples(route: string): Map<string, string> {
  const html = String(files.get(`${route}/index.html`) ?? '');
  const requests = html.split('api-samples__requests')[1]?.split('</section>')[0];
  assert.ok(requests, `${route} has request samples`);
  const samples = new Map<string, string>();
  for (const m of requests.matchAll(
    /role="tabpanel"[^>]*data-value="([^"]+)"[^>]*>.*?<code>(.*?)<\/code>/gs,
  ))
    samples.set(
      m[1]!,
      m[2]!.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27);/g, (_, e) => entities[e]!),
    );
  return samples;
}

test("submit's cURL, JavaScript and Python samples send the transaction's bytes from a file", () => {
  const samples = requestSamples('api/submit-a-transaction');
  const file = 'tx-submit.cbor';
  assert.match(samples.get('curl') ?? '', /--data-binary @tx-submit\.cbor$/m);
  assert.match(samples.get('js') ?? '', /body: await readFile\('tx-submit\.cbor'\)/);
  assert.match(samples.get('python') ?? '', /data=Path\("tx-submit\.cbor"\)\.read_bytes\(\)/);
  for (const lang of ['curl', 'js', 'python']) {
    const code = samples.get(lang)!;
    assert.ok(code.includes(file), lang);
    // No hex text sent as the body: the document's example is a hex string.
    assert.doesNotMatch(code, /83a4008182/, lang);
  }
});

test("evaluate's cURL, JavaScript and Python samples send the transaction as hex text, nothing after it", () => {
  const samples = requestSamples('api/submit-a-transaction-for-execution-units-evaluation');
  assert.match(samples.get('curl') ?? '', /--data-binary 83a4[0-9a-f]+$/);
  assert.match(samples.get('js') ?? '', /body: '83a4[0-9a-f]+',/);
  assert.match(samples.get('python') ?? '', /data="83a4[0-9a-f]+",/);
});

test('evaluate-with-UTXOs sends a transaction and one [TxIn, TxOut] pair, with no "string" placeholder', () => {
  const samples = requestSamples(
    'api/submit-a-transaction-for-execution-units-evaluation-additional-utxo-set',
  );
  for (const lang of ['curl', 'js', 'python']) {
    const code = samples.get(lang) ?? '';
    assert.doesNotMatch(code, /"string"/, lang);
    assert.match(code, /"cbor": "83a4[0-9a-f]+"/, lang);
    assert.match(code, /"txId": "[0-9a-f]{64}"/, lang);
    assert.match(code, /"index": 0\b/, lang);
    assert.match(code, /"address": "addr1[02-9ac-hj-np-z]{50,}"/, lang);
    assert.match(code, /"coins": \d+/, lang);
  }
  // The cURL body is the JSON the schema describes: one pair, TxIn then TxOut.
  const json = /--data '([^']*)'/.exec(samples.get('curl') ?? '')?.[1];
  assert.ok(json, 'the cURL sample sends a JSON body');
  const body = JSON.parse(json) as { cbor: string; additionalUtxoSet: unknown[][] };
  assert.equal(body.additionalUtxoSet.length, 1);
  const [txIn, txOut] = body.additionalUtxoSet[0] as [
    { txId: string; index: number },
    { address: string; value: { coins: number } },
  ];
  assert.equal(typeof txIn.index, 'number');
  assert.equal(typeof txOut.value.coins, 'number');
  // The pair is the input the transaction spends: its hash is in the transaction.
  assert.ok(body.cbor.includes(txIn.txId));
});
