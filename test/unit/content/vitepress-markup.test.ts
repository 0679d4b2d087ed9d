// VitePress markup docgen does not have gets a warning of its own, once a page at its
// first line, saying what to write: not the advice for MDX or for admonition kinds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

function build(body: string) {
  const text = `---\ntitle: P\n---\n${body}`;
  const { docs, warnings } = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/');
  return { html: docs[0]!.html ?? '', markdown: docs[0]!.markdown ?? '', warnings };
}

test('a `<<<` snippet import and `[[toc]]` are left out with one warning each a page, not an MDX one', () => {
  const { html, markdown, warnings } = build(
    'Intro.\n\n[[toc]]\n\n<<< @/snippets/snippet.js{2}\n\n<<< ./b.js\n\n[[toc]]\n\nEnd.\n',
  );
  assert.equal(html, '<p>Intro.</p>\n<p>End.</p>\n');
  assert.doesNotMatch(markdown, /<<<|\[\[toc\]\]/);
  assert.equal(warnings.length, 2);
  assert.match(
    warnings[0]!,
    /^content\/p\.md:6: VitePress's `\[\[toc\]\]` was left out of the page/,
  );
  assert.match(warnings[0]!, /toc_max_heading_level/);
  assert.match(
    warnings[1]!,
    /^content\/p\.md:8: VitePress's snippet import `<<< @\/snippets\/snippet\.js\{2\}` is not supported/,
  );
  assert.match(warnings[1]!, /<!-- @include: \.\/_snippet\.md -->/);
});

test('`// [!code ++]` comments in code are reported once a page at their line, and the code is kept', () => {
  const { html, warnings } = build(
    '```js\nconst a = 1;\nconst b = 2; // [!code ++]\n```\n\n```js\nx(); // [!code --]\n```\n',
  );
  assert.match(html, /\[!code \+\+\]/);
  assert.equal(warnings.length, 1);
  assert.match(
    warnings[0]!,
    /^content\/p\.md:6: VitePress's `\[!code \+\+\]` comments are not read/,
  );
  assert.match(warnings[0]!, /ins=\{3\}/);
});

test('VitePress containers get advice that fits: tabs for a code group, <details>, and what v-pre does to braces', () => {
  const { warnings } = build(
    '::: code-group\n```sh [npm]\nnpm i x\n```\n:::\n\n::: details More\nText.\n:::\n\n::: v-pre\n`{{ x }}`\n:::\n\n::: success\nS.\n:::\n',
  );
  assert.equal(warnings.length, 4);
  assert.match(
    warnings[0]!,
    /^content\/p\.md:4: `:::code-group` is VitePress's code group, which docgen writes as tabs: `::::tabs`, then each block inside `:::tab label="npm"`/,
  );
  assert.match(
    warnings[1]!,
    /^content\/p\.md:10: `:::details` is VitePress's collapsible block: write `<details>`, `<summary>Title<\/summary>`/,
  );
  assert.match(
    warnings[2]!,
    /^content\/p\.md:14: `:::v-pre` .*leaves it out, so drop the container and write each `\{` to show as `\\\{`/,
  );
  assert.match(warnings[3]!, /`:::success` is not an admonition kind docgen has/);
});

test("a `{{ … }}` in text is named as Vue's interpolation, with the escape that shows the braces", () => {
  const { html, warnings } = build('Title: {{ $frontmatter.title }}\n\nShown: \\{\\{ x }}\n');
  assert.equal(html, '<p>Title: </p>\n<p>Shown: {{ x }}</p>\n');
  assert.equal(warnings.length, 1);
  assert.match(
    warnings[0]!,
    /^content\/p\.md:4: the MDX expression \{\{ \$frontmatter\.title \}\} .*in a VitePress page it is Vue's interpolation.*write `\\\{\\\{`\.$/,
  );
});
