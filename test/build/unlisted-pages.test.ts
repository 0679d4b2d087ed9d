// Front matter `unlisted: true` (reached by its URL alone, as Docusaurus has it) and
// `search: false` (left out of search only), on a small site built in memory.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function built(files: Record<string, string>) {
  const root = makeSmallSite(files);
  dirs.push(root);
  const result = await build({ root, write: false, log: () => {} });
  const text = (file: string) => String(result.files.get(file) ?? '');
  const searched = ['search-index-default.json', 'search-index-docs-default-current.json']
    .map(text)
    .join('\n');
  return { result, text, searched };
}

test('an unlisted page is built and reachable, but not in search, the sitemap or llms.txt, and asks robots not to index it', async () => {
  const { result, text, searched } = await built({
    'content/secret.md': '---\ntitle: Secret launch\nunlisted: true\n---\nQuokkaword here.\n',
  });
  const html = text('secret/index.html');
  assert.match(html, /Quokkaword here/, 'the page is built');
  assert.match(html, /<meta name="robots" content="noindex"\/>/);
  assert.doesNotMatch(text('guide/index.html'), /name="robots"/, 'a listed page is indexed');
  assert.doesNotMatch(searched, /Quokkaword|Secret launch/);
  assert.match(searched, /Guide/, 'the other pages are searched');
  assert.doesNotMatch(text('sitemap.xml'), /secret/);
  assert.match(text('sitemap.xml'), /\/guide</);
  assert.doesNotMatch(text('llms.txt'), /secret|Secret launch/i);
  assert.match(text('llms.txt'), /\[Guide\]/);
  assert.deepEqual(result.warnings, [], 'in no sidebar on purpose: no warning');
});

test('search: false keeps a listed page out of search only', async () => {
  const { text, searched } = await built({
    'content/sidebars.ts': "export default { docs: ['index', 'guide', 'changelog'] };\n",
    'content/changelog.md': '---\ntitle: Changelog\nsearch: false\n---\nQuokkaword fixed.\n',
  });
  assert.doesNotMatch(searched, /Quokkaword|Changelog/);
  assert.match(text('sitemap.xml'), /\/changelog</);
  assert.match(text('llms.txt'), /\[Changelog\]/);
  assert.doesNotMatch(text('changelog/index.html'), /name="robots"/);
  assert.match(text('guide/index.html'), /href="\/changelog"/, 'still in the sidebar');
});

test('a page the navbar links to is reached from every page: no warning that it is in no sidebar', async () => {
  const { result } = await built({
    'site.config.ts': smallSiteConfig.replace(
      "label: 'Docs' }]",
      "label: 'Docs' }, { to: '/showcase/', label: 'Showcase' }]",
    ),
    'content/showcase.md': '---\ntitle: Showcase\n---\nText.\n',
    'content/lone.md': '---\ntitle: Lone\n---\nText.\n',
  });
  assert.equal(result.warnings.length, 1, result.warnings.join('\n'));
  assert.match(result.warnings[0]!, /A page is in no sidebar.*: content\/lone\.md\. /);
});

test("Starlight's pagefind: false is told to use search: false, at its line", async () => {
  const { result } = await built({
    'content/guide.md': '---\ntitle: Guide\npagefind: false\n---\nText.\n',
  });
  assert.deepEqual(result.warnings, [
    'content/guide.md:3: front matter `pagefind` is not read by docgen; `search: false` keeps a page out of search.',
  ]);
});
