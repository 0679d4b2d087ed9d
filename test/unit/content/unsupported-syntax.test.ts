// MDX that docgen does not run: `markdown.onUnsupportedSyntax` says whether the
// page builds without it (a warning) or the build fails; code stays untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';
import { createMarkdown, renderMarkdown } from '../../../src/content/markdown.js';
import { validateConfig } from '../../../src/config/validate-config.js';
import { DocgenError } from '../../../src/errors.js';

const page = (text: string) => [{ file: 'content/p.md', relative: 'p', text }];

test("under 'throw' a JSX tag fails the build with the file, the line and the docgen equivalent", () => {
  assert.throws(
    () =>
      loadContent(page('---\ntitle: P\n---\nText.\n\n<Tabs>\n'), '/', {
        onUnsupportedSyntax: 'throw',
      }),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(error.message, 'the MDX component <Tabs> is MDX, which docgen does not run.');
      assert.deepEqual([error.location.file, error.location.line], ['content/p.md', 6]);
      assert.match(error.hint ?? '', /::::tabs/);
      return true;
    },
  );
});

test("under 'warn' (the default) the page builds without the MDX, and a cached render warns again", () => {
  const text = '---\ntitle: P\n---\nexport const a = 1;\n\nBody.\n';
  for (let round = 0; round < 2; round++) {
    const result = loadContent(page(text), '/');
    assert.equal(result.docs[0]?.html, '<p>Body.</p>\n');
    assert.equal(result.docs[0]?.description, 'Body.');
    assert.equal(result.warnings.length, 1);
    assert.match(result.warnings[0]!, /^content\/p\.md:4: the line `export const a = 1;`/);
  }
});

test('the config switch is validated', () => {
  assert.equal(
    validateConfig({ title: 'T' }, 'site.config.ts').markdown.onUnsupportedSyntax,
    'warn',
  );
  assert.throws(
    () =>
      validateConfig({ title: 'T', markdown: { onUnsupportedSyntax: 'ignore' } }, 'site.config.ts'),
    /"markdown.onUnsupportedSyntax" must be one of "warn", "throw", received "ignore"/,
  );
});

test('MDX inside code is code: fences, indented code and code spans are left alone', () => {
  const md = createMarkdown();
  const source =
    "```jsx\nimport Tabs from '@theme/Tabs';\n<Tabs>{x}</Tabs>\n```\n\n    <Card />\n\nUse `<Aside>` and `{x}`.\n";
  const rendered = renderMarkdown(md, source);
  assert.deepEqual(rendered.unsupported, []);
  assert.match(rendered.html, /&lt;Card \/&gt;/);
  assert.match(rendered.html, /<code>&lt;Aside&gt;<\/code> and <code>\{x\}<\/code>/);
});

test('prose that starts with "import" or "export" and lowercase HTML are not MDX', () => {
  const md = createMarkdown();
  const rendered = renderMarkdown(
    md,
    'import the key into your wallet.\n\nexport it as CSV.\n\n<details><summary>More</summary>\n\nText.\n\n</details>\n',
  );
  assert.deepEqual(rendered.unsupported, []);
  assert.match(
    rendered.html,
    /<p>import the key into your wallet\.<\/p>\n<p>export it as CSV\.<\/p>\n<details>/,
  );
});

test('braces in plain HTML blocks are HTML; in a block that holds a component they are MDX', () => {
  const md = createMarkdown();
  const style = renderMarkdown(md, '<div style="--x: 1">\n<p>Set {a: 1}</p>\n</div>\n');
  assert.deepEqual(style.unsupported, []);
  assert.match(style.html, /Set \{a: 1\}/);
  const card = renderMarkdown(md, '<Card title="A">\n  Run {cmd} now.\n</Card>\n');
  assert.deepEqual(
    card.unsupported.map((u) => [u.line, u.what]),
    [
      [1, 'the MDX component <Card>'],
      [2, 'the MDX expression {cmd}'],
    ],
  );
  assert.doesNotMatch(card.html, /cmd|Card/);
});

