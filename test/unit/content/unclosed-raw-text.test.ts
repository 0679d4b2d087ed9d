// A raw-text element (`<script>`, `<style>`, …) written in a sentence and never closed would
// take the rest of the page as its text: its start tag is shown as text, with a warning at its
// line. One closed later on the page is raw HTML and passes through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

function build(body: string) {
  const text = `---\ntitle: P\n---\n${body}`;
  const { docs, warnings } = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/');
  return { html: docs[0]!.html ?? '', warnings };
}

test('a <script> named in a sentence is shown as text, with a warning at its line saying to use backticks or close it', () => {
  const { html, warnings } = build(
    'Intro.\n\nEmbed the widget with a <script> tag in your page head.\n\n## Next\n\nText.\n',
  );
  assert.match(html, /<p>Embed the widget with a &lt;script&gt; tag in your page head\.<\/p>/);
  assert.match(html, /<h2 id="next">Next/);
  assert.doesNotMatch(html, /<script/);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /^content\/p\.md:6: `<script>` is never closed/);
  assert.match(warnings[0]!, /backticks \(`<script>`\)/);
  assert.match(warnings[0]!, /close it with `<\/script>`/);
});

test('an unclosed <script> starting a line does not make the rest of the page one HTML block', () => {
  const { html, warnings } = build('<script>\nvar a = 1;\n\n## Heading\n\nText.\n');
  assert.equal(
    html.split('\n<h2')[0],
    '<p>&lt;script&gt;\nvar a = 1;</p>',
    'the line is a paragraph with its tag as text',
  );
  assert.match(html, /<h2 id="heading">Heading/);
  assert.match(html, /<p>Text\.<\/p>/);
  assert.deepEqual(
    warnings.map((w) => w.split(' is never')[0]),
    ['content/p.md:4: `<script>`'],
  );
});

test('each raw-text element left open is shown as text, in a paragraph, a table cell or an HTML block', () => {
  const names = ['style', 'textarea', 'title', 'xmp', 'iframe', 'noscript', 'noembed', 'noframes'];
  for (const name of names) {
    const { html, warnings } = build(`Use <${name} class="a"> here.\n\nAfter.\n`);
    assert.match(html, new RegExp(`<p>Use &lt;${name} class=&quot;a&quot;&gt; here\\.</p>`), name);
    assert.match(warnings.join('\n'), new RegExp(`content/p.md:4: \`<${name} class="a">\``), name);
  }
  const cell = build('| a | b |\n|---|---|\n| x | <title> |\n');
  assert.match(cell.html, /<td>&lt;title&gt;<\/td>/);
  assert.match(cell.warnings.join('\n'), /content\/p\.md:6: `<title>`/);
  const block = build('Intro.\n\n<iframe src="https://example.com">\n\nText after.\n');
  assert.match(
    block.html,
    /&lt;iframe src=&quot;https:\/\/example\.com&quot;&gt;\n<p>Text after\.<\/p>/,
  );
  assert.match(
    block.warnings.join('\n'),
    /content\/p\.md:6: `<iframe src="https:\/\/example\.com">`/,
  );
});

test('<plaintext>, which nothing closes, is always shown as text', () => {
  const { html, warnings } = build('See <plaintext> and </plaintext>.\n');
  assert.match(html, /<p>See &lt;plaintext&gt; and <\/plaintext>\.<\/p>/);
  assert.match(
    warnings[0]!,
    /^content\/p\.md:4: `<plaintext>` would make the rest of the page plain text/,
  );
});

test('a raw-text element closed later on the page, or one named in a comment or an attribute, passes as written', () => {
  const body = [
    'Run <script>window.a = 1</script> now, <textarea>note',
    '',
    'more</textarea> done.',
    '',
    '<style>',
    '.a { color: red }',
    '</style>',
    '',
    '<!-- a <script> in a comment -->',
    '',
    'A <span data-x="<script>">span</span>.',
    '',
  ].join('\n');
  const { html, warnings } = build(body);
  assert.deepEqual(warnings, []);
  assert.match(html, /<p>Run <script>window\.a = 1<\/script> now, <textarea>note<\/p>/);
  assert.match(html, /<style>\n\.a \{ color: red \}\n<\/style>/);
  assert.match(html, /<span data-x="<script>">span<\/span>/);
});

