import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findMarks, snippet } from '../../../src/shared/search-marks.js';
import { tokenize } from '../../../src/shared/search-tokenizer.js';
import { isGraphemeBoundary } from '../../../src/shared/grapheme-boundary.js';

/** No lone half of a surrogate pair. */
const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

const marked = (text: string, terms: string[]) =>
  findMarks(text, terms).map(([s, e]) => text.slice(s, e));

test('words starting with a term are marked whole, case-insensitively', () => {
  assert.deepEqual(marked('Delegation and delegators, not undelegated.', ['deleg']), [
    'Delegation',
    'delegators',
  ]);
  assert.deepEqual(
    marked('Use tx_hash, not tx alone: /blocks/latest/txs', ['tx_hash', 'tx', '/blocks/latest']),
    ['tx_hash', 'tx', '/blocks/latest', 'txs'],
  );
  assert.deepEqual(marked('no match here', []), []);
});

test('regular-expression characters in terms are plain text', () => {
  // As patterns, 'a.c' would match 'abc' and 'x+' would match 'xxx'.
  assert.deepEqual(marked('abc xxx (b) [c] a.c', ['a.c', 'x+', '(b)', '[c]']), [
    '(b)',
    '[c]',
    'a.c',
  ]);
  assert.deepEqual(marked('pay 5.0 ada', ['5.0']), ['5.0']);
  assert.doesNotThrow(() => findMarks('x', ['(', '[', '\\', '*', '+?']));
});

test('a snippet is cut around the first match at word boundaries', () => {
  const text = `${'lorem '.repeat(60)}the delegation history ${'ipsum '.repeat(60)}`;
  const cut = snippet(text, ['deleg'], 120);
  assert.ok(cut.text.startsWith('…') && cut.text.endsWith('…'));
  assert.ok(cut.text.length <= 122);
  assert.equal(cut.marks.length, 1);
  const [start, end] = cut.marks[0]!;
  assert.equal(cut.text.slice(start, end), 'delegation');
  assert.ok(!/\blore$|^m\b/.test(cut.text), 'no word is cut in half');
  assert.deepEqual(snippet('Short text.', ['text']), { text: 'Short text.', marks: [[6, 10]] });
});

test('a one-digit term marks that number alone, as the search matches it', () => {
  const text = 'Page 7 links to page 70 and 7b';
  assert.deepEqual(
    findMarks(text, ['page', '7']).map(([s, e]) => text.slice(s, e)),
    ['Page', '7', 'page'],
  );
});

test('a Han, kana or Thai term is marked where it stands inside a sentence, and no further', () => {
  const text = 'ウォレットを作成するには、APIキーが必要です。ウォレット作成。';
  assert.deepEqual(marked(text, ['作成']), ['作成', '作成']);
  // A query's overlapping bigrams mark the word they cut, as one mark.
  assert.deepEqual(marked(text, ['ウォ', 'ォレ', 'レッ', 'ット']), ['ウォレット', 'ウォレット']);
  assert.deepEqual(findMarks(text, ['ウォ', 'ォレ', 'レッ', 'ット']), [
    [0, 5],
    [24, 29],
  ]);
  // A Latin word beside kana is marked up to the kana, and found after them too.
  assert.deepEqual(marked(text, ['api']), ['API']);
  assert.deepEqual(marked('作成API', ['api']), ['API']);
  // So is a Thai word inside its sentence, with its vowel and tone marks, and after ำ,
  // which folds to two characters.
  const wallet = ['กร', 'ระ', 'ะเ', 'เป๋', 'ป๋า', 'าเ', 'เงิ', 'งิน'];
  assert.deepEqual(marked('การสร้างกระเป๋าเงินต้องใช้คีย์', wallet), ['กระเป๋าเงิน']);
  assert.deepEqual(marked('ทำกระเป๋าเงินหาย', wallet), ['กระเป๋าเงิน']);
  // A word with marks is marked whole from its start.
  assert.deepEqual(marked('हिन्दी भाषा', ['हिन']), ['हिन्दी']);
});

