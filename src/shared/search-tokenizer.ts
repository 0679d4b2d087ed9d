// The one tokeniser of the search: the build runs it over every section before
// BM25 counts terms, and the browser and `docgen search` run it over the query,
// so both sides always agree on what a term is. Platform-free.
import {
  spacelessBigrams,
  spacelessRunPattern,
  isSpacelessTerm,
  isLoneSpacelessCharacter,
} from './spaceless-bigrams.js';
import { fold } from './search-fold.js';

/**
 * Runs of these characters form one word; `_ . / - { }` join the parts of code-ish words.
 * Combining marks (\p{M}: Indic vowel signs, Arabic harakat, a kana's voicing) belong to
 * the letter they follow, or every Hindi or Thai word would fall apart at each vowel sign.
 */
const wordPattern = /[\p{L}\p{N}\p{M}_./\-{}]+/gu;
const joiners = /[_./\-{}]+/;
/** Longer compound words (URLs, long paths) only bloat the vocabulary; their parts are kept. */
const maxCompoundLength = 48;
/** Longer parts are hashes and ids from examples, which nobody types. */
const maxPartLength = 40;

/**
 * Words too common to tell sections apart. Removing them keeps 'how to pin a file'
 * from ranking by the number of times a section says 'to' or 'a'.
 */
const stopWords: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its me my of on or our so ' +
    'that the their then there these this those to was we were what when where which who why will with you your'
  ).split(' '),
);

/**
 * 'stakeAddress' → ['stake', 'Address']; 'TXHash' → ['TX', 'Hash']. A run of capitals
 * and a lone 's' is a plural acronym, one word ('UTXOs', 'listIDs' → ['list', 'IDs']):
 * split, it gave 'utx' and 'os', so 'UTXOs' and 'utxos' found different sections.
 */
function splitCamelCase(part: string): string[] {
  if (!/[a-z0-9][A-Z]|[A-Z]{2}[a-z]/.test(part)) return [part];
  return part
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z](?!s(?![a-z]))[a-z])/g, '$1 $2')
    .split(' ');
}

const ascii = /^[\x00-\x7f]*$/;

/** Most words: ASCII letters and digits, at most a leading capital. They need no splitting. */
const plainWord = /^[A-Z]?[a-z0-9]*$/;

/**
 * A letter that is a whole syllable: a Korean one-syllable word (키, 값, 책) is a noun like
 * any other, and so is one of Yi. (Han and kana never reach here: they are cut into
 * bigrams, where a run of one character is a term already.)
 */
const syllable = /^[\p{sc=Hangul}\p{sc=Yi}]$/u;

/**
 * A one-character part is kept when it is a digit: 'Step 1', 'Part 2' and 'v 3' are
 * how readers name numbered pages. A lone letter of an alphabet (Latin, Greek,
 * Cyrillic…) stays out: in prose it is an article or pronoun ('a', 'I'), the tail of
 * a contraction ('don't' → 't') or a piece of an abbreviation ('e.g.'), so it is in
 * nearly every section and tells none apart, while each of those postings would
 * still grow the index. A syllable is kept.
 */
function keepPart(part: string): boolean {
  if (part.length < 2) return /^[0-9]$/.test(part) || syllable.test(part);
  return part.length <= maxPartLength && !stopWords.has(part);
}

/** The joiners whose parts a reader also types run together: 'stake_address' as 'stakeaddress', 'Node.js' as 'nodejs'. */
const runTogether = /^[^/]*$/;
/** A part a joined form is made of: letters first, two characters at least (not 'e.g.', 'v1.2'). */
const joinablePart = /^\p{L}[\p{L}\p{N}]+$/u;

/**
 * Adds the forms of a compound word a reader types whole: its parts run together
 * ('stake_address' → stakeaddress, 'Node.js' → nodejs), and each camelCase part
 * of a dotted name ('pino.stdSerializers' → stdserializers), which a reader
 * types as the code writes it. Paths are left out: no one types 'blockslatest'.
 */
function addWholeForms(terms: string[], word: string, segments: readonly string[]): void {
  if (runTogether.test(word) && segments.every((s) => joinablePart.test(s))) {
    const joined = segments.join('').toLowerCase();
    if (joined.length <= maxCompoundLength) terms.push(joined);
  }
  for (const segment of segments)
    if (splitCamelCase(segment).length > 1 && segment.length <= maxPartLength)
      terms.push(segment.toLowerCase());
}

