// The heading attribute block: `{#id}` sets a heading's id, `aliases=a,b` gives it
// extra ids that old deep links keep landing on and that the link checker accepts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../src/build.js';
import { createMarkdown, renderMarkdown } from '../../src/content/markdown.js';
import { splitHeadingAttributes } from '../../src/content/plugins/heading-attributes.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const md = createMarkdown();

test('the attribute block is split off the heading text', () => {
  assert.deepEqual(splitHeadingAttributes('Retries {#retries}'), {
    text: 'Retries',
    attributes: { id: 'retries', aliases: [] },
  });
  assert.deepEqual(splitHeadingAttributes('Answer fast {aliases=retries,old}'), {
    text: 'Answer fast',
    attributes: { aliases: ['retries', 'old'] },
  });
  assert.deepEqual(splitHeadingAttributes('A {#a aliases=b}'), {
    text: 'A',
    attributes: { id: 'a', aliases: ['b'] },
  });
});

test('braces of another shape stay part of the heading text', () => {
  for (const text of [
    'Set {a, b}',
    'Object {}',
    'Path {id}',
    'Two ids {#a #b}',
    'Bad alias {aliases=a b}',
    'Quote {aliases="a"}',
  ]) {
    assert.deepEqual(splitHeadingAttributes(text), { text }, text);
  }
  // Unescaped, `{id}` in text is an MDX expression (reported and left out); escaped it is text.
  const html = renderMarkdown(md, '## The \\{id} parameter\n').html;
  assert.match(
    html,
    /<h2 id="the-id-parameter">The \{id\} parameter<a class="hash-link"[^>]*><\/a><\/h2>/,
  );
  const unescaped = renderMarkdown(md, '## The {id} parameter\n');
  assert.deepEqual(
    unescaped.unsupported.map((u) => u.what),
    ['the MDX expression {id}'],
  );
});

test('aliases render as empty elements inside the heading and count as page anchors', () => {
  const r = renderMarkdown(md, '## Answer fast {aliases=retries}\n\nText.\n\n## Retries later\n');
  assert.match(
    r.html,
    /<h2 id="answer-fast"><span id="retries"><\/span>Answer fast<a class="hash-link" href="#answer-fast"/,
  );
  assert.deepEqual(
    r.headings.map((h) => h.id),
    ['answer-fast', 'retries-later'],
  );
  assert.deepEqual(r.anchors, ['answer-fast', 'retries', 'retries-later']);
  // The TOC and search keep the heading's own text, without the block.
  assert.deepEqual(
    r.sections.filter((s) => s.anchor).map((s) => s.title),
    ['Answer fast', 'Retries later'],
  );
});

test('an automatic id steps past an id taken by an explicit one', () => {
  const r = renderMarkdown(md, '## First {#example}\n\n## Example\n');
  assert.deepEqual(
    r.headings.map((h) => h.id),
    ['example', 'example-1'],
  );
});

test('an alias used twice on a page names the file and line', () => {
  assert.throws(
    () =>
      renderMarkdown(md, 'Intro.\n\n## One {aliases=old}\n\n## Two {aliases=old}\n', {
        file: 'content/page.md',
        lineOffset: 3,
      }),
    (error: unknown) =>
      error instanceof DocgenError &&
      /"old" is used twice/.test(error.message) &&
      error.where === 'content/page.md:8',
  );
  assert.throws(() => renderMarkdown(md, '## Setup\n\n## Other {aliases=setup}\n'), DocgenError);
});

test('a link to an alias passes the link check; a link to a missing id still fails', async () => {
  const ok = makeSmallSite({
    'content/guide.md': '---\ntitle: Guide\n---\n## Setting up {aliases=installation}\nText.\n',
    'content/index.md': '---\ntitle: Home\n---\nSee [install](/guide#installation).\n',
  });
  const result = await build({ root: ok, write: false });
  const page = result.files.get('guide/index.html');
  assert.ok(typeof page === 'string');
  assert.match(page, /<span id="installation"><\/span>/);

  const broken = makeSmallSite({
    'content/guide.md': '---\ntitle: Guide\n---\n## Setting up {aliases=installation}\nText.\n',
    'content/index.md': '---\ntitle: Home\n---\nSee [install](/guide#install).\n',
  });
  await assert.rejects(
    build({ root: broken, write: false }),
    /\/guide#install \(anchor not found\)/,
  );
});
