// Defaults a new site meets: a docs sidebar made from the content folders when there
// is no sidebars file, and honest warnings (url unset, pages in no sidebar).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build, createBuilder } from '../../src/build.js';
import type { DocgenError } from '../../src/errors.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function site(files: Record<string, string | null>): string {
  const dir = makeSmallSite(
    Object.fromEntries(Object.entries(files).filter(([, v]) => v !== null)) as Record<
      string,
      string
    >,
  );
  for (const [file, text] of Object.entries(files))
    if (text === null) rmSync(`${dir}/${file}`, { force: true });
  dirs.push(dir);
  return dir;
}
const withUrl = smallSiteConfig;
const withoutUrl = smallSiteConfig.replace("  url: 'https://example.org',\n", '');

/** The docs sidebar's links of a built page, in order, with their category labels. */
function sidebarOf(html: string): string[] {
  const nav = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(?:<span[^>]*>)?([^<]*)/g)].map(
    (m) => `${m[2]} ${m[1]}`,
  );
}

test('without a sidebars file the docs sidebar follows the folders, sidebar_position and _category_.json', async () => {
  const dir = site({
    'site.config.ts': withUrl,
    'content/sidebars.ts': null,
    'content/guide.md': '---\ntitle: Guide\nsidebar_position: 1\n---\nText.\n',
    'content/zeta.md': '---\ntitle: Zeta\n---\nText.\n',
    'content/alpha.md': '---\ntitle: Alpha\n---\nText.\n',
    'content/api-keys/index.md': '---\ntitle: About keys\n---\nKeys.\n',
    'content/api-keys/rotate.md': '---\ntitle: Rotate\n---\nText.\n',
    'content/api-keys/create.md': '---\ntitle: Create\nsidebar_position: 1\n---\nText.\n',
    'content/api-keys/_category_.json': '{ "label": "API keys", "position": 2 }',
  });
  const result = await build({ root: dir, write: false, log: () => {} });
  assert.deepEqual(result.warnings, []);
  assert.deepEqual(sidebarOf(String(result.files.get('alpha/index.html'))), [
    'Home /',
    'Guide /guide',
    'API keys /api-keys/',
    'Create /api-keys/create',
    'Rotate /api-keys/rotate',
    'Alpha /alpha',
    'Zeta /zeta',
  ]);
  assert.ok(result.pages.every((p) => p.sidebarId === 'docs' || p.doc.kind === 'api'));
});

test('a _category_.yml names and places its folder as _category_.json does; a link key is warned', async () => {
  const dir = site({
    'site.config.ts': withUrl,
    'content/sidebars.ts': null,
    'content/guide.md': '---\ntitle: Guide\nsidebar_position: 1\n---\nText.\n',
    'content/tutorial/rotate.md': '---\ntitle: Rotate\n---\nText.\n',
    'content/tutorial/_category_.yml':
      'label: Tutorial\nposition: 0\nlink:\n  type: generated-index\n',
  });
  const result = await build({ root: dir, write: false, log: () => {} });
  const html = String(result.files.get('guide/index.html'));
  // Position 0 puts the category before the guide; it has no page, so its label is no link.
  assert.deepEqual(sidebarOf(html), ['Home /', 'Rotate /tutorial/rotate', 'Guide /guide']);
  assert.match(html, />Tutorial</);
  assert.doesNotMatch(html, />tutorial</);
  assert.deepEqual(
    result.warnings.filter((w) => w.includes('_category_')),
    [
      'content/tutorial/_category_.yml:3: "link" is not read by docgen; docgen makes no generated-index page; add an `index.md` to the folder to give the category a page.',
    ],
  );
});