/** Adds the terms of one word that holds no letter of a spaceless script. */
function addWordTerms(terms: string[], text: string): void {
  if (plainWord.test(text)) {
    const word = text.toLowerCase();
    if (keepPart(word)) terms.push(word);
    return;
  }
  // Sentence punctuation and stray joiners at the ends are not part of the word;
  // a leading slash is kept because it marks an API path.
  let word = text.replace(/^[_.\-{}]+|[_./\-{}]+$/g, '').replace(/^\/+/, '/');
  if (word === '/' || word === '') return;
  const segments = word.split(joiners).filter(Boolean);
  const pieces = segments.flatMap(splitCamelCase);
  word = word.toLowerCase();
  const compound = pieces.length > 1 || word.startsWith('/');
  if (compound && word.length <= maxCompoundLength) terms.push(word);
  if (segments.length > 1) addWholeForms(terms, word, segments);
  for (const piece of pieces) {
    const part = piece.toLowerCase();
    if (keepPart(part)) terms.push(part);
  }
}

/**
 * Terms of a text, in order, repeats kept (BM25 counts them).
 * A code-ish word gives itself and its parts: 'tx_hash' → tx_hash, tx, hash;
 * '/blocks/latest' → /blocks/latest, blocks, latest; 'stakeAddress' → stakeaddress, stake, address.
 * One-letter parts other than digits and syllables (Korean 키), and stop words, are dropped.
 * Han, kana and Thai runs give their bigrams (spaceless-bigrams.ts), and the Latin words
 * between them stay words: 'APIキー' → api, キー.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of fold(text).matchAll(wordPattern)) {
    const word = match[0];
    // Most words, code-ish ones too, are ASCII: no spaceless run to look for.
    if (ascii.test(word)) {
      addWordTerms(terms, word);
      continue;
    }
    let at = 0;
    for (const run of word.matchAll(spacelessRunPattern)) {
      if (run.index! > at) addWordTerms(terms, word.slice(at, run.index));
      terms.push(...spacelessBigrams(run[0]));
      at = run.index! + run[0].length;
    }
    if (at < word.length) addWordTerms(terms, at === 0 ? word : word.slice(at));
  }
  return terms;
}

/**
 * Whether a query word (or form) also matches the longer terms that start with it,
 * as a word still being typed does: 'deleg' finds 'delegation'. A one-digit word
 * (the only one-character word kept) is a number said whole: 'step 1' is Step 1,
 * not Steps 10 to 19. The index lookup, the title signals and the marks all ask
 * this, so no part of the ranking treats '1' as the start of '10'.
 */
export function matchesAsPrefix(word: string): boolean {
  // A term of a spaceless script is a bigram or a lone character, never the start of a longer term.
  return word.length > 1 && !isSpacelessTerm(word);
}

/**
 * Whether a query word matches a longer term in part: the term starts with a word
 * still being typed ('deleg' → 'delegation'), or, for a lone Han, kana or Thai character
 * (a one-character query), the term is a bigram that holds it, first or second, so
 * '钱' finds both 钱包 and 付钱.
 */
export function matchesInPart(word: string, term: string): boolean {
  // The cheap tests first: the engine asks this of every spaceless term of an index.
  if (term.length <= word.length) return false;
  if (term.startsWith(word))
    return matchesAsPrefix(word) || (isLoneSpacelessCharacter(word) && isSpacelessTerm(term));
  return term.endsWith(word) && isLoneSpacelessCharacter(word) && isSpacelessTerm(term);
}

/** A form a query word matches, and how much an exact or a prefix match of it counts. */
export interface QueryForm {
  form: string;
  exact: number;
  prefix: number;
}

/** A query word and the forms it matches: itself, then its singular forms. */
export interface QueryWord {
  word: string;
  forms: QueryForm[];
  /**
   * For a bigram of a longer word of a spaceless script (ウォ of ウォレット), the words
   * of the query it was cut from: a section holds the bigram only where it holds one of
   * them whole, or 'ロケット' would match the 'ット' of 'ウォレット'.
   */
  runs?: string[];
  /**
   * For a part of a camelCase word of the query ('os' of 'UTxOs', 'std' of
   * 'stdSerializers'), that word whole, lower-cased: where an index holds it, a part
   * shorter than three letters does not count (wholeWhereIndexed).
   */
  pieceOf?: string;
}

/** How much a match counts: the word itself, as a prefix, its plural or singular form, a stem. */
const matchWeights = {
  exact: 1,
  prefix: 0.6,
  singular: 0.9,
  singularPrefix: 0.5,
  stem: 0.4,
} as const;

/**
 * Singular forms of an English plural, so 'retries' also finds 'retry' and
 * 'stakes' finds 'stake' (a prefix match alone cannot: 'stakes' is longer).
 */
export function singularForms(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || !word.endsWith('s') || word.endsWith('ss'))
    return [];
  const forms = new Set<string>();
  if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) forms.add(word.slice(0, -2));
  forms.add(word.slice(0, -1));
  forms.delete(word);
  return [...forms].filter((f) => f.length > 2);
}

