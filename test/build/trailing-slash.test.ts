// `trailingSlash` (Docusaurus's option): `true` writes every link and URL of a page with a
// trailing `/` (pages stay `route/index.html`); `false` writes pages as `route.html`, linked
// without the slash, which `serve` and `check-links` answer at `/route`. Files keep their names.
import { test, before, after } from 'node:test';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkLinks } from '../../src/links/check-links.js';
import { startServer } from '../../src/serve/dev-server.js';
import assert from 'node:assert/strict';
import { build } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';
import { waitUntil } from '../fixtures/wait.js';

// operationId 'pingServer' gives the old slug /api/ping-server, a redirect stub to /api/ping.
const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Tiny API', version: '1' },
  paths: {
    '/ping': {
      get: {
        operationId: 'pingServer',
        summary: 'Ping',
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});

function siteWith(trailingSlash: string): string {
  return makeSmallSite({
    'site.config.ts': smallApiSiteConfig('tiny', 'api.json').replace(
      "title: 'Test site',",
      `title: 'Test site',\n  trailingSlash: ${trailingSlash},`,
    ),
    'api.json': spec,
    'content/sidebars.ts':
      "export default { docs: ['index', 'guide', { type: 'category', label: 'More', link: { type: 'doc', id: 'more/index' }, items: ['more/deep'] }] };\n",
    'content/more/index.md': '---\ntitle: More\n---\n:::doc-cards\n:::\n',
    'content/index.md':
      '---\ntitle: Home\n---\nSee [the guide](./guide.md), [setup](/guide#setup), [deep](more/deep.md), [ping](/api/ping), ![dot](/img/dot.svg) and [the file](/img/dot.svg); by file name, [deep](/more/deep.html) and [more](/more/index.html?tab=1).\n',
    'content/more/deep.md':
      '---\ntitle: Deep\n---\nBack [home](/), to [the guide](/guide/) and [ping](/api/ping/#responses), [up](./).\n',
  });
}

type Files = Map<string, string | Uint8Array>;
const text = (files: Files, file: string) => {
  const content = files.get(file);
  assert.ok(content !== undefined, `${file} in ${[...files.keys()].join(', ')}`);
  return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
};
const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!);

