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

test("VitePress's layout, features and outline get a warning each at their line, outline with the levels to write", () => {
  const warnings = (fm: string) =>
    loadContent([source('p', `---\ntitle: P\n${fm}\n---\nText.\n`)], '/').warnings;
  const home = warnings('layout: home\nfeatures:\n  - title: Fast');
  assert.match(
    home[0]!,
    /^content\/p\.md:3: front matter `layout` is not read by docgen; docgen has one page layout/,
  );
  assert.match(
    home[1]!,
    /^content\/p\.md:4: front matter `features` is not read by docgen; .*`:::doc-cards`/,
  );
  assert.match(
    warnings('outline: deep')[0]!,
    /^content\/p\.md:3: .*`outline`.*`toc_min_heading_level: 2` and `toc_max_heading_level: 6`/,
  );
  assert.match(
    warnings('outline: [2, 3]')[0]!,
    /`toc_min_heading_level: 2` and `toc_max_heading_level: 3`/,
  );
  assert.match(warnings('outline: false')[0]!, /`hide_table_of_contents: true`/);
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
