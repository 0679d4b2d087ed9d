// What a section's titles and wording say beyond its BM25 weights: whether its
// title (or its page's) holds the query's words, says them as one phrase, makes
// or removes what the query names, is the query itself; whether its text says the
// words together; whether it documents a deprecated operation. The engine
// (search-engine.ts) scales each section's score by these. Platform-free.
import type { SearchDocument } from './search-document.js';
import { fold } from './search-fold.js';
import { matchesInPart, singularForms, tokenize, type QueryWord } from './search-tokenizer.js';

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

/** A title's terms, and its folded text for the words of spaceless scripts (search-whole-words.ts). */
interface Title {
  terms: Set<string>;
  text: string;
}

interface TitleTerms {
  /** The section's own title. */
  own: Title;
  /**
   * What an operation acts on: the terms of its title before a preposition ('Place an
   * order' of 'Place an order for a pet') and of its path ('/pet/{petId}' → pet, petid).
   */
  object: Set<string>;
  /** The page's title, its sidebar categories and tags. */
  page: Title;
  /** The page's title alone: what a section's heading is read under. */
  heading: Title;
}

const titleOf = (text: string): Title => ({ terms: new Set(tokenize(text)), text: fold(text) });

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
      own: titleOf(document.title),
      object: new Set(
        document.request
          ? [
              ...tokenize(document.title.split(prepositions, 1)[0]!),
              ...tokenize(document.request.path),
            ]
          : [],
      ),
      page: titleOf(page),
      heading: titleOf(document.pageTitle),
    };
    titleTerms.set(document, terms);
  }
  return terms;
}

/** How well a title's terms hold one query word: 1 for the word (or its plural or singular), 0.5 for a start. */
function titleCredit({ terms: set, text }: Title, word: QueryWord, last: boolean): number {
  // A bigram of a longer word ('ット' of 'ウォレット') counts where the title says that word.
  if (word.runs && !word.runs.some((run) => text.includes(run))) return 0;
  if (word.forms.some((f) => f.exact >= 0.9 && set.has(f.form))) return 1;
  // A word still being typed ('deleg', the query's last) that starts a title word counts
  // half, as does a lone Han, kana or Thai character that a title's bigram holds.
  if (last) for (const term of set) if (matchesInPart(word.word, term)) return 0.5;
  return 0;
}

/**
 * The share of query words the section's own title contains (partly typed words
 * count half). A section's heading is read under its page's title ('IPFS › Pin
 * it'), so a word only the page title says counts half.
 */
export function titleCoverage(document: SearchDocument, words: readonly QueryWord[]): number {
  const { own, heading } = titleTermsOf(document);
  const said = methodSaidWords(document, words);
  let sum = 0;
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    if (said.has(word.word)) sum += 1;
    else sum += Math.max(titleCredit(own, word, last), titleCredit(heading, word, last) / 2);
  });
  return sum / words.length;
}

