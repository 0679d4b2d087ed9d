// A `:::` line closes the innermost open container it has enough colons for, so a
// `:::tip` can hold a `:::note` with as many colons. The page, its warnings and its
// markdown copy read the nesting the same way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import MarkdownIt from 'markdown-it';
import { markdownCopy } from '../../../src/content/markdown-copy.js';
import { createMarkdown, renderMarkdown } from '../../../src/content/markdown.js';

const md = createMarkdown();
const lines = (...l: string[]) => `${l.join('\n')}\n`;
const render = (text: string) => renderMarkdown(md, text, { file: 'content/x.md' });
const copyOf = (text: string) => markdownCopy('T', text, () => undefined, render(text).leftOut);

test('a :::tip holding a :::note of as many colons keeps the text after the note inside the tip', () => {
  const text = lines(
    ':::tip',
    '',
    ':::note',
    'Inner.',
    ':::',
    '',
    'More tip.',
    ':::',
    '',
    'After.',
  );
  const { html, warnings } = render(text);
  assert.deepEqual(warnings, []);
  // The note closes first; "More tip." is the tip's; nothing is left over as text.
  assert.match(
    html,
    /admonition--tip[\s\S]*admonition--note[\s\S]*Inner\.[\s\S]*<\/aside>\s*<p>More tip\.<\/p>\s*<\/div><\/aside>\s*<p>After\.<\/p>/,
  );
  assert.doesNotMatch(html, /:::/);
  assert.equal(
    copyOf(text),
    lines(
      '# T',
      '',
      '> **Tip**',
      '>',
      '>',
      '>> **Note**',
      '>>',
      '>> Inner.',
      '>',
      '> More tip.',
      '',
      'After.',
    ),
  );
});

test('raw HTML between nested containers of the same colons closes inside the outer one', () => {
  const text = lines(
    ':::tip',
    '',
    '<details>',
    '<summary>More</summary>',
    '',
    ':::note',
    'Note inside details.',
    ':::',
    '',
    '</details>',
    ':::',
    '',
    'After the tip.',
  );
  const { html, warnings } = render(text);
  assert.deepEqual(warnings, []);
  const at = (s: string) => html.indexOf(s);
  // details opens in the tip and closes before the tip does.
  assert.ok(at('</details>') > at('Note inside details.'), html);
  assert.ok(at('</details>') < html.lastIndexOf('</div></aside>'), html);
  assert.doesNotMatch(html, /:::/);
  const copy = copyOf(text);
  assert.match(copy, /> <\/details>\n\nAfter the tip\.\n$/);
  assert.doesNotMatch(copy, /:::/);
});

test('when one `:::` is missing, the warning names the outer container, which is the one left open', () => {
  const text = lines(':::tip', 'Tip.', '', ':::note', 'Inner.', ':::', '', 'After.');
  const { html, warnings } = render(text);
  assert.deepEqual(
    warnings.map((w) => [w.line, w.message.split(' is never closed')[0]]),
    [[1, '`:::tip`']],
  );
  // The page and the copy agree: "After." is inside the tip in both.
  assert.match(html, /<p>After\.<\/p>\s*<\/div><\/aside>\s*$/);
  assert.match(copyOf(text), /\n> After\.\n(?:>\n)?$/);
});

test('a `:::` line with fewer colons than the container it sits in is text, on the page and in the copy', () => {
  const text = lines('::::tip', 'Tip.', ':::', '::::', '', 'After.');
  const { html, warnings } = render(text);
  assert.deepEqual(warnings, []);
  assert.match(html, /<p>Tip\.\n:::<\/p>\s*<\/div><\/aside>\s*<p>After\.<\/p>/);
  assert.match(copyOf(text), /> Tip\.\n> :::\n\nAfter\.\n$/);
});

