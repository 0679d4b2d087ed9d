// How the search folds text before it compares words: accents of Latin, Greek
// and Cyrillic letters and the vowel marks of Arabic and Hebrew off, letters such
// as ß, ł and đ spelled as readers type them, widths and compatibility forms unified, composed
// again. The tokeniser folds what it indexes and what a reader types; the marks
// fold the text they mark the same way, keeping where each piece came from, so a
// term marks the text it was found in ('cafe' marks 'café'). Platform-free.

const ascii = /^[\x00-\x7f]*$/;
/** Only a mark or a Hangul jamo composes with the letter before it. */
const composable = /[\p{M}\u1100-\u11ff]/u;

/**
 * Marks a reader leaves out when typing: Latin, Greek and Cyrillic accents; Arabic
 * harakat, Quranic marks and the tatweel that only stretches a word; Hebrew niqqud and
 * cantillation (not the maqaf, paseq or sof pasuq, which are punctuation). Variation
 * selectors only pick a glyph.
 */
const diacritics =
  /[\u0300-\u036f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]|[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed\u0640]/gu;

/**
 * Latin letters that no decomposition takes apart but that readers type as plain
 * ASCII ('strasse', 'lodz', 'dang nhap'). Case is kept for the tokeniser, which lowers
 * it, and splits 'AEsir' where it would not split 'Aesir'.
 */
const asciiLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  þ: 'th',
  Þ: 'Th',
  ħ: 'h',
  Ħ: 'H',
};
const asciiLetterPattern = /[ßẞıłŁđĐðÐøØæÆœŒþÞħĦ]/g;

/**
 * Folds accents so 'café' and 'cafe' are one term, and width so 'ＡＰＩ' is 'api': the
 * compatibility decomposition, without the diacritics above, composed again so that what other scripts write with marks (が, 한, हिन्दी)
 * comes out whole, the same on the index's side and the query's. The letters of
 * asciiLetters become what readers type for them ('Straße' → 'Strasse').
 */
export function fold(text: string): string {
  if (ascii.test(text)) return text;
  const bare = text
    .normalize('NFKD')
    .replace(diacritics, '')
    .replace(asciiLetterPattern, (letter) => asciiLetters[letter]!);
  return composable.test(bare) ? bare.normalize('NFC') : bare;
}

/** Folded text, and for each piece fold() changed, where it is in both texts. */
export interface FoldedText {
  text: string;
  /** Per changed piece, in order: its start and end in the folded text, then in the original. */
  pieces: [foldedStart: number, foldedEnd: number, start: number, end: number][];
}

/** ASCII, Thai (but for ำ), kana, Han letters and Hangul syllables: each folds to itself. */
const foldsToItself =
  '\\x00-\\x7f\\u0e01-\\u0e32\\u0e34-\\u0e5b\\u3041-\\u3096\\u30a1-\\u30fa\\u4e00-\\u9fff\\uac00-\\ud7a3';
/** Marks, and what else composes with the letter before it: half-width voicing marks, Hangul jamo. */
const joinsBefore = '\\p{M}\\uff9e\\uff9f\\u1160-\\u11ff';

/**
 * What fold() may change, a letter with what joins it at a time: any other
 * character, or one of those followed by what joins it.
 */
const changeable = new RegExp(
  `[^${foldsToItself}][${joinsBefore}]*|[${foldsToItself}][${joinsBefore}]+`,
  'gu',
);

/** `text` folded as fold() folds it, with the offsets to map a range of it back. */
export function foldWithOffsets(text: string): FoldedText {
  if (fold(text) === text) return { text, pieces: [] };
  const pieces: FoldedText['pieces'] = [];
  // A text repeats few distinct pieces (its punctuation, its accented letters).
  const seen = new Map<string, string>();
  let folded = '';
  let at = 0;
  for (const match of text.matchAll(changeable)) {
    let piece = seen.get(match[0]);
    if (piece === undefined) {
      piece = fold(match[0]);
      seen.set(match[0], piece);
    }
    if (piece === match[0]) continue;
    folded += text.slice(at, match.index);
    pieces.push([
      folded.length,
      folded.length + piece.length,
      match.index!,
      match.index! + match[0].length,
    ]);
    folded += piece;
    at = match.index! + match[0].length;
  }
  return { text: folded + text.slice(at), pieces };
}

/** The last piece that starts before `offset` (or at it, with `atStart`), by binary search. */
function pieceBefore(folded: FoldedText, offset: number, atStart: boolean): number {
  let low = 0;
  let high = folded.pieces.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const start = folded.pieces[mid]![0];
    if (start < offset || (atStart && start === offset)) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

/** Where a range of the folded text lies in the original: a piece cut by it is taken whole. */
export function originalRange(folded: FoldedText, start: number, end: number): [number, number] {
  const s = pieceBefore(folded, start, true);
  const e = pieceBefore(folded, end, false);
  const from = (k: number, offset: number) => {
    if (k < 0) return offset;
    const [, foldedEnd, , originalEnd] = folded.pieces[k]!;
    return originalEnd + offset - foldedEnd;
  };
  const pieceS = folded.pieces[s];
  const mappedStart = pieceS && start < pieceS[1] ? pieceS[2] : from(s, start);
  const pieceE = folded.pieces[e];
  const mappedEnd = pieceE && end <= pieceE[1] ? pieceE[3] : from(e, end);
  return [mappedStart, mappedEnd];
}
