// Adversarial markdown (as markdown-it's own test/pathological.test.mjs has): each
// input goes through docgen's whole content stage for one page (front matter,
// markdown-it with docgen's plugins, link records, sections, the markdown copy) in
// a worker thread that is killed after 10 s. Each finishes in well under a second
// when the work grows in step with the input; a path whose work grows with its
// square (one line of 100,000 unclosed "[a](" took 37 s) does not finish, and fails.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { boundedWorker } from '../fixtures/in-worker.js';

const n = 100_000;
const cases: [string, string][] = [
  ['unclosed links on one line', '[a]('.repeat(n)],
  ['unclosed links to markdown files on one line', '[a](b.md '.repeat(n / 2)],
  ['unclosed bracketed destinations', '[a](<'.repeat(n)],
  ['unclosed link titles', '[a](b.md "'.repeat(n / 2)],
  ['destinations of anchors only', '](#'.repeat(n)],
  // Text after it: a body that starts with an h1 gives the page its title, and the h1 is not repeated.
  ['a heading of unclosed ids', `# Title ${'{#'.repeat(n)}\n\nText.`],
  ['a heading of closed ids', `## Title ${'{#a} '.repeat(n / 2)}x`],
  ['a heading of braces', `### ${'}{#'.repeat(n)}}`],
  ['opening brackets', '['.repeat(n)],
  ['closing brackets and parentheses', ']('.repeat(n) + ')'.repeat(n)],
  ['nested emphasis', '*a **a '.repeat(n / 4)],
  ['backticks', '`a``'.repeat(n / 2)],
  ['raw HTML links', '<a href="'.repeat(n / 2)],
  ['nested block quotes', `${'> '.repeat(n / 10)}text`],
  [
    'table of many columns',
    `${'| a '.repeat(n / 10)}|\n${'|---'.repeat(n / 10)}|\n${'| b '.repeat(n / 10)}|`,
  ],
  ['many short lines of links', '[a](./b.md)\n'.repeat(n / 5)],
  ['a heading of unclosed attributes', `## Pin it ${'{aliases='.repeat(n / 4)}`],
  // Each is left out of the page and, at its place in the line, out of the markdown copy.
  ['inline components and expressions', `Text ${'<A b="c">{d} '.repeat(n / 4)}`],
  [
    'a table of components',
    `${'| a '.repeat(n / 10)}|\n${'|---'.repeat(n / 10)}|\n${'| <B /> {c} '.repeat(n / 10)}|`,
  ],
  // Each container looks ahead for its closing line, past fenced code.
  ['unclosed admonitions', ':::note\n```\n'.repeat(n / 10)],
  // Each is inside all before it, up to markdown-it's nesting cap; the copy quotes as deep as the page.
  ['admonitions one inside the other, never closed', ':::note\n'.repeat(n)],
  ['a paragraph of unknown kinds nothing closes', `Text\n${':::word\n'.repeat(n / 5)}`],
  ['unknown kinds nothing closes, apart', ':::word\n\n'.repeat(n / 5)],
  ['an unclosed inline diagram', `<svg>\n${'<path d="M0 0"/>\n'.repeat(n / 2)}`],
  // Each line of tags looks ahead for its closing tag.
  ['unclosed component lines', `${'<Tabs>\n'.repeat(n / 5)}text`],
  ['unclosed component lines between paragraphs', '<Tabs>\n\ntext\n\n'.repeat(n / 10)],
  ['nested components', `${'<A>\n'.repeat(n / 20)}text\n${'</A>\n'.repeat(n / 20)}`],
  ['components with text after the tag', '<Aside>text\n\n'.repeat(n / 10)],
  // A tag split over lines is looked for a bounded number of lines ahead.
  [
    'component tags split over lines, never closed, in a component',
    `<B>\n\n${'<A\n  b="c"\n'.repeat(n / 2)}\n</B>\n`,
  ],
  [
    'component tags split over lines, nested',
    `${'<A\n  b="c"\n>\n'.repeat(n / 20)}text\n${'</A>\n'.repeat(n / 20)}`,
  ],
  // A tag split over lines is read to its `>` however many lines it takes, each line once.
  [
    'a component tag of many attribute lines',
    `<A\n${'  b="c"\n'.repeat(n / 2)}>\n\ntext\n\n</A>\n`,
  ],
  [
    'a component tag whose quoted attribute lines end in ">"',
    `<A\n${'  b="c>\n'.repeat(n / 2)}"\n>\n`,
  ],
  // A tag split over lines ends with its list item.
  ['list items of component tags with unclosed expressions', '- <A b={\n'.repeat(n / 5)],
  ['HTML tags with unclosed expression attributes', 'x <img src={a '.repeat(n / 4)],
  ['HTML tags with expression attributes', 'x <span style={{a: 1}} b={c}>d '.repeat(n / 10)],
  ['unclosed string literals', "{'".repeat(n / 2)],
  ['unclosed nested expressions', `x ${'{[('.repeat(n / 3)}`],
  ['unclosed expressions in text, one a line', 'x {a\n'.repeat(n / 5)],
  ['unclosed template literals in expressions', '{`a ${'.repeat(n / 5)],
  ['unclosed template literals in component lines', '<A b={`\n\n'.repeat(n / 10)],
  ['expression lines that never close', '{\n`\n\n'.repeat(n / 5)],
  [
    'deeply nested closed expressions',
    `<A b=${'{['.repeat(n / 4)}${']}'.repeat(n / 4)} />\n\nText.`,
  ],
  // VitePress's markup: notation comments are read line by line, each h1 past the title is
  // an h2 in the page and the copy, Vue blocks and snippet lines are left out.
  ['unclosed code notation on one line', `\`\`\`js\n${'[!code '.repeat(n / 2)}\n\`\`\``],
  ['code notation after a long run of spaces', `\`\`\`js\n${' '.repeat(n)}// [!code\n\`\`\``],
  ['many lines of code notation', `\`\`\`js\n${'x(); // [!code ++:3]\n'.repeat(n / 5)}\`\`\``],
  ['many h1 headings below a title', `Text.\n\n${'# a\n\n'.repeat(n / 5)}`],
  ['Vue blocks never closed', `Text.\n\n${'<script setup>\n'.repeat(n / 5)}`],
  ['raw-text start tags never closed', `Text ${'<script> <style a="'.repeat(n / 5)}`],
  ['raw-text blocks never closed', `${'<textarea>\n<xmp>\n\n'.repeat(n / 5)}# H`],
  ['an HTML block of raw-text start tags', `<div>\n${'<xmp> '.repeat(n / 5)}\n\n# H`],
  ['raw-text elements each closed at the end', `${'<b>x <script> y\n\n'.repeat(n / 5)}</script>`],
  [
    'raw-text start lines each before another, closed at the end',
    `${'<script>\n\n'.repeat(n / 5)}</script>`,
  ],
  ['raw-text start lines, none closed', `Text.\n\n${'<script>\n'.repeat(n / 5)}# H`],
  ['raw-text start lines closed at the end', `${'<script>\n'.repeat(n / 5)}</script>`],
  ['raw-text start lines before start tags in strings', `${"<script>\n'<script '".repeat(n / 10)}`],
  ['self-closed raw-text start lines', `${'<iframe a="b" />\n<script "/>\n'.repeat(n / 10)}# H`],
  // The markdown copy holds out code spans from its link rewrites (markdown-code.ts).
  ['code spans between links to pages', `${'`[a](b.md)` [c](d.md) '.repeat(n / 10)}`],
  ['a code span over many lines of links', `\`${'[a](b.md)\n'.repeat(n / 10)}\``],
  [
    'table cells of code with escaped pipes',
    `| a |\n|---|\n${'| `x\\|[a](b.md)` |\n'.repeat(n / 10)}`,
  ],
  ['snippet import lines', `Text.\n\n${'<<< ./a.js{2}\n\n'.repeat(n / 5)}`],
  ['a snippet line whose braces and label never close', `<<< ./a.js{${'1 ['.repeat(n / 3)}`],
  ['a line of HTML comments with text after them', `${'<!-- a -->'.repeat(n / 10)}x\n\n# H`],
  ['an HTML comment opened many times, never closed', `${'<!--'.repeat(n / 4)}\n\n# H`],
  [
    'many comments and [[toc]] lines before a heading',
    `${'<!-- c -->\n\n[[toc]]\n\n'.repeat(n / 15)}# H`,
  ],
];

/**
 * The worker: loads the content module through tsx once, then builds each page it
 * is sent and answers with the length of its HTML.
 */
const workerCode = `
const { parentPort } = require('node:worker_threads');
const module = require('node:worker_threads').workerData;
import('tsx/esm/api')
  .then(({ tsImport }) => tsImport(module, module))
  .then(({ loadContent }) => {
    parentPort.on('message', (body) => {
      const text = '---\\ntitle: Page\\n---\\n' + body + '\\n';
      const { docs } = loadContent([{ file: 'content/page.md', relative: 'page', text }], '/');
      parentPort.postMessage(docs[0].html.length);
    });
    parentPort.postMessage('ready');
  });
`;

const worker = boundedWorker<string, number>(
  workerCode,
  new URL('../../src/content/load-content.ts', import.meta.url),
  'input',
);
after(() => worker.close());

for (const [name, body] of cases) {
  test(`pathological input: ${name}`, async () => {
    const htmlLength = await worker.run(body);
    assert.ok(htmlLength > 0, 'the page rendered');
  });
}
