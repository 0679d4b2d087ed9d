// Docusaurus renders a ```mdx-code-block fence's content as the page's MDX: docgen reads
// it as the page's markdown, so its MDX goes with the usual warnings and its markdown
// renders, in the page and its copy alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

function build(body: string) {
  const text = `---\ntitle: P\n---\n${body}`;
  const { docs, warnings } = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/');
  return {
    html: docs[0]!.html ?? '',
    markdown: docs[0]!.markdown ?? '',
    warnings: warnings.map((w) => w.split(' is MDX')[0]),
  };
}

test('an mdx-code-block fence is read as the page: its MDX left out with warnings, its markdown rendered', () => {
  const body = [
    '```mdx-code-block',
    "import Tabs from '@theme/Tabs';",
    '',
    '<Tabs>',
    '<TabItem value="npm">',
    '```',
    '',
    'Run **this**.',
    '',
    '```mdx-code-block',
    '</TabItem>',
    '</Tabs>',
    '```',
    '',
    '- item',
    '',
    '  ~~~~mdx-code-block',
    '  Some *markdown* here.',
    '  ~~~~',
    '',
  ].join('\n');
  const { html, markdown, warnings } = build(body);
  assert.equal(
    html,
    '<p>Run <strong>this</strong>.</p>\n<ul>\n<li>\n<p>item</p>\n<p>Some <em>markdown</em> here.</p>\n</li>\n</ul>\n',
  );
  assert.doesNotMatch(markdown, /mdx-code-block|import|Tabs|TabItem|```|~~~~/);
  assert.match(markdown, /Run \*\*this\*\*\.\n[\s\S]*- item\n\n {2}Some \*markdown\* here\.\n$/);
  assert.deepEqual(warnings, [
    "content/p.md:5: the line `import Tabs from '@theme/Tabs';`",
    'content/p.md:7: the MDX component <Tabs>',
    'content/p.md:8: the MDX component <TabItem>',
  ]);
});

test('other fences stay code, and an mdx-code-block never closed is an unclosed fence', () => {
  const { html, warnings } = build('```mdx\n<Kept />\n```\n\n```mdx-code-block\n<Open />\n');
  assert.match(html, /&lt;Kept \/&gt;/);
  assert.match(html, /&lt;Open \/&gt;/);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /^content\/p\.md:8: /);
});

test('component tags nested in an mdx-code-block fence pair, so what they hold is de-indented as outside one', () => {
  // Docusaurus's admonitions page, "Usage in JSX": two tags deep, the <p> sits four spaces in.
  const tags = [
    '<BrowserWindow>',
    '  <Admonition type="tip" title="Did you know...">',
    '    <p>',
    '      Use plugins to introduce shorter syntax.',
    '    </p>',
    '  </Admonition>',
    '</BrowserWindow>',
  ];
  const fenced = build(['````mdx-code-block', ...tags, '````', ''].join('\n'));
  const bare = build([...tags, ''].join('\n'));
  assert.equal(fenced.html, '<p>\n  Use plugins to introduce shorter syntax.\n</p>\n');
  assert.equal(fenced.html, bare.html);
  assert.equal(fenced.markdown, bare.markdown);
  assert.match(fenced.markdown, /^<p>\n {2}Use plugins/m);
  assert.deepEqual(fenced.warnings, [
    'content/p.md:5: the MDX component <BrowserWindow>',
    'content/p.md:6: the MDX component <Admonition>',
  ]);
});
