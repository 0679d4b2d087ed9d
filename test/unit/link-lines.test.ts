// Every link the markdown renders is recorded with the line it is written on:
// markdown links anywhere in a paragraph, list or table, and raw HTML links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createMarkdown,
  renderMarkdown,
  renderMarkdownFragment,
} from '../../src/content/markdown.js';
import { parseFrontMatter } from '../../src/content/front-matter.js';
import { htmlTargets } from '../../src/content/html-links.js';

const page = [
  '---', //                                  1
  'title: T', //                             2
  '---', //                                  3
  'A paragraph starts here,', //             4
  'goes on,', //                             5
  'and on,', //                              6
  'and [links](/para) on its fourth line.', // 7
  '', //                                     8
  '- item', //                               9
  '- item with', //                          10
  '  a [wrapped link](/list)', //            11
  '', //                                     12
  '| a | b |', //                            13
  '|---|---|', //                            14
  '| x | y |', //                            15
  '| [cell](/cell) | z |', //                16
  '', //                                     17
  '<div class="cards">', //                  18
  '  <a href="/raw-block">card</a>', //      19
  '  <!-- <a href="/commented-out">x</a> -->', // 20
  '  <img', //                               21
  '    alt="logo" src="/img/raw.png">', //   22
  '</div>', //                               23
  '', //                                     24
  'Text with an inline', //                  25
  '<a href="/raw-inline?x=1&amp;y=2">raw link</a> and <a href="https://example.com">an external one</a>.', // 26
  '',
].join('\n');

test("each link is recorded on its own line, not its paragraph's first line", () => {
  const fm = parseFrontMatter(page, 'content/p.md');
  const { links } = renderMarkdown(createMarkdown(), fm.body, {
    file: 'content/p.md',
    lineOffset: fm.lineOffset,
  });
  const at = Object.fromEntries(links.map((l) => [l.href, l.line]));
  assert.deepEqual(at, {
    '/para': 7,
    '/list': 11,
    '/cell': 16,
    '/raw-block': 19,
    '/img/raw.png': 21,
    '/raw-inline?x=1&y=2': 26,
  });
  assert.ok(links.every((l) => l.file === 'content/p.md'));
});

test("raw HTML in a spec's text is not recorded: its links go through the allowlist", () => {
  const spec = createMarkdown({ untrusted: true });
  assert.deepEqual(
    renderMarkdown(
      spec,
      '<div>\n<a href="/x">x</a>\n</div>\n\nText <b>bold</b> [md](/y).\n',
    ).links.map((l) => l.href),
    ['/y'],
  );
  assert.doesNotMatch(
    renderMarkdownFragment('<a href="/x" onclick="evil()">x</a>'),
    /<a [^>]*onclick/,
  );
});

test('the HTML scanner reads quoted, unquoted and entity-encoded attributes of a and img only', () => {
  assert.deepEqual(
    htmlTargets(
      '<A HREF=/up>x</A><a title="a > b" href=\'/q\'>y</a><link href="/css"><img data-src="/lazy" src="/i.png"><a name="x">',
    ).links.map((l) => l.href),
    ['/up', '/q', '/i.png'],
  );
  assert.deepEqual(
    htmlTargets('<a href="/a&#x2F;b&#47;c">').links.map((l) => l.href),
    ['/a/b/c'],
  );
});

test('a code span that wraps over lines moves the links after it down by its own line breaks', () => {
  const body = [
    'Intro with `a code span', //            1
    'that wraps` and ``two', //              2
    'backtick ` spans`` then', //            3
    '[the link](/after-code) here', //       4
    'and `one` more [last](/last).', //      5
    '',
  ].join('\n');
  const { links } = renderMarkdown(createMarkdown(), body, { file: 'content/c.md' });
  assert.deepEqual(Object.fromEntries(links.map((l) => [l.href, l.line])), {
    '/after-code': 4,
    '/last': 5,
  });
});

test('what a raw-text element holds is text, not links: the element itself still links', () => {
  // iframe, noembed, noframes and xmp hold text the browser shows as written (or never
  // shows); htmlparser2 parses them as markup, so the build reported their links as broken.
  const { links, anchors } = htmlTargets(
    '<iframe src="/embed"><a href="nosuch-iframe">x</a></iframe>' +
      '<noframes><a href="nosuch-noframes" id="in-noframes">y</a></noframes>' +
      '<noembed><img src="/nosuch.png"></noembed><xmp><a href="/nosuch-xmp"></xmp>' +
      '<textarea><a href="/nosuch-textarea"></a></textarea><a href="/after" id="after">z</a>',
  );
  assert.deepEqual(
    links.map((l) => l.href),
    ['/embed', '/after'],
  );
  assert.deepEqual(anchors, ['after']);
});
