// Raw HTML loads files through more than `<a href>` and `<img src>`: a style's url(),
// `<object data>`, SVG's `<use xlink:href>`, media and frames. Under a base path each
// root-relative one gets the base, and the build's link check reports a missing file.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../../src/build.js';
import { makeSmallSite, smallSiteConfig } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const media = [
  '<div style="background-image:url(/img/diagram.png)">diagram</div>',
  '<object data="/img/logo.svg"></object>',
  '<svg><use xlink:href="/img/logo.svg#x"></use><use href="#local"></use></svg>',
  '<embed src="/media/e.pdf">',
  '<video poster="/img/diagram.png" src="/media/v.mp4"><source src="/media/v.mp4"><track src="/media/t.vtt"></video>',
  '<audio src="/media/a.mp3"></audio>',
  '<iframe src="/media/frame.html"></iframe>',
].join('\n\n');

const staticFiles = {
  'content/static/img/diagram.png': 'png',
  'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'content/static/media/e.pdf': 'pdf',
  'content/static/media/v.mp4': 'mp4',
  'content/static/media/t.vtt': 'WEBVTT',
  'content/static/media/a.mp3': 'mp3',
  'content/static/media/frame.html': '<p>frame</p>',
};

const based = (extra = '') =>
  smallSiteConfig.replace('openapi: false,', `openapi: false, baseUrl: '/repo/',${extra}`);

test('root-relative URLs of styles, objects, SVG uses, media and frames carry the base', async () => {
  const dir = makeSmallSite({
    'site.config.ts': based(),
    'content/guide.md': `---\ntitle: Guide\n---\n${media}\n`,
    ...staticFiles,
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  const page = String(result.files.get('guide/index.html'));
  for (const written of [
    'style="background-image:url(/repo/img/diagram.png)"',
    '<object data="/repo/img/logo.svg">',
    '<use xlink:href="/repo/img/logo.svg#x">',
    '<use href="#local">',
    '<embed src="/repo/media/e.pdf">',
    '<video poster="/repo/img/diagram.png" src="/repo/media/v.mp4">',
    '<source src="/repo/media/v.mp4">',
    '<track src="/repo/media/t.vtt">',
    '<audio src="/repo/media/a.mp3">',
    '<iframe src="/repo/media/frame.html">',
  ])
    assert.ok(page.includes(written), written);
});

test('a missing file named by any of them fails the build, each at its line', async () => {
  const dir = makeSmallSite({
    'site.config.ts': based(),
    'content/guide.md': `---\ntitle: Guide\n---\n${media}\n`,
  });
  dirs.push(dir);
  await assert.rejects(build({ root: dir, write: false, log: () => {} }), (error: unknown) => {
    const message = String((error as Error).message);
    for (const [target, line] of [
      ['/img/diagram.png', 4],
      ['/img/logo.svg', 6],
      ['/img/logo.svg#x', 8],
      ['/media/e.pdf', 10],
      ['/media/v.mp4', 12],
      ['/media/t.vtt', 12],
      ['/media/a.mp3', 14],
    ] as const)
      assert.ok(
        message.includes(`-> ${target} (no such file) at content/guide.md:${line}`),
        `${target} in ${message}`,
      );
    assert.ok(message.includes('-> /media/frame.html (no such page) at content/guide.md:16'));
    // An SVG `<use href="#local">` names an element of the page, not a heading: no report.
    assert.ok(!message.includes('#local'), message);
    return true;
  });
});

test("customCss's url(/…) under a base path warns at its line with the relative form to write", async () => {
  const css =
    "@font-face {\n  src: url('/fonts/brand.woff2');\n}\n.a { background: url(../img/ok.png) }\n";
  const dir = makeSmallSite({
    'site.config.ts': based(" customCss: 'src/brand.css',"),
    'src/brand.css': css,
  });
  dirs.push(dir);
  const { warnings } = await build({ root: dir, write: false, log: () => {} });
  const about = warnings.filter((w) => w.includes('url('));
  assert.deepEqual(about, [
    "src/brand.css:2: url(/fonts/brand.woff2) is read from the host's root, outside the base path /repo/, and the file is not found there. Write it relative to the stylesheet, which is served from assets/: url('../fonts/brand.woff2').",
  ]);

  const root = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      "openapi: false, customCss: 'src/brand.css',",
    ),
    'src/brand.css': css,
  });
  dirs.push(root);
  const atRoot = await build({ root, write: false, log: () => {} });
  assert.deepEqual(
    atRoot.warnings.filter((w) => w.includes('url(')),
    [],
    'served from the host root, /fonts/ is the site',
  );
});

test("a style's relative url() names the file beside the page as <img src> does: copied, or written from the route", async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      "openapi: false, baseUrl: '/repo/', onBrokenLinks: 'warn',",
    ),
    'content/sidebars.ts': "export default { docs: ['index', 'guide', 'guides/raw'] };\n",
    'content/guides/raw.md': [
      '---',
      'title: Raw',
      '---',
      '<div style="background: url(img/flow.png)">a</div>',
      '<div style=\'background: url("img/flow.png?v=2")\'>b</div>',
      '<div style="background: url(../img/dot.svg)">c</div>',
      '<div style="background: url(img/none.png)">d</div>',
      '',
    ].join('\n'),
    'content/guides/img/flow.png': 'png',
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  const page = result.files.get('guides/raw/index.html');
  assert.ok(typeof page === 'string');
  const copy = /style="background: url\((\/repo\/assets\/files\/flow-[^)]+\.png)\)">a/.exec(
    page,
  )?.[1];
  assert.ok(copy, 'the beside-the-page file is linked by its copy');
  assert.ok(result.copies?.has(copy.slice('/repo/'.length)), `${copy} is copied`);
  assert.match(page, new RegExp(`style='background: url\\("${copy}\\?v=2"\\)'>b`));
  // Not beside the page: written from the route, as <img src="../img/dot.svg"> is.
  assert.match(page, /style="background: url\(\/repo\/img\/dot\.svg\)">c/);
  assert.deepEqual(
    result.warnings.filter((w) => w.includes('broken link')),
    [
      'content/guides/raw.md:7: broken link img/none.png (resolves to /guides/img/none.png: no such file)',
    ],
  );
});
