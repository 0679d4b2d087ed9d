// customCss: a site's own stylesheets, hashed like the theme's and linked after it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createBuilder } from '../../src/build.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';

const brand = ':root { --color-primary: #c2185b; --font-sans: Georgia, serif; }\n';
const dir = makeSmallSite({
  'site.config.ts': smallSiteConfig.replace(
    "title: 'Test site',",
    "title: 'Test site', customCss: ['src/brand.css', 'src/more.css'],",
  ),
  'src/brand.css': brand,
  'src/more.css': '.navbar { border-bottom: 2px solid var(--color-primary); }\n',
});
after(() => rmSync(dir, { recursive: true, force: true }));

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]*)"/g)].map((m) => m[1]!);

test("the custom stylesheets are written under hashed names and linked after the theme's, in order", async () => {
  const result = await build({ root: dir, write: false, log: () => {} });
  const links = stylesheets(String(result.files.get('guide/index.html')));
  assert.equal(links.length, 3, links.join(' '));
  assert.match(links[0]!, /^\/assets\/style-\w+\.css$/);
  assert.match(links[1]!, /^\/assets\/brand-[0-9A-F]{8}\.css$/);
  assert.match(links[2]!, /^\/assets\/more-[0-9A-F]{8}\.css$/);
  assert.equal(new TextDecoder().decode(result.files.get(links[1]!.slice(1)) as Uint8Array), brand);
  assert.deepEqual(stylesheets(String(result.files.get('404.html'))), links);

  writeFileSync(path.join(dir, 'src/brand.css'), brand.replace('#c2185b', '#00897b'));
  const builder = createBuilder({ root: dir, write: false, log: () => {} });
  const changed = await builder.build();
  const next = stylesheets(String(changed.files.get('guide/index.html')));
  assert.notEqual(next[1], links[1], 'new content, new name');
  assert.equal(next[2], links[2]);
  assert.ok(
    builder.inputs().files.includes(path.join(dir, 'src/brand.css')),
    'the watcher watches it',
  );
});

test('a customCss file that does not exist fails the build naming it', async () => {
  rmSync(path.join(dir, 'src/more.css'));
  await assert.rejects(build({ root: dir, write: false, log: () => {} }), {
    name: 'DocgenError',
    message: /customCss\[1\] names src\/more\.css, which does not exist/,
  });
});
