// Chinese, Japanese, Thai, Lao, Khmer and Burmese are written without spaces
// between words, so the search cuts their text into overlapping pairs of
// characters (bigrams), as Lucene's CJK analyzer does for Han and kana:
// 'ウォレット作成' → ウォ, ォレ, レッ, ット, ト作, 作成. A query is cut the same way, so a
// word found anywhere inside a sentence is a run of its bigrams. Unlike
// Intl.Segmenter, whose dictionaries differ between ICU versions, this gives the
// same terms in Node and in every browser. Platform-free.

/**
 * A letter of those scripts. Han, Hiragana and Katakana by Script_Extensions, so
 * the marks they share belong to the run: the prolonged sound mark ー, the repeat
 * mark 々, the voicing marks. Thai, Lao, Khmer and Myanmar by Script alone: their
 * extensions reach letters of other scripts (the apostrophe ʼ). Hangul is not
 * here: Korean puts spaces between words.
 */
export const spacelessLetter =
  '[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}]';

/** A run of such letters, each with the combining marks that follow it. */
export const spacelessRunPattern = new RegExp(`(?:${spacelessLetter}\\p{M}*)+`, 'gu');

const spacelessStart = new RegExp(`^${spacelessLetter}`, 'u');

/** One character as a reader sees it: a letter and its marks (a surrogate pair is one letter). */
const character = /\P{M}\p{M}*|\p{M}+/gu;

/**
 * Whether a term is a bigram or a lone character of a spaceless script (the
 * tokeniser never mixes those letters with others in one term).
 */
export function isSpacelessTerm(term: string): boolean {
  return spacelessStart.test(term);
}

/** Whether a term is one character of a spaceless script: a run of one, or a query still being typed. */
export function isLoneSpacelessCharacter(term: string): boolean {
  return isSpacelessTerm(term) && term.match(character)?.length === 1;
}

/**
 * The overlapping bigrams of a run, in order; a run of one character is one term
 * (unlike a lone Latin letter, it is often a whole word: 本, 株).
 */
export function spacelessBigrams(run: string): string[] {
  const characters = run.match(character) ?? [];
  if (characters.length === 1) return characters;
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < characters.length; i++) bigrams.push(characters[i]! + characters[i + 1]!);
  return bigrams;
}
