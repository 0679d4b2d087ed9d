// Front matter `lang` and `dir`: a page in another language than the site's says so on its
// title and text (the .markdown block: h1 and body), not on the site's navbar, breadcrumbs or pager.
// Its direction goes on the article and the table of contents, so the columns keep the site's order.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const site = (files: Record<string, string>) => {
  const dir = makeSmallSite(files);
  dirs.push(dir);
  return dir;
};

test("a page's lang sets lang on its title and text, and dir on its article and table of contents", async () => {
  const result = await build({
    root: site({
      'content/sidebars.ts': "export default { docs: ['index', 'guide', 'notes'] };\n",
      'content/guide.md': '---\ntitle: مقدمة\nlang: ar\n---\n## الإعداد\nنص.\n',
      'content/notes.md': '---\ntitle: Notes\nlang: ar-Latn\ndir: rtl\n---\nText.\n',
    }),
    write: false,
    log: () => {},
  });
  const html = String(result.files.get('guide/index.html'));
  assert.match(html, /<html lang="en" dir="ltr"/);
  // The language is on the title and text the page wrote; <main> holds the site's labels too.
  assert.match(html, /<main class="doc-main" id="__docgen_main" tabindex="-1">/);
  assert.match(html, /<div class="markdown" lang="ar"><h1/);
  // The direction is on the article and the table of contents, not on the columns' container.
  assert.match(html, /<article class="doc-article" dir="rtl">/);
  assert.match(html, /<aside class="doc-toc" aria-label="On this page" dir="rtl">/);
  // The breadcrumbs, the h1 and the table of contents are inside it; the navbar is not.
  const main = html.slice(html.indexOf('<main'));
  for (const part of ['class="breadcrumbs"', 'class="doc-title"', 'class="toc"'])
    assert.ok(main.includes(part), part);
  assert.ok(html.indexOf('id="__docgen_navbar"') < html.indexOf('<main'));
  // `dir` wins over the language's own direction.
  assert.match(
    String(result.files.get('notes/index.html')),
    /<article class="doc-article" dir="rtl">.*<div class="markdown" lang="ar-Latn">/s,
  );
  assert.match(
    String(result.files.get('index.html')),
    /<main class="doc-main" id="__docgen_main" tabindex="-1">/,
  );
});

test('a lang that is not a language tag, or a dir other than ltr and rtl, is an error at its line', async () => {
  for (const [field, value, expected] of [
    ['lang', 'Arabic language', /"lang" in .*guide\.md must be a language tag/],
    ['dir', 'right', /"dir" in .*guide\.md must be "ltr" or "rtl"/],
  ] as const) {
    const root = site({
      'content/guide.md': `---\ntitle: Guide\n${field}: ${value}\n---\nText.\n`,
    });
    await assert.rejects(build({ root, write: false, log: () => {} }), (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.match(error.message, expected);
      assert.equal(error.location.line, 3);
      return true;
    });
  }
});
