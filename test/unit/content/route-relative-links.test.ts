// A relative link to a route (`config`, `../`) is written as the absolute path it names
// from its page, with the base: a host that serves `/guides/first-steps` at
// `/guides/first-steps/` (GitHub Pages, `python3 -m http.server`) would otherwise make the
// browser read it one folder deeper than the build checked it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { createMarkdown, renderMarkdown } from '../../../src/content/markdown.js';
import { build } from '../../../src/build.js';
import { makeSmallSite, smallSiteConfig } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const render = (body: string) =>
  renderMarkdown(createMarkdown(), body, {
    file: 'content/guides/first-steps.md',
    route: '/guides/first-steps',
  });

test('relative markdown links are written and recorded as the paths they name from the route', () => {
  const { html, links } = render(
    '[a](config) [b](./config) [c](../) [d](../other?q=1#x) [e](#top) [f](/abs) [g](https://x.org/y) [h](//cdn.example/z)\n',
  );
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(hrefs, [
    '/guides/config',
    '/guides/config',
    '/',
    '/other?q=1#x',
    '#top',
    '/abs',
    'https://x.org/y',
    '//cdn.example/z',
  ]);
  assert.deepEqual(
    links.map((l) => l.href),
    ['/guides/config', '/guides/config', '/', '/other?q=1#x', '#top', '/abs'],
  );
});

test("raw HTML's relative href and src are written from the route; absolute ones stay", () => {
  const { html } = render(
    '<a href="config">a</a> <a href=\'../\'>b</a> <img src="img/x.png"> <a href="/abs">c</a> <a href="#x">d</a>\n\n<div><a href="./config#setup">e</a><object data="img/d.svg"></object></div>\n',
  );
  assert.match(html, /<a href="\/guides\/config">a<\/a>/);
  assert.match(html, /<a href='\/'>b<\/a>/);
  assert.match(html, /<img src="\/guides\/img\/x\.png">/);
  assert.match(html, /<a href="\/abs">c<\/a>/);
  assert.match(html, /<a href="#x">d<\/a>/);
  assert.match(html, /<a href="\/guides\/config#setup">e<\/a>/);
  assert.match(html, /<object data="\/guides\/img\/d\.svg">/);
});

test('under a base path the built page links the routes absolutely, with the base', async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      "openapi: false, baseUrl: '/repo/',",
    ),
    'content/sidebars.ts':
      "export default { docs: ['index', 'guides/first-steps', 'guides/config', 'other'] };\n",
    'content/guides/first-steps.md':
      '---\ntitle: First steps\n---\n[config](config), [dot](./config), [home](../), [other](../other#x).\n\n<a href="config">raw</a>\n',
    'content/guides/config.md': '---\ntitle: Config\n---\nText.\n',
    'content/other.md': '---\ntitle: Other\n---\n## X\nText.\n',
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  const page = result.files.get('guides/first-steps/index.html');
  assert.ok(typeof page === 'string');
  const article = page.slice(page.indexOf('<article'));
  assert.match(article, /<a href="\/repo\/guides\/config">config<\/a>/);
  assert.match(article, /<a href="\/repo\/guides\/config">dot<\/a>/);
  assert.match(article, /<a href="\/repo\/">home<\/a>/);
  assert.match(article, /<a href="\/repo\/other#x">other<\/a>/);
  assert.match(article, /<a href="\/repo\/guides\/config">raw<\/a>/);
});

test('a relative link to no page fails the build at its line, named as written and as the path it reaches', async () => {
  const dir = makeSmallSite({
    'content/sidebars.ts': "export default { docs: ['index', 'guides/first-steps'] };\n",
    'content/guides/first-steps.md':
      '---\ntitle: First steps\n---\nSee [c](config).\n\n<img src="img/none.png">\n',
  });
  dirs.push(dir);
  await assert.rejects(build({ root: dir, write: false, log: () => {} }), (error: unknown) => {
    const message = String(error);
    assert.match(
      message,
      / -> config \(resolves to \/guides\/config: no such page\) at content\/guides\/first-steps\.md:4\n/,
    );
    assert.match(
      message,
      / -> img\/none\.png \(resolves to \/guides\/img\/none\.png: no such file\) at content\/guides\/first-steps\.md:6/,
    );
    return true;
  });
});

test('a broken relative link let through warns as written, with the path it reaches', async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      "openapi: false, onBrokenLinks: 'warn',",
    ),
    'content/sidebars.ts': "export default { docs: ['index', 'guide', 'guides/first-steps'] };\n",
    'content/guides/first-steps.md': '---\ntitle: First steps\n---\n[missing rel](nosuch)\n',
  });
  dirs.push(dir);
  const { warnings } = await build({ root: dir, write: false, log: () => {} });
  assert.deepEqual(warnings, [
    'content/guides/first-steps.md:4: broken link nosuch (resolves to /guides/nosuch: no such page)',
  ]);
});
