// A heading's old id (the one docgen gave before GitHub-style ids) is kept as an
// alias only where no heading claims it: an explicit id wins, the page never holds
// an id twice, and the lost alias is told. A long page parsed in parts
// (page-parts.ts) gets the same ids as when parsed whole, even when the claim comes
// in a later part than the old id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';
import { createMarkdown, renderMarkdown, renderParts } from '../../../src/content/markdown.js';

const md = createMarkdown();
const first = "## What's new?\n\nText.\n\n";

/** The page parsed whole and parsed in two parts, cut before its second heading. */
function both(second: string) {
  const whole = renderMarkdown(md, first + second);
  const parts = renderParts(md, [
    { line: 0, text: first },
    { line: 4, text: second },
  ]);
  assert.ok(parts);
  return { whole, parts };
}

test("an explicit id that is an earlier heading's old id wins over it, told, in parts as whole", () => {
  const { whole, parts } = both('## Changes {#what-s-new}\n\nMore.\n');
  for (const r of [whole, parts]) {
    assert.match(r.html, /<h2 id="whats-new">[^<]*<a class="hash-link"/);
    assert.match(r.html, /<h2 id="what-s-new">[^<]*<a class="hash-link"/);
    assert.equal(r.html.match(/id="what-s-new"/g)?.length, 1);
    assert.deepEqual(r.anchors, ['whats-new', 'what-s-new']);
    assert.deepEqual(
      r.warnings.map((w) => [w.line, w.message.split(',')[0]]),
      [[1, 'the heading "What\'s new?" had the id "what-s-new" before docgen used GitHub\'s ids']],
    );
    assert.match(r.warnings[0]!.message, /"Changes" \(line 5\) has it now/);
  }
  assert.equal(parts.html, whole.html);
});

test("an automatic id or an alias that is an earlier heading's old id wins over it too", () => {
  for (const second of ['## What s new\n', '## Later {aliases=what-s-new}\n']) {
    const { whole, parts } = both(second);
    assert.equal(parts.html, whole.html);
    assert.deepEqual(parts.anchors, whole.anchors);
    assert.deepEqual(parts.warnings, whole.warnings);
    assert.equal(whole.html.match(/id="what-s-new"/g)?.length, 1, second);
    assert.equal(whole.warnings.length, 1);
  }
});

test('after an explicit id, the old id is numbered as the earlier docgen numbered it, and kept', () => {
  const r = renderMarkdown(md, "## Old {#what-s-new}\n\n## What's new?\n");
  assert.deepEqual(r.anchors, ['what-s-new', 'whats-new', 'what-s-new-1']);
  assert.deepEqual(r.warnings, []);
});

test("a heading's old id that is its own alias, or that nobody claims, is kept without a word", () => {
  const own = renderMarkdown(md, "## What's new? {aliases=what-s-new}\n");
  assert.deepEqual(own.anchors, ['whats-new', 'what-s-new']);
  assert.deepEqual(own.warnings, []);
  const { whole, parts } = both('## Other\n');
  assert.match(parts.html, /<h2 id="whats-new"><span id="what-s-new"><\/span>/);
  assert.equal(parts.html, whole.html);
  assert.deepEqual(parts.warnings, []);
});

test('the lost old id is a build warning with the file and line, from a cached render too', () => {
  const text = "---\ntitle: P\n---\n## What's new?\n\n## Changes {#what-s-new}\n";
  for (let round = 0; round < 2; round++) {
    const { warnings } = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/');
    assert.equal(warnings.length, 1);
    assert.match(
      warnings[0]!,
      /^content\/p\.md:4: the heading "What's new\?" had the id "what-s-new" .* "Changes" \(line 6\) has it now/,
    );
  }
});
