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

test('an include that leaves the project, the content folder or names a skipped symbolic link says so, at its line', () => {
  const cases: [string, string][] = [
    [
      '../../../etc/hostname',
      'The included file ../../../etc/hostname is outside the project (it resolves to ../../etc/hostname), and an include may not leave it.',
    ],
    [
      '../README.md',
      'The included file ../README.md (README.md) is outside the content folder content, where partials are read from.',
    ],
    [
      './_h.md',
      'The included file ./_h.md (content/_h.md) is a symbolic link, which docgen does not follow.',
    ],
    [
      './_shared/_a.md',
      'The included file ./_shared/_a.md (content/_shared/_a.md) is inside content/_shared, a symbolic link, which docgen does not follow.',
    ],
  ];
  for (const [target, message] of cases) {
    const text = `---\ntitle: P\n---\nText.\n<!-- @include: ${target} -->\n`;
    assert.throws(
      () =>
        loadContent([source('p', text)], '/', {
          files: { root: '/site', contentDir: 'content' },
          skippedLinks: ['content/_h.md', 'content/_shared'],
        }),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError);
        assert.equal(error.message, message);
        assert.deepEqual([error.location.file, error.location.line], ['content/p.md', 5]);
        return true;
      },
      target,
    );
  }
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

test("a warning about a partial's text names the partial's own file and line, and the include; the page's own lines stay its own", () => {
  const { warnings } = loadContent(
    [
      source(
        'b3/page',
        '---\ntitle: P\n---\nBefore.\n\nMore.\n\n<!-- @include: ../_partials/_mdxy.md -->\n\nSee <Badge />.\n',
      ),
      source(
        '_partials/_mdxy',
        "---\ndescription: d\n---\nimport Tabs from '@theme/Tabs';\n\nText.\n",
      ),
    ],
    '/',
  );
  assert.equal(warnings.length, 2, warnings.join('\n'));
  assert.match(
    warnings[0]!,
    /^content\/_partials\/_mdxy\.md:4: .*import.* \(Included from content\/b3\/page\.md:8\.\)$/,
  );
  // The page's own line after the include is its line as written, not one counting the partial's.
  assert.match(warnings[1]!, /^content\/b3\/page\.md:10: .*Badge/);
});

test("a partial's relative links resolve from the partial's file, and a broken one names the partial and the include", () => {
  const { docs } = loadContent(
    [
      source(
        'b3/deep/title',
        '---\ntitle: T\n---\nIntro.\n\n<!-- @include: ../../_partials/_links.md -->\n',
      ),
      source('b3/target', '# Target\n'),
      source('_partials/_links', '[page](../b3/target.md#x)\n\nSee [gone](../gone.md).\n'),
    ],
    '/',
  );
  const page = docs.find((d) => d.route === '/b3/deep/title');
  assert.match(page!.html, /<a href="\/b3\/target#x">page<\/a>/);
  assert.deepEqual(
    page!.links.map((l) => [l.href, l.file, l.line, l.includedFrom, l.markdownMissing]),
    [
      ['/b3/target#x', 'content/_partials/_links.md', 1, 'content/b3/deep/title.md:6', undefined],
      ['../gone.md', 'content/_partials/_links.md', 3, 'content/b3/deep/title.md:6', true],
    ],
  );
  assert.equal(
    page!.markdown,
    '# T\n\nIntro.\n\n[page](/b3/target#x)\n\nSee [gone](../gone.md).\n',
    'the markdown copy resolves them the same way',
  );
});

