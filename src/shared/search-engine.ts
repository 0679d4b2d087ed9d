// Queries the search index files. The browser overlay and `docgen search` both
// run this module, so they cannot rank differently. Platform-free and small: the
// index holds the BM25 weights wink-bm25-text-search computed at build time, so a
// query only looks terms up and adds weights, with no BM25 library in the browser.
import { askedRequest, requestMatch, type AskedRequest } from './search-path.js';
import { isLoneSpacelessCharacter } from './spaceless-bigrams.js';
import {
  matchesAsPrefix,
  matchesInPart,
  queryWords,
  wholeWhereIndexed,
  type QueryWord,
} from './search-tokenizer.js';
import {
  creationBoost,
  deprecatedFactor,
  isExactTitle,
  isImpliedCreation,
  isUnaskedRemoval,
  methodSaidWords,
  methodsOfVerb,
  pageTitleBoost,
  pageTitleCoverage,
  pathFit,
  phraseBoost,
  phraseProximity,
  titleBoost,
  titleCoverage,
  titlePhrase,
  titlePhraseBoost,
  unaskedRemovalFactor,
} from './search-title-signals.js';
import type { SearchDocument } from './search-document.js';
import { documentsHolding } from './search-whole-words.js';

export type { SearchDocument, SearchDocumentType } from './search-document.js';

/** A document's consolidated BM25 weight per term index, as wink-bm25-text-search exports it. */
export interface SerializedBm25Document {
  freq: Record<string, number>;
  fieldValues: Record<string, unknown>;
  length: number;
}

/**
 * wink-bm25-text-search's `exportJSON()` array: config, corpus stats, documents,
 * inverted index (document ids per term index), next term index, term → term index,
 * and three slots it leaves empty.
 */
export type SerializedBm25 = [
  config: unknown,
  stats: { totalCorpusLength: number; totalDocs: number; consolidated: boolean },
  documents: Record<string, SerializedBm25Document>,
  invertedIndex: number[][],
  termCount: number,
  termIndex: Record<string, number>,
  unused1: Record<string, never>,
  unused2: never[],
  unused3: never[],
];

/** The content of `search-index-{tag}.json`. */
export interface SearchIndexFile {
  documents: SearchDocument[];
  index: SerializedBm25 | null;
}

/** An index ready to query. */
export interface LoadedIndex {
  documents: SearchDocument[];
  /** Every term, sorted, for prefix lookups. */
  terms: string[];
  /** Per term: document ids and weights, interleaved. */
  postings: Map<string, number[]>;
}

export interface SearchResult {
  document: SearchDocument;
  /**
   * The ranking score: `bm25`, scaled by the share of query words matched and by title
   * matches; an exact title's also holds the best other score, so results are in score order.
   */
  score: number;
  /** The BM25F sum of the best match of each query word, as wink-bm25-text-search scores it. */
  bm25: number;
  /**
   * The query words (or their singular forms) this document matched, for marking them;
   * for the bigrams of a word of a spaceless script, that word whole.
   */
  terms: string[];
  /** The query is this page's title (see isExactTitle): it ranks before every other match. */
  exactTitle: boolean;
  /**
   * The query holds a request's URL or path that this operation answers (search-path.ts),
   * better than any other does: it ranks first, before an exact title.
   */
  exactRequest: boolean;
}

interface SearchOptions {
  /** Default 8. */
  limit?: number;
}

/** The browser shows at most this many results (spec). */
export const maxResults = 8;
/** The search input's maxLength (spec); longer queries are cut the same way in the terminal. */
export const maxQueryLength = 512;
/** A prefix as short as 'de' matches hundreds of terms; the shortest ones are the likely completions. */
const maxPrefixTerms = 64;

export const emptyIndex = (): LoadedIndex => ({ documents: [], terms: [], postings: new Map() });

function isSerializedBm25(value: unknown): value is SerializedBm25 {
  return (
    Array.isArray(value) &&
    value.length === 9 &&
    typeof value[2] === 'object' &&
    value[2] !== null &&
    Array.isArray(value[3]) &&
    typeof value[5] === 'object' &&
    value[5] !== null
  );
}

/**
 * Reads an index file's content (parsed JSON, or the JSON text). Anything that is
 * not an index file gives an empty index: a broken file must not break search.
 */
