// A VitePress page's front matter: the keys docgen does not read are named with what to
// write instead, and a page that fails for want of a title says why in VitePress's terms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';
import { DocgenError } from '../../../src/errors.js';

const source = (relative: string, text: string) => ({
  file: `content/${relative}.md`,
  relative,
  text,
});

test("VitePress's layout and features get a warning each at their line, saying what to write", () => {
  const { warnings } = loadContent(
    [source('p', '---\ntitle: P\nlayout: home\nfeatures:\n  - title: Fast\n---\nText.\n')],
    '/',
  );
  assert.match(
    warnings[0]!,
    /^content\/p\.md:3: front matter `layout` is not read by docgen; docgen has one page layout/,
  );
  assert.match(
    warnings[1]!,
    /^content\/p\.md:4: front matter `features` is not read by docgen; .*`:::doc-cards`/,
  );
});

test("VitePress's `footer: false` is named as the site footer docgen shows on every page; `layout: doc` and `footer: true`, what docgen does anyway, get no warning", () => {
  const warningsOf = (fm: string) =>
    loadContent([source('p', `---\ntitle: P\n${fm}\n---\nText.\n`)], '/').warnings;
  assert.deepEqual(warningsOf('footer: false'), [
    "content/p.md:3: front matter `footer` is not read by docgen; VitePress's `footer: false` hides the site footer on the page; docgen shows the site's footer (`footer` in site.config.ts) on every page, and a page cannot hide it.",
  ]);
  assert.deepEqual(warningsOf('layout: doc\nfooter: true'), []);
  assert.equal(warningsOf('layout: page').length, 1);
});

test("VitePress's outline sets the page's table of contents levels as toc_*_heading_level would; one that cannot is named", () => {
  const page = (fm: string) => {
    const { docs, warnings } = loadContent(
      [source('p', `---\ntitle: P\n${fm}\n---\nText.\n`)],
      '/',
    );
    return { doc: docs[0]!, warnings };
  };
  const deep = page('outline: deep');
  assert.deepEqual(deep.doc.tocLevels, { min: 2, max: 6 });
  assert.deepEqual(deep.warnings, []);
  assert.deepEqual(page('outline: [2, 3]').doc.tocLevels, { min: 2, max: 3 });
  assert.deepEqual(page('outline: 3').doc.tocLevels, { min: 3, max: 3 });
  assert.equal(page('outline: false').doc.hideTableOfContents, true);
  const own = page('outline: deep\ntoc_max_heading_level: 3');
  assert.deepEqual(own.doc.tocLevels, { min: undefined, max: 3 });
  assert.deepEqual(own.warnings, [
    "content/p.md:3: front matter `outline` (VitePress's) was not read; the page sets `toc_max_heading_level` itself.",
  ]);
  const h1 = page('outline: [1, 3]');
  assert.equal(h1.doc.tocLevels, undefined);
  assert.match(h1.warnings[0]!, /^content\/p\.md:3: .*`outline`.* write `toc_min_heading_level`/);
});

test("a page with VitePress's hero.name and no title fails with a hint naming the hero", () => {
  assert.throws(
    () => loadContent([source('index', '---\nlayout: home\nhero:\n  name: VitePress\n---\n')], '/'),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(error.message, 'content/index.md has no title.');
      assert.match(
        error.hint ?? '',
        /VitePress's `hero\.name` is not read as the title: add `title: VitePress`/,
      );
      return true;
    },
  );
});

test('an included file with no title that is not a partial fails naming the include and the `_` name to give it', () => {
  assert.throws(
    () =>
      loadContent(
        [
          source('guide', '---\ntitle: G\n---\nIntro.\n\n<!-- @include: ./parts/basics.md -->\n'),
          source('parts/basics', '## Basics\n\nText.\n'),
        ],
        '/',
      ),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(error.message, 'content/parts/basics.md has no title.');
      assert.match(
        error.hint ?? '',
        /^It is included by content\/guide\.md:6: .*starts with `_` \(`_basics\.md`\)/,
      );
      return true;
    },
  );
});
