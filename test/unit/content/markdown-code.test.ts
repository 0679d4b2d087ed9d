// Where a markdown text holds code, read from markdown-it's parse: code blocks (whole lines)
// and code spans (columns), wherever they sit (a quote, a list, a heading, a table cell).
// The markdown copy's rewrites hold that code out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeOfMarkdown, editOutsideCode } from '../../../src/content/markdown-code.js';

/** The code of each line of `markdown`, as the text it covers. */
function codeText(markdown: string): Record<number, string | true> {
  const lines = markdown.split('\n');
  const found: Record<number, string | true> = {};
  for (const [line, code] of codeOfMarkdown(markdown))
    found[line] = code === true ? true : code.map(([a, b]) => lines[line]!.slice(a, b)).join('|');
  return found;
}

test('code spans are found in paragraphs, quotes, list items, headings and table cells; code blocks are whole lines', () => {
  const markdown = [
    'A `[x](a)` and ``b ` c`` here, `unclosed.',
    '> quoted `q` text',
    '- item with `i`',
    '',
    '  continued `j`',
    '## Heading `h` ##',
    '',
    '| a | b |',
    '|---|---|',
    '| `p\\|q` | `r` |',
    '',
    '    [indented](leaf)',
    '',
    '```md',
    '[fenced](leaf)',
    '```',
    'Spans `two',
    'lines` end.',
  ].join('\n');
  assert.deepEqual(codeText(markdown), {
    0: '`[x](a)`|``b ` c``',
    1: '`q`',
    2: '`i`',
    4: '`j`',
    5: '`h`',
    9: '`p\\|q`|`r`',
    11: true,
    13: true,
    14: true,
    15: true,
    16: '`two',
    17: 'lines`',
  });
});

test('editOutsideCode edits the text around code and keeps the code as written', () => {
  const toRoute = (line: string) => line.replace(/\]\(leaf\)/g, '](/deep/leaf)');
  const markdown = [
    'Write `[the leaf](leaf)` for [the leaf](leaf).',
    '',
    '    [indented](leaf)',
    '',
    '> [quoted](leaf) and `[code](leaf)`',
    '```',
    '[fenced](leaf)',
    '```',
  ].join('\n');
  assert.equal(
    editOutsideCode(markdown, toRoute),
    [
      'Write `[the leaf](leaf)` for [the leaf](/deep/leaf).',
      '',
      '    [indented](leaf)',
      '',
      '> [quoted](/deep/leaf) and `[code](leaf)`',
      '```',
      '[fenced](leaf)',
      '```',
    ].join('\n'),
  );
  // An edit that reads the whole line (a reference definition) still reads it.
  assert.equal(
    editOutsideCode('[r]: leaf "`t`"', (line) => line.replace(/^\[r\]: leaf/, '[r]: /leaf')),
    '[r]: /leaf "`t`"',
  );
});

test('every code span of a long page is held out, and every link around them edited', () => {
  const line = 'a `b` [c](d) '.repeat(20);
  const markdown = `${line}\n`.repeat(2000);
  const code = codeOfMarkdown(markdown);
  assert.equal(code.size, 2000);
  assert.equal(
    editOutsideCode(markdown, (l) => l.replaceAll('](d)', '](/d)')).split('`b`').length,
    40001,
  );
});
