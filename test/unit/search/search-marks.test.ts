import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findMarks, snippet } from '../../../src/shared/search-marks.js';

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
