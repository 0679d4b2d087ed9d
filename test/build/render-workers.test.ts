// Rendering in worker threads must not change a byte of the output: the same
// site built with and without workers gives the same files. The site has a
// collapsed category (rendered per page, not from the cached sidebar), a docs
// sidebar big enough to be pruned per page, and a few API pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';
import { syntheticOpenApi } from '../../bench/synthetic.js';
import { maxSidebarLinks } from '../../src/render/render-page.js';

// More pages than a sidebar shows in full, so each page gets a pruned sidebar.
const many = maxSidebarLinks + 10;
const manyPages = Object.fromEntries(Array.from({ length: many }, (_, i) => [`content/many/p${i}.md`, `---\ntitle: Page ${i}\n---\n## Part\nText ${i}.\n`]));
const manyGroups = Array.from({ length: Math.ceil(many / 50) }, (_, g) => ({
  type: 'category',
  label: `Group ${g}`,
  items: Array.from({ length: Math.min(50, many - g * 50) }, (_, k) => `many/p${g * 50 + k}`),
}));

const site = makeSmallSite({
  ...manyPages,
  'site.config.ts': smallApiSiteConfig('synthetic', 'openapi.json'),
  'content/sidebars.ts': `export default { docs: [
  'index',
  { type: 'category', label: 'Guides', items: ['guide', 'deep/one'] },
  { type: 'category', label: 'Folded', collapsed: true, items: ['deep/two'] },
  ...${JSON.stringify(manyGroups)},
] };
`,
  'content/deep/one.md': '---\ntitle: One <b>bold</b> & "quoted"\n---\n## Ünïcode — ✓\nText with `code`.\n',
  'content/deep/two.md': '---\ntitle: Two\n---\n```js\nconst x = 1;\n```\n',
});
writeFileSync(path.join(site, 'openapi.json'), syntheticOpenApi(3));

test('pages rendered in worker threads are byte-identical to pages rendered on the main thread', async () => {
  const main = await build({ root: site, write: false, renderThreads: 0 });
  // A written build: workers hand pages over as UTF-8 bytes, written as they come.
  const out = path.join(site, 'out');
  const workers = await build({ root: site, outDir: out, renderThreads: 2 });
  assert.equal(main.renderWorkers, 0);
  assert.ok(workers.renderWorkers >= 1, 'at least one worker thread rendered pages');
  assert.ok(main.pageCount > maxSidebarLinks, `${main.pageCount} pages`);
  const written = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  assert.deepEqual(written.sort(), [...main.files.keys()].sort());
  assert.equal(workers.files.size, 0, 'a written build keeps no files in memory');
  assert.deepEqual(workers.warnings, main.warnings);
  let compared = 0;
  for (const [file, content] of main.files) {
    if (!file.endsWith('.html')) continue;
    assert.equal(readFileSync(path.join(out, file), 'utf8'), content, file);
    compared++;
  }
  assert.ok(compared > maxSidebarLinks, `${compared} HTML files compared`);
  // The cases the sidebar cache treats specially are really in the output.
  const folded = String(main.files.get('deep/two/index.html'));
  assert.match(folded, /menu__link menu__link--active" href="\/deep\/two" aria-current="page"/);
  assert.match(String(main.files.get('many/p7/index.html')), /menu__link--category-summary/, 'big sidebars are pruned');
  assert.ok([...main.files.keys()].some((f) => f.startsWith('api/get-item-2-')), 'API pages are built');
});

test('operation pages spread over worker threads are byte-identical to operation pages rendered on the main thread', async () => {
  // Little markdown: the API stage runs on the main thread and hands operations to the workers.
  const apiSite = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('synthetic', 'openapi.json'),
  });
  writeFileSync(path.join(apiSite, 'openapi.json'), syntheticOpenApi(120));
  const main = await build({ root: apiSite, write: false, renderThreads: 0 });
  const workers = await build({ root: apiSite, write: false, renderThreads: 1 });
  assert.equal(workers.renderWorkers, 1);
  assert.equal(main.pageCount, 123);
  assert.deepEqual([...workers.files.keys()].sort(), [...main.files.keys()].sort());
  for (const [file, content] of main.files) assert.deepEqual(workers.files.get(file), content, file);
  assert.deepEqual(workers.warnings, main.warnings);
  // Every operation page says which operation it is (the search index reads its tags).
  const apiPages = workers.pages.filter((p) => p.doc.kind === 'api' && p.doc.api !== undefined);
  assert.equal(apiPages.length, 120);
});

test('an API stage error in the worker is thrown as the main thread throws it', async () => {
  // Enough markdown for the API stage to run in the worker, beside the markdown stage.
  const markdown = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`content/m${i}.md`, `---\ntitle: M${i}\n---\nText.\n`]));
  const broken = makeSmallSite({
    ...markdown,
    'site.config.ts': smallApiSiteConfig('broken', 'openapi.yaml'),
    'openapi.yaml': 'swagger: "2.0"\ninfo: { title: Old, version: "1" }\npaths: {}\n',
  });
  const failure = async (renderThreads: number) => {
    try {
      await build({ root: broken, write: false, renderThreads });
    } catch (error) {
      return error as DocgenError;
    }
    assert.fail('the build should fail');
  };
  const [main, worker] = [await failure(0), await failure(1)];
  assert.ok(worker instanceof DocgenError);
  assert.match(worker.message, /Swagger 2\.0 document/);
  assert.equal(worker.message, main.message);
  assert.deepEqual(worker.location, main.location);
  assert.equal(worker.hint, main.hint);
});