test('an unknown word nothing closes is text, and a container opened inside its run still gets its own close', () => {
  // The look-ahead for the first word matches the second to the `:::`; the first is text.
  const text = lines(':::first', ':::second', 'Inside.', ':::', '', 'After.');
  const { html, warnings } = render(text);
  assert.match(
    html,
    /^<p>:::first<\/p>\n<aside class="admonition admonition--note" aria-label="Second">/,
  );
  assert.match(html, /<p>Inside\.<\/p>\s*<\/div><\/aside>\s*<p>After\.<\/p>/);
  assert.deepEqual(
    warnings.map((w) => [w.line, w.message.split(' is not')[0]]),
    [[2, '`:::second`']],
  );
  assert.match(copyOf(text), /^# T\n\n:::first\n> \*\*Second\*\*\n>\n> Inside\.\n\nAfter\.\n$/);
});

test('an opening the page does not read as a container is text with its closing line, in the copy too', () => {
  const text = lines(':::tip', ':::2nd', 'Text.', ':::', 'More.', ':::', '', 'After.');
  const { html, warnings } = render(text);
  assert.deepEqual(warnings, []);
  assert.match(
    html,
    /admonition--tip[\s\S]*<p>:::2nd\nText\.\n:::\nMore\.<\/p>\s*<\/div><\/aside>\s*<p>After\.<\/p>/,
  );
  assert.equal(
    copyOf(text),
    lines('# T', '', '> **Tip**', '>', '> :::2nd', '> Text.', '> :::', '> More.', '', 'After.'),
  );
});

test('a `:::word` line inside raw HTML opens nothing, so it takes no closing line from the container around it', () => {
  for (const [open, close] of [
    ['<pre>', '</pre>'],
    ['<div>', '</div>'],
    ['<!--', '-->'],
  ]) {
    const text = lines(
      ':::note Writing a tip',
      open!,
      ':::tip',
      'Hello',
      close!,
      ':::',
      '',
      'After.',
    );
    const { html, warnings } = render(text);
    assert.deepEqual(warnings, [], open);
    // The note closes at its own `:::`; "After." follows it, outside.
    assert.match(html, /<\/div><\/aside>\s*<p>After\.<\/p>\s*$/, open);
    assert.doesNotMatch(html, /<p>:::<\/p>/, open);
    assert.match(
      copyOf(text),
      new RegExp(`> :::tip\\n> Hello\\n> ${close}\\n\\nAfter\\.\\n$`),
      open,
    );
  }
});

test('a `:::word` line in indented code, or in raw HTML after a paragraph, takes no closing line either', () => {
  const indented = lines(':::warning', 'Text.', '', '    :::tip code', '', ':::', '', 'After.');
  assert.deepEqual(render(indented).warnings, []);
  assert.match(render(indented).html, /<\/div><\/aside>\s*<p>After\.<\/p>\s*$/);
  // `<div>` may end a paragraph and start raw HTML; `<span>` may not: there `:::tip` opens.
  const div = lines(':::info', 'Text.', '<div>', ':::tip', '</div>', ':::', '', 'After.');
  assert.deepEqual(render(div).warnings, []);
  assert.match(render(div).html, /<\/div><\/aside>\s*<p>After\.<\/p>\s*$/);
  const span = lines(':::info', 'Text.', '<span>', ':::tip', 'Tip.', ':::', ':::', '', 'After.');
  assert.deepEqual(render(span).warnings, []);
  assert.match(
    render(span).html,
    /admonition--tip[\s\S]*<\/aside>\s*<\/div><\/aside>\s*<p>After\.<\/p>\s*$/,
  );
});

/** Each paragraph's text, after how many admonitions (page) or quotes (copy) it sits in. */
function paragraphs(tokens: ReturnType<typeof md.parse>, box: RegExp): string[] {
  let depth = 0;
  const found: string[] = [];
  tokens.forEach((token, i) => {
    if (box.test(token.type)) depth += token.nesting;
    if (token.type === 'paragraph_open') found.push(`${depth} ${tokens[i + 1]!.content}`);
  });
  return found;
}

test('the copy separates what the page separates: text right after a closing `:::` starts a new paragraph', () => {
  const plain = new MarkdownIt();
  for (const text of [
    lines(':::note', 'Body line.', ':::', 'After text directly.'),
    lines('- item', '', '  :::tip', '  In item.', '  :::', '  Item tail.'),
    lines(
      ':::::info',
      '::::warning',
      ':::danger Deep',
      'Deepest.',
      ':::',
      'warning tail',
      '::::',
      'info tail',
      ':::::',
      'Final.',
    ),
    lines(
      ':::note',
      'Mentions:',
      ':::notaword words',
      'that is text',
      ':::',
      'still note?',
      ':::',
      'end.',
    ),
    lines(':::tip', 'Tip.', ':::', ':::note', 'Note.', ':::'),
  ]) {
    const page = paragraphs(md.parse(text, { file: 'content/x.md' }), /^container_admonition/);
    // The copy's admonition titles are paragraphs of their own, in bold.
    const copy = paragraphs(plain.parse(copyOf(text), {}), /^blockquote/).filter(
      (p) => !/^\d+ \*\*.*\*\*$/.test(p),
    );
    assert.deepEqual(copy, page, text);
  }
});

test('a bare `:::` between an element of raw HTML and its closing tag is HTML: it closes nothing, with a warning', () => {
  // The review's page: the `:::` meant for the `:::info` (HTML too) would close the
  // warning inside the `<div>`, and the `</div>` after it would close the page's wrapper.
  const text = lines(
    'Before.',
    '',
    ':::warning',
    '<div class="box">',
    ':::info',
    'raw line in html',
    ':::',
    '</div>',
    'Warning tail.',
    ':::',
    '',
    'After.',
  );
  const { html, warnings } = render(text);
  assert.deepEqual(
    warnings.map((w) => [w.line, w.message.split(':')[0]]),
    [[7, 'This `']],
  );
  assert.match(warnings[0]!.message, /between the `<div>` on line 4 and its end on line 8/);
  assert.match(warnings[0]!.message, /Close the HTML before the `:::` line/);
  // The div opens and closes inside the warning; "After." is outside it.
  assert.match(
    html,
    /admonition--warning[\s\S]*<div class="box">\n:::info\nraw line in html\n:::\n<\/div>\nWarning tail\.\n<\/div><\/aside>\n<p>After\.<\/p>\n$/,
  );
  assert.equal(html.match(/<div\b/g)!.length, html.match(/<\/div>/g)!.length);
  const copy = copyOf(text);
  assert.match(copy, /> :::\n> <\/div>\n> Warning tail\.\n\nAfter\.\n$/);

  // A comment and a `<pre>` are cut the same way; HTML closed before the `:::` is not.
  for (const [open, close] of [
    ['<!--', '-->'],
    ['<pre>', '</pre>'],
  ]) {
    const cut = render(lines(':::note', open!, 'x', ':::', close!, ':::', '', 'After.'));
    assert.deepEqual(
      cut.warnings.map((w) => w.line),
      [4],
      open,
    );
    assert.match(
      cut.html,
      new RegExp(`x\\n:::\\n${close}\\n</div></aside>\\n<p>After\\.</p>`),
      open,
    );
  }
  const whole = render(lines(':::note', '<div class="box">x</div>', ':::', '', 'After.'));
  assert.deepEqual(whole.warnings, []);
  assert.match(whole.html, /<\/div>\n<\/div><\/aside>\n<p>After\.<\/p>/);
});

test('many `:::` lines inside raw HTML: the first three are told, then how many more', () => {
  const cut = [':::note', '<div>', ...Array(5).fill(':::'), '</div>', ':::', '', 'After.'];
  const { html, warnings } = render(lines(...cut));
  assert.deepEqual(
    warnings.map((w) => w.line),
    [3, 4, 5, 6],
  );
  assert.equal(
    warnings[3]!.message,
    '2 more `:::` lines are inside raw HTML from this line on, shown as written too.',
  );
  assert.match(html, /<div>\n(?::::\n){5}<\/div>\n<\/div><\/aside>\n<p>After\.<\/p>\n$/);
});

test('the warning about a `:::` line inside raw HTML quotes the tag as the page wrote it (`<DIV>`)', () => {
  const { warnings } = render(lines(':::note', '<DIV>', 'Inside div', ':::', '</DIV>', ':::'));
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!.message, /between the `<DIV>` on line 2 and its end on line 5/);
});
