// A `:::` container or a code fence that nothing closes still takes the rest of the
// page (as before), and the render warns at the line it opened on, saying what closes it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMarkdown, renderMarkdown } from '../../../src/content/markdown.js';
import { markdownCopy } from '../../../src/content/markdown-copy.js';
import {
  leftOutCounts,
  leftOutOf,
  shiftLeftOut,
  showLineAsText,
} from '../../../src/content/left-out.js';
import type { MarkdownEnv } from '../../../src/content/markdown-env.js';

const md = createMarkdown();
const warnings = (text: string, lineOffset = 0) =>
  renderMarkdown(md, text, { file: 'content/x.md', lineOffset }).warnings;
const lines = (...l: string[]) => `${l.join('\n')}\n`;

test('an unclosed :::note is told at its opening line (after the front matter), with the line that closes it', () => {
  const text = lines('# Title', '', ':::note[Heads up]', 'Text.', '', '## Later', '', 'More.');
  const rendered = renderMarkdown(md, text, { file: 'content/x.md', lineOffset: 4 });
  // The page is built as before: the heading after it is inside the admonition.
  assert.match(rendered.html, /<aside[\s\S]*<h2[\s\S]*Later[\s\S]*<\/aside>/);
  assert.deepEqual(rendered.warnings, [
    {
      line: 7,
      message:
        '`:::note` is never closed, so the rest of the page (or of the block around it) is inside it. Close it with a line `:::`.',
    },
  ]);
});

test('an unclosed code fence is told at its opening line, with the fence that closes it', () => {
  assert.deepEqual(
    warnings(lines('Intro.', '', '~~~~ts title="a.ts"', 'const a = 1;', '', '## Later')),
    [
      {
        line: 3,
        message:
          'The code fence ~~~~ts is never closed, so the rest of the page (or of the block around it) is inside it. Close it with a line ~~~~.',
      },
    ],
  );
});

test('a fence whose last code line ends the file, with no newline, is still unclosed', () => {
  assert.deepEqual(
    warnings('Intro.\n\n```js\nconst a = 1;').map((w) => w.line),
    [3],
  );
});

test('closed containers and fences are not told about, whatever they hold', () => {
  const closed = [
    lines(':::note', 'Text.', ':::', '', 'After.'),
    // Nested containers, each closed by its own run of colons.
    lines('::::tabs', ':::tab label="A"', 'A', ':::', ':::tab label="B"', 'B', ':::', '::::'),
    // A ::: line in a fence inside a container is code, and the container's close follows.
    lines(':::tip', '```md', ':::note', 'Hi', ':::', '```', ':::'),
    // The closing fence is the file's last line, with no newline after it.
    'Intro.\n\n```js\nconst a = 1;\n```',
    lines('> ```', '> quoted code', '> ```', '', 'After.'),
    lines('- item', '  ```', '  code', '  ```', '- next'),
    '```js\r\ncode\r\n```\r\n',
    // An unknown word that nothing closes is text, not a container.
    lines(':::word', 'Text.'),
  ];
  for (const text of closed) assert.deepEqual(warnings(text), [], JSON.stringify(text));
});

test('a closing line closes the innermost container: with one missing, the outer one is told', () => {
  assert.deepEqual(
    warnings(lines('::::tabs', ':::tab label="A"', 'A', '::::', '', 'After.')).map((w) => [
      w.line,
      w.message.slice(0, 31),
    ]),
    [[1, '`::::tabs` is never closed, so ']],
  );
});

test('a fence left open inside a container hides the container close: both are told, first line first', () => {
  const told = warnings(lines(':::note', '```js', 'code', ':::', '', 'After.'));
  assert.deepEqual(
    told.map((w) => [w.line, w.message.split(' is never closed')[0]]),
    [
      [1, '`:::note`'],
      [2, 'The code fence ```js'],
    ],
  );
});

test('a fence cut off by the end of its list item is told', () => {
  const told = warnings(lines('- item', '  ```', '  code', '- next'));
  assert.deepEqual(
    told.map((w) => w.line),
    [2],
  );
});

test('a page of many unclosed blocks is told about the first three and how many more', () => {
  const told = warnings(':::note\n'.repeat(50));
  assert.equal(told.length, 4);
  assert.deepEqual(
    told.slice(0, 3).map((w) => w.line),
    [1, 2, 3],
  );
  assert.match(told[3]!.message, /^47 more blocks from this line on are never closed either\.$/);
});

test('admonitions nested past the nesting cap are shown as text, told once at the first such line, and the copy quotes no deeper', () => {
  const text = `${':::note\n'.repeat(150)}The last words.\n`;
  const rendered = renderMarkdown(md, text, { file: 'content/x.md', lineOffset: 4 });
  // markdown-it drops every block nested 100 deep: the opening there stays text, and so does what follows.
  assert.equal(rendered.html.match(/<aside/g)?.length, 99);
  assert.match(rendered.html, /<p>:::note\n:::note[\s\S]*The last words\.<\/p>/);
  const tooDeep = rendered.warnings.filter((w) => w.message.includes('the most a page nests'));
  assert.deepEqual(tooDeep, [
    {
      line: 104,
      message:
        '`:::note` sits inside 99 blocks, the most a page nests, so it and every block nested as deep are shown as text. Close the blocks above it, or nest fewer.',
    },
  ]);
  const copy = markdownCopy('T', text, () => undefined, rendered.leftOut).split('\n');
  const depth = (line: string) => /^>*/.exec(line)![0].length;
  assert.equal(Math.max(...copy.map(depth)), 99);
  assert.equal(copy.filter((l) => l.endsWith('**Note**')).length, 99);
  assert.ok(copy.includes(`${'>'.repeat(99)} The last words.`));
});