export function loadIndex(json: unknown): LoadedIndex {
  let file = json;
  try {
    if (typeof file === 'string') file = JSON.parse(file);
  } catch {
    return emptyIndex();
  }
  if (!file || typeof file !== 'object' || !Array.isArray((file as SearchIndexFile).documents))
    return emptyIndex();
  const { documents } = file as SearchIndexFile;
  let bm25: unknown = (file as SearchIndexFile).index;
  try {
    // wink's own exportJSON() gives a string; the build stores the parsed array.
    if (typeof bm25 === 'string') bm25 = JSON.parse(bm25);
  } catch {
    return emptyIndex();
  }
  if (!isSerializedBm25(bm25)) return { ...emptyIndex(), documents };
  const [, , weights, inverted, , termIndex] = bm25;
  const postings = new Map<string, number[]>();
  for (const [term, t] of Object.entries(termIndex)) {
    const list: number[] = [];
    const ids = inverted[t];
    if (!Array.isArray(ids)) continue;
    for (const id of ids) {
      const weight = weights[id]?.freq?.[t];
      // Ids outside `documents` are the padding the build adds to tiny sites.
      if (typeof weight === 'number' && documents[id]) list.push(id, weight);
    }
    if (list.length > 0) postings.set(term, list);
  }
  return { documents, terms: [...postings.keys()].sort(), postings };
}

const joined = /[_./\-{}]/;

/** The index of the first of the sorted `terms` that is not before `value`. */
function firstFrom(terms: readonly string[], value: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Terms that start with `prefix` and are longer, shortest first, at most
 * `maxPrefixTerms`. A plain word only completes to plain words: 'block' must not
 * reach the rare (so heavily weighted) 'block.latest' of a code sample, whose
 * part 'block' it matches exactly anyway. A one-digit word completes to nothing
 * (matchesAsPrefix), and so does a term of a spaceless script (see partialMatches).
 */
export function termsWithPrefix(terms: readonly string[], prefix: string): string[] {
  if (!matchesAsPrefix(prefix)) return [];
  const plain = !joined.test(prefix);
  const found: string[] = [];
  for (let i = firstFrom(terms, prefix); i < terms.length && terms[i]!.startsWith(prefix); i++) {
    if (terms[i] !== prefix && !(plain && joined.test(terms[i]!))) found.push(terms[i]!);
  }
  if (found.length <= maxPrefixTerms) return found;
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, maxPrefixTerms);
}

/** No letter of a spaceless script comes before Thai's, once folded (fold() drops U+0305, U+0323). */
const firstSpacelessLetter = '\u0e00';

/**
 * The longer terms a query form matches in part (matchesInPart): a word's
 * completions (termsWithPrefix), or every bigram that holds a lone character of a
 * spaceless script (Han, kana, Thai…), so a one-character query finds each section
 * that says it. A bigram matches only itself.
 */
export function partialMatches(terms: readonly string[], form: string): string[] {
  if (!isLoneSpacelessCharacter(form)) return termsWithPrefix(terms, form);
  const found: string[] = [];
  for (let i = firstFrom(terms, firstSpacelessLetter); i < terms.length; i++)
    if (matchesInPart(form, terms[i]!)) found.push(terms[i]!);
  return found;
}

/** Compares routes as a reader counts: numbers by value ('page-9' before 'page-10'). */
const naturalOrder = new Intl.Collator('en', { numeric: true });

/** Phrases are looked for among this many best sections only: the rest would not climb to the top. */
const phraseCandidates = 64;

/** The documents (per index) of the operations a query's URL or path names best, and their path. */
interface NamedOperations {
  ids: Set<number>[];
  /** The path of the first of them, which stands for the URL among the query's words. */
  path: string;
}

/**
 * The operations a router would send the query's request to: those whose path
 * (with or without a base path of their servers) matches it with the most literal
 * segments. Undefined when the query holds no URL or path, or names no operation.
 */
function namedOperations(
  indexes: readonly LoadedIndex[],
  asked: AskedRequest,
): NamedOperations | undefined {
  let best = -1;
  let path = '';
  const ids = indexes.map(() => new Set<number>());
  indexes.forEach((index, i) => {
    for (const document of index.documents) {
      if (!document.request) continue;
      const match = requestMatch(asked, document.request);
      if (match === undefined || match < best) continue;
      if (match > best) {
        for (const set of ids) set.clear();
        best = match;
        path = document.request.path;
      }
      ids[i]!.add(document.id);
    }
  });
  return best < 0 ? undefined : { ids, path };
}

