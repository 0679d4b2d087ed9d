import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  queryWords,
  singularForms,
  stemForm,
  tokenize,
} from '../../../src/shared/search-tokenizer.js';

test('code-ish words give themselves and their parts', () => {
  assert.deepEqual(tokenize('tx_hash'), ['tx_hash', 'tx', 'hash']);
  assert.deepEqual(tokenize('GET /blocks/latest.'), ['get', '/blocks/latest', 'blocks', 'latest']);
  assert.deepEqual(tokenize('stakeAddress'), ['stakeaddress', 'stake', 'address']);
  assert.deepEqual(tokenize('/epochs/{number}/stakes'), [
    '/epochs/{number}/stakes',
    'epochs',
    'number',
    'stakes',
  ]);
  assert.deepEqual(tokenize('blockfrost.io'), ['blockfrost.io', 'blockfrost', 'io']);
});

test('plain words are lower-cased and folded; stop words and one-letter parts go', () => {
  assert.deepEqual(tokenize('How to pin a file in IPFS'), ['pin', 'file', 'ipfs']);
  assert.deepEqual(tokenize('Café CBOR'), ['cafe', 'cbor']);
  assert.deepEqual(tokenize('metadata, cbor; (json)!'), ['metadata', 'cbor', 'json']);
});

test('one-digit words are terms (Step 1, Part 2, v 3); lone letters are not', () => {
  assert.deepEqual(tokenize('Step 1'), ['step', '1']);
  assert.deepEqual(tokenize('Part 2 of v 3'), ['part', '2', '3']);
  assert.deepEqual(tokenize('v1.2'), ['v1.2', 'v1', '2']);
  assert.deepEqual(tokenize("e.g. don't x-api-key"), ['e.g', 'don', 'x-api-key', 'api', 'key']);
  // The query goes through the same tokeniser: '7' is a query word.
  assert.deepEqual(
    queryWords('page 7').map((w) => w.word),
    ['page', '7'],
  );
});

test('repeats are kept for counting; hashes and long URLs do not become terms', () => {
  assert.deepEqual(tokenize('block block'), ['block', 'block']);
  const hash = 'a'.repeat(64);
  assert.deepEqual(tokenize(hash), []);
  const url = 'https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest';
  assert.ok(!tokenize(url).some((t) => t.length > 48));
  assert.ok(tokenize(url).includes('mainnet'));
});

test('markup-looking queries are only words', () => {
  assert.deepEqual(tokenize('<img src=x onerror=alert(1)>'), [
    'img',
    'src',
    'onerror',
    'alert',
    '1',
  ]);
  assert.deepEqual(tokenize(''), []);
  assert.deepEqual(tokenize('   /// ...  '), []);
});

test('plurals also match their singular forms, and words their stems', () => {
  assert.deepEqual(singularForms('retries'), ['retry', 'retrie']);
  assert.deepEqual(singularForms('stakes'), ['stak', 'stake']);
  assert.deepEqual(singularForms('utxos'), ['utxo']);
  assert.deepEqual(singularForms('address'), []);
  assert.equal(stemForm('contribute'), 'contribut');
  assert.equal(stemForm('verify'), 'verif');
  assert.equal(stemForm('pool'), undefined);
  const [word] = queryWords('Retries');
  assert.equal(word!.word, 'retries');
  assert.deepEqual(
    word!.forms.map((f) => f.form),
    ['retries', 'retry', 'retrie', 'retr'],
  );
  assert.ok(
    word!.forms[0]!.exact > word!.forms[0]!.prefix,
    'an exact match counts more than a prefix match',
  );
});

test('each query word appears once', () => {
  assert.deepEqual(
    queryWords('block Block blocks').map((w) => w.word),
    ['block', 'blocks'],
  );
});