test("a long page's part moves every line it recorded as text, however many (a spread call overflowed the stack)", () => {
  const env: MarkdownEnv = { links: [], headings: [], ids: [] };
  const before = leftOutCounts(env);
  for (let line = 0; line < 300_000; line++) showLineAsText(env, line);
  shiftLeftOut(env, before, 10, 0);
  const { asText } = leftOutOf(env);
  assert.equal(asText?.length, 300_000);
  assert.deepEqual([asText?.[0], asText?.at(-1)], [10, 300_009]);
});

test('a too deep opening of many colons is named by its kind and how many colons, not quoted whole', () => {
  // Each closed by its own longer run of colons, as a page nests containers.
  const depth = 120;
  const opens = Array.from({ length: depth }, (_, i) => `${':'.repeat(3 + depth - i)}tip`);
  const closes = Array.from({ length: depth }, (_, i) => ':'.repeat(4 + i));
  const told = warnings([...opens, 'Text.', ...closes, ''].join('\n'));
  assert.deepEqual(
    told.map((w) => [w.line, w.message.split(' sits inside')[0]]),
    [[100, '`tip` (opened with 24 colons)']],
  );
});

test('blockquotes nested past the nesting cap keep their words as text, told once at the first such line', () => {
  const text = lines(
    'Intro.',
    '',
    `${'>'.repeat(150)} Deep words.`,
    '> > Another line.',
    '',
    'After.',
  );
  const rendered = renderMarkdown(md, text, { file: 'content/x.md', lineOffset: 4 });
  // markdown-it drops every block nested 100 deep, and with it the words.
  assert.equal(rendered.html.match(/<blockquote>/g)?.length, 99);
  assert.match(rendered.html, /<p>(&gt;){51} Deep words\.<\/p>/);
  assert.match(rendered.html, /<p>After\.<\/p>/);
  assert.deepEqual(rendered.warnings, [
    {
      line: 7,
      message:
        'A blockquote (`>`) sits inside 99 blocks, the most a page nests, so it and every block nested as deep are shown as text. Close the blocks above it, or nest fewer.',
    },
  ]);
});

test('a list nested past the nesting cap keeps its items as text, told at the first item too deep', () => {
  // A list and its item are two levels: the 50th nested list is the first too deep.
  const items = Array.from(
    { length: 60 },
    (_, i) => `${'   '.repeat(i)}${i % 2 ? '1.' : '-'} item ${i}`,
  );
  const rendered = renderMarkdown(md, lines(...items, '', 'After.'), { file: 'content/x.md' });
  assert.equal(rendered.html.match(/<li>/g)?.length, 49);
  assert.match(
    rendered.html,
    /<li>item 48\n<p>1\. item 49\n- item 50\n[\s\S]*- item 58\n1\. item 59<\/p>/,
  );
  assert.deepEqual(
    rendered.warnings.map((w) => [w.line, w.message.split(', the most')[0]]),
    [[50, 'A list sits inside 98 blocks']],
  );
});

test('blockquotes and lists nested just below the cap are read as markdown, with no warning', () => {
  const quotes = renderMarkdown(md, `${'>'.repeat(99)} Deep words.\n`, { file: 'content/x.md' });
  assert.equal(quotes.html.match(/<blockquote>/g)?.length, 99);
  assert.match(quotes.html, /<p>Deep words\.<\/p>/);
  const items = Array.from({ length: 49 }, (_, i) => `${'  '.repeat(i)}- item ${i}`);
  const list = renderMarkdown(md, lines(...items), { file: 'content/x.md' });
  assert.equal(list.html.match(/<li>/g)?.length, 49);
  assert.deepEqual([...quotes.warnings, ...list.warnings], []);
});

test('warnings quote a few characters of a long run of markers or a long word, and count the rest', () => {
  const colons = ':'.repeat(3003);
  const backticks = '`'.repeat(3000);
  const long = 'x'.repeat(5000);
  const told = [
    ...warnings(lines('# C', '', `${colons}note`, 'Text.')),
    ...warnings(lines('Intro.', '', `${backticks}js`, 'code')),
    ...warnings(lines(`:::${long}`, 'Text.', ':::')),
    ...warnings(lines(`:::note{${long}="1"}`, 'Text.', ':::')),
  ].map((w) => w.message);
  const mdx = renderMarkdown(md, lines(`import A from './${long}.js';`, '', 'Text.')).unsupported;
  assert.equal(mdx?.length, 1);
  assert.ok(mdx![0]!.what.length < 100, mdx![0]!.what);
  for (const message of told) assert.ok(message.length < 220, message);
  assert.deepEqual(
    told.map((m) => m.split(' is never closed')[0]!.split(' is not an')[0]!),
    [
      '`note` (opened with 3003 colons)',
      'The code fence js (opened with 3000 backticks)',
      `\`:::${'x'.repeat(40)}…\``,
      `docgen ignores the attribute \`${'x'.repeat(40)}…\` of \`:::note\`; it was left out. Only \`title\` is used.`,
    ],
  );
  assert.match(told[0]!, /Close it with a line of 3003 colons\.$/);
  assert.match(told[1]!, /Close it with a line of 3000 backticks\.$/);
});
