// Queries the search index files. The browser overlay and `docgen search` both
// run this module, so they cannot rank differently. Platform-free and small: the
// index holds the BM25 weights wink-bm25-text-search computed at build time, so a
// query only looks terms up and adds weights, with no BM25 library in the browser.
import { queryWords, tokenize, type QueryWord } from './search-tokenizer.js';

export type SearchDocumentType = 'docs' | 'blog' | 'other';

/** One searchable section of a page (its intro or an h2/h3 section). */
export interface SearchDocument {
  /** Position in its index file's `documents`; the BM25 index refers to it. */
  id: number;
  /** The indexed title: the section heading, or the page title for the intro. */
  title: string;
  content: string;
  tags: string[];
  sidebarParentCategories: string[];
  sectionTitle: string;
  pageTitle: string;
  /** Page route plus `#anchor` for a section. */
  sectionRoute: string;
  type: SearchDocumentType;
  /** The page documents a deprecated operation: it ranks below live ones that match as well. */
  deprecated?: boolean;
}

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
  /** The ranking score: `bm25`, scaled by the share of query words matched and by title matches. */
  score: number;
  /** The BM25F sum of the best match of each query word, as wink-bm25-text-search scores it. */
  bm25: number;
  /** The query words (or their singular forms) this document matched, for marking them. */
  terms: string[];
  /** The query is this page's title (see isExactTitle): it ranks before every other match. */
  exactTitle: boolean;
}

export interface SearchOptions {
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

/**
 * Terms that start with `prefix` and are longer, shortest first, at most
 * `maxPrefixTerms`. A plain word only completes to plain words: 'block' must not
 * reach the rare (so heavily weighted) 'block.latest' of a code sample, whose
 * part 'block' it matches exactly anyway.
 */
export function termsWithPrefix(terms: readonly string[], prefix: string): string[] {
  const plain = !joined.test(prefix);
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  const found: string[] = [];
  for (let i = low; i < terms.length && terms[i]!.startsWith(prefix); i++) {
    if (terms[i] !== prefix && !(plain && joined.test(terms[i]!))) found.push(terms[i]!);
  }
  if (found.length <= maxPrefixTerms) return found;
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, maxPrefixTerms);
}

/**
 * How much a title that holds every query word lifts a section's score. BM25F
 * saturates a title hit (weight 5) to about what three mentions in the text give,
 * so on its own a short code-heavy section that happens to say 'block' three times
 * outranks the page titled 'Specific block'. Readers expect title matches first.
 */
export const titleBoost = 0.5;

/**
 * How much a page title that holds the query words lifts every section of the
 * page, its intro included. A page about webhooks is about what a reader typing
 * 'webhooks' wants; the "Webhooks" section of a page about an SDK less so, though
 * its heading says the word just as well.
 */
export const pageTitleBoost = 0.5;

interface TitleTerms {
  /** The section's own title. */
  own: Set<string>;
  /** The page's title, its sidebar categories and tags. */
  page: Set<string>;
  /** The page's title alone: what a section's heading is read under. */
  heading: Set<string>;
}

const titleTerms = new WeakMap<SearchDocument, TitleTerms>();

function titleTermsOf(document: SearchDocument): TitleTerms {
  let terms = titleTerms.get(document);
  if (!terms) {
    // A page is about its title, the sidebar categories it sits in and its tags:
    // 'Check signatures' under "Webhooks" is about webhook signatures.
    const page = [
      document.pageTitle,
      ...(document.sidebarParentCategories ?? []),
      ...(document.tags ?? []),
    ].join(' ');
    terms = {
      own: new Set(tokenize(document.title)),
      page: new Set(tokenize(page)),
      heading: new Set(tokenize(document.pageTitle)),
    };
    titleTerms.set(document, terms);
  }
  return terms;
}

/** How well a title's terms hold one query word: 1 for the word (or its plural or singular), 0.5 for a start. */
function titleCredit(set: Set<string>, word: QueryWord, last: boolean): number {
  if (word.forms.some((f) => f.exact >= 0.9 && set.has(f.form))) return 1;
  // A word still being typed ('deleg', the query's last) that starts a title word counts half.
  if (last) for (const term of set) if (term.startsWith(word.word)) return 0.5;
  return 0;
}

/**
 * The share of query words the section's own title contains (partly typed words
 * count half). A section's heading is read under its page's title ('IPFS › Pin
 * it'), so a word only the page title says counts half.
 */
export function titleCoverage(document: SearchDocument, words: readonly QueryWord[]): number {
  const { own, heading } = titleTermsOf(document);
  let sum = 0;
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    sum += Math.max(titleCredit(own, word, last), titleCredit(heading, word, last) / 2);
  });
  return sum / words.length;
}

/** The share of query words the title of the section's page (or its sidebar categories) contains. */
export function pageTitleCoverage(document: SearchDocument, words: readonly QueryWord[]): number {
  const { page } = titleTermsOf(document);
  let sum = 0;
  words.forEach((word, i) => {
    sum += titleCredit(page, word, i === words.length - 1);
  });
  return sum / words.length;
}

