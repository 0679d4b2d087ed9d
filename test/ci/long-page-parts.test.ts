// A long page (over 1 MB of markdown) is parsed and rendered a part at a time so
// that its tokens are never all in memory at once. The parts must not show: the
// page renders exactly as it does parsed whole, ids, sections and link lines alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMarkdown, renderMarkdown } from '../../src/content/markdown.js';
import { partsOf } from '../../src/content/page-parts.js';
import { resetTabIds } from '../../src/content/code-block.js';
import { markdownCopy } from '../../src/content/markdown-copy.js';

const md = createMarkdown();

/** One stretch of a long page, with what could go wrong at a cut: headings in code and containers, repeated titles, links. */
const stretch = (i: number) =>
  [
    `## Setup`,
    '',
    `Paragraph ${i} with a [link](./guide.md), a [route](/api/x#y) and \`code\`.`,
    '',
    '```md',
    '',
    '# not a heading, inside code',
    '```',
    '',
    ':::note',
    '',
    '## Inside a note',
    '',
    ':::',
    '',
    `### Details ${i % 3}`,
    '',
    '- a list',
    '- of items',
    '',
    '| a | b |',
    '|---|---|',
    `| ${i} | [cell](./other.md) |`,
    '',
    `#### Small heading`,
    '',
    'Text '.repeat(40),
    '',
  ].join('\n');

const render = (source: string) => {
  resetTabIds();
  return renderMarkdown(md, source, {
    file: 'content/long.md',
    lineOffset: 3,
    resolveLink: (target) => (target === './guide.md' ? '/guide' : undefined),
  });
};