test("a warning about a nested partial's text names the pages' include lines, not the outer partial's twice", () => {
  const { docs, warnings } = loadContent(
    [
      source('a', '---\ntitle: A\n---\nA.\n\n<!-- @include: ./_parts/_outer.md -->\n'),
      source('b/b', '---\ntitle: B\n---\n<!-- @include: ../_parts/_outer.md -->\n'),
      source('_parts/_outer', 'Outer.\n\n<!-- @include: ./_inner.md -->\n'),
      source('_parts/_inner', 'Inner <Badge /> and [gone](/gone).\n'),
    ],
    '/',
  );
  assert.deepEqual(
    warnings.map((w) => / \(Included from (.*)\.\)$/.exec(w)?.[1]),
    ['content/a.md:6', 'content/b/b.md:4'],
    warnings.join('\n'),
  );
  assert.match(warnings[0]!, /^content\/_parts\/_inner\.md:1: /);
  // The broken link's report reads the same origin.
  assert.deepEqual(
    docs.map((d) => d.links.map((l) => [l.file, l.line, l.includedFrom])),
    [
      [['content/_parts/_inner.md', 1, 'content/a.md:6']],
      [['content/_parts/_inner.md', 1, 'content/b/b.md:4']],
    ],
  );
});

test("a partial's relative route links are written in the page's markdown copy as its HTML has them", () => {
  const { docs } = loadContent(
    [
      source('top', '---\ntitle: Top\n---\n<!-- @include: ./b3/_g.md -->\n\n[own](./b3/target)\n'),
      source('b3/target', '# Target\n'),
      source('b3/_g', '[fs](./target#x), <a href="./target">raw</a>, [q](?x=1), [up](../top).\n'),
    ],
    '/',
  );
  const page = docs.find((d) => d.route === '/top')!;
  assert.match(page.html, /<a href="\/b3\/target#x">fs<\/a>, <a href="\/b3\/target">raw<\/a>/);
  // Read from the copy's place (/top.md), `./target` would be /target: the partial's are
  // absolute; the page's own relative link reads the same from the page and its copy.
  assert.equal(
    page.markdown,
    '# Top\n\n[fs](/b3/target#x), <a href="/b3/target">raw</a>, [q](?x=1), [up](/top).\n\n[own](./b3/target)\n',
  );
});

test("a partial's bracketed links and reference definitions are written in the page's copy as its HTML has them", () => {
  const { docs } = loadContent(
    [
      source(
        'top',
        '---\ntitle: Top\n---\n<!-- @include: ./b3/_g.md -->\n\n[own][o]\n\n[o]: ./b3/target\n',
      ),
      source('b3/target', '# Target\n'),
      source(
        'b3/_g',
        '[angle](<./target#x> "t") [ref][r] [md][m] [^1]\n\n[r]: ./target "t"\n[m]: <../top.md#y>\n[^1]: target\n',
      ),
    ],
    '/',
  );
  const page = docs.find((d) => d.route === '/top')!;
  assert.match(
    page.html,
    /<a href="\/b3\/target#x" title="t">angle<\/a> <a href="\/b3\/target" title="t">ref<\/a> <a href="\/top#y">md<\/a>/,
  );
  assert.equal(
    page.markdown,
    '# Top\n\n[angle](</b3/target#x> "t") [ref][r] [md][m] [^1]\n\n[r]: /b3/target "t"\n[m]: </top#y>\n[^1]: target\n\n[own][o]\n\n[o]: ./b3/target\n',
  );
});

test("under onUnsupportedSyntax: 'throw', MDX in a partial fails the build at the partial's line", () => {
  assert.throws(
    () =>
      loadContent(
        [
          source('p3', '---\ntitle: P\n---\n<!-- @include: ./_mdx3.md -->\n'),
          source('_mdx3', "Text.\n\nimport Tabs from '@theme/Tabs';\n"),
        ],
        '/',
        { onUnsupportedSyntax: 'throw' },
      ),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.deepEqual([error.location.file, error.location.line], ['content/_mdx3.md', 3]);
      assert.match(error.message, /\(Included from content\/p3\.md:4\.\)$/);
      return true;
    },
  );
});

test("a partial whose front matter grows renders its page afresh: its links' lines move with it", () => {
  const page = source('p4', '---\ntitle: P\n---\n<!-- @include: ./_moved.md -->\n');
  const lineOf = (partial: string) =>
    loadContent([page, source('_moved', partial)], '/').docs[0]?.links[0]?.line;
  assert.equal(lineOf('[a](/a)\n'), 1);
  assert.equal(lineOf('---\ndescription: d\n---\n[a](/a)\n'), 4);
});

