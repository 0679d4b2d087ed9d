import { test } from 'node:test';
import assert from 'node:assert/strict';
import bm25 from 'wink-bm25-text-search';
import {
  emptyIndex,
  groupByPage,
  loadIndex,
  maxResults,
  search,
  searchPages,
  termsWithPrefix,
} from '../../../src/shared/search-engine.js';
import {
  pageTitleBoost,
  phraseBoost,
  phraseProximity,
  titleBoost,
} from '../../../src/shared/search-title-signals.js';
import { queryWords } from '../../../src/shared/search-tokenizer.js';
import { indexesOf, page } from './search-fixtures.js';

const guide = page({
  route: '/guide',
  title: 'Delegation guide',
  sidebarId: 'docs',
  sections: [
    ['', '', 'How stake delegation works on Cardano.'],
    ['delegators', 'Delegators', 'Every pool lists its delegators and their live stake.'],
    ['retries', 'Retries', 'A webhook delivery that fails is retried twice.'],
  ],
});
const apiPage = page({
  route: '/api/latest-block',
  title: 'Latest block',
  kind: 'api',
  sidebarId: 'api',
  categories: ['Cardano', 'Blocks'],
  apiTags: ['Cardano » Blocks'],
  sections: [
    ['', '', 'GET /blocks/latest Return the latest block, with its tx_hash list.'],
    ['responses', 'Responses', '200 Return the contents of the block. The body is CBOR.'],
  ],
});

test('a query word matches exactly and as a prefix', () => {
  const { indexes } = indexesOf([guide, apiPage]);
  const routes = (q: string) => search(indexes, q).map((r) => r.document.sectionRoute);
  assert.deepEqual(routes('deleg').slice(0, 2).sort(), ['/guide', '/guide#delegators']);
  assert.ok(routes('delegators').includes('/guide#delegators'));
  // The exact word ranks above a section that only has longer words starting with it.
  const [first] = search(indexes, 'delegators');
  assert.equal(first!.document.sectionRoute, '/guide#delegators');
  assert.deepEqual(first!.terms, ['delegators']);
});

test('code-ish queries find their sections', () => {
  const { indexes } = indexesOf([guide, apiPage]);
  assert.equal(search(indexes, 'tx_hash')[0]?.document.sectionRoute, '/api/latest-block');
  assert.equal(search(indexes, '/blocks/latest')[0]?.document.sectionRoute, '/api/latest-block');
  assert.equal(search(indexes, 'cbor')[0]?.document.sectionRoute, '/api/latest-block#responses');
  assert.equal(search(indexes, 'RETRIES')[0]?.document.sectionRoute, '/guide#retries');
});

test('a word in the title outranks the same word in the content', () => {
  const { indexes } = indexesOf([
    page({
      route: '/a',
      title: 'Alpha',
      sidebarId: 'docs',
      sections: [['', '', 'About snapshots and more words here.']],
    }),
    page({
      route: '/b',
      title: 'Snapshots',
      sidebarId: 'docs',
      sections: [['', '', 'About alpha and more words here.']],
    }),
    page({
      route: '/c',
      title: 'Gamma',
      sidebarId: 'docs',
      sections: [['', '', 'Nothing to see and more words here.']],
    }),
  ]);
  assert.deepEqual(
    search(indexes, 'snapshots').map((r) => r.document.sectionRoute),
    ['/b', '/a'],
  );
});

test('API categories and tags count; docs sidebar categories do not', () => {
  const pages = [
    page({
      route: '/api/one',
      title: 'One',
      kind: 'api',
      sidebarId: 'api',
      categories: ['Mithril'],
      sections: [['', '', 'First endpoint text.']],
    }),
    page({
      route: '/api/two',
      title: 'Two',
      kind: 'api',
      sidebarId: 'api',
      apiTags: ['Mithril'],
      sections: [['', '', 'Second endpoint text.']],
    }),
    page({
      route: '/doc',
      title: 'Doc',
      sidebarId: 'docs',
      categories: ['Mithril'],
      sections: [['', '', 'A docs page text.']],
    }),
  ];
  const { indexes } = indexesOf(pages);
  const found = search(indexes, 'mithril').map((r) => r.document.sectionRoute);
  assert.deepEqual(
    found,
    ['/api/two', '/api/one'],
    'tags (3) above categories (2), docs categories not indexed',
  );
  // The docs page still carries its categories for display.
  const doc = indexes.flatMap((i) => i.documents).find((d) => d.sectionRoute === '/doc')!;
  assert.deepEqual(doc.sidebarParentCategories, ['Mithril']);
});

