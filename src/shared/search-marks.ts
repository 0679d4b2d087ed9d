// Where the query words occur in a text, so the results list and the destination
// page can mark them. Ranges only: the callers build text nodes and <mark>
// elements, so nothing here is ever parsed as HTML. Platform-free.
import { isGraphemeBoundary } from './grapheme-boundary.js';
import { escapeRegExp } from './regexp-escape.js';
import { spacelessLetter, isSpacelessTerm } from './spaceless-bigrams.js';
import { foldWithOffsets, originalRange } from './search-fold.js';
import { matchesAsPrefix } from './search-tokenizer.js';

/** Start (inclusive) and end (exclusive) of a marked run of characters. */
export type MarkRange = [start: number, end: number];

/** A piece of text and the ranges in it to mark. */
export interface MarkedText {
  text: string;
  marks: MarkRange[];
}

/**
 * A character of a word as marks see it: a letter, digit, mark or '_', but not a letter
 * of a spaceless script, which is a word of its own for the words around it ('APIキー'
 * marks 'API').
 */
const wordChar = `(?:(?!${spacelessLetter})[\\p{L}\\p{N}\\p{M}_])`;

/** A word that may be written with joiners between its letters: 'nodejs', 'txhash'. */
const runTogether = /^[a-z0-9]{4,}$/;

/**
 * A term as the text may write it: a word of letters and digits also with a joiner
 * between any two of them, as the search finds it ('nodejs' marks 'Node.js', 'stakeaddress'
 * 'stake_address', 'projectid' 'project-id').
 */
function spelled(term: string): string {
  return runTogether.test(term) ? [...term].join('[_.\\-]?') : escapeRegExp(term);
}

/**
 * A pattern for words that start with one of the terms (the search matches
 * prefixes, so 'deleg' marks the whole of 'delegation'). Null without terms.
 */
function termPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  // Longest first so 'tx_hash' wins over 'tx'. A lookbehind would be simpler but
  // Safari before 16.4 rejects it; the word boundary is captured instead.
  // A one-digit term is matched whole, as the search matches it: '7' marks 'Page 7', not '70'.
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => (matchesAsPrefix(t) ? spelled(t) : `${escapeRegExp(t)}(?!${wordChar})`))
    .join('|');
  return new RegExp(`(^|(?!${wordChar})[\\s\\S])((?:${alternatives})${wordChar}*)`, 'giu');
}

/**
 * Where a term of a spaceless script occurs, wherever it is: inside a sentence
 * written without spaces, and only the term itself, not the rest of the sentence.
 */
function spacelessMarks(text: string, term: string, marks: MarkRange[]): void {
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1))
    marks.push([at, at + term.length]);
}

/**
 * Ranges of `text` holding words that start with one of the terms, and the
 * terms of spaceless scripts wherever they are, in order. Overlapping and touching ranges
 * are one: a query's bigrams (ウォ, ォレ, レッ, ット) mark the word they cut (ウォレット).
 */
export function findMarks(text: string, terms: readonly string[]): MarkRange[] {
  const unique = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => t.length > 0))];
  const pattern = termPattern(unique.filter((t) => !isSpacelessTerm(t)));
  const spacelessTerms = unique.filter(isSpacelessTerm);
  if (!pattern && spacelessTerms.length === 0) return [];
  // The terms are folded (search-fold.ts): they are looked for in the text folded
  // the same way, and found in the text as written.
  const folded = foldWithOffsets(text);
  const marks: MarkRange[] = [];
  if (pattern)
    for (const match of folded.text.matchAll(pattern)) {
      const start = match.index! + match[1]!.length;
      marks.push([start, start + match[2]!.length]);
    }
  for (const term of spacelessTerms) spacelessMarks(folded.text, term, marks);
  marks.sort((a, b) => a[0] - b[0]);
  const merged: MarkRange[] = [];
  for (const [start, end] of marks) {
    const [s, e] = originalRange(folded, start, end);
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** A letter of a spaceless script: text may be cut between two of them. */
const spacelessLetterPattern = new RegExp(spacelessLetter, 'u');

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Whether an excerpt may be cut at `i` inside a run of a spaceless script, which has
 * no spaces to cut at: between two letters where one is of such a script, never inside a
 * character (a surrogate pair, a letter and its combining mark).
 */
function isSpacelessCut(text: string, i: number): boolean {
  if (i <= 0 || i >= text.length || !isGraphemeBoundary(text, i)) return false;
  const before = text.slice(isLowSurrogate(text.charCodeAt(i - 1)) ? i - 2 : i - 1, i);
  return spacelessLetterPattern.test(before) || spacelessLetterPattern.test(text.slice(i, i + 2));
}

/**
 * A short excerpt of `text` around the first marked word, cut at word
 * boundaries, with '…' where it was cut, and the marks inside it.
 */
export function snippet(text: string, terms: readonly string[], maxLength = 180): MarkedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  const marks = findMarks(clean, terms);
  if (clean.length <= maxLength) return { text: clean, marks };
  const first = marks[0]?.[0] ?? 0;
  // The start moves to just after the next space (the word it fell in is left out),
  // or to the next place between letters of a spaceless script.
  const from = Math.max(0, first - Math.floor(maxLength / 3));
  let start = from;
  const startsAfterSpace = (i: number) =>
    i > from && clean[i - 1] === ' ' && isGraphemeBoundary(clean, i);
  if (start > 0)
    while (start < first && !startsAfterSpace(start) && !isSpacelessCut(clean, start)) start++;
  // The end moves back to the last space, or such a place, after the match.
  let end = Math.min(clean.length, start + maxLength);
  let cut = end;
  while (cut > first && cut < clean.length && clean[cut] !== ' ' && !isSpacelessCut(clean, cut))
    cut--;
  if (cut > first) end = cut;
  // No cut after the match within reach (one long word): at least not inside a character.
  else while (end > start && !isGraphemeBoundary(clean, end)) end--;
  const prefix = start > 0 ? '…' : '';
  const suffix = end < clean.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${clean.slice(start, end)}${suffix}`,
    marks: marks
      .filter(([s, e]) => s < end && e > start)
      .map(([s, e]) => [Math.max(s, start) + shift, Math.min(e, end) + shift]),
  };
}