/** The share of query words the title of the section's page (or its sidebar categories) contains. */
export function pageTitleCoverage(document: SearchDocument, words: readonly QueryWord[]): number {
  const { page } = titleTermsOf(document);
  const said = methodSaidWords(document, words);
  let sum = 0;
  words.forEach((word, i) => {
    sum += said.has(word.word) ? 1 : titleCredit(page, word, i === words.length - 1);
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

/**
 * Verbs an operation's title starts with that say what it does better than its method:
 * POST /pet/{petId}/uploadImage 'Uploads an image' is no way to create a pet.
 */
const otherVerbs: ReadonlySet<string> = new Set(
  (
    'upload download log login logout place return search import export validate verify check ' +
    'register sign subscribe unsubscribe'
  ).split(' '),
);

/** Every verb of methodVerbs: a query that starts with none of them names its action with a noun. */
const anyMethodVerb = new Set(Object.values(methodVerbs).flat());

/**
 * The verb of methodVerbs a word says, inflected or not: 'creating', 'created' and
 * 'creates' say 'create', 'adding' 'add', 'modified' 'modify'. 'news' is no verb.
 */
export function methodVerbOf(word: string): string | undefined {
  if (anyMethodVerb.has(word)) return word;
  if (word === 'news' || !/^[a-z]+$/.test(word)) return undefined;
  const stems: string[] = [];
  for (const ending of ['ing', 'ed']) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    stems.push(stem, `${stem}e`);
    // A doubled last consonant: 'getting' → 'get', 'submitted' → 'submit'.
    if (/([^aeiou])\1$/.test(stem)) stems.push(stem.slice(0, -1));
  }
  if (/i(ed|es)$/.test(word)) stems.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) stems.push(word.slice(0, -2));
  if (word.endsWith('s')) stems.push(word.slice(0, -1));
  return stems.find((verb) => verb.length > 2 && anyMethodVerb.has(verb));
}

/** The HTTP methods a query word is the verb of: 'update' (and 'updating') → put, patch. */
export function methodsOfVerb(word: string): string[] {
  const verb = methodVerbOf(word);
  if (!verb) return [];
  return Object.keys(methodVerbs).filter((method) => methodVerbs[method]!.includes(verb));
}

const noWords: ReadonlySet<string> = new Set();

/**
 * Whether a title that starts with a verb of its own ('Updates a pet in the store',
 * a POST) says the query's verb or one of the same methods: updating a pet is no way
 * to create one, whatever the method.
 */
function agreesWithTitle(document: SearchDocument, verb: string): boolean {
  const [first, next] = tokenize(document.title);
  if (!first) return true;
  const forms = [first, ...singularForms(first)];
  // 'Uploads an image' (a POST) makes no pet, 'Logs user into the system' (a GET) gets no user.
  if (next && forms.some((form) => otherVerbs.has(form))) return false;
  const own = methodVerbOf(first);
  if (!own) return true;
  const methods = methodsOfVerb(verb);
  return methodsOfVerb(own).some((method) => methods.includes(method));
}

/**
 * The query words an operation's HTTP method says, when what it acts on (its title
 * up to a preposition, its path) holds every other word: 'create a pet' is POST
 * /pet, titled 'Add a new pet to the store', not POST /store/order, 'Place an order
 * for a pet'; 'remove a pet' is DELETE /pet/{petId}, 'Deletes a pet'. Without the
 * other words held, the verb alone would lift every operation of the method.
 */
export function methodSaidWords(
  document: SearchDocument,
  words: readonly QueryWord[],
): ReadonlySet<string> {
  const verbs = document.request && methodVerbs[document.request.method];
  if (!verbs || words.length < 2) return noWords;
  const said = words.filter(
    (word) => verbs.includes(methodVerbOf(word.word) ?? '') && agreesWithTitle(document, word.word),
  );
  if (said.length === 0 || said.length === words.length) return noWords;
  const { object } = titleTermsOf(document);
  const held = (word: QueryWord) =>
    said.includes(word) || [...object].some((term) => holds(term, word, false));
  return words.every(held) ? new Set(said.map((word) => word.word)) : noWords;
}

/** How much an operation whose path ends at what the query names (pathFit) is lifted. */
export const pathEndBoost = 0.3;
/** How much each segment of its path lowers such an operation: the shorter path wins a tie. */
const pathSegmentCost = 0.01;

/**
 * What an operation whose method says the query's verb (methodSaidWords) is scaled by:
 * more when its path ends at the thing the query names ('add user' is POST /user, not
 * /user/createWithList; 'get an address' is /addresses/{address}, not its
 * /transactions), and a little less for each segment, so of two alike the shorter
 * path, the thing itself, comes first. 1 for every other section.
 */
export function pathFit(document: SearchDocument, words: readonly QueryWord[]): number {
  const said = methodSaidWords(document, words);
  if (said.size === 0 || !document.request) return 1;
  const segments = document.request.path.split('/').filter(Boolean);
  const last = segments.filter((segment) => !segment.startsWith('{')).at(-1);
  const named = words.filter((word) => !said.has(word.word));
  const atNoun =
    last !== undefined &&
    tokenize(last).some((term) => named.some((word) => holds(term, word, false)));
  return (atNoun ? 1 + pathEndBoost : 1) / (1 + pathSegmentCost * segments.length);
}

/**
 * Whether the query asks to make the thing its title ends with: 'comment on an
 * issue' is 'Create an issue comment', not 'Delete an issue comment'. A query
 * that starts with a noun used as a verb (no verb of its own) means making one.
 */
export function isImpliedCreation(document: SearchDocument, words: readonly QueryWord[]): boolean {
  if (words.length < 2 || methodVerbOf(words[0]!.word)) return false;
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
  return !words.some((word) => methodVerbs.delete!.includes(methodVerbOf(word.word) ?? ''));
}

/** What the score of a title that removes what the query did not ask to remove is scaled by. */
export const unaskedRemovalFactor = 0.6;

/** How much a title that makes what the query names (isImpliedCreation) lifts its page. */
export const creationBoost = 0.5;

/** Whether a title term holds a query word: the word, its plural or singular, or the verb of an HTTP method that starts the title. */
function holds(term: string, word: QueryWord, first: boolean): boolean {
  if (word.forms.some((f) => f.exact >= 0.9 && f.form === term)) return true;
  // An inflection the plural rules miss ('epoch' → 'epochs', 'create' → 'created'): one
  // or two letters after a word. A number has none: '1' is not '10', '12' not '123' or '1st'.
  if (
    term.length > word.word.length &&
    term.startsWith(word.word) &&
    /[a-z]$/.test(word.word) &&
    /^[a-z]{1,2}$/.test(term.slice(word.word.length))
  )
    return true;
  return first && (methodVerbs[term]?.includes(methodVerbOf(word.word) ?? '') ?? false);
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
 * Whether the query is the operation's operationId ('uploadFile', 'upload_file'), the
 * name an SDK calls it by: it is that operation's title, above a guide that names it.
 */
function isOperationId(document: SearchDocument, words: readonly QueryWord[]): boolean {
  const id = document.request?.operationId;
  if (!id || words.length === 0) return false;
  const terms = tokenize(id);
  return words[0]!.word === terms[0] && words.every((word) => terms.includes(word.word));
}

/**
 * Whether the query is a page's title, said by the page's intro: the same words,
 * none more, none fewer (stop words aside, singular or plural alike). 'create pull
 * request' is the page 'Create a pull request', whatever else mentions pull
 * requests more. Section headings that many pages share ('Responses') do not count.
 */
export function isExactTitle(document: SearchDocument, words: readonly QueryWord[]): boolean {
  if (document.sectionRoute.includes('#')) return false;
  if (isOperationId(document, words)) return true;
  const title = tokenize(document.title);
  if (title.length === 0) return false;
  // Each title term holds a query word, and each word is in the title; the first
  // term may be an HTTP method ('Post customers'), and 'customers customer' is one word said twice.
  return (
    title.every((term, i) => words.some((word) => holds(term, word, i === 0))) &&
    words.every((word) => title.some((term, i) => holds(term, word, i === 0)))
  );
}
