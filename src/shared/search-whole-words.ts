// Whether a section holds a word of a spaceless script whole. The index knows such
// a word only by its bigrams, and two words can share one ('ウォレット' and
// 'ロケット' share 'ット'), so a section that has every bigram of the word is then
// read for the word itself. Platform-free.
import type { SearchDocument } from './search-document.js';
import { fold } from './search-fold.js';
import { spacelessBigrams } from './spaceless-bigrams.js';

const foldedTexts = new WeakMap<SearchDocument, string>();

/** Everything the index holds of a section, folded as its terms were, each field on its own line. */
function foldedText(document: SearchDocument): string {
  let text = foldedTexts.get(document);
  if (text === undefined) {
    const fields = [
      document.title,
      document.pageTitle,
      document.content,
      ...(document.tags ?? []),
      ...(document.sidebarParentCategories ?? []),
    ];
    text = fold(fields.join('\n'));
    foldedTexts.set(document, text);
  }
  return text;
}

/**
 * The documents of an index that hold `word` (a folded run of a spaceless script)
 * whole: first those whose postings (ids and weights, interleaved) have each of its
 * bigrams, the cheap test, then those of them whose text says it.
 */
export function documentsHolding(
  documents: readonly SearchDocument[],
  postings: ReadonlyMap<string, number[]>,
  word: string,
): Set<number> {
  const lists = spacelessBigrams(word).map((bigram) => postings.get(bigram) ?? []);
  lists.sort((a, b) => a.length - b.length);
  const [shortest, ...rest] = lists;
  const others = rest.map((list) => new Set(list.filter((_, i) => i % 2 === 0)));
  const holding = new Set<number>();
  for (let i = 0; i < (shortest?.length ?? 0); i += 2) {
    const id = shortest![i]!;
    if (others.every((set) => set.has(id)) && foldedText(documents[id]!).includes(word))
      holding.add(id);
  }
  return holding;
}
