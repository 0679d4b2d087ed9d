// Relevance over the real site: queries as readers type them, each with the page
// that should come first. The expected page must be in the top 3 for every query
// and first for most of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { loadIndex, search, type LoadedIndex } from '../../src/shared/search-engine.js';
import { relevanceQueries } from './search-queries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');


/** The index files of a fresh in-memory build of the real site. */
export async function realSiteIndexes(): Promise<LoadedIndex[]> {
  const result = await build({ root, write: false });
  return [...result.files]
    .filter(([name]) => /^search-index-.+\.json$/.test(name))
    .map(([, content]) => loadIndex(typeof content === 'string' ? content : new TextDecoder().decode(content)));
}

const pageOf = (route: string) => route.replace(/#.*$/, '');

test('each query finds its page in the top 3, and first for most', async () => {
  const indexes = await realSiteIndexes();
  const rows = relevanceQueries.map(([query, expected]) => {
    const pages = [...new Set(search(indexes, query).map((r) => pageOf(r.document.sectionRoute)))];
    return { query, expected, rank: pages.indexOf(expected) + 1, got: pages.slice(0, 3) };
  });
  const report = rows.map((r) => `${r.rank === 1 ? '  ' : '! '}${r.query.padEnd(28)} rank ${r.rank || '-'}  ${r.rank === 1 ? '' : `got ${r.got.join(', ')}`}`).join('\n');
  console.log(report);
  assert.ok(relevanceQueries.length >= 25);
  const missed = rows.filter((r) => r.rank < 1 || r.rank > 3);
  assert.deepEqual(missed.map((r) => r.query), [], `expected pages outside the top 3:\n${report}`);
  const first = rows.filter((r) => r.rank === 1).length;
  assert.ok(first >= Math.ceil(rows.length * 0.8), `only ${first} of ${rows.length} queries rank their page first:\n${report}`);
});
