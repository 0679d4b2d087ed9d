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

test('a paragraph that starts with `<<<` but names no file is text: only a path alone on its line is a snippet import', () => {
  const text = [
    '<<< "$var" is the same as echo "hi" | cmd.',
    '<<< EOF',
    '<<< here we go',
    '<<< ./snippets/a.js',
  ];
  const { html, markdown, warnings } = build(`${text.join('\n\n')}\n`);
  assert.equal(
    html,
    '<p>&lt;&lt;&lt; &quot;$var&quot; is the same as echo &quot;hi&quot; | cmd.</p>\n<p>&lt;&lt;&lt; EOF</p>\n<p>&lt;&lt;&lt; here we go</p>\n',
  );
  assert.equal(markdown, `# P\n\n${text.slice(0, 3).join('\n\n')}\n`);
  assert.equal(warnings.length, 1);
  assert.match(
    warnings[0]!,
    /^content\/p\.md:10: VitePress's snippet import `<<< \.\/snippets\/a\.js`/,
  );
  // VitePress's forms: from the source root, a region, lines and a label; a file name with an extension.
  for (const line of [
    '<<< @/snippets/a.ts#region {1,2 ts:line-numbers} [a.ts]',
    '<<< ../b.py{3}',
    '<<< snippet.rb [Ruby]',
  ])
    assert.equal(build(`${line}\n`).html, '', line);
});

test("VitePress's `// [!code ++]`, `--` and `highlight` comments mark their lines as ins, del and {…} do, in the page and its copy", () => {
  const { html, markdown, warnings } = build(
    [
      '```js',
      'const a = 1;',
      'const b = 2; // [!code ++]',
      'const c = 3; // [!code --]',
      'const d = 4; // [!code highlight]',
      '```',
      '',
      '- item',
      '',
      '  ```py',
      '  x = 1  # [!code ++:2]',
      '  y = 2',
      '  ```',
      '',
    ].join('\n'),
  );
  assert.doesNotMatch(html, /\[!code/);
  assert.match(html, /<span class="code-line code-line--inserted">[^\n]*<\/span> b = /);
  assert.match(html, /<span class="code-line code-line--deleted">[^\n]*<\/span> c = /);
  assert.match(html, /<span class="code-line code-line--highlighted">[^\n]*<\/span> d = /);
  assert.equal([...html.matchAll(/code-line--inserted/g)].length, 3);
  assert.match(markdown, /```js ins=\{2\} del=\{3\}\nconst a = 1;\nconst b = 2;\nconst c = 3;\n/);
  assert.match(markdown, /\n {2}```py ins=\{1-2\}\n {2}x = 1\n {2}y = 2\n/);
  assert.deepEqual(warnings, []);
});

test('`[!!code ++]` shows `[!code ++]`, as VitePress escapes it, in the page and its copy', () => {
  const { html, markdown, warnings } = build('````md\n```js\nx(); // [!!code ++]\n```\n````\n');
  assert.match(html, /x\(\); \/\/ \[!code \+\+\]\n/);
  assert.doesNotMatch(html, /code-line--inserted|\[!!code/);
  assert.match(markdown, /\nx\(\); \/\/ \[!code \+\+\]\n/);
  assert.deepEqual(warnings, []);
});

test('notation docgen has no counterpart for, or beside lines the info sets or magic comments, is shown as written with one warning a page for each cause, saying it', () => {
  const { html, warnings } = build(
    [
      '```js {1}\nconst b = 2; // [!code ++]\n```',
      '```js\nx(); // [!code focus]\n```',
      '```js {2}\nconst c = 2; // [!code --]\n```',
      '```js\n// highlight-next-line\nconst a = 1;\nconst b = 2; // [!code ++]\n```',
      '```js\n// [!code highlight]\nx();\n```',
      '',
    ].join('\n\n'),
  );
  assert.match(html, /\[!code \+\+\]/);
  assert.match(html, /\[!code focus\]/);
  assert.equal(warnings.length, 4, warnings.join('\n'));
  assert.match(
    warnings[0]!,
    /^content\/p\.md:5: VitePress's `\[!code \+\+\]` comments in this fence were left as written \(the code shows them\): its info already sets lines \(`js \{1\}`\), .*Move the lines into the info/,
  );
  assert.doesNotMatch(warnings[0]!, /not read by docgen|docgen reads/);
  assert.match(
    warnings[1]!,
    /^content\/p\.md:9: VitePress's `\[!code focus\]` comments are not read by docgen/,
  );
  // Magic comment lines leave the code and would move the lines counted.
  assert.match(
    warnings[2]!,
    /^content\/p\.md:19: .*left as written .*: it has magic comments .*Use one or the other/,
  );
  assert.match(warnings[3]!, /^content\/p\.md:23: .*: one of them is all its line holds/);
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