/**
 * The verbs a reader uses for what an HTTP method does. An operation titled from
 * its operationId reads 'Post customers'; the reader asks for 'create a customer'.
 */
const methodVerbs: Readonly<Record<string, readonly string[]>> = {
  get: ['get', 'retrieve', 'list', 'fetch', 'read', 'show', 'find'],
  post: ['post', 'create', 'add', 'new', 'make', 'send', 'submit'],
  put: ['put', 'update', 'replace', 'set', 'edit', 'change'],
  patch: ['patch', 'update', 'edit', 'modify', 'change'],
  delete: ['delete', 'remove', 'cancel', 'destroy'],
};

/** Every verb of methodVerbs: a query that starts with none of them names its action with a noun. */
const anyMethodVerb = new Set(Object.values(methodVerbs).flat());

/**
 * Whether the query asks to make the thing its title ends with: 'comment on an
 * issue' is 'Create an issue comment', not 'Delete an issue comment'. A query
 * that starts with a noun used as a verb (no verb of its own) means making one.
 */
export function isImpliedCreation(document: SearchDocument, words: readonly QueryWord[]): boolean {
  if (words.length < 2 || anyMethodVerb.has(words[0]!.word)) return false;
  // What the title makes is the words after its verb, up to a preposition: 'Create
  // reaction for an issue comment' makes a reaction, not a comment.
  const made = tokenize(document.title.split(prepositions, 1)[0]!);
  const first = made[0];
  const last = made.at(-1);
  if (!first || !last || made.length < 2 || !methodVerbs.post!.includes(first)) return false;
  return holds(last, words[0]!, false);
}

const prepositions = /\s(?:for|to|on|in|of|from|with|by|at|into|under)\s/i;
const phraseBreaks = /\s(for|to|on|in|of|from|with|by|at|into|under|and|or)\s/i;

/**
 * Whether the title removes something the query did not ask to remove: a query
 * that names no removal ('ipfs pin') asks about the thing, or how to make it,
 * and 'Remove a IPFS pin' is the last page such a reader wants first.
 */
export function isUnaskedRemoval(document: SearchDocument, words: readonly QueryWord[]): boolean {
  const first = tokenize(document.title)[0];
  if (!first || !methodVerbs.delete!.includes(first)) return false;
  return !words.some((word) => methodVerbs.delete!.includes(word.word));
}

/** What the score of a title that removes what the query did not ask to remove is scaled by. */
export const unaskedRemovalFactor = 0.6;

/** How much a title that makes what the query names (isImpliedCreation) lifts its page. */
export const creationBoost = 0.5;

/** Whether a title term holds a query word: the word, its plural or singular, or the verb of an HTTP method that starts the title. */
function holds(term: string, word: QueryWord, first: boolean): boolean {
  if (word.forms.some((f) => f.exact >= 0.9 && f.form === term)) return true;
  // An inflection the plural rules miss ('epoch' → 'epochs', 'create' → 'created').
  if (
    term.length > word.word.length &&
    term.length <= word.word.length + 2 &&
    term.startsWith(word.word)
  )
    return true;
  return first && (methodVerbs[term]?.includes(word.word) ?? false);
}

/**
 * How near the query's words stand to one another, in order, in the section's
 * title and text: 1 when they follow each other (a word between them allowed),
 * less the further apart. 'comment on an issue' is the operation that says
 * "create comments on issues", not the six that say "issue comment".
 */
export function phraseProximity(document: SearchDocument, words: readonly QueryWord[]): number {
  if (words.length < 2) return 0;
  const terms = [
    ...tokenize(document.title),
    ...tokenize(document.content.slice(0, maxPhraseText)),
  ];
  let best = 0;
  for (let start = 0; start < terms.length; start++) {
    if (!holds(terms[start]!, words[0]!, false)) continue;
    let at = start;
    let found = true;
    for (const word of words.slice(1)) {
      let next = -1;
      for (let k = at + 1; k < terms.length && k <= at + 1 + maxPhraseGap; k++)
        if (holds(terms[k]!, word, false)) {
          next = k;
          break;
        }
      if (next < 0) {
        found = false;
        break;
      }
      at = next;
    }
    if (!found) continue;
    const extra = at - start + 1 - words.length;
    if (extra <= maxPhraseGap) best = Math.max(best, 1 / (1 + extra / 2));
    if (best === 1) break;
  }
  return best;
}

/** Words that may stand between the query's words of a phrase, in all. */
const maxPhraseGap = 1;
/** The start of a section's text is where its subject is said; a phrase far down counts for nothing. */
const maxPhraseText = 2_000;
/** How much a phrase of the query's words lifts a section. */
export const phraseBoost = 0.5;
/** Phrases are looked for among this many best sections only: the rest would not climb to the top. */
const phraseCandidates = 64;