test('a {…} attribute of an HTML tag is left out of the page, its description, copy and search; an img whose src is one goes whole', () => {
  const text = [
    '---',
    'title: P',
    '---',
    '<img src={require(\'./img/z.png\').default} alt="req" />',
    '',
    "<img src={useBaseUrl('/img/x.png')} />",
    '',
    "<div style={{color: 'red'}}>styled</div>",
    '',
    "Inline <img src={require('./y.png').default} alt=\"inl\" /> here and <span style={{color: 'red'}}>red</span>.",
    '',
  ].join('\n');
  const { docs, warnings } = loadContent(page(text), '/');
  const doc = docs[0]!;
  assert.equal(doc.html, '<div>styled</div>\n<p>Inline here and <span>red</span>.</p>\n');
  assert.equal(doc.description, 'Inline here and red.');
  assert.match(
    doc.markdown ?? '',
    /\n<div>styled<\/div>\n\nInline here and <span>red<\/span>\.\n$/,
  );
  assert.doesNotMatch(JSON.stringify(doc.sections), /src=|require|style/);
  assert.deepEqual(
    warnings.map((w) =>
      w.replace(/ is MDX, which docgen does not run; it was left out of the page\./, ' –'),
    ),
    [
      "content/p.md:4: the MDX image <img src={require('./img/z.png').default}> – Instead, write the image in markdown, `![req](./img/z.png)`.",
      "content/p.md:6: the MDX image <img src={useBaseUrl('/img/x.png')}> – Instead, write the image in markdown, `![](/img/x.png)`.",
      "content/p.md:8: the MDX attribute style={{color: 'red'}} – Instead, drop the attribute, or give the element a class and style it in CSS.",
      "content/p.md:10: the MDX image <img src={require('./y.png').default}> – Instead, write the image in markdown, `![inl](./y.png)`.",
      "content/p.md:10: the MDX attribute style={{color: 'red'}} – Instead, drop the attribute, or give the element a class and style it in CSS.",
    ],
  );
});

