// Inline code in tables wraps after path and name separators and between
// camelCase words, never inside a word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeBreakPieces } from '../../src/shared/code-breaks.js';
import { createMarkdown } from '../../src/content/markdown.js';

test('code splits after separators, before a brace and between camelCase words; a {placeholder} stays whole', () => {
  assert.deepEqual(codeBreakPieces('/accounts/{stake_address}/history'), [
    '/accounts/',
    '{stake_address}/',
    'history',
  ]);
  assert.deepEqual(codeBreakPieces('stake_address'), ['stake_', 'address']);
  assert.deepEqual(codeBreakPieces('additionalUtxoSet'), ['additional', 'Utxo', 'Set']);
  assert.deepEqual(codeBreakPieces('a.b'), ['a.', 'b']);
  assert.deepEqual(codeBreakPieces('6dbb104ed68481ef'), ['6dbb104ed68481ef']);
  assert.equal(codeBreakPieces('/x?count=10&page=2').join(''), '/x?count=10&page=2');
});

test('inline code in a markdown table gets <wbr> break points; code elsewhere is untouched', () => {
  const md = createMarkdown();
  const html = md.render(
    '`/a/b<c>`\n\n| Path |\n| --- |\n| `/accounts/{stake_address}` and `x<y>` |\n',
  );
  assert.match(html, /<p><code>\/a\/b&lt;c&gt;<\/code><\/p>/);
  assert.match(
    html,
    /<td><code>\/accounts\/<wbr>\{stake_address\}<\/code> and <code>x&lt;y&gt;<\/code><\/td>/,
  );
});