test('a long page renders in parts exactly as it renders whole', () => {
  const source = `# Long page\n\nIntro paragraph.\n\n${Array.from({ length: 2500 }, (_, i) => stretch(i)).join('\n')}`;
  assert.ok(source.length > 1_000_000);
  const parts = partsOf(source);
  assert.ok(parts.length > 5, `cut into parts (${parts.length})`);
  assert.equal(parts.map((p) => p.text).join(''), source);
  for (const part of parts.slice(1))
    assert.match(part.text, /^#{1,6} /, 'each part starts at a heading');
  // An unused reference definition keeps a page whole, and renders nothing.
  const whole = `${source}\n[unused-definition]: /nowhere\n`;
  assert.equal(partsOf(whole).length, 1);
  const inParts = render(source);
  const inOne = render(whole);
  assert.equal(inParts.html, inOne.html);
  assert.deepEqual(inParts.headings, inOne.headings);
  assert.deepEqual(inParts.anchors, inOne.anchors);
  assert.deepEqual(inParts.sections, inOne.sections);
  assert.deepEqual(inParts.links, inOne.links);
  assert.equal(inParts.firstParagraph, inOne.firstParagraph);
  assert.equal(inParts.h1, 'Long page');
  // Ids stay unique across parts: the 2,500th "Setup" is setup-2499.
  assert.ok(inParts.anchors.includes('setup-2499'));
});

test('a long page with no headings is cut before its paragraphs, and renders exactly as it does whole', () => {
  // Paragraphs with inline markup, lists (tight and loose) and quotes between them, and no heading.
  const block = (i: number) =>
    [
      `Lorem **ipsum** ${i} [dolor](./guide.md) sit \`amet\`, ${'consectetur adipiscing elit. '.repeat(12)}`,
      '',
      i % 4 === 0 ? '- one\n- two\n\n- three (a loose list)' : `* item ${i}\n* next`,
      '',
      i % 5 === 0 ? '> a quote\nlazily continued' : `${i}. numbered\n${i + 1}. item`,
      '',
    ].join('\n');
  const source = Array.from({ length: 2500 }, (_, i) => block(i)).join('\n');
  assert.ok(source.length > 1_000_000);
  const parts = partsOf(source);
  assert.ok(parts.length > 5, `cut into parts (${parts.length})`);
  assert.equal(parts.map((p) => p.text).join(''), source);
  for (const part of parts.slice(1))
    assert.match(part.text, /^Lorem /, 'each part starts at a paragraph');
  const whole = `${source}\n[unused-definition]: /nowhere\n`;
  assert.equal(partsOf(whole).length, 1);
  const inParts = render(source);
  const inOne = render(whole);
  assert.equal(inParts.html, inOne.html);
  assert.deepEqual(inParts.sections, inOne.sections);
  assert.deepEqual(inParts.links, inOne.links);
});

test('a page is not cut inside fenced code or a container, nor when raw HTML may span blank lines', () => {
  const filler = `${'Words '.repeat(100_000)}\n\n`;
  const firstLines = (source: string) => partsOf(source).map((p) => p.text.slice(0, 9));
  const fenced = `${filler}\`\`\`\n\n## in code\n\`\`\`\n\n${filler}## real\n`;
  // Cut before the paragraph after the fence and before the heading, never inside the fence.
  assert.deepEqual(firstLines(fenced), ['Words Wor', 'Words Wor', '## real\n']);
  const container = `${filler}:::tip\n\n## inside\n\n:::\n\n${filler}## after\n`;
  assert.deepEqual(firstLines(container), ['Words Wor', 'Words Wor', '## after\n']);
  // A `:::` line with fewer colons than the container it sits in is text, not its close.
  const shorter = `${filler}::::tip\n:::\n\n## inside\n\n::::\n\n${filler}## after\n`;
  assert.deepEqual(firstLines(shorter), ['Words Wor', 'Words Wor', '## after\n']);
  const html = `<!--\n\n${filler}\n\n## commented out\n\n-->\n${filler}`;
  assert.equal(partsOf(html).length, 1);
  // A fence or `:::word` line in raw HTML opens nothing; the parts do not try to follow it.
  const fenceInHtml = `${filler}<div>\n\`\`\`\n</div>\n\n${filler}\`\`\`\n\n## in code\n\n\`\`\`\n`;
  assert.equal(partsOf(fenceInHtml).length, 1);
  const inHtml = `${filler}:::note\n<div>\n:::tip\n</div>\n:::\n\n${filler}## after\n`;
  assert.equal(partsOf(inHtml).length, 1);
});

test('a long table is cut between rows and renders as one table, as it does whole', () => {
  const rows = Array.from(
    { length: 16_000 },
    (_, i) => `| field_${i} | \`a.b.c_${i}\` | See [guide](./guide.md) and [x](/x#${i}). |`,
  );
  const source = [
    '# Fields',
    '',
    'Before the table.',
    '',
    '| name | [type](./guide.md) | description |',
    '|:---|---|---:|',
    ...rows,
    '',
    'After the table, [a link](./guide.md).',
    '',
    '| short | table |',
    '|---|---|',
    '| x | y |',
    '',
  ].join('\n');
  assert.ok(source.length > 1_000_000);
  const parts = partsOf(source, () => true);
  assert.ok(parts.length > 5, `cut into parts (${parts.length})`);
  assert.ok(parts.slice(1).every((p) => p.tableHeader?.startsWith('| name |')));
  assert.equal(parts.map((p) => p.text).join(''), source);
  const inParts = render(source);
  const inOne = render(`${source}\n[unused-definition]: /nowhere\n`);
  assert.equal(inParts.html, inOne.html);
  assert.equal(inParts.html.match(/<table>/g)?.length, 2, 'one long table and the short one');
  assert.deepEqual(inParts.links, inOne.links);
  assert.deepEqual(inParts.sections, inOne.sections);
  // A table that opens the page is cut too.
  const opening = source.slice(source.indexOf('| name |'));
  assert.ok(partsOf(opening, () => true).length > 5);
  assert.equal(render(opening).html, render(`${opening}\n[unused]: /x\n`).html);
});

test('a table is only cut where markdown-it reads one', () => {
  const filler = `${'Words '.repeat(100_000)}\n\n`;
  const notATable = `${filler}| a | b |\n|---|\n${'| x | y |\n'.repeat(30_000)}`;
  assert.equal(partsOf(notATable, () => false).length, 1);
});

test('MDX in a long page is left out of each part where it sits, so the markdown copy matches the page whole', () => {
  const rows = Array.from(
    { length: 12_000 },
    (_, i) => `| <Kbd>${i}</Kbd> | {props.x} \`{kept}\` |`,
  );
  const stretch = (i: number) =>
    `## Step {props.n}\n\nPress <Kbd>Ctrl</Kbd> and see <Badge text="${i}" /> here.\n\n${'Text '.repeat(60)}\n`;
  const source = [
    '# Long MDX page',
    '',
    ...Array.from({ length: 1500 }, (_, i) => stretch(i)),
    '| <Kbd>key</Kbd> | value |',
    '|---|---|',
    ...rows,
    '',
  ].join('\n');
  assert.ok(source.length > 1_000_000);
  const parts = partsOf(source, () => true);
  assert.ok(
    parts.some((p) => p.tableHeader),
    'the table is cut too',
  );
  const inParts = render(source);
  const inOne = render(`${source}\n[unused-definition]: /nowhere\n`);
  assert.equal(inParts.html, inOne.html);
  assert.deepEqual(inParts.unsupported, inOne.unsupported);
  assert.deepEqual(inParts.leftOut, inOne.leftOut);
  const copy = markdownCopy('T', source, () => undefined, inParts.leftOut);
  assert.doesNotMatch(copy.replace(/`\{kept\}`/g, ''), /Kbd|Badge|props|\{/);
  assert.match(copy, /\n\| 11999 \| `\{kept\}` \|\n/);
});
