// An API description may nest HTML thousands of elements deep (a markdown page may too, and
// builds). The page shows it as the sanitizer keeps it; the page's markdown copy reads what
// lies deeper than it can follow as text, every word kept, instead of overflowing the stack.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../../src/build.js';
import { htmlToInlineMarkdown, htmlToMarkdown } from '../../../src/openapi/html-markdown.js';
import { makeSmallSite, smallApiSiteConfig } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const nested = (open: string, close: string, inner: string, depth = 10_000) =>
  open.repeat(depth) + inner + close.repeat(depth);

test('an operation whose descriptions nest HTML 10,000 deep builds, and its markdown copy keeps their text', async () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Deep', version: '1' },
    paths: {
      '/deep': {
        get: {
          operationId: 'deep',
          summary: 'Read deep',
          description: nested('<div>', '</div>', '<p>Deep text</p><p>and more</p>'),
          parameters: [
            {
              name: 'q',
              in: 'query',
              description: nested('<b>', '</b>', 'Deep parameter'),
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': { description: nested('<blockquote>', '</blockquote>', 'Deep response') },
          },
        },
      },
    },
  };
  const dir = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('deep', 'openapi/deep.json'),
    'openapi/deep.json': JSON.stringify(spec),
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  const page = result.files.get('api/read-deep/index.html');
  assert.ok(typeof page === 'string');
  assert.match(page, /<meta name="description" content="Deep text and more"\/>/);
  const copy = result.files.get('api/read-deep.md');
  assert.ok(typeof copy === 'string');
  assert.match(copy, /Deep text and more/);
  assert.match(copy, /Deep parameter/);
  assert.match(copy, /Deep response/);
});

test('HTML nested deeper than the markdown copy follows is read as its text, block edges as spaces, markup escaped', () => {
  // The first levels of a list stay a list; past them, an item holds the rest as text,
  // whether the depth runs out at a list or at an item (`<div>`s shift it).
  for (const shift of ['', '<div>']) {
    const list = htmlToMarkdown(
      shift + nested('<ul><li>', '</li></ul>', '<p>a*b</p><p><code>c</code></p>'),
    );
    assert.match(list, /^- - - /);
    assert.ok(list.endsWith(' - a\\*b c'), list);
  }
  // A table's rows read past them keep their text in a cell, whether the depth runs out at
  // a table, a row, a cell or another element (300 deep: past the depth followed).
  const cell = (html: string, label: string) =>
    assert.match(htmlToMarkdown(html), /^\| [^\n]*\bcell \|$/m, label);
  for (const shift of ['', '<div>', '<div><div>'])
    cell(shift + nested('<table><tr><td>', '</td></tr></table>', 'cell', 300), `tables ${shift}`);
  cell(
    nested('<div>', '</div>', '<table><tr><td>cell</td></tr></table>', 99),
    'a table at the depth',
  );
  for (const [open, close] of [
    ['<tbody>', '</tbody>'],
    ['<div>', '</div>'],
  ]) {
    cell(`<table>${nested(open!, close!, '<tr><td>cell</td></tr>', 300)}</table>`, open!);
    cell(`<table>${nested(open!, close!, '<tr><td>cell</td></tr>', 98)}</table>`, `98 ${open}`);
  }
  assert.match(htmlToInlineMarkdown(nested('<em>', '</em>', 'x y')), /^\*+x y\*+$/);
  // Shallow HTML reads as before.
  assert.equal(htmlToMarkdown(nested('<div>', '</div>', '<p>one</p><p>two</p>', 20)), 'one\n\ntwo');
});
