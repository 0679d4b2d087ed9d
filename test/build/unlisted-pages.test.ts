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

/** A hand-written sidebar with unlisted pages: a doc, a category's linked doc, a category all unlisted. */
const handWritten = {
  'content/sidebars.ts': `export default { docs: ['index', 'guide', 'secret', 'nosearch',
    { type: 'category', label: 'Cat', link: 'cat/index', items: ['cat/a'] },
    { type: 'category', label: 'Gone', link: 'gone/index', items: ['gone/b'] },
    'last'] };\n`,
  'content/secret.md': '---\ntitle: Secret\nunlisted: true\n---\nText.\n',
  'content/nosearch.md': '---\ntitle: Nosearch\nsearch: false\n---\nText.\n',
  'content/cat/index.md': '---\ntitle: Cat\nunlisted: true\n---\nText.\n',
  'content/cat/a.md': '---\ntitle: Cat A\n---\nText.\n',
  'content/gone/index.md': '---\ntitle: Gone\nunlisted: true\n---\nText.\n',
  'content/gone/b.md': '---\ntitle: Gone B\nunlisted: true\n---\nText.\n',
  'content/last.md': '---\ntitle: Last\n---\nText.\n',
};

/** A page's sidebar, its previous and next links, and its breadcrumbs. */
function parts(html: string) {
  const sidebar = /<aside class="doc-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  const pager = (rel: string) =>
    new RegExp(`pagination-nav__link--${rel}" href="([^"]*)"`).exec(html)?.[1];
  const crumbs = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return { sidebar, prev: pager('prev'), next: pager('next'), crumbs };
}

