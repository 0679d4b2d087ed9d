// Search over text written without spaces: Japanese, Chinese and Thai words found in
// the middle of a sentence, one-character queries, titles, suggestions and marks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { search, searchPages } from '../../../src/shared/search-engine.js';
import { findMarks } from '../../../src/shared/search-marks.js';
import { suggestQuery } from '../../../src/shared/search-suggest.js';
import { titleCoverage } from '../../../src/shared/search-title-signals.js';
import { queryWords } from '../../../src/shared/search-tokenizer.js';
import { indexesOf, page } from './search-fixtures.js';

const pages = [
  page({
    route: '/wallet',
    title: 'ウォレットの作成',
    sidebarId: 'docs',
    sections: [
      ['', '', 'ウォレットを作成するには、APIキーが必要です。'],
      ['keys', 'キーの管理', 'キーは安全な場所に保管してください。'],
    ],
  }),
  page({
    route: '/network',
    title: 'ネットワーク',
    sidebarId: 'docs',
    sections: [['', '', 'メインネットとテストネットがあります。']],
  }),
  page({
    route: '/pay',
    title: '付款',
    sidebarId: 'docs',
    sections: [['', '', '您可以用钱包付钱。每个账户都有余额。']],
  }),
  page({
    route: '/thai',
    title: 'เริ่มต้น',
    sidebarId: 'docs',
    sections: [['', '', 'การสร้างกระเป๋าเงินต้องใช้คีย์ API']],
  }),
  page({
    route: '/account',
    title: '账户',
    sidebarId: 'docs',
    sections: [['', '', '创建账户之前请先阅读条款。']],
  }),
];

const { indexes } = indexesOf(pages);
const routes = (query: string) => searchPages(indexes, query).map((p) => p.route);

test('a Japanese or Chinese word inside a sentence finds its page', () => {
  assert.deepEqual(routes('作成'), ['/wallet']);
  assert.deepEqual(routes('必要'), ['/wallet']);
  assert.deepEqual(routes('余额'), ['/pay']);
  assert.deepEqual(routes('阅读条款'), ['/account']);
  // 'ネット' is in both pages' text, 'ウォレット' only in the wallet page's.
  assert.equal(routes('ウォレット')[0], '/wallet');
  assert.equal(routes('テストネット')[0], '/network');
  // Thai, written without spaces too.
  assert.deepEqual(routes('กระเป๋าเงิน'), ['/thai']);
  // A Latin word inside Japanese or Thai text is a word.
  assert.deepEqual(routes('api').sort(), ['/thai', '/wallet']);
  assert.deepEqual(routes('削除'), []);
});

test('a one-character query finds the text that holds it, first or last in its bigram', () => {
  // 钱 starts 钱包 and ends 付钱; 款 ends the title 付款 and the text's 条款.
  assert.deepEqual(routes('钱'), ['/pay']);
  assert.deepEqual(routes('款'), ['/pay', '/account']);
  assert.deepEqual(routes('阅'), ['/account']);
  // A lone Thai letter too (Thai's terms sort before Han's and kana's).
  assert.deepEqual(routes('ใ'), ['/thai']);
});

test('a query that is a Japanese page title finds that page first, as an exact title', () => {
  const [first] = search(indexes, 'ウォレットの作成');
  assert.equal(first!.document.sectionRoute, '/wallet');
  assert.ok(first!.exactTitle);
  assert.equal(search(indexes, 'ネットワーク')[0]!.document.sectionRoute, '/network');
});

test('an unknown CJK query gets no suggestion, and a known one is known', () => {
  assert.equal(suggestQuery(indexes, '削除'), undefined);
  assert.equal(suggestQuery(indexes, '作成'), undefined);
});

test('the terms a result carries mark the query in the sentence, and only it', () => {
  const [result] = search(indexes, 'ウォレット');
  const text = pages[0]!.doc.sections[0]!.text;
  const marks = findMarks(text, result!.terms).map(([s, e]) => text.slice(s, e));
  assert.deepEqual(marks, ['ウォレット']);
  const [pay] = search(indexes, '钱');
  const payText = pages[2]!.doc.sections[0]!.text;
  assert.deepEqual(
    findMarks(payText, pay!.terms).map(([s, e]) => payText.slice(s, e)),
    ['钱', '钱'],
  );
});

