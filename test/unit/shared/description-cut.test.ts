// A description longer than the meta tags carry is cut after a whole word and ends in "…".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cutDescription } from '../../../src/shared/description-cut.js';

const long =
  "This is a special value on ReadMe to denote a top level property. This can be done better using JSON Schema, but from ReadMe's dash, this is the only way to do it well enough.";

test('a description over 160 characters is cut after its last whole word, with "…" and no space before it', () => {
  const cut = cutDescription(long);
  assert.equal(
    cut,
    "This is a special value on ReadMe to denote a top level property. This can be done better using JSON Schema, but from ReadMe's dash, this is the only way to do…",
  );
  assert.ok(cut.length <= 160);
  // A word that ends right at the limit is kept whole.
  const exact = `${'a'.repeat(158)} b${'c'.repeat(10)}`;
  assert.equal(cutDescription(exact), `${'a'.repeat(158)}…`);
  const endsAt = `${'word '.repeat(31)}abcd efgh`;
  assert.equal(cutDescription(endsAt).length <= 160, true);
  assert.match(cutDescription(endsAt), /\S…$/);
  // Punctuation that ended the last word kept gives way to the "…".
  assert.equal(cutDescription(`${'a'.repeat(150)} end. More words`), `${'a'.repeat(150)} end…`);
});

test('a description that fits is left whole; text without spaces is cut at the limit between characters', () => {
  assert.equal(cutDescription('Short.'), 'Short.');
  assert.equal(cutDescription('x'.repeat(160)), 'x'.repeat(160));
  const cjk = '这是一个很长的描述'.repeat(20);
  assert.equal(cutDescription(cjk), `${cjk.slice(0, 159)}…`);
  // An emoji (two UTF-16 units) across the limit is not split.
  const emoji = `${'字'.repeat(158)}😀😀`;
  assert.equal(cutDescription(emoji), `${'字'.repeat(158)}…`);
});

test('a first character longer than the limit (a letter with 200 marks) is cut between code points, never to "…" alone', () => {
  const marked = `a${'\u0301'.repeat(200)} and more`;
  assert.equal(cutDescription(marked), `a${'\u0301'.repeat(158)}…`);
  // A letter outside the BMP keeps both halves.
  const astral = `𝒜${'\u0301'.repeat(200)}`;
  assert.equal(cutDescription(astral), `𝒜${'\u0301'.repeat(157)}…`);
  // Nor a mark outside the BMP at the limit: the cut falls before it.
  const astralMarks = `x${'\u0301'.repeat(157)}${'\u{1D167}'.repeat(20)}`;
  assert.equal(cutDescription(astralMarks), `x${'\u0301'.repeat(157)}…`);
});