let slashed: Files;
const flatRoot = siteWith('false');
const flat = path.join(flatRoot, 'build');
after(() => rmSync(flatRoot, { recursive: true, force: true }));
before(async () => {
  const root = siteWith('true');
  try {
    slashed = (await build({ root, write: false })).files as Files;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  await build({ root: flatRoot, log: () => {} });
});
const readFlat = (file: string) => readFileSync(path.join(flat, file), 'utf8');

test('trailingSlash true: every link to a page ends with /, files and / keep their URLs', () => {
  const home = text(slashed, 'index.html');
  const links = hrefs(home);
  for (const expected of [
    '/guide/',
    '/guide/#setup',
    '/more/deep/',
    '/api/ping/',
    '/img/dot.svg',
    '/',
  ])
    assert.ok(links.includes(expected), `${expected} in ${links.join(' ')}`);
  for (const link of links.filter((l) => l.startsWith('/') && !l.startsWith('//'))) {
    const path = link.replace(/[?#].*/, '');
    assert.ok(path.endsWith('/') || /\.\w+$/.test(path), `${link} is a page link without its /`);
  }
  // A page's file name is a page link: more/deep.html is no file on this site.
  assert.ok(links.includes('/more/?tab=1'), links.join(' '));
  assert.ok(!links.some((l) => l.includes('.html')), links.join(' '));
  // The pager, sidebar and the islands' props of another page, and an API page's own links.
  const deep = text(slashed, 'more/deep/index.html');
  assert.ok(hrefs(deep).includes('/guide/'), hrefs(deep).join(' '));
  assert.match(deep, /"route":"\/more\/deep\/"/);
  // Doc cards and breadcrumbs.
  const more = text(slashed, 'more/index.html');
  assert.match(more, /class="doc-card__link" href="\/more\/deep\/"/);
  assert.match(deep, /breadcrumbs[\s\S]*href="\/more\/"/);
  assert.match(text(slashed, 'api/ping/index.html'), /href="\/api\/ping\/"/);
});

test('trailingSlash true: pages stay route/index.html; canonical, og:url, sitemap and redirects say the slashed URL', () => {
  for (const file of [
    'index.html',
    'guide/index.html',
    'more/deep/index.html',
    'api/ping/index.html',
  ])
    assert.ok(slashed.has(file), file);
  assert.ok(!slashed.has('guide.html'));
  const guide = text(slashed, 'guide/index.html');
  assert.match(guide, /<link rel="canonical" href="https:\/\/example\.org\/guide\/"/);
  assert.match(guide, /<meta property="og:url" content="https:\/\/example\.org\/guide\/"/);
  assert.match(guide, /<link rel="alternate" href="https:\/\/example\.org\/guide\/" hrefLang="en"/);
  const sitemap = text(slashed, 'sitemap.xml');
  assert.match(sitemap, /<loc>https:\/\/example\.org\/guide\/<\/loc>/);
  assert.match(sitemap, /<loc>https:\/\/example\.org\/<\/loc>/);
  assert.doesNotMatch(sitemap, /<loc>[^<]*[^/]<\/loc>/);
  const stub = text(slashed, 'api/ping-server/index.html');
  assert.match(stub, /url=\/api\/ping\/"/);
  assert.match(stub, /location\.replace\("\/api\/ping\/"/);
  const search = [...slashed.keys()].filter((f) => f.startsWith('search-index'));
  const routes = search.flatMap((f) =>
    [...text(slashed, f).matchAll(/"sectionRoute":"([^"]*)"/g)].map((m) => m[1]!),
  );
  assert.ok(routes.includes('/guide/#setup'), routes.join(' '));
  assert.ok(
    routes.every((r) => r === '/' || /\/(#|$)/.test(r)),
    routes.join(' '),
  );
  // Files keep their names: the markdown copy and llms.txt's links to copies.
  assert.ok(slashed.has('guide.md'));
  // The copies link pages as the pages do.
  assert.match(text(slashed, 'index.md'), /\[the guide\]\(\/guide\/\)/);
  assert.match(text(slashed, 'index.md'), /\[dot\]\(\/img\/dot\.svg\)/);
  assert.match(text(slashed, 'llms.txt'), /\(https:\/\/example\.org\/guide\.md\)/);
});

test('trailingSlash false: pages are route.html (the home page index.html), redirects too; no route/index.html', () => {
  for (const file of [
    'index.html',
    'guide.html',
    'more.html',
    'more/deep.html',
    'api/ping.html',
    '404.html',
  ])
    assert.ok(existsSync(path.join(flat, file)), file);
  for (const file of ['guide/index.html', 'more/index.html', 'api/ping/index.html'])
    assert.ok(!existsSync(path.join(flat, file)), `${file} is written`);
  assert.match(readFlat('api/ping-server.html'), /url=\/api\/ping"/);
  // The markdown copies keep their place beside the pages.
  assert.ok(existsSync(path.join(flat, 'guide.md')));
  assert.ok(existsSync(path.join(flat, 'more/deep.md')));
});

test('trailingSlash false: links, canonical and sitemap have no trailing /, even where the author wrote one', () => {
  const deep = readFlat('more/deep.html');
  const links = hrefs(deep);
  for (const expected of ['/guide', '/api/ping#responses', '/more', '/'])
    assert.ok(links.includes(expected), `${expected} in ${links.join(' ')}`);
  assert.ok(!links.some((l) => /^\/[^/].*\/([#?]|$)/.test(l)), links.join(' '));
  // A page's file name is written as its URL: more/index.html is no file on this site.
  const home = hrefs(readFlat('index.html'));
  assert.ok(home.includes('/more?tab=1') && home.includes('/more/deep'), home.join(' '));
  assert.ok(!home.some((l) => l.includes('.html')), home.join(' '));
  assert.match(deep, /<link rel="canonical" href="https:\/\/example\.org\/more\/deep"/);
  assert.match(readFlat('sitemap.xml'), /<loc>https:\/\/example\.org\/more\/deep<\/loc>/);
  assert.match(readFlat('more/deep.md'), /\[the guide\]\(\/guide\)/);
  // A relative link to a page too, read from the page's route (the copy is more/deep.md).
  assert.match(readFlat('more/deep.md'), /\[up\]\(\/more\)/);
});

test('trailingSlash false: check-links finds every page at /route, and serve answers /route from route.html', async () => {
  const report = await checkLinks({ dir: flat });
  assert.deepEqual(report.broken, []);
  assert.ok(report.checked > 10, `checked ${report.checked}`);
  const server = await startServer({ root: flatRoot, port: 0, log: () => {} });
  try {
    const get = (p: string) => fetch(new URL(p, server.url), { redirect: 'manual' });
    const page = await get('/more/deep');
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>Deep \| Test site<\/title>/);
    // A host that serves more/deep.html at /more/deep answers /more/deep/ with 404.
    assert.equal((await get('/more/deep/')).status, 404);
    // Nor does it redirect /more/index.html to /more/, not found either.
    assert.equal((await get('/more/index.html')).status, 404);
  } finally {
    await server.close();
  }
});

test('trailingSlash true: serve redirects a page file name and a URL without / to the URL with /', async () => {
  const root = siteWith('true');
  const server = await startServer({ root, port: 0, log: () => {} });
  try {
    const get = (p: string) => fetch(new URL(p, server.url), { redirect: 'manual' });
    for (const asked of ['/more/deep.html?x=1', '/more/deep/index.html?x=1', '/more/deep?x=1']) {
      const answer = await get(asked);
      assert.equal(answer.status, 301, asked);
      assert.equal(answer.headers.get('location'), '/more/deep/?x=1', asked);
    }
    assert.equal((await get('/more/deep/')).status, 200);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('trailingSlash true: a link to a static a.html beside page a names the file and stays /a.html', async () => {
  const root = siteWith('true');
  try {
    mkdirSync(path.join(root, 'content/static'), { recursive: true });
    writeFileSync(path.join(root, 'content/static/guide.html'), '<h1>static guide</h1>');
    writeFileSync(
      path.join(root, 'content/more/deep.md'),
      '---\ntitle: Deep\n---\nThe [static file](/guide.html) beside [deep](/more/deep.html).\n',
    );
    const { files } = await build({ root, write: false });
    const links = hrefs(text(files as Files, 'more/deep/index.html'));
    assert.ok(links.includes('/guide.html'), links.join(' '));
    assert.ok(links.includes('/more/deep/'), links.join(' '));
    const copy = text(files as Files, 'more/deep.md');
    assert.match(copy, /\[static file\]\(\/guide\.html\)/);
    assert.match(copy, /\[deep\]\(\/more\/deep\/\)/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('trailingSlash false: a static guide/index.html beside page guide (guide.html) fails the build, naming both', async () => {
  const root = siteWith('false');
  try {
    mkdirSync(path.join(root, 'content/static/guide'), { recursive: true });
    writeFileSync(path.join(root, 'content/static/guide/index.html'), '<h1>static</h1>');
    await assert.rejects(build({ root, write: false }), (error: Error & { where?: string }) => {
      assert.match(
        error.message,
        /content\/static\/guide\/index\.html and content\/guide\.md both answer \/guide/,
      );
      assert.match(error.message, /written to guide\.html/);
      assert.equal(error.where, 'content/static/guide/index.html');
      return true;
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('trailingSlash true: a static twin added since the last build renders the pages linking it again', async () => {
  const root = siteWith('true');
  try {
    writeFileSync(
      path.join(root, 'content/more/deep.md'),
      '---\ntitle: Deep\n---\nThe [guide file](/guide.html).\n',
    );
    const deep = () => hrefs(readFileSync(path.join(root, 'build/more/deep/index.html'), 'utf8'));
    await build({ root, log: () => {} });
    assert.ok(deep().includes('/guide/'), deep().join(' '));
    mkdirSync(path.join(root, 'content/static'), { recursive: true });
    writeFileSync(path.join(root, 'content/static/guide.html'), '<h1>static guide</h1>');
    await build({ root, log: () => {} });
    assert.ok(deep().includes('/guide.html'), deep().join(' '));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('trailingSlash true: serve --watch writes a link to a static twin added meanwhile as the file', async () => {
  const root = siteWith('true');
  writeFileSync(
    path.join(root, 'content/more/deep.md'),
    '---\ntitle: Deep\n---\nThe [guide file](/guide.html).\n',
  );
  const server = await startServer({ root, port: 0, watch: true, log: () => {} });
  try {
    const deep = async () => hrefs(await (await fetch(new URL('/more/deep/', server.url))).text());
    assert.ok((await deep()).includes('/guide/'));
    mkdirSync(path.join(root, 'content/static'), { recursive: true });
    writeFileSync(path.join(root, 'content/static/guide.html'), '<h1>static guide</h1>');
    await waitUntil(async () => (await deep()).includes('/guide.html'), 'the link to /guide.html');
    const file = await fetch(new URL('/guide.html', server.url), { redirect: 'manual' });
    assert.equal(file.status, 200);
    assert.match(await file.text(), /static guide/);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});