// Words that share a bigram: 'ウォレット' and 'ロケット' share 'ット', 'ボード' and 'コード' share 'ード'.
const shared = indexesOf([
  page({
    route: '/notes',
    title: '雑記',
    sidebarId: 'docs',
    sections: [
      ['', '', 'はじめに。'],
      ['rocket', 'ロケット見出し', 'ロケットの話。'],
      ['code', 'コード', 'エンコードしたコードを送ります。'],
      // Every bigram of 'ウォレット' (ウォ, ォレ, レッ, ット), but not the word.
      ['split', '分割', 'ウォレとレット。'],
    ],
  }),
  page({
    route: '/board',
    title: 'ボードの設定',
    sidebarId: 'docs',
    sections: [['', '', 'ボードとコードの関係。']],
  }),
]).indexes;
const sharedRoutes = (query: string) => search(shared, query).map((r) => r.document.sectionRoute);

test('a word shares a bigram with a section: the section is not found unless it holds the word', () => {
  assert.deepEqual(sharedRoutes('ウォレット'), []);
  assert.deepEqual(sharedRoutes('ボード'), ['/board']);
  // The words themselves are found, and a two-character word is its one bigram.
  assert.deepEqual(sharedRoutes('ロケット'), ['/notes#rocket']);
  assert.deepEqual(sharedRoutes('エンコード'), ['/notes#code']);
  assert.deepEqual(sharedRoutes('コード').sort(), ['/board', '/notes#code']);
  // Each word of a query is held whole on its own: 'ボード' matches, 'ウォレット' nowhere.
  assert.deepEqual(sharedRoutes('ウォレット ボード'), ['/board']);
});

test('a word is marked where it stands whole, not where one of its bigrams does', () => {
  const [board] = search(shared, 'ボード');
  assert.deepEqual(board!.terms, ['ボード']);
  const text = 'ボードとコードの関係。ボード';
  assert.deepEqual(
    findMarks(text, board!.terms).map(([s, e]) => text.slice(s, e)),
    ['ボード', 'ボード'],
  );
  const [page] = searchPages(shared, 'ボード');
  assert.deepEqual(page!.terms, ['ボード']);
});

test('a title that shares a bigram with the query word is not a title match', () => {
  const rocket = shared.flatMap((i) => i.documents).find((d) => d.title === 'ロケット見出し')!;
  assert.equal(titleCoverage(rocket, queryWords('ウォレット')), 0);
  assert.equal(titleCoverage(rocket, queryWords('ロケット')), 1);
  // Bigram words know the word they were cut from; a two-character word needs none.
  assert.deepEqual(
    queryWords('ウォレット コード').map((w) => [w.word, w.runs]),
    [
      ['ウォ', ['ウォレット']],
      ['ォレ', ['ウォレット']],
      ['レッ', ['ウォレット']],
      ['ット', ['ウォレット']],
      ['コー', ['コード']],
      ['ード', ['コード']],
    ],
  );
  assert.equal(queryWords('コード ード')[1]!.runs, undefined);
});

test('a one-syllable Korean word finds the sections that say it', () => {
  const korean = indexesOf([
    page({
      route: '/ko2',
      title: '키 관리',
      sidebarId: 'docs',
      sections: [
        ['', '', '소개.'],
        ['키', '키', '새 키를 만들려면 설정에서 키 값을 입력하세요. 책 한 권.'],
        ['값', '값', '값 형식.'],
      ],
    }),
  ]).indexes;
  const found = (query: string) => search(korean, query).map((r) => r.document.sectionRoute);
  // The page title says 키 too, and a section's page title is part of what it is about.
  assert.deepEqual(found('키'), ['/ko2#키', '/ko2', '/ko2#값']);
  assert.deepEqual(found('값'), ['/ko2#값']);
  assert.deepEqual(found('책'), ['/ko2#키']);
  const [key] = search(korean, '키');
  const text = '새 키를 만들려면 키 값을';
  // The word alone, not the 키 of 키를.
  assert.deepEqual(findMarks(text, key!.terms), [[10, 11]]);
});
