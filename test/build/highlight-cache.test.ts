// Highlighted code is kept in .docgen-cache/ between builds: a later build with an
// empty memory (a new process) reads it instead of running highlight.js, and the
// pages come out byte for byte the same.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEntry, writeEntry } from '../fixtures/cache-entry.js';
import { build } from '../../src/build.js';
import { highlightCode, highlightMemo } from '../../src/content/highlight.js';
import { loadHighlightCache, saveHighlightCache } from '../../src/content/highlight-cache.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const guide = (prose: string) =>
  `---\ntitle: Guide\n---\n## Setup\n${prose}\n\n\`\`\`js title="a.js"\nconst answer = 42;\n\`\`\`\n\n\`\`\`python\nprint("hi")\n\`\`\`\n`;
const dir = makeSmallSite({ 'content/guide.md': guide('First words.') });
/** New prose, same code: the page renders again (the process keeps rendered pages by content) and meets the same code blocks. */
const editProse = (prose: string) =>
  writeFileSync(path.join(dir, 'content/guide.md'), guide(prose));
after(() => rmSync(dir, { recursive: true, force: true }));

const cacheFiles = () =>
  readdirSync(path.join(dir, '.docgen-cache/highlight'))
    .filter((f) => f.endsWith('.entry'))
    .map((f) => `highlight/${f}`);
const forgetInMemory = () => {
  highlightMemo.entries.clear();
  highlightMemo.fresh = 0;
};

test('a build writes the code it highlighted; the next build reads it and renders the same pages', async () => {
  forgetInMemory();
  await build({ root: dir });
  const [file] = cacheFiles();
  assert.ok(file, 'a highlight cache file is written');
  const saved = JSON.parse(readEntry(path.join(dir, '.docgen-cache', file))) as [
    string,
    string,
    string?,
  ][];
  // Keyed by the fence's language as written; the canonical name is stored beside the HTML.
  assert.ok(
    saved.some(
      ([key, html, language]) =>
        key.startsWith('js\u0000const answer = 42;') &&
        language === 'javascript' &&
        /hljs-keyword/.test(html),
    ),
  );
  const first = readFileSync(path.join(dir, 'build/guide/index.html'), 'utf8');

  // Poison the cached HTML: if the next build renders it, the cache was read, not recomputed.
  writeEntry(
    path.join(dir, '.docgen-cache', file),
    JSON.stringify(
      saved.map(([key, html, language]) => [
        key,
        key.startsWith('python') ? html.replace('print', 'print<!--from-cache-->') : html,
        language,
      ]),
    ),
  );
  forgetInMemory();
  editProse('Second words.');
  await build({ root: dir });
  const second = readFileSync(path.join(dir, 'build/guide/index.html'), 'utf8');
  assert.match(second, /<!--from-cache-->/);
  assert.equal(
    second.replace('<!--from-cache-->', '').replaceAll('Second words.', 'First words.'),
    first,
  );
  assert.equal(highlightMemo.fresh, 0, 'nothing was highlighted again');
});

test('an unreadable cache file is an empty cache, and the next save replaces it', async () => {
  const [file] = cacheFiles();
  writeFileSync(path.join(dir, '.docgen-cache', file!), '{ not json');
  forgetInMemory();
  editProse('Third words.');
  await build({ root: dir });
  assert.match(readFileSync(path.join(dir, 'build/guide/index.html'), 'utf8'), /hljs-keyword/);
  assert.ok(Array.isArray(JSON.parse(readEntry(path.join(dir, '.docgen-cache', file!)))));
});

test('code read from the file survives a save when some pages came from a cache of their own', async () => {
  const cacheDir = path.join(dir, '.docgen-cache');
  const [file] = cacheFiles();
  const keys = () =>
    (JSON.parse(readEntry(path.join(cacheDir, file!))) as [string][]).map(([key]) => key);
  forgetInMemory();
  loadHighlightCache(cacheDir);
  const before = keys();
  assert.ok(before.length >= 2);
  // This build meets only new code; the cached API pages would have needed the rest.
  highlightCode('let x = 1;', 'rust');
  await saveHighlightCache(cacheDir, { keepLoaded: true });
  assert.deepEqual(keys().sort(), [...before, 'rust\u0000let x = 1;'].sort());
  // Without that, the file keeps only what the build used.
  forgetInMemory();
  loadHighlightCache(cacheDir);
  highlightCode('fn main() {}', 'rust');
  await saveHighlightCache(cacheDir);
  assert.deepEqual(keys(), ['rust\u0000fn main() {}']);
});

test('past its bound the in-memory memo keeps only the code the last build used', async () => {
  forgetInMemory();
  highlightMemo.used.clear();
  highlightCode('const used = 1;', 'js');
  for (let i = 0; i < 10; i++)
    highlightMemo.entries.set(`js\u0000stale ${i}`, { html: `stale ${i}` });
  loadHighlightCache(path.join(dir, '.docgen-cache'), { maxMemoEntries: 5 });
  assert.deepEqual([...highlightMemo.entries.keys()], ['js\u0000const used = 1;']);
  // Under the bound nothing goes.
  highlightMemo.entries.set('js\u0000stale', { html: 'stale' });
  loadHighlightCache(path.join(dir, '.docgen-cache'), { maxMemoEntries: 5 });
  assert.equal(highlightMemo.entries.size, 2);
});

test('the file is read at the first code not in memory, and only then', async () => {
  const cacheDir = path.join(dir, '.docgen-cache');
  const [key] = (JSON.parse(readEntry(path.join(cacheDir, cacheFiles()[0]!))) as [string][])[0]!;
  assert.ok(key, 'the file holds code');
  const [lang, code] = key.split('\u0000') as [string, string];
  forgetInMemory();
  loadHighlightCache(cacheDir);
  assert.equal(highlightMemo.entries.size, 0, 'nothing read yet');
  // Written after the load: what the miss finds shows when the file was read.
  // A miss reads the file; the code it holds is then found, not highlighted again.
  const poisoned = 'from the file';
  writeEntry(path.join(cacheDir, cacheFiles()[0]!), JSON.stringify([[key, poisoned]]));
  assert.equal(highlightCode(code, lang).html, poisoned, 'the file was read at the miss');
  assert.equal(highlightMemo.fresh, 0, 'nothing was highlighted');
});
