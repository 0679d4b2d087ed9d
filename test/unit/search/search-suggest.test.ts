// "Did you mean …": a query that matches nothing gets the index's own word one
// typing slip away, in the terminal as in the overlay (the overlay's button is
// tested in test/ci/search-overlay.test.ts).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isOneEditApart, suggestQuery } from '../../../src/shared/search-suggest.js';
import { runSearchCommand } from '../../../src/search/search-cli.js';
import { indexesOf, page } from './search-fixtures.js';

const pages = [
  page({
    route: '/addresses',
    title: 'Addresses',
    sidebarId: 'docs',
    sections: [
      ['', '', 'An address holds UTXOs. Every address has a stake part.'],
      ['mithril', 'Mithril', 'Mithril certifies snapshots. An adder adds.'],
    ],
  }),
];

test('one slip: a letter added, dropped, changed, or two neighbours swapped', () => {
  assert.ok(isOneEditApart('adress', 'address'));
  assert.ok(isOneEditApart('address', 'adress'));
  assert.ok(isOneEditApart('mitrhil', 'mithril'));
  assert.ok(isOneEditApart('stako', 'stake'));
  assert.ok(!isOneEditApart('stake', 'stake'));
  assert.ok(!isOneEditApart('adrss', 'address'));
  assert.ok(!isOneEditApart('mtirhil', 'mithril'));
});

test('a word that matches nothing is swapped for the commonest indexed word one slip away; the rest stays as typed', () => {
  const { indexes } = indexesOf(pages);
  assert.equal(suggestQuery(indexes, 'adress'), 'address');
  assert.equal(suggestQuery(indexes, 'Mitrhil snapshots'), 'mithril snapshots');
  assert.equal(suggestQuery(indexes, 'the adress UTXOs'), 'the address UTXOs');
  // Known words (or prefixes of them) need no suggestion; a word with no close term gets none.
  assert.equal(suggestQuery(indexes, 'address'), undefined);
  assert.equal(suggestQuery(indexes, 'addr'), undefined);
  assert.equal(suggestQuery(indexes, 'qqqzzzxxy'), undefined);
  assert.equal(suggestQuery(indexes, 'adress qqqzzzxxy'), undefined);
  // Short words are one slip from too many others.
  assert.equal(suggestQuery(indexes, 'ads'), undefined);
  assert.equal(suggestQuery(indexes, 'addds'), 'adds');
});

test('a typo typed twice is fixed in both places', () => {
  const { indexes } = indexesOf(pages);
  assert.equal(suggestQuery(indexes, 'adress adress'), 'address address');
  assert.equal(suggestQuery(indexes, 'Adress, stake adress'), 'address, stake address');
});

test('docgen search offers the suggestion when nothing is found', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-search-suggest-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, content] of indexesOf(pages).files)
    writeFileSync(path.join(dir, name), content);
  assert.equal(
    await runSearchCommand('adress', { dir, json: false, limit: 8 }),
    'No results found for "adress". Did you mean "address"?',
  );
  assert.equal(
    await runSearchCommand('qqqzzzxxy', { dir, json: false, limit: 8 }),
    'No results found for "qqqzzzxxy".',
  );
});
