// Search documents → the serialized BM25 index of each index file, weighed by
// wink-bm25-text-search with the shared tokeniser, so queries split words the same way.
// One engine sees every file's documents: the browser merges the docs and default
// indexes by score, fair only with the same term statistics.
import bm25 from 'wink-bm25-text-search';
import type {
  SearchDocument,
  SerializedBm25,
  SerializedBm25Document,
} from '../shared/search-engine.js';
import { tokenize } from '../shared/search-tokenizer.js';

/** How much a term counts in each field (spec: title 5, content 1, tags 3, parent categories 2). */
const fieldWeights = { title: 5, content: 1, tags: 3, parentCategories: 2 } as const;
const bm25Params = { k1: 1.2, b: 0.75 } as const;

/** A document to index, and whether its sidebar categories count (not for the docs sidebar). */
export interface IndexEntry {
  document: SearchDocument;
  indexCategories: boolean;
}

/** wink refuses to consolidate fewer documents than this. */
const minimumDocuments = 3;

// Watch rebuilds index every section again after each edit; most field texts are
// unchanged, so their terms are remembered (bounded, so a long session cannot grow it).
const termCache = new Map<string, string[]>();
const termCacheLimit = 50_000;

function cachedTokenize(text: string): string[] {
  let terms = termCache.get(text);
  if (!terms) {
    if (termCache.size >= termCacheLimit) termCache.clear();
    terms = tokenize(text);
    termCache.set(text, terms);
  }
  return terms;
}

function fieldsOf({
  document,
  indexCategories,
}: IndexEntry): Record<keyof typeof fieldWeights, string> {
  return {
    // An operation's operationId is the name an SDK user knows it by ('uploadFile' for
    // 'Uploads an image'): it weighs as its title does.
    title: document.request?.operationId
      ? `${document.title} ${document.request.operationId}`
      : document.title,
    // A section's page title is part of what it is about: 'webhook retries'
    // should find the retries section of the webhooks page even if that
    // section never says 'webhook'. The intro has it as its title already.
    content:
      document.sectionTitle === document.pageTitle
        ? document.content
        : `${document.pageTitle} ${document.content}`,
    tags: document.tags.join(' '),
    parentCategories: indexCategories ? document.sidebarParentCategories.join(' ') : '',
  };
}

/** What a consolidated engine holds, read in place (exporting it to JSON and back costs more than the rest). */
interface Consolidated {
  config: unknown;
  documents: Record<string, SerializedBm25Document>;
  termNames: string[];
}

/**
 * The part of the consolidated index that covers one file's documents, with
 * terms renumbered, in wink's `exportJSON()` layout.
 */
function slice(
  { config, documents, termNames }: Consolidated,
  globalIds: readonly number[],
): SerializedBm25 {
  const localTerms = new Map<string, number>();
  const inverted: number[][] = [];
  const localDocuments: Record<string, SerializedBm25Document> = {};
  let corpusLength = 0;
  globalIds.forEach((globalId, localId) => {
    const source = documents[globalId]!;
    const freq: Record<string, number> = {};
    for (const [t, weight] of Object.entries(source.freq)) {
      const term = termNames[Number(t)]!;
      let local = localTerms.get(term);
      if (local === undefined) {
        local = localTerms.size;
        localTerms.set(term, local);
        inverted[local] = [];
      }
      freq[local] = weight;
      inverted[local]!.push(localId);
    }
    localDocuments[localId] = { freq, fieldValues: {}, length: source.length };
    corpusLength += source.length;
  });
  const stats = {
    totalCorpusLength: corpusLength,
    totalDocs: globalIds.length,
    consolidated: true,
  };
  return [
    config,
    stats,
    localDocuments,
    inverted,
    localTerms.size,
    Object.fromEntries(localTerms),
    {},
    [],
    [],
  ];
}

/**
 * One serialized index per group of entries (one group per index file). Each
 * entry's `document.id` is its position in its group.
 */
export function buildBm25Indexes(groups: readonly (readonly IndexEntry[])[]): SerializedBm25[] {
  const engine = bm25();
  engine.defineConfig({ fldWeights: { ...fieldWeights }, bm25Params: { ...bm25Params, k: 1 } });
  engine.definePrepTasks([cachedTokenize as (input: never) => unknown]);
  const globalIds = groups.map((group) =>
    group.map((entry) => engine.addDoc(fieldsOf(entry), engine.getTotalDocs()) - 1),
  );
  // A site with one or two sections still gets an index: empty documents with
  // negative ids (which no term points at and no file keeps) make up the minimum.
  for (let pad = 1; engine.getTotalDocs() < minimumDocuments; pad++)
    engine.addDoc({ title: '', content: '', tags: '', parentCategories: '' }, -pad);
  engine.consolidate(4);
  const termNames: string[] = [];
  for (const [term, t] of Object.entries(engine.getTokens())) termNames[t] = term;
  const consolidated: Consolidated = {
    config: engine.getConfig(),
    documents: engine.getDocs(),
    termNames,
  };
  return globalIds.map((ids) => slice(consolidated, ids));
}