test('results are capped at 8 by default and by the limit option', () => {
  const pages = Array.from({ length: 12 }, (_, i) =>
    page({
      route: `/p${i}`,
      title: `Page ${i}`,
      sidebarId: 'docs',
      sections: [['', '', `Pool number ${i} text.`]],
    }),
  );
  const { indexes } = indexesOf(pages);
  assert.equal(maxResults, 8);
  assert.equal(search(indexes, 'pool').length, 8);
  assert.equal(search(indexes, 'pool', { limit: 3 }).length, 3);
  assert.equal(search(indexes, 'pool', { limit: 20 }).length, 12);
  assert.deepEqual(search(indexes, ''), []);
  assert.deepEqual(search(indexes, 'the of'), [], 'only stop words');
});

test('missing, empty and broken index files count as empty', () => {
  const { indexes } = indexesOf([guide]);
  const mangled = {
    documents: [],
    index: [{}, {}, { 0: {} }, [null, [0]], 2, { delegation: 1, guide: 0 }, {}, [], []],
  };
  for (const broken of [
    undefined,
    null,
    '',
    '{',
    '[]',
    { documents: 'x' },
    { documents: [], index: null },
    { documents: [], index: [1, 2] },
    mangled,
    42,
  ]) {
    const index = loadIndex(broken);
    assert.deepEqual(search([index], 'delegation'), []);
    assert.ok(search([index, ...indexes], 'delegation').length > 0, 'the other files still answer');
  }
  assert.deepEqual(search([emptyIndex()], 'delegation'), []);
  assert.deepEqual(search([], 'delegation'), []);
});

test('a site with fewer than three sections still gets a working index', () => {
  const { files, indexes } = indexesOf([
    page({
      route: '/only',
      title: 'Only page',
      sidebarId: 'docs',
      sections: [['', '', 'Lonely text.']],
    }),
  ]);
  assert.deepEqual(
    [...files.keys()],
    ['search-index-default.json', 'search-index-docs-default-current.json'],
  );
  assert.equal(search(indexes, 'lonely')[0]?.document.sectionRoute, '/only');
  assert.deepEqual(JSON.parse(files.get('search-index-default.json')!).documents, []);
});

test('the index files are wink-bm25-text-search indexes: wink ranks them as the engine does', () => {
  const pages = [
    guide,
    apiPage,
    page({
      route: '/x',
      title: 'Pools',
      sidebarId: 'docs',
      sections: [['', '', 'Stake pools and delegators.']],
    }),
  ];
  const { files, indexes } = indexesOf(pages);
  const docs = JSON.parse(files.get('search-index-docs-default-current.json')!);
  const wink = bm25();
  wink.importJSON(JSON.stringify(docs.index));
  wink.definePrepTasks([(text: string) => text.split(' ')] as never);
  for (const word of ['delegators', 'stake', 'webhook']) {
    const theirs = wink.search(word).map(([id, score]) => [Number(id), Number(score.toFixed(4))]);
    assert.ok(theirs.length > 0, `wink finds '${word}'`);
    const ours = search([indexes[1]!], word, { limit: 10 })
      .filter((r) => r.terms.includes(word) && r.bm25 > 0)
      .map((r) => [r.document.id, Number(r.bm25.toFixed(4))]);
    // Sorted as wink sorts them (our ranking also weighs title matches).
    ours.sort((a, b) => b[1]! - a[1]!);
    // Exact matches only: wink knows no prefixes, so compare the documents it finds.
    assert.deepEqual(
      ours.filter(([id]) => theirs.some(([t]) => t === id)),
      theirs,
      word,
    );
  }
});

test('a section whose title holds the query words outranks one that only mentions them in its text', () => {
  const pages = [
    page({
      route: '/sdk',
      title: 'SDK',
      sidebarId: 'docs',
      sections: [['configure', 'Configure', 'block block block client']],
    }),
    page({
      route: '/api/specific-block',
      title: 'Specific block',
      sections: [
        [
          '',
          '',
          'GET the content of a requested block by hash or number, with its slot, epoch, size, fees, output, transactions count, slot leader, VRF key, operational certificate, confirmations and the hashes before and after it.',
        ],
      ],
    }),
    page({
      route: '/x',
      title: 'Pools',
      sidebarId: 'docs',
      sections: [['', '', 'Stake pools and delegators.']],
    }),
  ];
  const { indexes } = indexesOf(pages);
  const results = search(indexes, 'block', { limit: 3 });
  const text = results.find((r) => r.document.sectionRoute === '/sdk#configure')!;
  const titled = results.find((r) => r.document.sectionRoute === '/api/specific-block')!;
  assert.ok(
    text.bm25 > titled.bm25,
    `by BM25 alone the wordy section wins (${text.bm25} > ${titled.bm25})`,
  );
  assert.equal(results[0]!.document.sectionRoute, '/api/specific-block');
  assert.ok(
    Math.abs(titled.score - titled.bm25 * (1 + titleBoost + pageTitleBoost)) < 1e-9,
    "a title holding every word lifts the score, as the section's and as its page's",
  );
  assert.equal(text.score, text.bm25);
});