test('a snippet of text without spaces is cut around the first match, never inside a character', () => {
  const before = '日本語の文章です。'.repeat(20);
  const text = `${before}ここでウォレットを作成します。${'説明が続きます。'.repeat(20)}`;
  const cut = snippet(text, ['作成'], 60);
  assert.ok(cut.text.startsWith('…') && cut.text.endsWith('…'));
  assert.ok(cut.text.length <= 62);
  assert.deepEqual(
    cut.marks.map(([s, e]) => cut.text.slice(s, e)),
    ['作成'],
  );
  // The match stands about a third of the way in, with its sentence before it.
  const at = cut.marks[0]![0];
  assert.ok(at > 10 && at < 30, `the match at ${at}`);
  // Characters outside the BMP are never split into a lone surrogate.
  const astral = `${'𠮷'.repeat(100)}作成${'𠮷'.repeat(100)}`;
  for (const size of [59, 60, 61]) {
    const body = snippet(astral, ['作成'], size).text.replace(/^…|…$/g, '');
    assert.ok(wellFormed(body), `cut at ${size}: no lone surrogate`);
    // Nor when one long word leaves no place to cut after the match.
    const word = snippet(`abc${'𐌰'.repeat(100)}`, ['abc'], size).text.replace(/…$/, '');
    assert.ok(wellFormed(word), `a long word cut at ${size}: no lone surrogate`);
  }
  // A base letter keeps its combining mark: a decomposed が is never cut in two.
  const decomposed = `${'が'.normalize('NFD').repeat(80)}作成${'が'.normalize('NFD').repeat(80)}`;
  for (const size of [59, 60, 61]) {
    const body = snippet(decomposed, ['作成'], size).text.replace(/^…|…$/g, '');
    assert.ok(!/^\p{M}/u.test(body), `cut at ${size}: no lone mark at the start`);
    assert.ok(body.endsWith('\u3099') || body.endsWith('成'), `cut at ${size}: no mark cut off`);
  }
});

test('a term marks the text it was found in, as written: accents, widths, decomposed letters', () => {
  // Terms are folded as the tokeniser folds them; the text is folded the same way to find them.
  assert.deepEqual(marked('Un café noir, naïve', ['cafe', 'naive']), ['café', 'naïve']);
  assert.deepEqual(marked('Un cafe\u0301 noir', ['cafe']), ['cafe\u0301']);
  assert.deepEqual(marked('ＡＰＩキーが必要', ['api']), ['ＡＰＩ']);
  assert.deepEqual(marked('ｶﾞｲﾄﾞを読む', ['ガイ', 'イド']), ['ｶﾞｲﾄﾞ']);
  const decomposed = 'ガイド'.normalize('NFD');
  assert.deepEqual(marked(`${decomposed}を読む`, ['ガイ', 'イド']), [decomposed]);
  // Pieces that fold longer or shorter ('…' is '...', 'ﬁ' is 'fi') leave the later offsets right.
  assert.deepEqual(marked('Wait… then ﬁle the café report', ['file', 'report']), ['ﬁle', 'report']);
  assert.deepEqual(marked('e\u0301te\u0301 … été', ['ete']), ['e\u0301te\u0301', 'été']);
  // Vowel marks and the tatweel a reader does not type are inside the mark, not cut off.
  assert.deepEqual(marked('اقرأ كِتَابًا عن المفاتيـــح', ['كتاب', 'المفاتيح']), [
    'كِتَابًا',
    'المفاتيـــح',
  ]);
  assert.deepEqual(marked('אמר שָׁלוֹם לכולם', ['שלום']), ['שָׁלוֹם']);
  // A term found inside what one character folds to marks that character whole.
  assert.deepEqual(marked('㈱ブロック', ['株']), ['㈱']);
  assert.deepEqual(marked('Step ½ of 2', ['1']), ['½']);
});