function searchIndex(
  index: LoadedIndex,
  words: readonly QueryWord[],
  named: ReadonlySet<number> = new Set(),
): SearchResult[] {
  const count = index.documents.length;
  const total = new Float64Array(count);
  const matchedWords = new Uint16Array(count);
  const matched: string[][] = [];
  const best = new Float64Array(count);
  const bestForm: string[] = [];
  const holding = new Map<string, Set<number>>();
  const holdersOf = (run: string) => {
    let ids = holding.get(run);
    if (!ids) holding.set(run, (ids = documentsHolding(index.documents, index.postings, run)));
    return ids;
  };
  // The postings of a method's term, kept for the operations whose method says the query
  // word, each weighed at least `strongest`.
  const saidBy = (list: number[], method: string, word: string, strongest: number) => {
    const kept: number[] = [];
    for (let i = 0; i < list.length; i += 2) {
      const document = index.documents[list[i]!]!;
      if (document.request?.method === method && methodSaidWords(document, words).has(word))
        kept.push(list[i]!, Math.max(strongest, list[i + 1]!));
    }
    return kept;
  };
  for (const word of words) {
    const touched: number[] = [];
    // A bigram of a longer word counts only where that word is whole ('ット' of 'ウォレット').
    const runs = word.runs?.map(holdersOf);
    const add = (list: number[] | undefined, factor: number, form: string) => {
      if (!list) return;
      for (let i = 0; i < list.length; i += 2) {
        const id = list[i]!;
        if (runs && !runs.some((ids) => ids.has(id))) continue;
        const score = list[i + 1]! * factor;
        if (best[id] === 0) touched.push(id);
        // A word counts once per document, by its best match: a section that says
        // both 'delegation' and 'delegators' is not twice as relevant to 'deleg'.
        if (score > best[id]!) {
          best[id] = score;
          bestForm[id] = form;
        }
      }
    };
    for (const { form, exact, prefix } of word.forms) {
      add(index.postings.get(form), exact, form);
      // A one-digit word gets no completions: 'step 1' must not find steps 10 to 19.
      for (const term of partialMatches(index.terms, form))
        add(index.postings.get(term), prefix, form);
    }
    // A verb ('create') matches the method an operation's intro says ('POST /pet'), where
    // what the operation acts on holds the query's other words: as well as the verb said
    // anywhere else does, the title that says it best ('Create user') included.
    const methods = methodsOfVerb(word.word);
    if (methods.length > 0) {
      let strongest = 0;
      for (const { form, exact } of word.forms) {
        const list = index.postings.get(form) ?? [];
        for (let i = 1; i < list.length; i += 2) strongest = Math.max(strongest, list[i]! * exact);
      }
      for (const method of methods) {
        const list = index.postings.get(method);
        if (list) add(saidBy(list, method, word.word, strongest), 1, method);
      }
    }
    for (const id of touched) {
      total[id] = total[id]! + best[id]!;
      matchedWords[id]!++;
      const terms = (matched[id] ??= []);
      // What is marked is the whole word, not its bigrams, which may stand elsewhere alone.
      const marked = word.runs?.filter((_, k) => runs![k]!.has(id)) ?? [bestForm[id]!];
      for (const term of marked) if (!terms.includes(term)) terms.push(term);
      best[id] = 0;
    }
  }
  const results: SearchResult[] = [];
  for (let id = 0; id < count; id++) {
    if (total[id]! === 0 && !named.has(id)) continue;
    // A section that matches every word beats one that matches a single word
    // many times: the sum is scaled by the share of query words matched.
    const coverage = matchedWords[id]! / words.length;
    const document = index.documents[id]!;
    const score =
      total[id]! *
      coverage *
      (1 +
        titleBoost * titleCoverage(document, words) +
        pageTitleBoost * pageTitleCoverage(document, words)) *
      (1 + titlePhraseBoost * titlePhrase(document, words)) *
      (isImpliedCreation(document, words) ? 1 + creationBoost : 1) *
      (isUnaskedRemoval(document, words) ? unaskedRemovalFactor : 1) *
      pathFit(document, words) *
      (document.deprecated ? deprecatedFactor : 1);
    results.push({
      document,
      score,
      bm25: total[id]!,
      terms: matched[id] ?? [],
      exactTitle: isExactTitle(document, words),
      exactRequest: named.has(id),
    });
  }
  return results;
}

/**
 * Raises the score of each exact title (listed first, as `order` puts them, after
 * the operations a request names) by the best score of the other matches, and the
 * named operations' by the first score below them, so the scores shown (`docgen
 * search`, the groups' order) fall down the list as the ranking does. Adding the
 * same amount to each keeps their own order. `results` must be sorted.
 */
function liftExactTitles(results: SearchResult[]): void {
  const firstTitle = results.findIndex((r) => !r.exactRequest);
  if (firstTitle < 0) return;
  const bestOther = results.find((r) => !r.exactTitle && !r.exactRequest)?.score ?? 0;
  for (const result of results.slice(firstTitle)) {
    if (!result.exactTitle) break;
    result.score += bestOther;
  }
  // The operations a request names come before the exact titles: lifted above them the same way.
  const bestBelow = results[firstTitle]!.score;
  for (const result of results.slice(0, firstTitle)) result.score += bestBelow;
}

