// Chinese and Japanese are written without spaces between words, so the search
// cuts their text into overlapping pairs of characters (bigrams), as Lucene's CJK
// analyzer does: 'ウォレット作成' → ウォ, ォレ, レッ, ット, ト作, 作成. A query is cut the
// same way, so a word found anywhere inside a sentence is a run of its bigrams.
// Unlike Intl.Segmenter, whose dictionaries differ between ICU versions, this
// gives the same terms in Node and in every browser. Platform-free.

/**
 * Han, Hiragana and Katakana by Script_Extensions, so the marks these scripts share
 * belong to the run: the prolonged sound mark ー, the repeat mark 々, the voicing
 * marks. Hangul is not here: Korean puts spaces between words.
 */
export const cjkLetter = '[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]';

/** A run of CJK letters, each with the combining marks that follow it. */
export const cjkRunPattern = new RegExp(`(?:${cjkLetter}\\p{M}*)+`, 'gu');

const cjkStart = new RegExp(`^${cjkLetter}`, 'u');

/** One character as a reader sees it: a letter and its marks (a surrogate pair is one letter). */
const character = /\P{M}\p{M}*|\p{M}+/gu;

/** Whether a term is a CJK bigram or a lone CJK character (the tokeniser never mixes them with other letters). */
export function isCjkTerm(term: string): boolean {
  return cjkStart.test(term);
}

/** Whether a term is one CJK character: a run of one, or a query still being typed. */
export function isLoneCjkCharacter(term: string): boolean {
  return isCjkTerm(term) && term.match(character)?.length === 1;
}

/**
 * The overlapping bigrams of a CJK run, in order; a run of one character is one
 * term (unlike a lone Latin letter, it is often a whole word: 本, 株).
 */
export function cjkBigrams(run: string): string[] {
  const characters = run.match(character) ?? [];
  if (characters.length === 1) return characters;
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < characters.length; i++) bigrams.push(characters[i]! + characters[i + 1]!);
  return bigrams;
}