test('prefix lookups take the shortest completions first', () => {
  const terms = ['de', 'deleg', 'delegate', 'delegation', 'delegators', 'deposit', 'epoch'].sort();
  assert.deepEqual(termsWithPrefix(terms, 'deleg'), ['delegate', 'delegation', 'delegators']);
  assert.deepEqual(termsWithPrefix(terms, 'zz'), []);
});

test('a section matching every query word outranks one that repeats a single word: the sum is scaled by the share of words matched', () => {
  const pages = [
    page({
      route: '/both',
      title: 'Owners',
      sidebarId: 'docs',
      sections: [
        [
          '',
          '',
          'An owner registers a stake pool, then waits for the next epoch before the certificate counts.',
        ],
      ],
    }),
    page({
      route: '/one',
      title: 'Amounts',
      sidebarId: 'docs',
      sections: [['', '', 'Stake: stake, stake and stake.']],
    }),
    // 'pool' is common, so it adds little to /both.
    ...Array.from({ length: 6 }, (_, i) =>
      page({
        route: `/list${i}`,
        title: `List ${i}`,
        sidebarId: 'docs',
        sections: [['', '', `Every pool of list ${i}.`]],
      }),
    ),
  ];
  const { indexes } = indexesOf(pages);
  const results = search(indexes, 'stake pool');
  const both = results.find((r) => r.document.sectionRoute === '/both')!;
  const one = results.find((r) => r.document.sectionRoute === '/one')!;
  assert.deepEqual([...both.terms].sort(), ['pool', 'stake']);
  assert.deepEqual(one.terms, ['stake']);
  assert.ok(
    one.bm25 > both.bm25,
    `by BM25 alone the repeated word wins (${one.bm25} > ${both.bm25})`,
  );
  assert.deepEqual(
    results.slice(0, 2).map((r) => r.document.sectionRoute),
    ['/both', '/one'],
    'matching every word wins',
  );
  assert.equal(one.score, one.bm25 / 2, 'one word of two: half its BM25 sum');
  // Said together ("Stake pool"), the words lift it further: see the phrase test.
  const together = 1 + phraseBoost * phraseProximity(both.document, queryWords('stake pool'));
  assert.equal(both.score, both.bm25 * together, 'every word: its whole BM25 sum');
  // Three words, one matched: a third.
  const [third] = search(indexes, 'stake zzyzx qqqq');
  assert.ok(Math.abs(third!.score - third!.bm25 / 3) < 1e-9, `${third!.score} vs ${third!.bm25}`);
});

test('results grouped by page: one entry per page, best page first, its matching sections under it', () => {
  const { indexes } = indexesOf([guide, apiPage]);
  const groups = searchPages(indexes, 'delegators stake');
  assert.equal(groups[0]!.route, '/guide');
  assert.equal(groups.filter((g) => g.route === '/guide').length, 1, 'the page appears once');
  const guideGroup = groups[0]!;
  assert.equal(guideGroup.pageTitle, 'Delegation guide');
  assert.equal(
    guideGroup.intro?.document.sectionRoute,
    '/guide',
    'the intro matched: it is the page entry',
  );
  assert.deepEqual(
    guideGroup.sections.map((r) => r.document.sectionRoute),
    ['/guide#delegators'],
  );
  assert.deepEqual([...guideGroup.terms].sort(), ['delegators', 'stake']);
  // Only a section matched: the page entry has no intro, the section sits under it.
  const [retries] = searchPages(indexes, 'retried');
  assert.equal(retries!.route, '/guide');
  assert.equal(retries!.intro, undefined);
  assert.deepEqual(
    retries!.sections.map((r) => r.document.sectionRoute),
    ['/guide#retries'],
  );
});

