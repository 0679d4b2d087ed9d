// A site built for a base path (`baseUrl: '/docs/'`): every URL the build writes
// carries the base, `serve` and `check-links` serve it under the base.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { checkLinks } from '../../src/links/check-links.js';
import { startServer } from '../../src/serve/dev-server.js';
import { basedSiteBase, makeBasedSite } from '../fixtures/based-site.js';

const dir = makeBasedSite();
const out = path.join(dir, 'build');
after(() => rmSync(dir, { recursive: true, force: true }));
before(async () => {
  await build({ root: dir, log: () => {} });
});

const files = (ext: string) =>
  readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(ext));
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

/** Every URL in a URL attribute of the HTML (href, src, srcset entries, data-markdown). */
function urlsOf(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/\s(href|src|srcset|poster|action|data-markdown)=(["'])(.*?)\2/g)) {
    if (m[1] === 'srcset') urls.push(...m[3]!.split(',').map((s) => s.trim().split(/\s+/)[0]!));
    else urls.push(m[3]!.replaceAll('&amp;', '&'));
  }
  return urls;
}

test('no root-relative URL in any page lacks the base path', () => {
  const pages = files('.html');
  assert.ok(pages.length >= 6, `pages: ${pages.join(', ')}`);
  let rootRelative = 0;
  for (const page of pages) {
    for (const url of urlsOf(read(page))) {
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      rootRelative++;
      assert.ok(url.startsWith(basedSiteBase), `${page}: ${url} lacks ${basedSiteBase}`);
    }
  }
  assert.ok(rootRelative > 50, `only ${rootRelative} root-relative URLs seen`);
});

test('links, images, logo, favicon, assets and the markdown copy button carry the base once', () => {
  const home = read('index.html');
  const urls = urlsOf(home);
  for (const expected of [
    '/docs/guide',
    '/docs/docs/intro',
    '/docs/img/dot.svg',
    '/docs/index.md',
    '/docs/api/pets',
    '/docs/',
  ])
    assert.ok(urls.includes(expected), `${expected} in ${urls.join(' ')}`);
  assert.match(home, /<link rel="icon" href="\/docs\/img\/dot\.svg"/);
  assert.match(home, /<link rel="stylesheet" href="\/docs\/assets\/style-\w+\.css"/);
  assert.match(home, /<script type="module" src="\/docs\/assets\/app-\w+\.js"/);
  assert.match(home, /<link rel="canonical" href="https:\/\/example\.org\/docs\/"/);
  assert.match(home, /<meta property="og:type" content="website"/, 'the home page is the website');
  const guide = read('guide/index.html');
  assert.match(guide, /srcset="\/docs\/img\/dot\.svg 1x, \/docs\/img\/dot\.svg 2x"/);
  assert.match(guide, /<a href='\/docs\/'>/);
  assert.match(read('api/list-pets/index.html'), /href="\/docs\/guide"/);
  // The island props the navbar hydrates from hold the same links as its HTML.
  const props = JSON.parse(
    /<script type="application\/json" id="__docgen_props">([^<]*)<\/script>/.exec(guide)![1]!,
  ) as {
    baseUrl: string;
    route: string;
    logo: { src: string; href: string };
    items: { href?: string; html?: string }[];
    announcement: { content: string };
  };
  assert.equal(props.baseUrl, '/docs/');
  assert.equal(props.route, '/guide');
  assert.deepEqual(props.logo, { alt: 'Logo', src: '/docs/img/dot.svg', href: '/docs/' });
  assert.ok(props.items.some((i) => i.href === '/docs/guide'));
  // HTML the islands render from their props: a navbar html item, the announcement.
  assert.ok(props.items.some((i) => i.html === '<a href="/docs/docs/intro">Intro</a>'));
  assert.equal(props.announcement.content, 'New: <a href="/docs/guide">the guide</a>.');
});

test('the sitemap, llms.txt and the markdown copies point under the base', () => {
  assert.match(read('sitemap.xml'), /<loc>https:\/\/example\.org\/docs\/docs\/intro<\/loc>/);
  assert.match(read('robots.txt'), /Sitemap: https:\/\/example\.org\/docs\/sitemap\.xml/);
  assert.match(read('llms.txt'), /\(https:\/\/example\.org\/docs\/guide\.md\)/);
  const copy = read('index.md');
  assert.match(copy, /\[the guide\]\(\/docs\/guide\)/);
  assert.match(copy, /\[the intro\]\(\/docs\/docs\/intro\)/);
  assert.match(copy, /!\[dot\]\(\/docs\/img\/dot\.svg\)/);
});

test('check-links crawls the site under its base: whole passes, a broken link under it fails', async () => {
  const whole = await checkLinks({ dir: out });
  assert.deepEqual(whole.broken, []);
  assert.ok(whole.checked > 10, `checked ${whole.checked}`);
  const file = path.join(out, 'guide/index.html');
  const html = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    html.replace(
      '</article>',
      '<a href="/docs/missing">x</a><a href="/docs/#nope">y</a></article>',
    ),
  );
  try {
    const broken = await checkLinks({ dir: out });
    assert.deepEqual(broken.broken.map((b) => `${b.source} -> ${b.link} (${b.status})`).sort(), [
      '/docs/guide -> /docs/#nope (missing anchor)',
      '/docs/guide -> /docs/missing (404)',
    ]);
  } finally {
    writeFileSync(file, html);
  }
});

test('serve serves the site under its base: / redirects there, paths outside it are not found', async () => {
  const server = await startServer({ root: dir, port: 0, log: () => {} });
  try {
    assert.match(server.url, /\/docs\/$/);
    const origin = new URL(server.url).origin;
    const get = (p: string) => fetch(origin + p, { redirect: 'manual' });
    const root = await get('/');
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/docs/');
    const page = await get('/docs/guide');
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>Guide \| Based site<\/title>/);
    assert.equal((await get('/docs/api/list-pets')).status, 200);
    assert.equal((await get('/docs/img/dot.svg')).status, 200);
    assert.equal((await get('/guide')).status, 404);
    const index = await get('/docs/guide/index.html');
    assert.equal(index.status, 301);
    assert.equal(index.headers.get('location'), '/docs/guide/');
  } finally {
    await server.close();
  }
});
