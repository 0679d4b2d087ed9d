// `docgen search <query>`: the built index files, queried with the browser's own
// engine (src/shared/search-engine.ts), grouped by page as the search overlay
// groups them, printed as a ranked list or JSON. As many pages as the overlay lists and
// routes as its links write them (under the base path), read from the built pages, so a
// script that makes links of the output reaches the pages the browser would open.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import {
  loadIndex,
  searchPages,
  type LoadedIndex,
  type SearchPageGroup,
} from '../shared/search-engine.js';
import { suggestQuery } from '../shared/search-suggest.js';
import { terminalControl } from '../shared/terminal-controls.js';
import { withBase } from '../shared/base-url.js';
import { readBuiltSiteSettings } from './built-site-settings.js';

interface SearchCommandOptions {
  dir: string;
  json: boolean;
  /** How many pages to list; the site's search.maxSearchResults (else the engine's 8) when absent. */
  limit?: number;
}

const indexFilePattern = /^search-index-(.+)\.json$/;

/** Every index file of a built site; one that cannot be read or parsed is an error naming it. */
async function loadBuiltIndexes(dir: string): Promise<{ tag: string; index: LoadedIndex }[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => indexFilePattern.test(name)).sort();
  } catch (error) {
    throw new DocgenError(`Cannot read the built site folder ${dir}.`, {
      hint: 'Build the site first (docgen build), or pass its folder with --dir.',
      cause: error,
    });
  }
  if (names.length === 0) {
    throw new DocgenError(`${dir} holds no search index (search-index-*.json).`, {
      hint: 'Build the site first (docgen build), or pass its folder with --dir.',
    });
  }
  return Promise.all(
    names.map(async (name) => {
      const tag = indexFilePattern.exec(name)![1]!;
      const file = path.join(dir, name);
      let parsed: unknown;
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'));
      } catch {
        parsed = undefined;
      }
      // Skipping it, as the browser must, would answer without every page it indexes
      // (every API result) and look complete: say which file and how to mend it.
      if (!Array.isArray((parsed as { documents?: unknown } | undefined)?.documents))
        throw new DocgenError(
          `${file} is not a search index docgen wrote (unreadable, cut short or edited).`,
          {
            hint: 'Build the site again (docgen build), then search.',
          },
        );
      return { tag, index: loadIndex(parsed) };
    }),
  );
}

/**
 * Text from the index as the terminal should show it: each run of characters that would
 * act on the terminal (shared/terminal-controls.ts) a space, so the table keeps its columns.
 */
export function printable(text: string): string {
  return text.replace(controlRuns, ' ');
}
const controlRuns = new RegExp(`${terminalControl}+`, 'g');

/**
 * Characters a terminal draws two columns wide: Hangul jamo and syllables, CJK
 * letters and punctuation, full-width forms.
 */
const wide =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/**
 * An emoji as a terminal draws it, two columns: one shown as emoji by default (🚀), a
 * symbol asked to be one (❤️), a keycap (1️⃣), a flag (a pair of regional indicators).
 * '©' and '™' without the request are text, one column.
 */
const emoji =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}\ufe0f|\u20e3|\p{Regional_Indicator}/u;

/** What a reader sees as one character: an emoji with its skin tone or joined family ('👨‍👩‍👧') among them. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How many terminal columns `text` takes, a character as a reader sees it at a time:
 * an emoji two, a wide letter two, a letter with its combining marks one, a lone mark none.
 */
export function columns(text: string): number {
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (emoji.test(segment)) count += 2;
    else if (/^\p{M}*$/u.test(segment)) continue;
    else count += wide.test(segment) ? 2 : 1;
  }
  return count;
}

/** `text` padded with spaces to `width` columns, so a Japanese title keeps the routes in line. */
const padColumns = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - columns(text)));

/** One line per page, then its matching sections indented under it, as the search overlay lists them. */
function formatText(query: string, pages: SearchPageGroup[], suggestion?: string): string {
  if (pages.length === 0) {
    const found = `No results found for "${printable(query)}".`;
    return suggestion ? `${found} Did you mean "${printable(suggestion)}"?` : found;
  }
  const rows = pages.flatMap((p, i) => [
    {
      rank: String(i + 1),
      score: p.score.toFixed(2),
      title: printable(p.pageTitle),
      route: printable(p.route),
    },
    ...p.sections.map((s) => ({
      rank: '',
      score: s.score.toFixed(2),
      title: `  › ${printable(s.document.sectionTitle)}`,
      route: printable(s.document.sectionRoute),
    })),
  ]);
  const header = { rank: '#', score: 'score', title: 'page › section', route: 'route' };
  // The header is measured with the rows: titles narrower than it left its "route" out of line.
  const width = (key: 'rank' | 'score' | 'title') =>
    Math.max(...[header, ...rows].map((r) => columns(r[key])));
  const [rank, score, title] = [width('rank'), width('score'), Math.min(width('title'), 60)];
  const line = (r: typeof header) =>
    `${r.rank.padStart(rank)}  ${r.score.padStart(score)}  ${padColumns(r.title, title)}  ${r.route}`;
  return [line(header), ...rows.map(line)].join('\n');
}

export async function runSearchCommand(
  query: string,
  options: SearchCommandOptions,
): Promise<string> {
  const indexes = await loadBuiltIndexes(options.dir);
  const site = await readBuiltSiteSettings(options.dir);
  const found = searchPages(
    indexes.map((i) => i.index),
    query,
    { limit: options.limit ?? site.maxSearchResults },
  );
  // The index's routes are from the site's root; the browser's links carry the base path.
  const routed = (route: string) => withBase(site.baseUrl, route);
  const pages = found.map((p) => ({
    ...p,
    route: routed(p.route),
    sections: p.sections.map((s) => ({
      ...s,
      document: { ...s.document, sectionRoute: routed(s.document.sectionRoute) },
    })),
  }));
  if (!options.json) {
    const suggestion =
      pages.length === 0
        ? suggestQuery(
            indexes.map((i) => i.index),
            query,
          )
        : undefined;
    return formatText(query, pages, suggestion);
  }
  return JSON.stringify(
    pages.map((p, i) => ({
      rank: i + 1,
      score: Number(p.score.toFixed(4)),
      pageTitle: p.pageTitle,
      route: p.route,
      type: (p.intro ?? p.sections[0])?.document.type,
      categories: p.categories,
      sections: p.sections.map((s) => ({
        title: s.document.sectionTitle,
        route: s.document.sectionRoute,
        score: Number(s.score.toFixed(4)),
      })),
      terms: p.terms,
    })),
    null,
    2,
  );
}
