import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  matchesAsPrefix,
  matchesInPart,
  queryWords,
  singularForms,
  stemForm,
  tokenize,
} from '../../../src/shared/search-tokenizer.js';

test('code-ish words give themselves and their parts', () => {
  assert.deepEqual(tokenize('tx_hash'), ['tx_hash', 'txhash', 'tx', 'hash']);
  assert.deepEqual(tokenize('GET /blocks/latest.'), ['get', '/blocks/latest', 'blocks', 'latest']);
  assert.deepEqual(tokenize('stakeAddress'), ['stakeaddress', 'stake', 'address']);
  assert.deepEqual(tokenize('/epochs/{number}/stakes'), [
    '/epochs/{number}/stakes',
    'epochs',
    'number',
    'stakes',
  ]);
  assert.deepEqual(tokenize('blockfrost.io'), [
    'blockfrost.io',
    'blockfrostio',
    'blockfrost',
    'io',
  ]);
});

test('a compound word is also a term run together, and a camelCase name inside a dotted one is whole', () => {
  assert.deepEqual(tokenize('stake_address'), [
    'stake_address',
    'stakeaddress',
    'stake',
    'address',
  ]);
  assert.deepEqual(tokenize('Node.js'), ['node.js', 'nodejs', 'node', 'js']);
  assert.deepEqual(tokenize('pino.stdSerializers'), [
    'pino.stdserializers',
    'pinostdserializers',
    'stdserializers',
    'pino',
    'std',
    'serializers',
  ]);
  // Paths, versions and abbreviations are not typed run together.
  assert.deepEqual(tokenize('/blocks/latest'), ['/blocks/latest', 'blocks', 'latest']);
  assert.deepEqual(tokenize('v1.2'), ['v1.2', 'v1', '2']);
  assert.deepEqual(tokenize('e.g.'), ['e.g']);
  // So the query typed either way reaches the same term.
  assert.ok(tokenize('txhash').every((t) => tokenize('tx_hash').includes(t)));
  assert.ok(tokenize('stdSerializers').every((t) => tokenize('pino.stdSerializers').includes(t)));
});

