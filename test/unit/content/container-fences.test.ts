// Fenced code inside a `:::` container is code: a `:::` line in it does not close the
// container, in the page and in its markdown copy alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownCopy } from '../../../src/content/markdown-copy.js';
import { createMarkdown, renderMarkdown } from '../../../src/content/markdown.js';

const md = createMarkdown();
const fence = (n: number, char = '`') => char.repeat(n);

/** The HTML inside the first aside, and what follows the aside. */
function aside(html: string): { inside: string; after: string } {
  const end = html.indexOf('</aside>');
  assert.ok(end > 0, html);
  return { inside: html.slice(0, end), after: html.slice(end) };
}

for (const [name, marker] of [
  ['```', fence(3)],
  ['~~~', fence(3, '~')],
  ['````', fence(4)],
] as const) {
  test(`a ::: line in a ${name} fence inside an admonition stays code`, () => {
    const text = [
      ':::tip',
      'Write one like this:',
      `${marker}md`,
      ':::note',
      'Hello',
      ':::',
      marker,
      'Done.',
      ':::',
      'After the tip.',
      '',
    ].join('\n');
    const { inside, after } = aside(renderMarkdown(md, text).html);
    assert.match(inside, /:::note\nHello\n:::<\/code>/);
    assert.match(inside, /<p>Done\.<\/p>/);
    assert.match(after, /<p>After the tip\.<\/p>/);
    assert.doesNotMatch(after, /:::/);
  });
}

test('an indented fence inside a list inside an admonition keeps its ::: lines', () => {
  const text = [
    ':::note',
    '1. Step',
    '',
    '   ```md',
    '   :::',
    '   ```',
    '',
    'Still in.',
    ':::',
    'Out.',
    '',
  ].join('\n');
  const { inside, after } = aside(renderMarkdown(md, text).html);
  assert.match(inside, /<ol>[\s\S]*:::<\/code>[\s\S]*<\/ol>\n<p>Still in\.<\/p>/);
  assert.match(after, /<p>Out\.<\/p>/);
});

test('a ::: line in a four-backtick fence inside a tab does not close the tab or the set', () => {
  const text = [
    '::::tabs',
    ':::tab label="One"',
    '````md',
    ':::',
    '::::',
    '````',
    ':::',
    ':::tab label="Two"',
    'Second.',
    ':::',
    '::::',
    'After.',
    '',
  ].join('\n');
  const html = renderMarkdown(md, text).html;
  assert.equal(html.match(/role="tabpanel"/g)?.length, 2, html);
  assert.match(html, /:::\n::::<\/code>/);
  assert.match(html, /Second\.[\s\S]*<\/div>\n<\/div>\n<p>After\.<\/p>/);
});

test('the markdown copy quotes the same fenced lines the page keeps inside the admonition', () => {
  const text = [':::tip', '```md', ':::note', 'Hello', ':::', '```', ':::', 'After the tip.'].join(
    '\n',
  );
  assert.equal(
    markdownCopy('P', text, () => undefined),
    '# P\n\n> **Tip**\n>\n> ```md\n> :::note\n> Hello\n> :::\n> ```\n\nAfter the tip.\n',
  );
});