test('an include line in fenced code is code, even after a line that opens another fence', () => {
  const body = ['```md', '```js', '<!-- @include: ./_gone.md -->', '```', 'After.', ''];
  const { docs } = loadContent([source('p', `---\ntitle: P\n---\n${body.join('\n')}`)], '/');
  assert.match(docs[0]!.html, /&lt;!-- @include: \.\/_gone\.md --&gt;/);
  assert.match(docs[0]!.html, /<p>After\.<\/p>/);
});

test("an include with VitePress's line range `{3,4}` takes those lines of the partial's file; `{3,}` to its end", () => {
  const partial = source('_under', '---\ndescription: d\n---\nLine A\nLine B\n\n[c](/c)\n');
  const page = (range: string) =>
    loadContent(
      [source('p5', `---\ntitle: P\n---\n<!--@include: ./_under.md${range}-->\n`), partial],
      '/',
    ).docs[0]!;
  assert.equal(page('{4,5}').html, '<p>Line A\nLine B</p>\n');
  assert.equal(page('{5,}').html, '<p>Line B</p>\n<p><a href="/c">c</a></p>\n');
  assert.equal(page('{,4}').html, '<p>Line A</p>\n');
  // Lines keep their place in the partial's file: the link is on line 7.
  assert.equal(page('{7,}').links[0]?.line, 7);
  assert.throws(
    () => page('{5,4}'),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.match(error.message, /The line range \{5,4\} of \.\/_under\.md ends before it starts/);
      assert.deepEqual([error.location.file, error.location.line], ['content/p5.md', 4]);
      return true;
    },
  );
});

test("a line range past the end of the partial's file, or into its front matter, is warned about at the include line", () => {
  const five = source('_five', 'line1\nline2\nline3\nline4\nline5\n');
  const withFm = source('_fm', '---\ntitle: F\n---\nfm4\nfm5\n');
  const build = (range: string, partial = '_five') =>
    loadContent(
      [
        source('p6', `---\ntitle: P\n---\nA.\n\n<!-- @include: ./${partial}.md${range} -->\n`),
        partial === '_five' ? five : withFm,
      ],
      '/',
    );
  const past = build('{4,10}');
  assert.equal(past.docs[0]!.html, '<p>A.</p>\n<p>line4\nline5</p>\n');
  assert.deepEqual(past.warnings, [
    'content/p6.md:6: The line range {4,10} of ./_five.md runs past the end of the partial (the file has 5 lines): lines 4 to 5 were included. Write `{4,}` for the lines to its end.',
  ]);
  assert.match(
    build('{8,12}').warnings.join('\n'),
    /^content\/p6\.md:6: The line range \{8,12\} of \.\/_five\.md starts past the end of the partial \(the file has 5 lines\): nothing was included/,
  );
  // Front matter lines count: {2,4} is line 4 alone, the body's first.
  const intoFm = build('{2,4}', '_fm');
  assert.equal(intoFm.docs[0]!.html, '<p>A.</p>\n<p>fm4</p>\n');
  assert.match(
    intoFm.warnings.join('\n'),
    /^content\/p6\.md:6: The line range \{2,4\} of \.\/_fm\.md starts in the partial's front matter \(lines 1 to 3\), which is never included: line 4 was included\./,
  );
  for (const range of ['{1,5}', '{3,}', '{,2}', '{,5}'])
    assert.deepEqual(build(range).warnings, [], range);
  assert.deepEqual(build('{,4}', '_fm').warnings, []);
  // An include in a partial is warned about at its own line, with the include that brought it.
  const nested = loadContent(
    [
      source('p7', '---\ntitle: P\n---\n<!-- @include: ./_outer.md -->\n'),
      source('_outer', 'Outer.\n\n<!-- @include: ./_five.md{5,6} -->\n'),
      five,
    ],
    '/',
  );
  assert.match(
    nested.warnings.join('\n'),
    /^content\/_outer\.md:3: The line range \{5,6\} of \.\/_five\.md runs past .*line 5 was included.* \(Included from content\/p7\.md:4\.\)$/,
  );
});