test('grouping caps the pages at the limit and the sections under each page', () => {
  const many = Array.from({ length: 12 }, (_, i) =>
    page({
      route: `/p${i}`,
      title: `Page ${i}`,
      sidebarId: 'docs',
      sections: [
        ['', '', `Pool text ${i}.`],
        ...Array.from({ length: 5 }, (_, j): [string, string, string] => [
          `s${j}`,
          `Section ${j}`,
          `Pool section ${j} of page ${i}.`,
        ]),
      ],
    }),
  );
  const { indexes } = indexesOf(many);
  const groups = searchPages(indexes, 'pool');
  assert.equal(groups.length, 8, 'eight pages by default');
  assert.equal(new Set(groups.map((g) => g.route)).size, 8);
  assert.ok(
    groups.every((g) => g.sections.length === 3),
    'three sections under each page by default',
  );
  assert.equal(
    searchPages(indexes, 'pool', { limit: 2, sectionsPerPage: 1 })
      .map((g) => g.sections.length)
      .join(),
    '1,1',
  );
  // Ordered by each page's best match, and the order of the sections is the ranking's.
  const ranked = search(indexes, 'pool', { limit: 1000 });
  const grouped = groupByPage(ranked, { limit: 100, sectionsPerPage: 100 });
  assert.deepEqual(
    grouped.map((g) => g.score),
    [...grouped.map((g) => g.score)].sort((a, b) => b - a),
  );
  for (const g of grouped) {
    assert.equal(
      g.score,
      Math.max(
        ...ranked
          .filter((r) => r.document.sectionRoute.split('#')[0] === g.route)
          .map((r) => r.score),
      ),
    );
    assert.deepEqual(
      g.sections,
      ranked.filter((r) => r.document.sectionRoute.startsWith(`${g.route}#`)),
    );
  }
});

// Twenty pages made alike, in the string order a folder listing gives (page-1, page-10, …).
const numbered = Array.from({ length: 20 }, (_, i) => `${i + 1}`)
  .sort()
  .map((n) =>
    page({
      route: `/big/page-${n}`,
      title: `Page ${n}`,
      sidebarId: 'docs',
      sections: [['', '', `Body of page ${n}.`]],
    }),
  );

test('a one-digit word is a query word: "page 7" and "7" find Page 7, and only it matches "7"', () => {
  const { indexes } = indexesOf(numbered);
  assert.equal(search(indexes, 'page 7')[0]?.document.sectionRoute, '/big/page-7');
  assert.deepEqual(
    search(indexes, '7').map((r) => r.document.sectionRoute),
    ['/big/page-7'],
  );
  assert.equal(search(indexes, 'Page 12')[0]?.document.sectionRoute, '/big/page-12');
});

test('tied results come in natural route order, not string order', () => {
  const { indexes } = indexesOf(numbered);
  const results = search(indexes, 'page', { limit: 12 });
  assert.equal(new Set(results.map((r) => r.score)).size, 1, 'the pages tie');
  assert.deepEqual(
    results.map((r) => r.document.sectionRoute),
    Array.from({ length: 12 }, (_, i) => `/big/page-${i + 1}`),
  );
});

test('"page 1" lists Page 1, then Pages 2, 3 … before Page 10: the one-digit word is no prefix in titles either', () => {
  const { indexes } = indexesOf(numbered);
  const results = search(indexes, 'page 1', { limit: 20 });
  assert.deepEqual(
    results.slice(0, 4).map((r) => r.document.sectionRoute),
    ['/big/page-1', '/big/page-2', '/big/page-3', '/big/page-4'],
  );
  assert.deepEqual(
    results.filter((r) => r.exactTitle).map((r) => r.document.sectionRoute),
    ['/big/page-1'],
  );
  // Page 10 matched 'page' alone, as Page 2 did: the same score.
  const scoreOf = (route: string) => results.find((r) => r.document.sectionRoute === route)!.score;
  assert.equal(scoreOf('/big/page-10'), scoreOf('/big/page-2'));
});

test('the listed order is the order of the scores shown, an exact title included', () => {
  // The page titled 'Latest block' is the query exactly; a section of another page, under
  // the same heading, says the words more often in a shorter text and so weighs more.
  const pages = [
    page({
      route: '/latest',
      title: 'Latest block',
      sidebarId: 'docs',
      sections: [
        [
          '',
          '',
          `The newest one the node has seen. ${'Other words about nodes and epochs. '.repeat(20)}`,
        ],
      ],
    }),
    page({
      route: '/tips',
      title: 'Tips',
      sidebarId: 'docs',
      sections: [
        ['', '', 'Small things.'],
        [
          'poll',
          'Latest block',
          'Latest block, latest block, latest block: poll the latest block.',
        ],
      ],
    }),
  ];
  const { indexes } = indexesOf(pages);
  const results = search(indexes, 'latest block');
  assert.deepEqual(
    results.map((r) => r.document.sectionRoute),
    ['/latest', '/tips#poll'],
    'the exact title ranks first',
  );
  assert.ok(results[0]!.score > results[1]!.score, 'and shows the higher score');
  const groups = searchPages(indexes, 'latest block');
  assert.ok(groups[0]!.score > groups[1]!.score);
});
