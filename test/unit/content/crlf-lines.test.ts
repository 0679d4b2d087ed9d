// A page saved with Windows (CRLF) or old Mac (CR) line endings reads as one saved with LF:
// the rules that read it line by line (include lines, `:::` containers, fences, `{#id}`
// headings, front matter) see its lines, and a partial it includes is not called unused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

const source = (relative: string, text: string) => ({
  file: `content/${relative}.md`,
  relative,
  text,
});

const page = [
  '---',
  'title: Crlf',
  'description: Said.',
  '---',
  '',
  'Before.',
  '',
  '<!-- @include: ./_p.md -->',
  '',
  ':::note Careful',
  'Inside the note.',
  ':::',
  '',
  '```js',
  'const a = 1;',
  '```',
  '',
  '## Setup {#own-id}',
  '',
  'After.',
  '',
].join('\n');

function build(ending: string) {
  return loadContent(
    [source('_p', 'Included PARTIALTEXT.\r\n'), source('crlf', page.replaceAll('\n', ending))],
    '/',
  );
}

for (const [name, ending] of [
  ['CRLF', '\r\n'],
  ['CR', '\r'],
] as const) {
  test(`a page with ${name} line endings renders as with LF: includes, containers, fences, {#id} headings and front matter`, () => {
    const lf = build('\n');
    const { docs, warnings } = build(ending);
    const doc = docs.find((d) => d.id === 'crlf')!;
    assert.deepEqual(warnings, []);
    assert.equal(doc.title, 'Crlf');
    assert.equal(doc.description, 'Said.');
    assert.match(doc.html!, /<p>Included PARTIALTEXT\.<\/p>/);
    assert.doesNotMatch(doc.html!, /@include/);
    assert.match(doc.html!, /Inside the note\./);
    assert.doesNotMatch(doc.html!, /:::/);
    assert.match(doc.html!, /<h2 id="own-id"/);
    assert.match(doc.markdown!, /Included PARTIALTEXT\./);
    assert.doesNotMatch(doc.markdown!, /@include/);
    const lfDoc = lf.docs.find((d) => d.id === 'crlf')!;
    assert.equal(doc.html, lfDoc.html);
    assert.equal(doc.markdown, lfDoc.markdown);
  });
}

test('a CRLF page warns at the same line as its LF copy', () => {
  const text = '---\r\ntitle: W\r\n---\r\n\r\nText.\r\n\r\nUse a <script> tag.\r\n';
  const { warnings } = loadContent([source('w', text)], '/');
  assert.match(warnings[0]!, /^content\/w\.md:7: `<script>`/);
});
