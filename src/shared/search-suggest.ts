// "Did you mean …" for a query that found nothing: each word that matches no term
// of the index, as a word or a prefix, is swapped for the index's most common term
// one typing slip away ('adress' → 'address'). The vocabulary is the index's own,
// so a suggestion always finds something. Platform-free: the overlay and
// `docgen search` both offer it.
import { escapeRegExp } from './regexp-escape.js';
import { partialMatches, type LoadedIndex } from './search-engine.js';
import { queryWords, type QueryWord } from './search-tokenizer.js';

/** Shorter words are one slip away from too many others to guess which was meant. */
const minSuggestedLength = 4;

/**
 * Whether `a` becomes `b` by one slip: a letter added, dropped or changed, or two
 * neighbours swapped. Equal words are not one slip apart.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) {
    if (restA.slice(1) === restB.slice(1)) return true;
    return restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

/** Whether any form of the word is a term of an index, whole or as a prefix. */
function isKnown(indexes: readonly LoadedIndex[], word: QueryWord): boolean {
  return indexes.some((index) =>
    word.forms.some(
      (f) => index.postings.has(f.form) || partialMatches(index.terms, f.form).length > 0,
    ),
  );
}

/** The term one slip away from `word` that the most sections hold (alphabetical on a tie). */
function closestTerm(indexes: readonly LoadedIndex[], word: string): string | undefined {
  const sections = new Map<string, number>();
  for (const index of indexes)
    for (const term of index.terms)
      if (/^[a-z]+$/.test(term) && isOneEditApart(word, term))
        sections.set(term, (sections.get(term) ?? 0) + index.postings.get(term)!.length / 2);
  let best: string | undefined;
  for (const [term, count] of sections)
    if (!best || count > sections.get(best)! || (count === sections.get(best)! && term < best))
      best = term;
  return best;
}

/**
 * The query with each unknown word replaced by the closest known term, or
 * undefined when no word is unknown or an unknown word has no close term.
 */
export function suggestQuery(indexes: readonly LoadedIndex[], query: string): string | undefined {
  let suggestion = query;
  let changed = false;
  for (const word of queryWords(query)) {
    if (isKnown(indexes, word)) continue;
    if (word.word.length < minSuggestedLength || !/^[a-z]+$/.test(word.word)) return undefined;
    const term = closestTerm(indexes, word.word);
    if (!term) return undefined;
    // Only the word changes, wherever it was typed ('paginaton paginaton' is fixed
    // twice, as queryWords lists it once): the rest stays as typed. No lookbehind:
    // Safari 15, a client target, lacks it.
    const pattern = new RegExp(
      `(^|[^\\p{L}\\p{N}])${escapeRegExp(word.word)}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    const next = suggestion.replace(pattern, (_, before: string) => `${before}${term}`);
    // A word the tokeniser changed ('Café' → 'cafe') is not found as typed: offer nothing.
    if (next === suggestion) return undefined;
    suggestion = next;
    changed = true;
  }
  return changed ? suggestion : undefined;
}