test('letters no decomposition takes apart fold to what readers type, and mark the letter as written', () => {
  const found = (text: string, query: string) => marked(text, tokenize(query));
  assert.deepEqual(found('Die Straße ist lang', 'strasse'), ['Straße']);
  assert.deepEqual(found('DIE STRAẞE', 'strasse'), ['STRAẞE']);
  assert.deepEqual(found('Kısa bir yol', 'kisa'), ['Kısa']);
  assert.deepEqual(found('Łódź, ŁÓDŹ', 'lodz'), ['Łódź', 'ŁÓDŹ']);
  assert.deepEqual(found('Đăng nhập', 'dang nhap'), ['Đăng', 'nhập']);
  assert.deepEqual(found('Æsir, smørrebrød, Œuvre', 'aesir smorrebrod oeuvre'), [
    'Æsir',
    'smørrebrød',
    'Œuvre',
  ]);
  assert.deepEqual(found('Þórður síðan Ħal', 'thordur sidan hal'), ['Þórður', 'síðan', 'Ħal']);
  // A letter that folds longer leaves the offsets after it right, and a word still being typed marks it whole.
  assert.deepEqual(found('ß ß Straße und Weg', 'weg'), ['Weg']);
  assert.deepEqual(found('Straße', 'stras'), ['Straße']);
  // The index and the query fold alike: the word typed with its letter finds it too.
  assert.deepEqual(tokenize('Straße Łódź Kısa Đăng'), tokenize('strasse lodz kisa dang'));
});

/** Every offset where Intl.Segmenter (Node's full UAX #29 rules) puts a grapheme boundary. */
function segmenterBoundaries(text: string): number[] {
  const segments = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text);
  return [...segments].map((s) => s.index).concat(text.length);
}

test('cuts fall between grapheme clusters, as Intl.Segmenter puts them', () => {
  const samples = [
    'Cafés🇯🇵🇯🇵🇯🇵 🇺🇸🇫🇷',
    'Zoëss👨‍👩‍👧‍👦👨‍👩‍👧‍👦 x👩‍💻',
    'Naïve👍🏽👍🏽👍🏿',
    'keycaps 1️⃣#️⃣ and ❤️ and 🏴󠁧󠁢󠁳󠁣󠁴󠁿 flag',
    `${'が'.normalize('NFD')}ｶﾞｲﾄﾞ 𠮷 ${'\u110f\u1175'} e\u0301`,
  ];
  for (const text of samples) {
    const ours: number[] = [];
    for (let i = 0; i <= text.length; i++) if (isGraphemeBoundary(text, i)) ours.push(i);
    assert.deepEqual(ours, segmenterBoundaries(text), text);
  }
});

test('a snippet of emoji never ends in half a flag, a dangling joiner or without its skin tone', () => {
  const cases: [string, string][] = [
    [`Cafés${'🇯🇵'.repeat(60)}`, 'cafes'],
    [`Zoëss${'👨‍👩‍👧‍👦'.repeat(30)}`, 'zoess'],
    [`Naïve${'👍🏽'.repeat(60)}`, 'naive'],
  ];
  for (const [text, query] of cases)
    for (let size = 20; size <= 60; size++) {
      const cut = snippet(text, tokenize(query), size);
      const body = cut.text.replace(/…$/, '');
      assert.ok(cut.text.endsWith('…'), `${query} ${size}: cut`);
      const boundaries = segmenterBoundaries(text);
      assert.ok(boundaries.includes(body.length), `${query} cut at ${size}: ${body.slice(-12)}`);
      assert.equal(cut.text.slice(cut.marks[0]![0], cut.marks[0]![1]), text.slice(0, 5));
    }
});

test('a word the search finds run together is marked where the text joins its parts', () => {
  assert.deepEqual(
    marked('Install Node.js, pass stake_address, the tx-hash and a project_id: nodejs.', [
      'nodejs',
      'stakeaddress',
      'txhash',
      'projectid',
    ]),
    ['Node.js', 'stake_address', 'tx-hash', 'project_id', 'nodejs'],
  );
  // A space is not a joiner, nor is a slash: words apart are the words' own marks.
  assert.deepEqual(marked('the tx hash, tx/hash', ['txhash']), []);
});
