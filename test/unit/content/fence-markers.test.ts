// Starlight's code-fence markers: line ranges (`ins={…}`, `del={…}`, `mark={…}`) mark
// whole lines, with a sign as well as a colour; `"text"` markers mark pieces of lines;
// `/regex/` markers are never run (an author's regex could hang the build) and, like empty
// ones, are warned about at the fence's line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadContent } from '../../../src/content/load-content.js';
import { textMarkersOf } from '../../../src/content/plugins/fence-markers.js';

function build(body: string) {
  const text = `---\ntitle: P\n---\n${body}`;
  const { docs, warnings } = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/');
  return { html: docs[0]!.html ?? '', markdown: docs[0]!.markdown ?? '', warnings };
}

test('ins, del and mark ranges mark their lines on the page, and the copy keeps which lines are added and removed', () => {
  const body = '```js title="a.js" mark={1} ins={2, 4} del={3}\na;\nb;\nc;\nd;\n```\n';
  const { html, markdown, warnings } = build(body);
  const lines = [...html.matchAll(/<span class="(code-line[^"]*)">/g)].map((m) => m[1]);
  assert.deepEqual(lines, [
    'code-line code-line--highlighted',
    'code-line code-line--inserted',
    'code-line code-line--deleted',
    'code-line code-line--inserted',
  ]);
  assert.match(markdown, /\n```js title="a\.js" ins=\{2,4\} del=\{3\}\na;\n/);
  assert.deepEqual(warnings, []);
});

test('added and removed lines show a sign with words for screen readers, kept out of the copied code', () => {
  const css = readFileSync(new URL('../../../client/styles/content.css', import.meta.url), 'utf8');
  const rule = (selector: string) =>
    new RegExp(`\\n${selector.replace(/[.:]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  assert.match(rule('.code-line--inserted::after'), /content: '\+' \/ 'added line'/);
  assert.match(rule('.code-line--deleted::after'), /content: '\\2212' \/ 'removed line'/);
  assert.match(rule('.code-line--inserted::after'), /color: var\(--color-tip\)/);
  assert.match(rule('.code-line--deleted::after'), /color: var\(--color-danger\)/);
  // With line numbers, the block widens the gap between number and code for the sign.
  const numbered = build('```js showLineNumbers ins={1}\na;\n```\n').html;
  assert.match(numbered, /^<div class="code-block code-block--numbered code-block--changes"/);
  assert.match(
    rule('.code-block--numbered.code-block--changes .code-line::before'),
    /margin-right: calc\(var\(--space-3\) \+ 1ch\)/,
  );
});

test('text markers mark pieces of lines as mark, ins and del, across highlighted tokens', () => {
  const body = [
    '```js "return true;" \'yes\' ins="a < b" del="oldValue" title="x.js"',
    'return true; // yes! no',
    'if (a < b) oldValue();',
    '```',
    '',
  ].join('\n');
  const { html, markdown, warnings } = build(body);
  const lines = [
    ...html.matchAll(
      /<span class="code-line">(.*?)<\/span>\n?(?=<span class="code-line"|<\/code>)/g,
    ),
  ];
  assert.equal(
    lines[0]?.[1],
    '<span class="hljs-keyword"><mark class="code-mark code-mark--mark">return</mark></span>' +
      '<mark class="code-mark code-mark--mark"> </mark>' +
      '<span class="hljs-literal"><mark class="code-mark code-mark--mark">true</mark></span>' +
      '<mark class="code-mark code-mark--mark">;</mark> ' +
      '<span class="hljs-comment">// <mark class="code-mark code-mark--mark">yes</mark>! no</span>',
  );
  assert.match(lines[1]?.[1] ?? '', /<ins class="code-mark code-mark--ins">a &lt; b<\/ins>/);
  assert.match(lines[1]?.[1] ?? '', /<del class="code-mark code-mark--del">oldValue<\/del>/);
  assert.match(markdown, /\n```js title="x\.js" "return true;" 'yes' ins="a < b" del="oldValue"\n/);
  assert.deepEqual(warnings, []);
});

test("a marker docgen cannot draw is named in a warning at the fence's line; titles and other attributes are not markers", () => {
  const body = [
    'Intro.',
    '',
    '```js title="a b.js" "" /(/ /x*/ "kept" frame="code"',
    'kept',
    '```',
    '',
    '```diff lang="js" {1}',
    '+a',
    '```',
    '',
  ].join('\n');
  const { html, warnings } = build(body);
  assert.match(html, /<mark class="code-mark code-mark--mark">kept<\/mark>/);
  assert.equal(warnings.length, 2);
  assert.match(
    warnings[0]!,
    /^content\/p\.md:6: Regex markers are not supported: mark the text with "…" instead \(\/\(\/, \/x\*\/ are not shown\)/,
  );
  assert.match(
    warnings[1]!,
    /^content\/p\.md:6: The code fence's text marker "" is not shown: a marker must match some text\./,
  );
  assert.deepEqual(textMarkersOf('sh title="run it"'), []);
  assert.deepEqual(textMarkersOf("js 'x' mark={2}"), ["'x'"]);
});

test("a text marker's quotes may hold an attribute: 'title=\"Watch out!\"' marks that text and is no title", () => {
  const { html, warnings } = build(
    '```mdx \'title="Watch out!"\' title="aside.mdx"\n:::caution title="Watch out!"\n```\n',
  );
  assert.match(html, /<div class="code-block__title">aside\.mdx<\/div>/);
  assert.match(
    html,
    /<mark class="code-mark code-mark--mark">title=&quot;Watch out!&quot;<\/mark>/,
  );
  assert.deepEqual(textMarkersOf('js \'a title="x"\' lang="js"'), ['\'a title="x"\'']);
  assert.deepEqual(warnings, []);
});

test('a regex marker is never run: a catastrophic one leaves the page built, unmarked, with one warning', () => {
  // (a+)+$ over a long run of a then b backtracks for ever; here the line is short, so a
  // regression shows as a <mark> (the groups caught), not as a hang.
  const { html, markdown, warnings } = build('```js /(a+)+$/ ins=/a/\naaab\naaaa\n```\n');
  assert.doesNotMatch(html, /code-mark/);
  assert.doesNotMatch(markdown, /\/\(a\+\)\+\$\//);
  assert.deepEqual(warnings, [
    'content/p.md:4: Regex markers are not supported: mark the text with "…" instead (/(a+)+$/, ins=/a/ are not shown).',
  ]);
});
