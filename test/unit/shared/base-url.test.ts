import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rebaseHtml, siteFileUrl, withBase } from '../../../src/shared/base-url.js';

test('withBase puts root-relative URLs under the base and leaves every other URL alone', () => {
  assert.equal(withBase('/docs/', '/guide#a'), '/docs/guide#a');
  assert.equal(withBase('/docs/', '/'), '/docs/');
  assert.equal(withBase('/docs/', '/docs/intro'), '/docs/docs/intro');
  assert.equal(withBase('/docs/', '//cdn.example.org/x.js'), '//cdn.example.org/x.js');
  assert.equal(withBase('/docs/', 'https://example.org/'), 'https://example.org/');
  assert.equal(withBase('/docs/', '#setup'), '#setup');
  assert.equal(withBase('/docs/', 'guide'), 'guide');
  assert.equal(withBase('/', '/guide'), '/guide');
});

test('siteFileUrl reads a config path to a site file from the root', () => {
  assert.equal(siteFileUrl('img/logo.svg'), '/img/logo.svg');
  assert.equal(siteFileUrl('./img/logo.svg'), '/img/logo.svg');
  assert.equal(siteFileUrl('/img/logo.svg'), '/img/logo.svg');
  assert.equal(siteFileUrl('https://cdn.example.org/logo.svg'), 'https://cdn.example.org/logo.svg');
  assert.equal(siteFileUrl('data:image/svg+xml,x'), 'data:image/svg+xml,x');
});

test('rebaseHtml rewrites URL attributes in either quote, srcset lists, and no text', () => {
  const html =
    '<a href="/a">/b</a><img src=\'/i.png\' srcset="/i.png 1x, /i@2.png 2x, https://x.org/i.png 3x">' +
    '<a href="https://x.org/">x</a><a href="#f">f</a><script src="//cdn/x.js"></script>' +
    '<code>href="/not-a-link"</code><pre>&lt;a href=&quot;/c&quot;&gt;</pre><button data-markdown="/a.md">';
  assert.equal(
    rebaseHtml(html, '/docs/'),
    '<a href="/docs/a">/b</a><img src=\'/docs/i.png\' srcset="/docs/i.png 1x, /docs/i@2.png 2x, https://x.org/i.png 3x">' +
      '<a href="https://x.org/">x</a><a href="#f">f</a><script src="//cdn/x.js"></script>' +
      '<code>href="/not-a-link"</code><pre>&lt;a href=&quot;/c&quot;&gt;</pre><button data-markdown="/docs/a.md">',
  );
  assert.equal(rebaseHtml(html, '/'), html);
});

test('rebaseHtml puts the mermaid script a diagram loads under the base, as the pages that have one need', () => {
  assert.equal(
    rebaseHtml(
      '<div class="mermaid-diagram" data-mermaid-script="/assets/mermaid-1a2b.js">',
      '/docs/',
    ),
    '<div class="mermaid-diagram" data-mermaid-script="/docs/assets/mermaid-1a2b.js">',
  );
});

test('rebaseHtml puts root-relative URLs of every loading attribute and of style url() under the base', () => {
  const html = [
    '<div style="background-image:url(/img/d.png); mask: url(\'/m.svg\'), url(//cdn.example/x.png) url(#f)"></div>',
    '<p style=\'background:url("/q.png")\'></p><i style="x:url(&quot;/z.png&quot;)"></i>',
    '<object data="/img/logo.svg"></object><b data-x="/kept"></b>',
    '<svg><use xlink:href="/img/logo.svg#x"/><use href=\'/img/l.svg#y\'/><use href="#local"/></svg>',
    '<embed src="/e.pdf"><video poster="/p.png" src="/v.webm"><source src="/v.mp4" srcset="/a.png 1x">',
    '<track src="/t.vtt"></video><audio src="/a.mp3"></audio>',
    '<iframe src="/f.html"></iframe><iframe src="//x.org/y"></iframe><iframe src="https://x.org/z"></iframe>',
  ].join('\n');
  assert.equal(
    rebaseHtml(html, '/repo/'),
    [
      '<div style="background-image:url(/repo/img/d.png); mask: url(\'/repo/m.svg\'), url(//cdn.example/x.png) url(#f)"></div>',
      '<p style=\'background:url("/repo/q.png")\'></p><i style="x:url(&quot;/repo/z.png&quot;)"></i>',
      '<object data="/repo/img/logo.svg"></object><b data-x="/kept"></b>',
      '<svg><use xlink:href="/repo/img/logo.svg#x"/><use href=\'/repo/img/l.svg#y\'/><use href="#local"/></svg>',
      '<embed src="/repo/e.pdf"><video poster="/repo/p.png" src="/repo/v.webm"><source src="/repo/v.mp4" srcset="/repo/a.png 1x">',
      '<track src="/repo/t.vtt"></video><audio src="/repo/a.mp3"></audio>',
      '<iframe src="/repo/f.html"></iframe><iframe src="//x.org/y"></iframe><iframe src="https://x.org/z"></iframe>',
    ].join('\n'),
  );
  assert.equal(rebaseHtml(html, '/'), html);
});
