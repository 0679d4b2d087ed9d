// Builds of one pathological page each, in a fresh `docgen build` process: time and
// peak memory (max RSS) for inputs a review found slow or hungry. A quadratic path
// shows here as time, a page held in memory many times over as peak memory.
// `node --import tsx bench/pathological.ts [--quick]`; `npm run bench` runs it too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildInChild } from './child.js';

export interface PathologicalCase {
  name: string;
  /** The page's markdown body. */
  body: () => string;
  /** The peak memory the build should stay under, in MB. */
  maxRssMb?: number;
}

/** About `bytes` of prose with the usual inline markup, headings every few paragraphs. */
function longPage(bytes: number): string {
  const paragraph =
    'A paragraph with **bold** and _emphasis_, `code`, a [link](/guide) and a [markdown link](./guide.md),\n' +
    'an <https://example.com/autolink> and plain words that go on for a while to fill the line.\n\n';
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = i % 8 === 0 ? `## Section ${i}\n\n${paragraph}` : paragraph;
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

/** About `bytes` of paragraphs full of emphasis, links and code, with no heading. */
function paragraphPage(bytes: number): string {
  const paragraph = `${'Lorem ipsum **dolor** sit [amet](https://example.com) consectetur `code` adipiscing elit. '.repeat(10)}\n\n`;
  return paragraph.repeat(Math.ceil(bytes / paragraph.length));
}

/** About `bytes` of one markdown table. */
function longTable(bytes: number): string {
  const rows = ['| name | type | description | default |', '|---|---|---|---|'];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const row = `| field_${i} | \`string\` | The value of field ${i}, with [a link](/guide). | none |`;
    rows.push(row);
    size += row.length + 1;
  }
  return `${rows.join('\n')}\n`;
}

export const pathologicalCases = (quick: boolean): PathologicalCase[] => {
  const links = quick ? 20_000 : 100_000;
  const pageMb = quick ? 1 : 10;
  const tableMb = quick ? 1 : 8;
  return [
    {
      name: `${links.toLocaleString('en')} unclosed "[a](" on one line (${(links * 4) / 1000} KB)`,
      body: () => '[a]('.repeat(links),
    },
    {
      name: `a ${pageMb} MB markdown page`,
      body: () => longPage(pageMb * 1_000_000),
      maxRssMb: 500,
    },
    { name: `a table of ${tableMb} MB`, body: () => longTable(tableMb * 1_000_000), maxRssMb: 600 },
    {
      // A review's page shape: no headings at all, so no section ends before the page does.
      name: `a ${pageMb} MB page of paragraphs with inline markup and no heading`,
      body: () => paragraphPage(pageMb * 1_000_000),
      maxRssMb: 500,
    },
  ];
};

/** A site of two pages, one of them `body`. */
function siteWith(body: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-pathological-'));
  const files: Record<string, string> = {
    'site.config.ts':
      "export default { title: 'Pathological', openapi: false, onBrokenMarkdownLinks: 'ignore' };\n",
    'content/sidebars.ts': "export default { docs: ['index', 'guide'] };\n",
    'content/index.md': `---\ntitle: Home\n---\n${body}\n`,
    'content/guide.md': '---\ntitle: Guide\n---\n## Setup\n\nText.\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export interface PathologicalResult {
  name: string;
  wallMs: number;
  cpuMs: number;
  maxRssMb: number;
  target?: number;
}

/** Builds each case in a fresh process; the CLI bundle must be current (scripts/build-cli.mjs). */
export function runPathological(quick: boolean): PathologicalResult[] {
  return pathologicalCases(quick).map((c) => {
    const dir = siteWith(c.body());
    try {
      const run = buildInChild(dir, path.join(dir, 'build'));
      return {
        name: c.name,
        wallMs: run.wallMs,
        cpuMs: run.cpuMs,
        maxRssMb: run.maxRssMb,
        target: c.maxRssMb,
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const r of runPathological(process.argv.includes('--quick')))
    console.log(
      `${r.name.padEnd(48)} ${`${r.wallMs} ms`.padStart(10)} wall ${`${r.cpuMs} ms`.padStart(10)} CPU ${`${r.maxRssMb} MB`.padStart(8)} peak${r.target ? `   target < ${r.target} MB ${r.maxRssMb < r.target ? '✓' : '✗'}` : ''}`,
    );
}