test('number prefixes place pages and folders and leave their routes and ids, as in Docusaurus', async () => {
  const dir = site({
    'site.config.ts': withUrl,
    'content/sidebars.ts': null,
    'content/guide.md': '---\ntitle: Guide\nsidebar_position: 5\n---\nText.\n',
    'content/02-later/01-first.md':
      '---\ntitle: First\npagination_next: later/second\n---\nSee [second](./10-second.md).\n',
    'content/02-later/10-second.md': '---\ntitle: Second\n---\nText.\n',
    'content/01-start/intro.md': '---\ntitle: Intro\n---\nText.\n',
    'content/2024-05-01-news.md': '---\ntitle: News\n---\nText.\n',
  });
  const result = await build({ root: dir, write: false, log: () => {} });
  assert.deepEqual(result.warnings, []);
  const html = String(result.files.get('later/first/index.html'));
  assert.deepEqual(sidebarOf(html), [
    'Home /',
    'Intro /start/intro',
    'First /later/first',
    'Second /later/second',
    'Guide /guide',
    'News /2024-05-01-news',
  ]);
  assert.match(html, />start</);
  assert.match(html, /href="\/later\/second"/);
  assert.match(html, /pagination-nav__link--next" href="\/later\/second"/);
});

test('a site whose config names no sidebars file still reads content/sidebars.ts when it exists', async () => {
  const dir = site({
    'site.config.ts': withUrl,
    'content/sidebars.ts': "export default { docs: ['guide', 'index'] };\n",
  });
  const result = await build({ root: dir, write: false, log: () => {} });
  assert.deepEqual(
    sidebarOf(String(result.files.get('guide/index.html'))).map((l) => l.split(' ')[0]),
    ['Guide', 'Home'],
  );
});

test('url unset warns once that canonical links and the sitemap point at localhost, not on every rebuild', async () => {
  assert.notEqual(withoutUrl, smallSiteConfig);
  const dir = site({ 'site.config.ts': withoutUrl });
  const builder = createBuilder({ root: dir, write: false, log: () => {} });
  const first = await builder.build();
  const about = first.warnings.filter((w) => w.includes('"url" is not set'));
  assert.equal(about.length, 1, first.warnings.join('\n'));
  assert.match(about[0]!, /canonical links, the sitemap.* will point at http:\/\/localhost/);
  assert.match(about[0]!, /site\.config\.ts/);
  const guide = path.join(dir, 'content/guide.md');
  writeFileSync(guide, '---\ntitle: Guide\n---\n## Setup\nText, edited.\n');
  assert.deepEqual((await builder.build([guide])).warnings, [], 'a rebuild does not repeat it');
  const config = path.join(dir, 'site.config.ts');
  writeFileSync(config, `${withoutUrl}// edited\n`);
  assert.equal(
    (await builder.build([config])).warnings.length,
    1,
    'a reloaded config tells it again',
  );
});

test('a page no sidebar lists is reported; front matter unlisted: true or onUnlistedDocs: ignore silence it', async () => {
  const lone = { 'content/lone.md': '---\ntitle: Lone\n---\nText.\n' };
  const reported = await build({
    root: site({ 'site.config.ts': withUrl, ...lone }),
    write: false,
    log: () => {},
  });
  assert.equal(reported.warnings.length, 1, reported.warnings.join('\n'));
  assert.match(reported.warnings[0]!, /A page is in no sidebar.*: content\/lone\.md\. /);
  assert.match(reported.warnings[0]!, /`unlisted: true`/);

  const marked = await build({
    root: site({
      'site.config.ts': withUrl,
      'content/lone.md': '---\ntitle: Lone\nunlisted: true\n---\nText.\n',
    }),
    write: false,
    log: () => {},
  });
  assert.deepEqual(marked.warnings, []);

  const ignored = await build({
    root: site({
      'site.config.ts': withUrl.replace(
        "title: 'Test site',",
        "title: 'Test site', onUnlistedDocs: 'ignore',",
      ),
      ...lone,
    }),
    write: false,
    log: () => {},
  });
  assert.deepEqual(ignored.warnings, []);
});

test('locales besides the default are warned of, with the line, and no page offers or claims them', async () => {
  const twoLocales = smallSiteConfig
    .replace(
      '  openapi: false,\n',
      "  openapi: false,\n  i18n: {\n    defaultLocale: 'en',\n    locales: ['en', 'fr'],\n    localeConfigs: { fr: { label: 'Français' } },\n  },\n",
    )
    .replace("label: 'Docs' }", "label: 'Docs' }, { type: 'localeDropdown' }");
  assert.notEqual(twoLocales, smallSiteConfig);
  const result = await build({ root: site({ 'site.config.ts': twoLocales }), write: false });
  const about = result.warnings.filter((w) => w.includes('i18n.locales'));
  assert.deepEqual(about, [
    'site.config.ts:8: i18n.locales lists "fr" besides the default locale "en", but docgen builds one locale: the site is built in "en" only, translations (such as i18n/fr/) are not read, and no page links to or claims another locale. Leave only "en" in i18n.locales to silence this.',
  ]);
  const html = String(result.files.get('guide/index.html'));
  assert.deepEqual(
    [...html.matchAll(/<link rel="alternate" href="[^"]*" hrefLang="([^"]*)"/g)].map((m) => m[1]),
    ['en', 'x-default'],
  );
  assert.doesNotMatch(html, /Français/);
  const one = await build({ root: site({}), write: false });
  assert.deepEqual(
    one.warnings.filter((w) => w.includes('i18n')),
    [],
  );
});

test("a sidebars file's Docusaurus `autogenerated` items are expanded from their folder, again on each rebuild; a folder with no pages is an error", async () => {
  const sidebars = [
    'export default {',
    '  docs: [',
    "    'index',",
    "    { type: 'category', label: 'Guides', items: [{ type: 'autogenerated', dirName: '02-guides' }] },",
    "    { type: 'autogenerated', dirName: 'reference' },",
    '  ],',
    '};',
    '',
  ].join('\n');
  const dir = site({
    'site.config.ts': withUrl,
    'content/sidebars.ts': sidebars,
    'content/guide.md': null,
    'content/02-guides/b.md': '---\ntitle: Bee\nsidebar_position: 1\n---\nText.\n',
    'content/02-guides/a.md': '---\ntitle: Ay\n---\nText.\n',
    'content/02-guides/deep/_category_.json': '{ "label": "Deep" }',
    'content/02-guides/deep/x.md': '---\ntitle: Ex\n---\nText.\n',
    'content/reference/r.md': '---\ntitle: Ar\n---\nText.\n',
  });
  const builder = createBuilder({ root: dir, write: false, log: () => {} });
  const first = await builder.build();
  assert.deepEqual(sidebarOf(String(first.files.get('guides/a/index.html'))), [
    'Home /',
    'Bee /guides/b',
    'Ay /guides/a',
    'Ex /guides/deep/x',
    'Ar /reference/r',
  ]);
  assert.match(String(first.files.get('guides/a/index.html')), />Guides<[\s\S]*>Deep</);
  assert.deepEqual(
    first.warnings.filter((w) => /no sidebar/.test(w)),
    [],
  );
  // A page added to the folder is in the sidebar of the next build, the sidebars file unchanged.
  const added = path.join(dir, 'content/reference/q.md');
  writeFileSync(added, '---\ntitle: Queue\n---\nText.\n');
  const second = await builder.build([added]);
  assert.deepEqual(sidebarOf(String(second.files.get('reference/q/index.html'))).slice(-2), [
    'Queue /reference/q',
    'Ar /reference/r',
  ]);
  writeFileSync(
    path.join(dir, 'content/sidebars.ts'),
    sidebars.replace("dirName: 'reference'", "dirName: 'refrence'"),
  );
  // Placed at the folder's name in the sidebars file, as an unknown doc id is.
  await assert.rejects(build({ root: dir, write: false, log: () => {} }), (error: DocgenError) => {
    assert.match(
      error.message,
      /"docs\[2\]\.dirName" is "refrence", a folder with no pages below content\./,
    );
    assert.deepEqual(error.location, { file: 'content/sidebars.ts', line: 5, column: 39 });
    return true;
  });
  // Not at an earlier mention in a comment (a sidebar kept commented out, as Docusaurus files do).
  writeFileSync(
    path.join(dir, 'content/sidebars.ts'),
    `// docs: [{ type: 'autogenerated', dirName: 'refrence' }],\n${sidebars.replace("dirName: 'reference'", "dirName: 'refrence'")}`,
  );
  await assert.rejects(build({ root: dir, write: false, log: () => {} }), (error: DocgenError) => {
    assert.deepEqual(error.location, { file: 'content/sidebars.ts', line: 6, column: 39 });
    return true;
  });
});
