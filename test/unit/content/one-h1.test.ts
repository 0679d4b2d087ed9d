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