test('a string literal expression ({\'{\'}, {"<"}) shows its characters in the page, copy and search, with a warning saying what to write', () => {
  const text = "---\ntitle: P\n---\nWrite {'{'} and {'}'} or {\"<\"}b{\">\"} and {'\\''}.\n";
  const { docs, warnings } = loadContent(page(text), '/');
  const doc = docs[0]!;
  assert.equal(doc.html, "<p>Write { and } or &lt;b&gt; and '.</p>\n");
  assert.equal(doc.description, "Write { and } or <b> and '.");
  assert.match(doc.markdown ?? '', /\nWrite \\\{ and \\\} or \\<b\\> and \\'\.\n$/);
  assert.match(JSON.stringify(doc.sections), /Write \{ and \} or <b> and '\./);
  assert.equal(warnings.length, 5);
  assert.equal(
    warnings[0],
    "content/p.md:4: the MDX string {'{'} is MDX, which docgen does not run; the page shows the text it stands for. Instead, write `\\{` (markdown punctuation after a backslash).",
  );
});

test('what sits between component tags is markdown in the page, copy and search, de-indented; the tag lines go with a warning', () => {
  const text = [
    '---',
    'title: P',
    '---',
    '<Steps>',
    '1. First step',
    '2. Second step',
    '</Steps>',
    '',
    '<Tabs>',
    '  <TabItem value="npm" label="npm">',
    '    Run `npm i` now.',
    '',
    '    ```bash',
    '    npm i',
    '    ```',
    '  </TabItem>',
    '</Tabs>',
    '',
    '```jsx',
    '<Steps>',
    '</Steps>',
    '```',
    '',
  ].join('\n');
  const { docs, warnings } = loadContent(page(text), '/');
  const doc = docs[0]!;
  assert.match(
    doc.html,
    /^<ol>\n<li>First step<\/li>\n<li>Second step<\/li>\n<\/ol>\n<p>Run <code>npm i<\/code> now\.<\/p>\n<div class="code-block" data-lang="bash">.*<code>npm i<\/code>/s,
  );
  assert.match(
    doc.html,
    /<code>&lt;<span class="hljs-title class_">Steps<\/span>&gt;\n/,
    'a fence keeps its tags',
  );
  assert.equal(
    doc.markdown,
    '# P\n\n1. First step\n2. Second step\n\nRun `npm i` now.\n\n```bash\nnpm i\n```\n\n```jsx\n<Steps>\n</Steps>\n```\n',
  );
  assert.match(JSON.stringify(doc.sections), /First step Second step Run npm i now\./);
  assert.deepEqual(
    warnings.map((w) => w.split(' is MDX')[0]),
    [
      'content/p.md:4: the MDX component <Steps>',
      'content/p.md:9: the MDX component <Tabs>',
      'content/p.md:10: the MDX component <TabItem>',
    ],
  );
});

test('HTML in capitals (<TEXTAREA>, <DIV>, <B>) is HTML, kept as written; <FAQ> and <Div> stay components', () => {
  const text = [
    '---',
    'title: P',
    '---',
    '<TEXTAREA>',
    '<a href="./x">raw</a>',
    '</TEXTAREA>',
    '',
    'Text <B>bold</B> and <SPAN>span</SPAN>.',
    '',
    '<DIV class="x">',
    'block',
    '</DIV>',
    '',
    '<FAQ>',
    '',
    '<Div>',
    '',
  ].join('\n');
  const { docs, warnings } = loadContent(page(text), '/');
  assert.equal(
    docs[0]!.html,
    '<TEXTAREA>\n<a href="./x">raw</a>\n</TEXTAREA>\n' +
      '<p>Text <B>bold</B> and <SPAN>span</SPAN>.</p>\n<DIV class="x">\nblock\n</DIV>\n',
  );
  assert.deepEqual(
    warnings.map((w) => /^content\/p\.md:(\d+): the MDX component <(\w+)>/.exec(w)?.slice(1)),
    [
      ['14', 'FAQ'],
      ['16', 'Div'],
    ],
  );
});

test('SVG and MathML in capitals (<SVG><RECT/></SVG>, <MATH><MI>x</MI></MATH>) are kept as HTML, as in lower case', () => {
  const text = [
    '---',
    'title: P',
    '---',
    '<SVG width="10" height="10"><RECT width="10" height="10"/></SVG>',
    '',
    '<MATH><MI>x</MI><MO>+</MO><MN>1</MN></MATH>',
    '',
    'Inline <SVG><CIRCLE r="1"/></SVG> and <MATH><MFRAC><MI>a</MI><MI>b</MI></MFRAC></MATH>.',
    '',
  ].join('\n');
  const { docs, warnings } = loadContent(page(text), '/');
  assert.deepEqual(warnings, []);
  assert.equal(
    docs[0]!.html,
    // A line that does not end at its first tag is a paragraph in CommonMark, as `<svg>` is.
    '<p><SVG width="10" height="10"><RECT width="10" height="10"/></SVG></p>\n' +
      '<p><MATH><MI>x</MI><MO>+</MO><MN>1</MN></MATH></p>\n' +
      '<p>Inline <SVG><CIRCLE r="1"/></SVG> and <MATH><MFRAC><MI>a</MI><MI>b</MI></MFRAC></MATH>.</p>\n',
  );
});

test('a component tag followed by text on its line (<Aside>Check.</Aside>) is a paragraph, not an HTML block', () => {
  const { docs } = loadContent(
    page('---\ntitle: P\n---\n<Aside type="caution">Check **it**.</Aside>\n'),
    '/',
  );
  assert.equal(docs[0]!.html, '<p>Check <strong>it</strong>.</p>\n');
  assert.equal(docs[0]!.description, 'Check it.');
});

test("a string literal in an admonition's title is its characters there and in the copy", () => {
  const text = "---\ntitle: P\n---\n:::note[Use {'{'} here]\nBody.\n:::\n";
  const { docs, warnings } = loadContent(page(text), '/');
  assert.match(docs[0]!.html, /<p class="admonition__title">.*<\/span>Use \{ here<\/p>/);
  assert.match(docs[0]!.markdown ?? '', /> \*\*Use \\\{ here\*\*/);
  assert.deepEqual(
    warnings.map((w) => w.split(' is MDX')[0]),
    ["content/p.md:4: the MDX string {'{'}"],
  );
});

test('MDX in a table cell that holds an escaped \\| is left out of the copy as of the page', () => {
  const text = [
    '---',
    'title: P',
    '---',
    '| Syntax | Meaning |',
    '|---|---|',
    '| a \\| <Badge text="x" /> | one |',
    '| `c \\| d` <Kbd>K</Kbd> | two \\| <Icon name="z" /> |',
    '',
  ].join('\n');
  const { docs, warnings } = loadContent(page(text), '/');
  const doc = docs[0]!;
  assert.doesNotMatch(doc.html, /Badge|Kbd|Icon/);
  assert.match(
    doc.markdown ?? '',
    /\n\| a \\\| \| one \|\n\| `c \\\| d` K \| two \\\| \|\n$/,
    doc.markdown,
  );
  assert.equal(warnings.length, 3);
});

test('an opening tag split over lines is one tag inside a list item and a blockquote too, reported at its first line', () => {
  const md = createMarkdown();
  const inList = renderMarkdown(md, '- item\n\n  <Tabs\n    a="1"\n  >\n\n  Text.\n\n  </Tabs>\n');
  assert.equal(inList.html, '<ul>\n<li>\n<p>item</p>\n<p>Text.</p>\n</li>\n</ul>\n');
  assert.deepEqual(
    inList.unsupported.map((u) => [u.line, u.what]),
    [[3, 'the MDX component <Tabs>']],
  );
  const quoted = renderMarkdown(md, '> <Tabs\n>   a="1"\n> >\n>\n> Text.\n>\n> </Tabs>\n');
  assert.equal(quoted.html, '<blockquote>\n<p>Text.</p>\n</blockquote>\n');
  assert.equal(quoted.unsupported.length, 1);
});

test('an opening tag of any number of attribute lines is one tag: no text of it, no blockquote from its `>`, its closing tag paired', () => {
  const attributes = Array.from({ length: 35 }, (_, i) => `  a${i}="v${i}"`);
  const body = ['<Tabs', ...attributes, '>', '', 'Inside tabs.', '', '</Tabs>', ''].join('\n');
  const { docs, warnings } = loadContent(page(`---\ntitle: P\n---\n${body}`), '/');
  assert.equal(docs[0]!.html, '<p>Inside tabs.</p>\n');
  assert.equal(docs[0]!.markdown, '# P\n\nInside tabs.\n');
  assert.deepEqual(
    warnings.map((w) => w.split(' is MDX')[0]),
    ['content/p.md:4: the MDX component <Tabs>'],
  );
});

test('a list item that starts with a component tag keeps its marker in the copy, on its first kept line', () => {
  const body = [
    '- <Tabs',
    '  a="1"',
    '  >',
    '',
    '  item one',
    '',
    '  </Tabs>',
    '- second',
    '1. <Tabs>',
    '',
    '   item three',
    '',
    '   </Tabs>',
    '> - <Aside>',
    '>',
    '>   quoted item',
    '>',
    '>   </Aside>',
    '',
  ].join('\n');
  const { docs } = loadContent(page(`---\ntitle: P\n---\n${body}`), '/');
  assert.equal(
    docs[0]!.markdown,
    '# P\n\n- item one\n\n- second\n\n1. item three\n\n>\n> - quoted item\n>\n',
  );
});

test("a description read from a page's first paragraph is cut at 160 characters after a word; the author's is kept whole", () => {
  const long = `${'Words that go on '.repeat(12)}and on.`;
  const [read] = loadContent(page(`---\ntitle: P\n---\n${long}\n`), '/').docs;
  assert.equal(read!.description!.length <= 160, true, read!.description);
  assert.match(read!.description!, /^Words that go on .* Words\u2026$/);
  const own = `A description of the page, ${'long '.repeat(40)}as its author wrote it.`;
  const [kept] = loadContent(page(`---\ntitle: P\ndescription: ${own}\n---\n${long}\n`), '/').docs;
  assert.equal(kept!.description, own);
});
