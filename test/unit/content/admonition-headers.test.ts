// What authors write on an admonition's opening line: Starlight's attributes
// (`:::tip{icon="heart"}`, `:::note{title="X"}`), kinds docgen does not have
// (`:::success`), and markdown in the title. The page and its markdown copy agree,
// and what docgen does not use is a warning with the file and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';
import { createMarkdown } from '../../../src/content/markdown.js';

const load = (body: string) =>
  loadContent([{ file: 'content/p.md', relative: 'p', text: `---\ntitle: P\n---\n${body}` }], '/');

const titleOf = (html: string) =>
  /<p class="admonition__title"><span class="admonition__icon" aria-hidden="true"><\/span>(.*?)<\/p>/.exec(
    html,
  )?.[1];

test('a Starlight attribute block renders the admonition; title= gives its title', () => {
  const result = load(':::note{title="Before you start"}\nBody.\n:::\n');
  const doc = result.docs[0]!;
  assert.match(
    doc.html,
    /^<aside class="admonition admonition--note" aria-label="Before you start">/,
  );
  assert.equal(titleOf(doc.html), 'Before you start');
  assert.match(doc.html, /<p>Body\.<\/p>/);
  assert.deepEqual(result.warnings, []);
  assert.match(String(doc.markdown), /^> \*\*Before you start\*\*\n>\n> Body\.$/m);
});

test('an attribute docgen does not use is left out with a warning naming file, line and attribute', () => {
  const result = load(
    'Intro.\n\n:::tip[Did you know?]{icon="heart"}\nWith icon.\n:::\n\n:::danger{icon=x}\nD.\n:::\n',
  );
  const doc = result.docs[0]!;
  assert.match(doc.html, /<aside class="admonition admonition--tip" aria-label="Did you know\?">/);
  assert.match(doc.html, /<aside class="admonition admonition--danger" aria-label="Danger">/);
  assert.doesNotMatch(doc.html, /icon=|heart|:::/);
  assert.deepEqual(result.warnings, [
    'content/p.md:6: docgen ignores the attribute `icon` of `:::tip`; it was left out. Only `title` is used.',
    'content/p.md:10: docgen ignores the attribute `icon` of `:::danger`; it was left out. Only `title` is used.',
  ]);
  assert.match(String(doc.markdown), /^> \*\*Did you know\?\*\*\n>\n> With icon\.$/m);
  assert.match(String(doc.markdown), /^> \*\*Danger\*\*$/m);
  assert.doesNotMatch(String(doc.markdown), /icon=|heart|\{/);
});

test('a kind docgen does not have renders as a note, with a warning naming the kinds it has', () => {
  const result = load(':::success\nSaved.\n:::\n\n:::important\nAs GitHub alerts.\n:::\n');
  const doc = result.docs[0]!;
  assert.match(doc.html, /^<aside class="admonition admonition--note" aria-label="Success">/);
  assert.match(doc.html, /<aside class="admonition admonition--info" aria-label="Important">/);
  assert.deepEqual(result.warnings, [
    'content/p.md:4: `:::success` is not an admonition kind docgen has (note, tip, info, important, warning, caution, danger); it was rendered as a note. Write one of those kinds.',
  ]);
  assert.match(String(doc.markdown), /^> \*\*Success\*\*\n>\n> Saved\.$/m);
});

test('a :::word that nothing closes stays text, without a warning', () => {
  const result = load('Intro.\n\n:::success see below\n\nText.\n');
  assert.match(result.docs[0]!.html, /<p>:::success see below<\/p>/);
  assert.match(String(result.docs[0]!.markdown), /^:::success see below\n\nText\.$/m);
  assert.deepEqual(result.warnings, []);
});

test('markdown in a title renders; the label and the copy read it as plain text', () => {
  const result = load(
    ':::tip[Tip **bold** and `code`]\nB.\n:::\n\n:::note Use _snake_case_ <b>raw</b>\nC.\n:::\n',
  );
  const doc = result.docs[0]!;
  assert.match(doc.html, /aria-label="Tip bold and code"/);
  const titles = [...doc.html.matchAll(/admonition__icon" aria-hidden="true"><\/span>(.*?)<\/p>/g)];
  assert.equal(titles[0]?.[1], 'Tip <strong>bold</strong> and <code>code</code>');
  assert.equal(titles[1]?.[1], 'Use <em>snake_case</em> &lt;b&gt;raw&lt;/b&gt;');
  assert.match(String(doc.markdown), /^> \*\*Tip bold and `code`\*\*$/m);
  assert.match(String(doc.markdown), /^> \*\*Use snake_case <b>raw<\/b>\*\*$/m);
  // Titles are not searched (nor were they before they were markdown).
  assert.doesNotMatch(JSON.stringify(doc.sections), /bold/);
});

test('a parsed page with a markdown title renders the same twice', () => {
  const md = createMarkdown();
  const env = { links: [], headings: [], ids: [] };
  const tokens = md.parse(':::tip[A **b** <i>c</i> `d`]\nE.\n:::\n', env);
  const first = md.renderer.render(tokens, md.options, env);
  assert.match(first, />A <strong>b<\/strong> &lt;i&gt;c&lt;\/i&gt; <code>d<\/code><\/p>/);
  assert.equal(md.renderer.render(tokens, md.options, env), first);
});

test("a link in a title is the page's link: resolved on the page and in the copy", () => {
  const body = ':::note[See [the guide](./guide.md)]\nB.\n:::\n';
  const pages = [
    { file: 'content/p.md', relative: 'p', text: `---\ntitle: P\n---\n${body}` },
    { file: 'content/guide.md', relative: 'guide', text: '---\ntitle: Guide\n---\nG.\n' },
  ];
  const doc = loadContent(pages, '/').docs.find((d) => d.title === 'P')!;
  assert.match(doc.html, /<\/span>See <a href="\/guide">the guide<\/a><\/p>/);
  assert.match(String(doc.markdown), /^> \*\*See \[the guide\]\(\/guide\)\*\*$/m);
});

test('the unknown-kind and ignored-attribute warnings quote the colons the opening has', () => {
  const result = load(
    '::::::::::::warnx{foo=1}\nbody\n::::::::::::\n\n::::success{icon=x}\nSaved.\n::::\n',
  );
  assert.deepEqual(result.warnings, [
    'content/p.md:4: `warnx` (opened with 12 colons) is not an admonition kind docgen has (note, tip, info, important, warning, caution, danger); it was rendered as a note. Write one of those kinds.',
    'content/p.md:4: docgen ignores the attribute `foo` of `warnx` (opened with 12 colons); it was left out. Only `title` is used.',
    'content/p.md:8: `::::success` is not an admonition kind docgen has (note, tip, info, important, warning, caution, danger); it was rendered as a note. Write one of those kinds.',
    'content/p.md:8: docgen ignores the attribute `icon` of `::::success`; it was left out. Only `title` is used.',
  ]);
});
