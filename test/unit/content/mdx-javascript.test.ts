// The JavaScript inside MDX tags and expressions, as Docusaurus and Starlight authors
// write it: nested to any depth, over lines as Prettier writes it, and holding template
// literals whose braces and blank lines are text. Each tag or expression is one unit:
// left out of the page and its copy whole, with one warning at its first line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

/** `${…}` inside a template literal, as MDX authors write it (in a plain string here). */
const hole = (code: string) => `\${${code}}`;

function build(body: string) {
  const text = `---\ntitle: P\n---\n${body}`;
  const { docs, warnings } = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/');
  return {
    html: docs[0]!.html ?? '',
    markdown: docs[0]!.markdown ?? '',
    warnings: warnings.map((w) => w.split(' is MDX')[0]),
  };
}

test('a component whose attribute nests code to any depth is left out whole, with one warning at its first line', () => {
  const body = [
    'Before.',
    '',
    "<Preview config={[{ label: 'x', items: [{ label: 'b', items: [{ label: 'c' }] }] }]} />",
    '',
    'Between.',
    '',
    '<Preview',
    '\tconfig={[',
    '\t\t{',
    "\t\t\tlabel: 'stars',",
    "\t\t\titems: [{ label: 'Vega', link: '' }],",
    '\t\t},',
    '\t]}',
    '/>',
    '',
    'After.',
    '',
  ].join('\n');
  const { html, markdown, warnings } = build(body);
  assert.equal(html, '<p>Before.</p>\n<p>Between.</p>\n<p>After.</p>\n');
  assert.doesNotMatch(markdown, /label|items|Preview|\{|\}/);
  assert.match(markdown, /Before\.\n+Between\.\n+After\.\n$/);
  assert.deepEqual(warnings, [
    'content/p.md:6: the MDX component <Preview>',
    'content/p.md:10: the MDX component <Preview>',
  ]);
});

test('strings, template literals and comments inside a tag or an expression may hold any bracket', () => {
  const body = [
    `Text <Badge text={'}'} note={"{["} size={\`${hole("'}'")}\`} /> and {/* it's } */} end.`,
    '',
    '<Card title="a > b" icon={<Icon name="x" />}>',
    '',
    'Inside.',
    '',
    '</Card>',
    '',
  ].join('\n');
  const { html, markdown, warnings } = build(body);
  assert.equal(html, '<p>Text and end.</p>\n<p>Inside.</p>\n');
  assert.match(markdown, /\nText and end\.\n+Inside\.\n$/);
  assert.deepEqual(warnings, [
    'content/p.md:4: the MDX component <Badge>',
    "content/p.md:4: the MDX comment {/* it's } */}",
    'content/p.md:6: the MDX component <Card>',
  ]);
});

test('an expression or a tag holding a template literal with braces or blank lines is one unit, never half shown', () => {
  const body = [
    '<CodeBlock language="bash">',
    `{\`curl -O https://example.com/${hole('branch()')}/template/package.json\`}`,
    '</CodeBlock>',
    '',
    '<Code',
    '\tcode={`## Welcome',
    '',
    'Hello from **space**!`}',
    'lang="md"',
    '/>',
    '',
    '{`first line',
    '',
    '## not a heading`}',
    '',
    '**type:** <code>{`Array<{ label: string; icon: `}[Icon](#icons){`; href: string }>`}</code>',
    '',
  ].join('\n');
  const { html, markdown, warnings } = build(body);
  assert.equal(html, '<p><strong>type:</strong> <code><a href="#icons">Icon</a></code></p>\n');
  assert.doesNotMatch(markdown, /curl|Welcome|space|lang=|first line|heading|Array|href:/);
  assert.match(markdown, /\*\*type:\*\* <code>\[Icon\]\(#icons\)<\/code>\n$/);
  assert.deepEqual(warnings, [
    'content/p.md:4: the MDX component <CodeBlock>',
    `content/p.md:5: the MDX expression {\`curl -O https://example.com/${hole('branch()')}…}`,
    'content/p.md:8: the MDX component <Code>',
    'content/p.md:15: the MDX expression {`first line ## not a heading`}',
    'content/p.md:19: the MDX expression {`Array<{ label: string; icon: `}',
    'content/p.md:19: the MDX expression {`; href: string }>`}',
  ]);
});

test('a brace or a template literal that never closes stays text, as before', () => {
  const { html, warnings } = build('Use { to open.\n\n{`never closed\n\n<Foo a={`b\n');
  assert.equal(html, '<p>Use { to open.</p>\n<p>{`never closed</p>\n<p>&lt;Foo a={`b</p>\n');
  assert.deepEqual(warnings, []);
});

test('an expression with nested braces in a table cell is left out of the cell and of the copy, with one warning', () => {
  const body = [
    '| Name | Type |',
    '| - | - |',
    '| social | {Array<{ label: string; icon: StarlightIcon }>} |',
    '',
  ].join('\n');
  const { html, markdown, warnings } = build(body);
  assert.match(html, /<td>social<\/td>\n<td><\/td>/);
  assert.match(markdown, /\n\| social \| \|\n$/);
  assert.deepEqual(warnings, [
    'content/p.md:6: the MDX expression {Array<{ label: string; icon: StarlightIc…}',
  ]);
});

test("line comments in a tag's code are skipped; braces that do not read as code but close on their line are an expression still", () => {
  const body = [
    '<Preview',
    '  config={[',
    "    // the reader's first group",
    "    { label: 'a' }, // it's here",
    '  ]}',
    '/>',
    '',
    "Shown {cond && <b>don't</b>} and {https://example.com} here.",
    '',
  ].join('\n');
  const { html, markdown, warnings } = build(body);
  assert.equal(html, '<p>Shown and here.</p>\n');
  assert.match(markdown, /\n\nShown and here\.\n$/);
  assert.deepEqual(warnings, [
    'content/p.md:4: the MDX component <Preview>',
    "content/p.md:11: the MDX expression {cond && <b>don't</b>}",
    'content/p.md:11: the MDX expression {https://example.com}',
  ]);
});
