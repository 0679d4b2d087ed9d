// `docgen search <query>`: the built index files, queried with the browser's own
// engine (src/shared/search-engine.ts), printed as a ranked list or JSON.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { loadIndex, search, type LoadedIndex, type SearchResult } from '../shared/search-engine.js';

export interface SearchCommandOptions {
  dir: string;
  json: boolean;
  limit: number;
}

const indexFilePattern = /^search-index-(.+)\.json$/;

/** Every index file of a built site; one that cannot be read or parsed counts as empty, as in the browser. */
export async function loadBuiltIndexes(dir: string): Promise<{ tag: string; index: LoadedIndex }[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => indexFilePattern.test(name)).sort();
  } catch (error) {
    throw new DocgenError(`Cannot read the built site folder ${dir}.`, { hint: 'Build the site first (docgen build), or pass its folder with --dir.', cause: error });
  }
  if (names.length === 0) {
    throw new DocgenError(`${dir} holds no search index (search-index-*.json).`, { hint: 'Build the site first (docgen build), or pass its folder with --dir.' });
  }
  return Promise.all(
    names.map(async (name) => {
      const tag = indexFilePattern.exec(name)![1]!;
      const text = await readFile(path.join(dir, name), 'utf8').catch(() => '');
      return { tag, index: loadIndex(text) };
    }),
  );
}

function formatText(query: string, results: SearchResult[]): string {
  if (results.length === 0) return `No results found for "${query}".`;
  const rows = results.map((r, i) => {
    const { pageTitle, sectionTitle, sectionRoute } = r.document;
    const title = sectionTitle && sectionTitle !== pageTitle ? `${pageTitle} › ${sectionTitle}` : pageTitle;
    return { rank: String(i + 1), score: r.score.toFixed(2), title, route: sectionRoute };
  });
  const width = (key: 'rank' | 'score' | 'title') => Math.max(key.length, ...rows.map((r) => r[key].length));
  const [rank, score, title] = [width('rank'), width('score'), Math.min(width('title'), 60)];
  const line = (r: { rank: string; score: string; title: string; route: string }) =>
    `${r.rank.padStart(rank)}  ${r.score.padStart(score)}  ${r.title.padEnd(title)}  ${r.route}`;
  return [line({ rank: '#', score: 'score', title: 'page › section', route: 'route' }), ...rows.map(line)].join('\n');
}

export async function runSearchCommand(query: string, options: SearchCommandOptions): Promise<string> {
  const indexes = await loadBuiltIndexes(options.dir);
  const results = search(
    indexes.map((i) => i.index),
    query,
    { limit: options.limit },
  );
  if (!options.json) return formatText(query, results);
  return JSON.stringify(
    results.map((r, i) => ({
      rank: i + 1,
      score: Number(r.score.toFixed(4)),
      pageTitle: r.document.pageTitle,
      sectionTitle: r.document.sectionTitle,
      route: r.document.sectionRoute,
      type: r.document.type,
      terms: r.terms,
    })),
    null,
    2,
  );
}