test('a sidebars file shows an unlisted doc on its own page only, and other pages’ pagers skip it', async () => {
  const { result, text } = await built(handWritten);
  assert.deepEqual(result.warnings, []);
  const page = (route: string) => parts(text(`${route}/index.html`));

  const listed = page('guide');
  assert.match(listed.sidebar, /href="\/guide"/);
  assert.doesNotMatch(listed.sidebar, /href="\/secret"/, 'an unlisted doc is hidden');
  assert.match(listed.sidebar, /Cat<\/|>Cat</, 'a category whose page is unlisted keeps its label');
  assert.doesNotMatch(listed.sidebar, /href="\/cat\/"/, '… but not its link');
  assert.match(listed.sidebar, /href="\/cat\/a"/, '… and keeps its items');
  assert.doesNotMatch(listed.sidebar, /Gone|\/gone/, 'a category all unlisted is hidden');
  assert.equal(listed.next, '/nosearch', 'the pager skips an unlisted doc');
  assert.equal(page('nosearch').prev, '/guide');
  assert.equal(page('nosearch').next, '/cat/a', "… and a category's unlisted page");
  assert.equal(page('cat/a').prev, '/nosearch');
  assert.equal(page('cat/a').next, '/last', '… and a category all unlisted');
  assert.equal(page('last').prev, '/cat/a');
  assert.equal(
    page('last').sidebar,
    listed.sidebar
      .replace(/ menu__link--active" href="\/guide" aria-current="page"/, '" href="/guide"')
      .replace('" href="/last"', ' menu__link--active" href="/last" aria-current="page"'),
    'listed pages share one sidebar',
  );
  assert.match(page('cat/a').crumbs, /<span class="breadcrumbs__link">Cat<\/span>/);
  assert.doesNotMatch(page('cat/a').crumbs, /href="\/cat\/"/);

  const own = page('secret');
  assert.match(own.sidebar, /menu__link--active" href="\/secret" aria-current="page"/);
  assert.doesNotMatch(own.sidebar, /href="\/cat\/"|Gone/, 'other unlisted pages stay hidden');
  assert.equal(own.prev, '/guide', "an unlisted page's own pager links its neighbours");
  assert.equal(own.next, '/nosearch');
  assert.match(
    page('cat').sidebar,
    /href="\/cat\/"/,
    "a category's unlisted page links it on itself",
  );
  const gone = page('gone/b').sidebar;
  assert.match(gone, /href="\/gone\/b" aria-current="page"/);
  assert.match(gone, /Gone/);
  assert.doesNotMatch(gone, /href="\/gone\/"/);
});

test("a category's :::doc-cards leaves its unlisted pages out", async () => {
  const { text } = await built({
    'content/sidebars.ts': `export default { docs: ['index', 'guide',
      { type: 'category', label: 'SDKs', link: 'sdks/index', items: ['sdks/open', 'sdks/secret'] }] };\n`,
    'content/sdks/index.md': '---\ntitle: SDKs\n---\n:::doc-cards\n:::\n',
    'content/sdks/open.md': '---\ntitle: Open SDK\n---\nText.\n',
    'content/sdks/secret.md': '---\ntitle: Secret SDK\nunlisted: true\n---\nText.\n',
  });
  const article = /<article[\s\S]*?<\/article>/.exec(text('sdks/index.html'))?.[0] ?? '';
  assert.match(article, /href="\/sdks\/open"/);
  assert.doesNotMatch(article, /sdks\/secret|Secret SDK/);
});

test('a navbar item to an unlisted page is kept, without a warning: the author wrote it on purpose', async () => {
  const { result, text } = await built({
    'site.config.ts': smallSiteConfig.replace(
      "label: 'Docs' }]",
      "label: 'Docs' }, { to: '/launch', label: 'Launch' }]",
    ),
    'content/launch.md': '---\ntitle: Launch\nunlisted: true\n---\nText.\n',
  });
  const navbar = /<nav[^>]*class="navbar[\s\S]*?<\/nav>/.exec(text('guide/index.html'))?.[0] ?? '';
  assert.match(navbar, /href="\/launch"/);
  assert.deepEqual(result.warnings, []);
});

/** Categories whose items are all unlisted: alone, nested, and with a listed page of their own. */
const allUnlisted = {
  'content/sidebars.ts': `export default { docs: ['index', 'guide', 'u/a',
    { type: 'category', label: 'All hidden', items: ['u/h1', 'u/h2'] },
    { type: 'category', label: 'Landing', link: { type: 'doc', id: 'u/land' }, items: ['u/h1'] },
    { type: 'category', label: 'Nested', items: [{ type: 'category', label: 'Inner', items: ['u/h2'] }] },
    'u/c'] };\n`,
  'content/u/a.md': '---\ntitle: Page a\n---\nText a.\n',
  'content/u/c.md': '---\ntitle: Page c\n---\nText c.\n',
  'content/u/h1.md': '---\ntitle: Hidden h1\nunlisted: true\n---\nText.\n',
  'content/u/h2.md': '---\ntitle: Hidden h2\nunlisted: true\n---\nText.\n',
  'content/u/land.md': '---\ntitle: Listed landing\n---\n\n:::doc-cards\n:::\n',
};

test('a category whose items are all unlisted is hidden elsewhere, or a plain link to its listed page', async () => {
  const { text } = await built(allUnlisted);
  const sidebar = (route: string) => parts(text(`${route}/index.html`)).sidebar;
  const landing = '<li class="menu__list-item"><a class="menu__link" href="/u/land">';

  const listed = sidebar('u/a');
  assert.match(listed, /href="\/u\/c"/);
  assert.doesNotMatch(listed, /All hidden|Nested|Inner/, 'no category left with nothing in it');
  assert.doesNotMatch(
    listed,
    /<ul class="menu__list" id="sidebar-category-\d+"( hidden="")?><\/ul>/,
  );
  assert.ok(listed.includes(`${landing}<span class="menu__label">Landing</span></a></li>`), listed);
  assert.doesNotMatch(listed, /Toggle the category Landing/, 'a plain link: no toggle');
  assert.match(sidebar('u/land'), /menu__link--active" href="\/u\/land" aria-current="page"/);

  const h1 = sidebar('u/h1');
  assert.match(h1, /All hidden/, 'an unlisted page keeps the categories on its path');
  assert.match(h1, /Toggle the category Landing/);
  assert.match(h1, /menu__link--active" href="\/u\/h1" aria-current="page"/);
  assert.doesNotMatch(h1, /Nested|Inner|\/u\/h2/, '… and no other');
  const h2 = sidebar('u/h2');
  assert.match(h2, /All hidden<[\s\S]*href="\/u\/h2" aria-current="page"/);
  assert.match(h2, />Nested<[\s\S]*>Inner<[\s\S]*href="\/u\/h2"/, 'nested categories too');
  assert.ok(h2.includes(landing), 'Landing holds no h2: a plain link');
});

test("a category's :::doc-cards with every page unlisted shows nothing, and says so at its line", async () => {
  const { result, text } = await built(allUnlisted);
  const article = /<article[\s\S]*?<\/article>/.exec(text('u/land/index.html'))?.[0] ?? '';
  assert.doesNotMatch(article, /doc-cards|docgen:doc-cards|u\/h1/, 'no empty list, no marker');
  assert.deepEqual(result.warnings, [
    'content/u/land.md:5: `:::doc-cards` has no card left to show: every page of the sidebar category "Landing" is unlisted (`unlisted: true`); the block shows nothing.',
  ]);
  assert.doesNotMatch(text('u/land.md'), /:::|h1/, 'the markdown copy shows no block either');
});