test('a Vue <script setup> left open is still left out, not shown', () => {
  const { html, warnings } = build('Intro.\n\n<script setup>\nimport x from "y"\n');
  assert.equal(html, '<p>Intro.</p>\n');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /Vue single-file component/);
});

test('a page of many unclosed start tags is told about the first three and how many more', () => {
  const { html, warnings } = build(`${'A <script> tag.\n\n'.repeat(2000)}End.\n`);
  assert.equal(html.split('&lt;script&gt;').length - 1, 2000);
  assert.equal(warnings.length, 4);
  assert.match(
    warnings[3]!,
    /^content\/p\.md:10: 1997 more start tags from this line on are never closed either/,
  );
});

test('a <script> named in a sentence is shown as text when a real <script>…</script> comes later, which keeps its closing tag', () => {
  const { html, warnings } = build(
    [
      'Load the widget with a <script> tag in your page head.',
      '',
      '## Setup',
      '',
      'Setup text.',
      '',
      '<script src="/widget.js"></script>',
      '',
      'Upper <SCRIPT> too, and <script type="module" src=x> as well.',
      '',
      '<script>',
      'var a = 1;',
      '</script >',
      '',
    ].join('\n'),
  );
  assert.match(html, /<p>Load the widget with a &lt;script&gt; tag in your page head\.<\/p>/);
  assert.match(html, /<h2 id="setup">Setup/);
  assert.match(html, /<script src="\/widget\.js"><\/script>/);
  assert.match(html, /Upper &lt;SCRIPT&gt; too, and &lt;script type=&quot;module&quot; src=x&gt;/);
  assert.match(html, /<script>\nvar a = 1;\n<\/script >/);
  assert.deepEqual(
    warnings.map((w) => w.split(' is never')[0]),
    [
      'content/p.md:4: `<script>`',
      'content/p.md:12: `<SCRIPT>`',
      'content/p.md:12: `<script type="module" src=x>`',
    ],
  );
});

test('two real <script>…</script> pairs, and a <style> pair between them, pass as written', () => {
  const body = [
    '<script>var a = 1;</script>',
    '',
    'Text <style>.a b</style> here.',
    '',
    '<script src="/b.js">',
    '</script>',
    '',
  ].join('\n');
  const { html, warnings } = build(body);
  assert.deepEqual(warnings, []);
  assert.match(html, /<script>var a = 1;<\/script>/);
  assert.match(html, /<style>\.a b<\/style>/);
  assert.match(html, /<script src="\/b\.js">\n<\/script>/);
});

test('a <script> line followed by another <script> before any closing tag is a paragraph shown as text', () => {
  const { html, warnings } = build('<script>\n\n## Setup\n\n<script src="/w.js"></script>\n');
  assert.match(html, /^<p>&lt;script&gt;<\/p>\n<h2 id="setup">Setup/);
  assert.match(html, /<script src="\/w\.js"><\/script>/);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /^content\/p\.md:4: `<script>`/);
});

test('a start tag shown as text is text wherever the page is read: heading id, table of contents, search sections, description', () => {
  const text =
    '---\ntitle: P\n---\nLoad it with a <script> tag.\n\n## Heading with <style> tag\n\nBody <xmp> here.\n';
  const doc = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/').docs[0]!;
  assert.match(doc.html!, /<h2 id="heading-with-style-tag">Heading with &lt;style&gt; tag/);
  assert.deepEqual(doc.toc, [
    { depth: 2, text: 'Heading with <style> tag', id: 'heading-with-style-tag' },
  ]);
  assert.equal(doc.description, 'Load it with a <script> tag.');
  assert.deepEqual(
    doc.sections!.map((s) => [s.title, s.text]),
    [
      ['P', 'Load it with a <script> tag.'],
      ['Heading with <style> tag', 'Body <xmp> here.'],
    ],
  );
});

test("the warnings are in page order, a footnote's too, and the rest are counted from the fourth one's line", () => {
  const { warnings } = build(
    'Note[^1].\n\n[^1]: A <title> tag.\n\nA <script> here.\n\nB <style> here.\n\nC <xmp> here.\n\nD <iframe> here.\n',
  );
  assert.deepEqual(
    warnings.map((w) => w.split(/ (?:is|are) never| would make/)[0]),
    [
      'content/p.md:6: `<title>`',
      'content/p.md:8: `<script>`',
      'content/p.md:10: `<style>`',
      'content/p.md:12: 2 more start tags from this line on',
    ],
  );
});