/** The plural of an English noun, so 'signature' finds 'signatures' as surely as the word itself. */
function pluralForm(word: string): string | undefined {
  if (word.length < 3 || !/^[a-z]+$/.test(word) || word.endsWith('s')) return undefined;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * The -ing form of an English verb, so 'make' finds 'Making your first call' as
 * surely as the word itself: 'make' → 'making', 'fetch' → 'fetching'.
 */
export function ingForm(word: string): string | undefined {
  if (word.length < 3 || !/^[a-z]+$/.test(word) || /(ing|s)$/.test(word)) return undefined;
  if (/[^e]e$/.test(word)) return `${word.slice(0, -1)}ing`;
  return `${word}ing`;
}

/** Endings cut to find a word's stem, longest first. */
const endings = [
  'ations',
  'ation',
  'ings',
  'ing',
  'ions',
  'ion',
  'ers',
  'er',
  'ies',
  'ied',
  'es',
  'ed',
  'e',
  'y',
  's',
];

/**
 * The word without its ending, matched as a prefix: 'contribute' → 'contribut'
 * finds 'contributing', 'verify' → 'verif' finds 'verification'. At least four
 * letters stay, so short words are left alone.
 */
export function stemForm(word: string): string | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  const ending = endings.find((e) => word.endsWith(e) && word.length - e.length >= 4);
  return ending ? word.slice(0, -ending.length) : undefined;
}

/**
 * The runs of a spaceless script in the query that hold `bigram`, or undefined when
 * it is a whole word itself (a run of two characters) or not a bigram at all.
 */
function runsOf(bigram: string, runs: readonly string[]): string[] | undefined {
  if (!isSpacelessTerm(bigram) || isLoneSpacelessCharacter(bigram)) return undefined;
  const holding = runs.filter((run) => run.includes(bigram));
  return holding.length > 0 && !holding.includes(bigram) ? holding : undefined;
}

/**
 * Per term of the query that only a camelCase word's split gives ('utx', 'os' of
 * 'UTxOs'; 'std' of 'pino.stdSerializers'), that word whole, lower-cased. A term the
 * query also says on its own, or as a word's whole, is not listed.
 */
function camelPieces(query: string): Map<string, string> {
  const pieces = new Map<string, string>();
  const said = new Set<string>();
  for (const match of fold(query).matchAll(wordPattern)) {
    const terms = tokenize(match[0]);
    const wholes = new Map<string, string>();
    for (const segment of match[0].split(joiners)) {
      const parts = splitCamelCase(segment);
      if (parts.length > 1)
        for (const part of parts) wholes.set(part.toLowerCase(), segment.toLowerCase());
    }
    for (const term of terms) {
      const whole = wholes.get(term);
      if (whole === undefined || whole === term) said.add(term);
      else if (!pieces.has(term)) pieces.set(term, whole);
    }
  }
  for (const term of said) pieces.delete(term);
  return pieces;
}

/**
 * The query's words without the scraps of a camelCase word whose whole some index holds:
 * 'UTxOs' is not also 'os' (which would mark 'os' in any text), 'TXHash' not 'tx'. A part
 * of three letters or more still counts, as the README promises code-ish words match in
 * parts: 'projectId' finds a page that says "project ID" beside one that writes
 * 'projectId' (a first version dropped every part, and lost it). Where no index holds the
 * whole ('stakeAddr' being typed), every part counts.
 */
export function wholeWhereIndexed(
  words: readonly QueryWord[],
  holds: (term: string) => boolean,
): QueryWord[] {
  return words.filter(
    (word) => word.pieceOf === undefined || word.word.length >= 3 || !holds(word.pieceOf),
  );
}

/** The words of a query, each once, with the forms they match. */
export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  const runs = fold(query).match(spacelessRunPattern) ?? [];
  const pieces = camelPieces(query);
  for (const word of tokenize(query)) {
    if (seen.has(word)) continue;
    seen.add(word);
    const forms: QueryForm[] = [
      { form: word, exact: matchWeights.exact, prefix: matchWeights.prefix },
    ];
    const plural = pluralForm(word);
    if (plural)
      forms.push({
        form: plural,
        exact: matchWeights.singular,
        prefix: matchWeights.singularPrefix,
      });
    const ing = ingForm(word);
    if (ing)
      forms.push({ form: ing, exact: matchWeights.singular, prefix: matchWeights.singularPrefix });
    for (const form of singularForms(word))
      forms.push({ form, exact: matchWeights.singular, prefix: matchWeights.singularPrefix });
    const stem = stemForm(word);
    if (stem && !forms.some((f) => f.form === stem))
      forms.push({ form: stem, exact: matchWeights.stem, prefix: matchWeights.stem });
    const from = runs.length > 0 ? runsOf(word, runs) : undefined;
    const pieceOf = pieces.get(word);
    words.push({
      word,
      forms,
      ...(from ? { runs: from } : {}),
      ...(pieceOf !== undefined ? { pieceOf } : {}),
    });
  }
  return words;
}
