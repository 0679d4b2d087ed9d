// docgen's one HTML escaper (src/shared/html-escape.ts): text and attribute values
// read back, by an HTML parser, exactly as written; React's spelling is matched
// where docgen looks for React's output; JSON cannot end its <script>.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseDocument, DomUtils } from 'htmlparser2';
import {
  escapeHtml,
  escapeHtmlAsReact,
  scriptJson,
  unescapeHtml,
} from '../../../src/shared/html-escape.js';

const nasty = [
  `Tom & Jerry's "show"`,
  '</p><script>alert(1)</script>',
  'a<b>c',
  '&amp; stays &amp;',
  `'"'"`,
  'plain',
  '',
  'x > y && y < z',
  '&#39;',
];

test('escapeHtml writes the five entities, the apostrophe as &#39;', () => {
  assert.equal(
    escapeHtml(`<a href="x">Tom & Jerry's</a>`),
    '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
  );
  assert.equal(escapeHtml('&amp;'), '&amp;amp;', 'an entity already there is text, escaped again');
});

test('text escaped by escapeHtml reads back as written and adds no element', () => {
  for (const text of nasty) {
    const doc = parseDocument(`<p>${escapeHtml(text)}</p>`);
    const elements = DomUtils.getElementsByTagName(() => true, doc.children, true);
    assert.deepEqual(
      elements.map((e) => e.name),
      ['p'],
      text,
    );
    assert.equal(DomUtils.textContent(doc), text);
  }
});

test('an attribute value escaped by escapeHtml reads back as written, quoted with " or \'', () => {
  for (const value of nasty) {
    for (const quote of ['"', "'"]) {
      const doc = parseDocument(`<a title=${quote}${escapeHtml(value)}${quote} href="/x">link</a>`);
      const [a, ...more] = DomUtils.getElementsByTagName(() => true, doc.children, true);
      assert.equal(more.length, 0, `${value} in ${quote}: no element is added`);
      assert.deepEqual(a!.attribs, { title: value, href: '/x' }, `${value} in ${quote}`);
    }
  }
});

test('escapeHtmlAsReact is what React writes in an attribute and in text', () => {
  for (const value of nasty) {
    const html = renderToStaticMarkup(createElement('a', { href: value }, value));
    assert.equal(
      html,
      `<a href="${escapeHtmlAsReact(value)}">${escapeHtmlAsReact(value)}</a>`,
      value,
    );
  }
});

test('unescapeHtml reads back what escapeHtml and React wrote', () => {
  for (const value of nasty) {
    assert.equal(unescapeHtml(escapeHtml(value)), value);
    assert.equal(unescapeHtml(escapeHtmlAsReact(value)), value);
  }
});

test('scriptJson cannot end or comment out its <script>, and parses back to the value', () => {
  const value = { text: '</script><script>alert(1)</script><!-- x', lines: 'a\u2028b\u2029c' };
  const json = scriptJson(value);
  assert.doesNotMatch(json, /<|\u2028|\u2029/);
  assert.deepEqual(JSON.parse(json), value);
  const doc = parseDocument(`<script type="application/json">${json}</script><p>after</p>`);
  assert.deepEqual(
    JSON.parse(DomUtils.textContent(DomUtils.getElementsByTagName('script', doc.children)[0]!)),
    value,
  );
});