test('tags shown as text in one HTML block are warned at their own lines', () => {
  const { warnings } = build('<div>\n<xmp> one <title>\n\ttwo\n<iframe>\n</div>\n');
  assert.deepEqual(
    warnings.map((w) => w.split(' is never')[0]),
    ['content/p.md:5: `<xmp>`', 'content/p.md:5: `<title>`', 'content/p.md:7: `<iframe>`'],
  );
});

test('a <script> block whose code writes a <script> tag passes as written, as the browser reads it', () => {
  const body = [
    'Intro.',
    '',
    '<script>',
    '  document.write(\'<script src="/a.js"><\\/script>\');',
    '</script>',
    '',
    'After.',
    '',
  ].join('\n');
  const { html, warnings } = build(body);
  assert.deepEqual(warnings, []);
  assert.match(
    html,
    /<script>\n {2}document\.write\('<script src="\/a\.js"><\\\/script>'\);\n<\/script>/,
  );
  assert.match(html, /<p>After\.<\/p>/);
});

test('a <script> whose code writes a <script> tag in a string passes: inside an HTML block, after a blank line, inline', () => {
  const write = 'document.write(\'<script src="/w.js"><\\/script>\');';
  const inDiv = build(`<div class="embed">\n<script>\n${write}\n</script>\n</div>\n\nAfter.\n`);
  assert.deepEqual(inDiv.warnings, []);
  assert.ok(inDiv.html.includes(`<div class="embed">\n<script>\n${write}\n</script>\n</div>`));
  const blank = build(`<script>\nvar a = 1;\n\n${write}\n</script>\n\nAfter.\n`);
  assert.deepEqual(blank.warnings, []);
  assert.ok(blank.html.includes(`<script>\nvar a = 1;\n\n${write}\n</script>\n<p>After.</p>`));
  const inline = build(`Here: <script>${write}</script> done.\n`);
  assert.deepEqual(inline.warnings, []);
  // The text between the tags is the paragraph's markdown (`\/` is an escaped `/`): the tags pass.
  assert.match(
    inline.html,
    /<p>Here: <script>document\.write\('<script src="\/w\.js">.*'\);<\/script> done\.<\/p>/,
  );
});

test('a <style> or <script> at the start of a line naming the element, with the real one on the next line, is shown as text', () => {
  const { html, warnings } = build(
    '<style> rules below set the colour:\n<style>.b { color: red; }</style>\n\n<script> tags load it:\n<script async src="/w.js"></script>\n\nText.\n',
  );
  assert.match(
    html,
    /^<p>&lt;style&gt; rules below set the colour:<\/p>\n<style>\.b \{ color: red; \}<\/style>\n/,
  );
  assert.match(
    html,
    /<p>&lt;script&gt; tags load it:<\/p>\n<script async src="\/w\.js"><\/script>\n<p>Text\.<\/p>/,
  );
  assert.deepEqual(
    warnings.map((w) => w.split(' is never')[0]),
    ['content/p.md:4: `<style>`', 'content/p.md:7: `<script>`'],
  );
});

test('a self-closed raw-text tag, as MDX writes embeds, is written as the element, attributes as written, with the page after it', () => {
  const { html, warnings } = build(
    '<iframe width="560" src="https://example.com/e" allowFullScreen />\n\nText after.\n\nSay <textarea rows=2/> inline.\n\n<script async src="/x.js" />\n\n## Later\n',
  );
  assert.deepEqual(warnings, []);
  assert.match(
    html,
    /^<iframe width="560" src="https:\/\/example\.com\/e" allowFullScreen><\/iframe>\n<p>Text after\.<\/p>/,
  );
  assert.match(html, /<p>Say <textarea rows=2><\/textarea> inline\.<\/p>/);
  assert.match(html, /<p><script async src="\/x\.js"><\/script><\/p>\n<h2 id="later">Later/);
  // A closing tag later on the page does not make it a block that runs to that tag.
  const later = build('<script src="/y.js" />\n\n## Setup\n\n<div></script></div>\n');
  assert.match(later.html, /^<p><script src="\/y\.js"><\/script><\/p>\n<h2 id="setup">Setup/);
});