test('a plural acronym is one word, so the query finds the same sections in any case', () => {
  for (const [word, term] of [
    ['SDKs', 'sdks'],
    ['URLs', 'urls'],
    ['IDs', 'ids'],
    ['UTXOs', 'utxos'],
  ] as const)
    assert.deepEqual(tokenize(word), [term], word);
  assert.deepEqual(tokenize('listUTXOs'), ['listutxos', 'list', 'utxos']);
  assert.deepEqual(tokenize('getIDsFor'), ['getidsfor', 'get', 'ids']);
  // A capital that starts a longer word still starts a part of its own.
  assert.deepEqual(tokenize('TXHash'), ['txhash', 'tx', 'hash']);
  assert.deepEqual(tokenize('HTTPServer'), ['httpserver', 'http', 'server']);
  assert.deepEqual(
    queryWords('UTXOs IDs').map((w) => w.word),
    queryWords('utxos ids').map((w) => w.word),
  );
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

test('combining marks belong to their word, composed again the same on both sides', () => {
  // Without \p{M} in a word, Hindi fell apart at each vowel sign and Arabic at each haraka.
  assert.deepEqual(tokenize('हिन्दी भाषा'), ['हिन्दी', 'भाषा']);
  // Arabic harakat and tatweel, Hebrew niqqud: readers type words without them.
  assert.deepEqual(tokenize('كِتَابٌ جديـــد'), ['كتاب', 'جديد']);
  assert.deepEqual(tokenize('שָׁלוֹם עוֹלָם'), ['שלום', 'עולם']);
  assert.deepEqual(tokenize('தமிழ் மொழி'), ['தமிழ்', 'மொழி']);
  // Hangul and voiced kana decompose under NFKD: they come out whole and composed.
  assert.deepEqual(tokenize('한국어 검색'), ['한국어', '검색']);
  assert.deepEqual(tokenize('ガイド'), ['ガイ', 'イド']);
  // Text written decomposed, or in half-width kana, gives the same terms.
  assert.deepEqual(tokenize('ガイド'.normalize('NFD')), ['ガイ', 'イド']);
  assert.deepEqual(tokenize('ｶﾞｲﾄﾞ'), ['ガイ', 'イド']);
  assert.deepEqual(tokenize('한국어'.normalize('NFD')), ['한국어']);
  // Latin, Greek and Cyrillic diacritics still fold away; full-width Latin is Latin.
  assert.deepEqual(tokenize('Café'.normalize('NFD')), ['cafe']);
  assert.deepEqual(tokenize('Καφές Ёлка'), ['καφες', 'елка']);
  assert.deepEqual(tokenize('ＡＰＩ'), ['api']);
});

test('Han, Hiragana, Katakana and Thai runs are cut into overlapping bigrams; Latin words among them stay words', () => {
  assert.deepEqual(tokenize('ウォレット作成'), ['ウォ', 'ォレ', 'レッ', 'ット', 'ト作', '作成']);
  assert.deepEqual(tokenize('ウォレットを作成するには、APIキーが必要です。'), [
    ...['ウォ', 'ォレ', 'レッ', 'ット', 'トを', 'を作', '作成', '成す', 'する', 'るに', 'には'],
    ...['api', 'キー', 'ーが', 'が必', '必要', '要で', 'です'],
  ]);
  assert.deepEqual(tokenize('创建钱包需要API密钥'), [
    ...['创建', '建钱', '钱包', '包需', '需要'],
    ...['api', '密钥'],
  ]);
  // A one-character run is a term (a lone Latin letter is not); ー and 々 belong to the run.
  assert.deepEqual(tokenize('本 a 株'), ['本', '株']);
  assert.deepEqual(tokenize('時々サーバー'), ['時々', '々サ', 'サー', 'ーバ', 'バー']);
  // A character outside the BMP is one character, never half of a bigram.
  assert.deepEqual(tokenize('𠮷野家'), ['𠮷野', '野家']);
  // A sentence of any length gives its bigrams (one term of over 40 letters was dropped).
  assert.equal(tokenize('あ'.repeat(60)).length, 59);
  // Korean keeps its spaces, so its words stay words.
  assert.deepEqual(tokenize('지갑 만들기'), ['지갑', '만들기']);
  // Thai (Lao, Khmer, Burmese) has no spaces between words either; a vowel or tone mark
  // stays with its letter. 'กระเป๋าเงิน' (wallet) is found inside the sentence.
  const thai = tokenize('การสร้างกระเป๋าเงินต้องใช้คีย์ API');
  const wallet = tokenize('กระเป๋าเงิน');
  assert.deepEqual(wallet, ['กร', 'ระ', 'ะเ', 'เป๋', 'ป๋า', 'าเ', 'เงิ', 'งิน']);
  const at = thai.indexOf('กร');
  assert.deepEqual(thai.slice(at, at + wallet.length), wallet);
  assert.equal(thai.at(-1), 'api');
  // A letter those scripts share with others (the apostrophe ʼ) does not cut a word.
  assert.deepEqual(tokenize('мʼясо'), ['мʼясо']);
});

test('a CJK query word gets no English forms, and a lone character matches the bigrams that hold it', () => {
  assert.deepEqual(
    queryWords('作成 ウォレット').map((w) => w.forms.map((f) => f.form)),
    [['作成'], ['ウォ'], ['ォレ'], ['レッ'], ['ット']],
  );
  assert.ok(!matchesAsPrefix('作成'), 'a bigram is matched whole');
  assert.ok(matchesInPart('钱', '钱包') && matchesInPart('钱', '付钱'));
  assert.ok(!matchesInPart('钱', '钱') && !matchesInPart('钱', '银行'));
  assert.ok(!matchesInPart('作成', '作成者'), 'a bigram never starts a longer term');
  assert.ok(matchesInPart('deleg', 'delegation') && !matchesInPart('1', '10'));
});

test('a one-syllable word of Korean (or Yi) is a term; a lone Latin, Greek or Cyrillic letter is not', () => {
  assert.deepEqual(tokenize('새 키를 만들려면 키 값을 입력하세요. 책 한 권.'), [
    '새',
    '키를',
    '만들려면',
    '키',
    '값을',
    '입력하세요',
    '책',
    '한',
    '권',
  ]);
  // Written with jamo (NFD), the syllable is composed first.
  assert.deepEqual(tokenize('\u110f\u1175'), ['키']);
  assert.deepEqual(tokenize('ꆈ'), ['ꆈ']);
  assert.deepEqual(tokenize('x α я'), []);
  assert.deepEqual(
    queryWords('키').map((w) => w.word),
    ['키'],
  );
});
