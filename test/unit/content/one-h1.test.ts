// A page has one h1, its title: a `# heading` a partial brings, or one past the first,
// is shown as an h2 with a warning at its own file and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

const source = (relative: string, text: string) => ({
  file: `content/${relative}.md`,
  relative,
  text,
});

test("a partial's `# heading` on a page with a title is an h2 of the page, with a warning naming the partial and the include", () => {
  const { docs, warnings } = loadContent(
    [
      source('p', '---\ntitle: Probe\n---\n\nIntro.\n\n<!-- @include: ./_under.md -->\n'),
      source('_under', '# Partial title\n\nLine A\n\n## Region\n'),
    ],
    '/',
  );
  const doc = docs[0]!;
  assert.doesNotMatch(doc.html!, /<h1/);
  assert.match(
    doc.html!,
    /<h2 id="partial-title">Partial title<a class="hash-link"[^>]*><\/a><\/h2>/,
  );
  assert.deepEqual(
    doc.toc.map((h) => [h.depth, h.text]),
    [
      [2, 'Partial title'],
      [2, 'Region'],
    ],
  );
  // The markdown copy shows it as the page does.
  assert.equal(doc.markdown, '# Probe\n\nIntro.\n\n## Partial title\n\nLine A\n\n## Region\n');
  assert.deepEqual(warnings, [
    'content/_under.md:1: `# Partial title` would be a second h1 (a page has one: its title), so it is shown as an h2. Write `## Partial title`. (Included from content/p.md:7.)',
  ]);
});

test('the first h1 is the title: leading, or anywhere without front matter title; a later one is an h2', () => {
  const leading = loadContent([source('a', '---\ntitle: T\n---\n# Heading\n\nText.\n')], '/');
  assert.equal(leading.docs[0]!.html, '<p>Text.</p>\n');
  assert.deepEqual(leading.warnings, []);
  const untitled = loadContent([source('b', 'Intro.\n\n# First\n\n# Second\n')], '/');
  assert.equal(untitled.docs[0]!.title, 'First');
  assert.doesNotMatch(untitled.docs[0]!.html!, /<h1/);
  assert.match(untitled.docs[0]!.html!, /<h2 id="second">/);
  assert.match(untitled.warnings.join('\n'), /^content\/b\.md:5: `# Second` would be a second h1/);
  // Under hide_title the layout shows no title: the body's one h1 stays, wherever it is.
  const hidden = loadContent(
    [source('c', '---\ntitle: T\nhide_title: true\n---\nIntro.\n\n# Own\n')],
    '/',
  );
  assert.match(hidden.docs[0]!.html!, /<h1 id="own">Own<\/h1>/);
  assert.deepEqual(hidden.warnings, []);
});

test('what renders nothing before a `# heading` (a Vue block, `[[toc]]`, an import-only mdx-code-block, an HTML comment) leaves it the leading h1', () => {
  const blocks = [
    '<script setup>\nimport { VPTeamMembers } from "vitepress/theme"\n</script>',
    '[[toc]]',
    "```mdx-code-block\nimport Tabs from '@theme/Tabs';\n```",
    '<!-- a comment -->',
  ];
  for (const block of blocks) {
    const { docs, warnings } = loadContent(
      [source('p', `---\ntitle: T\n---\n\n${block}\n\n# Our Team\n\nText.\n`)],
      '/',
    );
    const doc = docs[0]!;
    assert.doesNotMatch(warnings.join('\n'), /second h1/, block);
    // The page shows it as its title (it names the page's h1, `title` names the page).
    assert.doesNotMatch(doc.html!, /Our Team/, block);
    assert.deepEqual(doc.titleIds, ['our-team'], block);
    assert.deepEqual(
      doc.markdown!.split('\n').filter((l) => l.startsWith('#')),
      ['# Our Team'],
      block,
    );
  }
  // Text before it does start the body.
  const { warnings } = loadContent(
    [source('q', '---\ntitle: T\n---\n\n<!-- a -->\nText.\n\n# Our Team\n')],
    '/',
  );
  assert.match(warnings.join('\n'), /^content\/q\.md:8: `# Our Team` would be a second h1/);
});

test('the copy has the h1 the page has: a demoted setext h1 is a setext h2; a title h1 below text, or one that leads or that hide_title keeps, is not repeated', () => {
  const copyOf = (relative: string, text: string) =>
    loadContent([source(relative, text)], '/').docs[0]!.markdown;
  assert.equal(
    copyOf('a', '---\ntitle: Setext\n---\nIntro.\n\nSecond Title\n============\n\nText.\n'),
    '# Setext\n\nIntro.\n\nSecond Title\n------------\n\nText.\n',
  );
  assert.equal(
    copyOf('b', 'Some intro.\n\n# Late Title\n\nText.\n'),
    '# Late Title\n\nSome intro.\n\nText.\n',
  );
  assert.equal(copyOf('c', 'Title\n=====\n\nText.\n'), 'Title\n=====\n\nText.\n');
  assert.equal(
    copyOf('d', '---\ntitle: T\nhide_title: true\n---\nIntro.\n\n# Own\n'),
    'Intro.\n\n# Own\n',
  );
  // Right against text, its line stays as a blank one: a paragraph above it and a `---`
  // below it would read as a setext heading, lines above and below as one paragraph.
  assert.equal(
    copyOf('e', 'Some text\n# Title Four\n---\n\nAfter rule.\n'),
    '# Title Four\n\nSome text\n\n---\n\nAfter rule.\n',
  );
  assert.equal(
    copyOf('f', 'Intro line\n# Title Three\nMore line\n'),
    '# Title Three\n\nIntro line\n\nMore line\n',
  );
  // The title line is the heading's text as the page shows it, escaped so it reads the same.
  assert.equal(
    copyOf('g', 'Intro.\n\n# Price \\*not\\* _final_\n\nText.\n'),
    '# Price \\*not\\* final\n\nIntro.\n\nText.\n',
  );
});
