// Raw HTML written with JSX's attribute names (`className`, `htmlFor`), as pages moved
// from Docusaurus have it: the page and its copy get HTML's names, with no warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

function build(body: string) {
  const text = `---\ntitle: P\n---\n${body}`;
  const { docs, warnings } = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/');
  return { html: docs[0]!.html ?? '', markdown: docs[0]!.markdown ?? '', warnings };
}

test('className and htmlFor on raw HTML become class and for in the page and its copy, without a warning', () => {
  const body = [
    '<div className="label android">Android</div>',
    '',
    '### `focusable` <div className="label tv">TV</div>',
    '',
    '| Field | Note |',
    '| - | - |',
    '| <label htmlFor="name">Name</label> | <span className=\'badge\'>new</span> |',
    '',
  ].join('\n');
  const { html, markdown, warnings } = build(body);
  assert.match(html, /^<div class="label android">Android<\/div>\n/);
  assert.match(
    html,
    /<code>focusable<\/code> <div class="label tv">TV<\/div><a class="hash-link"[^>]*><\/a><\/h3>/,
  );
  assert.match(
    html,
    /<td><label for="name">Name<\/label><\/td>\n<td><span class='badge'>new<\/span><\/td>/,
  );
  assert.doesNotMatch(html, /className|htmlFor/);
  assert.match(markdown, /\n<div class="label android">Android<\/div>\n/);
  assert.match(markdown, /\n### `focusable` <div class="label tv">TV<\/div>\n/);
  assert.match(
    markdown,
    /\n\| <label for="name">Name<\/label> \| <span class='badge'>new<\/span> \|\n/,
  );
  assert.deepEqual(warnings, []);
});

test('only attribute names change: text, quoted values, code and expression values keep theirs', () => {
  const body = [
    'Set `<b className="c">` or <span title="className=x" className="y">this</span>.',
    '',
    '<Note />',
    '<p className={styles.note} htmlFor="x">In JSX</p>',
    '',
  ].join('\n');
  const { html, warnings } = build(body);
  assert.match(html, /<code>&lt;b className=&quot;c&quot;&gt;<\/code>/);
  assert.match(html, /<span title="className=x" class="y">this<\/span>/);
  assert.match(html, /<p for="x">In JSX<\/p>/);
  assert.deepEqual(
    warnings.map((w) => w.split(' is MDX')[0]),
    [
      'content/p.md:6: the MDX component <Note>',
      'content/p.md:7: the MDX attribute className={styles.note}',
    ],
  );
});
