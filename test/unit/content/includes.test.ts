// `<!-- @include: ./_partial.md -->` lines: a missing file and a loop fail with the line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';
import { DocgenError } from '../../../src/errors.js';

const source = (relative: string, text: string) => ({
  file: `content/${relative}.md`,
  relative,
  text,
});

test('an include of a missing file fails with the page, the line and the path looked for', () => {
  assert.throws(
    () =>
      loadContent([source('p', '---\ntitle: P\n---\nText.\n<!-- @include: ./_gone.md -->\n')], '/'),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(
        error.message,
        'The included file ./_gone.md does not exist (looked for content/_gone.md).',
      );
      assert.deepEqual([error.location.file, error.location.line], ['content/p.md', 5]);
      return true;
    },
  );
});

test('partials that include each other fail instead of looping', () => {
  assert.throws(
    () =>
      loadContent(
        [
          source('p', '---\ntitle: P\n---\n<!-- @include: ./_a.md -->\n'),
          source('_a', '<!-- @include: ./_b.md -->\n'),
          source('_b', 'B\n<!-- @include: ./_a.md -->\n'),
        ],
        '/',
      ),
    /Including content\/_a\.md from content\/_b\.md makes a loop: content\/_a\.md → content\/_b\.md → content\/_a\.md/,
  );
});

test('an edited partial renders its page afresh', () => {
  const page = source('p2', '---\ntitle: P\n---\n<!-- @include: ./_part.md -->\n');
  const first = loadContent([page, source('_part', 'One.\n')], '/').docs[0];
  const second = loadContent([page, source('_part', 'Two.\n')], '/').docs[0];
  assert.equal(first?.html, '<p>One.</p>\n');
  assert.equal(second?.html, '<p>Two.</p>\n');
});
