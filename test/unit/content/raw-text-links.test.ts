// The content of a raw-text element (`<textarea>`, `<script type="text/plain">`) is text the
// reader sees: neither the route-relative rewrite nor the base path edits a link written there,
// and the link check does not read it. The element's own start tag is markup and gets the base.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../../src/build.js';
import { rebaseDocument } from '../../../src/render/rebase-document.js';
import { editOutsideRawText } from '../../../src/shared/raw-text.js';
import { makeSmallSite, smallSiteConfig } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('links inside raw-text elements are built as written; links around them are rewritten', async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      "openapi: false, baseUrl: '/repo/',",
    ),
    'content/sidebars.ts': "export default { docs: ['index', 'guides/raw', 'guides/config'] };\n",
    'content/guides/raw.md': [
      '---',
      'title: Raw',
      '---',
      'Inline <textarea><a href="config">ta</a> [md](nosuch)</textarea> then <a href="config">after</a>.',
      '',
      '<script type="text/plain"><a href="nosuch">s</a> <img src="/img/dot.svg"></script>',
      '',
      '<textarea>',
      '<a href="/guides/config">root</a>',
      '</textarea>',
      '',
      '<title><a href="config">ti</a></title><xmp><a href="config">x</a></xmp>',
      '',
      '<noscript><a href="config">ns</a></noscript>',
      '',
    ].join('\n'),
    'content/guides/config.md': '---\ntitle: Config\n---\nText.\n',
  });
  dirs.push(dir);
  // No broken link: `nosuch` inside raw text is never read as a link.
  const result = await build({ root: dir, write: false, log: () => {} });
  const page = result.files.get('guides/raw/index.html');
  assert.ok(typeof page === 'string');
  const article = page.slice(page.indexOf('<article'));
  assert.match(article, /<textarea><a href="config">ta<\/a> <a href="nosuch">md<\/a><\/textarea>/);
  assert.match(article, /<a href="\/repo\/guides\/config">after<\/a>/);
  assert.match(
    article,
    /<script type="text\/plain"><a href="nosuch">s<\/a> <img src="\/img\/dot.svg"><\/script>/,
  );
  assert.match(article, /<textarea>\n<a href="\/guides\/config">root<\/a>\n<\/textarea>/);
  assert.match(article, /<title><a href="config">ti<\/a><\/title>/);
  assert.match(article, /<xmp><a href="config">x<\/a><\/xmp>/);
  // Shown, and read as markup, when scripts are off: rewritten like any link.
  assert.match(article, /<noscript><a href="\/repo\/guides\/config">ns<\/a><\/noscript>/);
});

test("a page put under the base gives a script's src the base but leaves its content and a textarea's as written", () => {
  const html =
    '<script src="/app.js"></script><script>const a = \' href="/x"\';</script><TEXTAREA rows="2"><img src="/a.png"></TEXTAREA ><img src="/b.png">';
  assert.equal(
    rebaseDocument(html, '/repo/'),
    '<script src="/repo/app.js"></script><script>const a = \' href="/x"\';</script><TEXTAREA rows="2"><img src="/a.png"></TEXTAREA ><img src="/repo/b.png">',
  );
});

test('a raw-text element left open by one piece of HTML keeps the next piece as written', () => {
  const edit = (markup: string) => markup.replaceAll('q', 'Q');
  const first = editOutsideRawText('q<textarea data-q="1">q', edit);
  assert.deepEqual(first, { html: 'Q<textarea data-Q="1">q', inside: 'textarea' });
  assert.deepEqual(editOutsideRawText('q</textarea>q', edit, first.inside), {
    html: 'q</textarea>Q',
  });
});

test('a raw-text element named in a comment or an attribute value opens nothing: the rest of the page gets the base', () => {
  // A comment mentioning <textarea> left every later link of the page, its pager
  // included, without the base (check round: links from /guides/edge3 answered 404).
  const html =
    '<!-- a <textarea> is shown as text --><a href="/guides/config">c</a>' +
    '<div data-x="<script>" title=\'<style>\'></div><img src="/img/card.png">' +
    '<nav><a href="/guides/next">Next</a></nav>';
  assert.equal(
    rebaseDocument(html, '/repo/'),
    '<!-- a <textarea> is shown as text --><a href="/repo/guides/config">c</a>' +
      '<div data-x="<script>" title=\'<style>\'></div><img src="/repo/img/card.png">' +
      '<nav><a href="/repo/guides/next">Next</a></nav>',
  );
  // A real one after them still keeps its content as written.
  assert.equal(
    rebaseDocument(
      '<!-- <xmp> --><textarea><a href="/x">x</a></textarea><a href="/y">y</a>',
      '/r/',
    ),
    '<!-- <xmp> --><textarea><a href="/x">x</a></textarea><a href="/r/y">y</a>',
  );
});