/**
 * How a section's own title holds the query's words as one phrase: 0 when they are
 * not all there, side by side, in the query's order; 0.5 when they are; 1 when the
 * phrase also ends one of the title's noun phrases (parts between prepositions and 'and'),
 * where English puts the thing a noun phrase names: 'Specific stake pool' is a stake
 * pool, 'Stake pool blocks' are blocks, 'Rate limits and bursts' are rate limits,
 * and 'Stake distribution by pool' has the words apart. A phrase that needs a plural or singular form counts a fifth less.
 */
export function titlePhrase(document: SearchDocument, words: readonly QueryWord[]): number {
  if (words.length < 2) return 0;
  const title = tokenize(document.title);
  // Where each of the title's noun phrases ends: at a preposition or 'and'/'or'.
  const ends = new Set<number>();
  let end = 0;
  // The split keeps the break words (odd places), which may be terms themselves ('under').
  document.title.split(phraseBreaks).forEach((part, i) => {
    end += tokenize(part).length;
    if (i % 2 === 0) ends.add(end);
  });
  let best = 0;
  for (let start = 0; start + words.length <= title.length; start++) {
    let exact = true;
    const fits = words.every((word, k) => {
      const term = title[start + k]!;
      if (term === word.word) return true;
      exact = false;
      return holds(term, word, false);
    });
    if (!fits) continue;
    const head = ends.has(start + words.length) ? 1 : 0.5;
    best = Math.max(best, head * (exact ? 1 : 0.8));
  }
  return best;
}

/** How much a title that says the query as a phrase (titlePhrase) lifts a section. */
export const titlePhraseBoost = 0.3;

/** What a deprecated operation's score is scaled by: below a live one that matches as well. */
export const deprecatedFactor = 0.8;

/**
 * Whether the query is a page's title, said by the page's intro: the same words,
 * none more, none fewer (stop words aside, singular or plural alike). 'create pull
 * request' is the page 'Create a pull request', whatever else mentions pull
 * requests more. Section headings that many pages share ('Responses') do not count.
 */
export function isExactTitle(document: SearchDocument, words: readonly QueryWord[]): boolean {
  if (document.sectionRoute.includes('#')) return false;
  const title = tokenize(document.title);
  if (title.length === 0) return false;
  // Each title term holds a query word, and each word is in the title; the first
  // term may be an HTTP method ('Post customers'), and 'customers customer' is one word said twice.
  return (
    title.every((term, i) => words.some((word) => holds(term, word, i === 0))) &&
    words.every((word) => title.some((term, i) => holds(term, word, i === 0)))
  );
}

function searchIndex(index: LoadedIndex, words: readonly QueryWord[]): SearchResult[] {
  const count = index.documents.length;
  const total = new Float64Array(count);
  const matched: string[][] = [];
  const best = new Float64Array(count);
  const bestForm: string[] = [];
  for (const word of words) {
    const touched: number[] = [];
    const add = (list: number[] | undefined, factor: number, form: string) => {
      if (!list) return;
      for (let i = 0; i < list.length; i += 2) {
        const id = list[i]!;
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
      if (form.length > 1)
        for (const term of termsWithPrefix(index.terms, form))
          add(index.postings.get(term), prefix, form);
    }
    for (const id of touched) {
      total[id] = total[id]! + best[id]!;
      (matched[id] ??= []).push(bestForm[id]!);
      best[id] = 0;
    }
  }
  const results: SearchResult[] = [];
  for (let id = 0; id < count; id++) {
    if (total[id]! === 0) continue;
    // A section that matches every word beats one that matches a single word
    // many times: the sum is scaled by the share of query words matched.
    const coverage = matched[id]!.length / words.length;
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
      (document.deprecated ? deprecatedFactor : 1);
    results.push({
      document,
      score,
      bm25: total[id]!,
      terms: matched[id]!,
      exactTitle: isExactTitle(document, words),
    });
  }
  return results;
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
  const words = queryWords(query.slice(0, maxQueryLength));
  if (words.length === 0) return [];
  const results = indexes.flatMap((index) => searchIndex(index, words));
  const order = (a: SearchResult, b: SearchResult) =>
    Number(b.exactTitle) - Number(a.exactTitle) || b.score - a.score;
  results.sort(order);
  if (words.length > 1) {
    // The query's words said together, as the reader said them, lift the sections that say so.
    const top = results.slice(0, phraseCandidates);
    for (const result of top)
      result.score *= 1 + phraseBoost * phraseProximity(result.document, words);
    top.sort(order);
    results.splice(0, top.length, ...top);
  }
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
}

export interface SearchPagesOptions {
  /** Pages to list; default 8 (the spec's cap, now per page). */
  limit?: number;
  /** Sections listed under one page; default 3. */
  sectionsPerPage?: number;
}

/** Under one page, more sections than this crowd out the other pages. */
export const maxSectionsPerPage = 3;

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