/**
 * Ranks the sections of all `indexes` for `query`: each query word matches a term
 * exactly or as a prefix (and so do its singular forms), with BM25 weights (title 5,
 * content 1, tags 3, parent categories 2) summed over the words. Best first.
 */
export function search(
  indexes: readonly LoadedIndex[],
  query: string,
  options: SearchOptions = {},
): SearchResult[] {
  const text = query.slice(0, maxQueryLength);
  const asked = askedRequest(text);
  const named = asked && namedOperations(indexes, asked);
  // A URL's scheme, host and base path are words of every page that shows a
  // sample: the operation's own path stands for it among the words (unless that
  // path has none, as the root '/' has not).
  const rewritten = named && queryWords([...asked.words, named.path].join(' '));
  const words = wholeWhereIndexed(rewritten?.length ? rewritten : queryWords(text), (term) =>
    indexes.some((index) => index.postings.has(term)),
  );
  if (words.length === 0) return [];
  const results = indexes.flatMap((index, i) => searchIndex(index, words, named?.ids[i]));
  // Ties (pages made alike, 'Page 1' to 'Page 3000') go in natural route order, so
  // /big/page-500 comes before /big/page-1000; the sections of one page keep the
  // page's own order (stable sort, documents are indexed in it).
  const order = (a: SearchResult, b: SearchResult) =>
    Number(b.exactRequest) - Number(a.exactRequest) ||
    Number(b.exactTitle) - Number(a.exactTitle) ||
    b.score - a.score ||
    naturalOrder.compare(
      pageRouteOf(a.document.sectionRoute),
      pageRouteOf(b.document.sectionRoute),
    );
  results.sort(order);
  if (words.length > 1) {
    // The query's words said together, as the reader said them, lift the sections that say so.
    const top = results.slice(0, phraseCandidates);
    for (const result of top)
      result.score *= 1 + phraseBoost * phraseProximity(result.document, words);
    top.sort(order);
    results.splice(0, top.length, ...top);
  }
  liftExactTitles(results);
  return results.slice(0, Math.max(0, options.limit ?? maxResults));
}

/** One page in the results: its own entry and its matching sections under it (as DocSearch groups hits). */
export interface SearchPageGroup {
  /** The page route, without an anchor. */
  route: string;
  pageTitle: string;
  /** The page's sidebar categories, for the breadcrumb line. */
  categories: string[];
  /** The page's intro when it matched (the entry's snippet); absent when only sections matched. */
  intro?: SearchResult;
  /** The page's matching h2/h3 sections, best first, at most `sectionsPerPage`. */
  sections: SearchResult[];
  /** Every query word (or singular form) matched anywhere on the page, for marking the destination. */
  terms: string[];
  /** The best score of the page's matches; groups are ordered by it. */
  score: number;
  /** The page documents a deprecated operation. */
  deprecated?: boolean;
}

interface SearchPagesOptions {
  /** Pages to list; default 8 (the spec's cap, now per page). */
  limit?: number;
  /** Sections listed under one page; default 3. */
  sectionsPerPage?: number;
}

/** Under one page, more sections than this crowd out the other pages. */
const maxSectionsPerPage = 3;

const pageRouteOf = (sectionRoute: string): string => sectionRoute.split('#', 1)[0]!;

/**
 * Groups ranked sections by page: one entry per page, ordered by its best match,
 * with the page's matching sections under it. `results` must be best first.
 */
export function groupByPage(
  results: readonly SearchResult[],
  options: SearchPagesOptions = {},
): SearchPageGroup[] {
  const limit = Math.max(0, options.limit ?? maxResults);
  const perPage = Math.max(0, options.sectionsPerPage ?? maxSectionsPerPage);
  const groups = new Map<string, SearchPageGroup>();
  for (const result of results) {
    const route = pageRouteOf(result.document.sectionRoute);
    let group = groups.get(route);
    if (!group) {
      if (groups.size >= limit) continue;
      group = {
        route,
        pageTitle: result.document.pageTitle,
        categories: result.document.sidebarParentCategories,
        sections: [],
        terms: [],
        score: result.score,
        ...(result.document.deprecated ? { deprecated: true } : {}),
      };
      groups.set(route, group);
    }
    if (result.document.sectionRoute === route) group.intro ??= result;
    else if (group.sections.length < perPage) group.sections.push(result);
    for (const term of result.terms) if (!group.terms.includes(term)) group.terms.push(term);
  }
  return [...groups.values()];
}

/** `search`, grouped by page: at most `limit` pages, each with its best sections. */
export function searchPages(
  indexes: readonly LoadedIndex[],
  query: string,
  options: SearchPagesOptions = {},
): SearchPageGroup[] {
  return groupByPage(search(indexes, query, { limit: Number.POSITIVE_INFINITY }), options);
}
