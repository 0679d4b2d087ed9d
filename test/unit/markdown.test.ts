import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createMarkdown,
  parseFenceInfo,
  renderMarkdown,
  renderMarkdownFragment,
  specMarkdown,
} from '../../src/content/markdown.js';
import { resetTabIds } from '../../src/content/code-block.js';
import { parseFrontMatter } from '../../src/content/front-matter.js';
import { DocgenError } from '../../src/errors.js';

const md = createMarkdown();
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/markdown');

for (const name of readdirSync(fixtures).filter((f) => f.endsWith('.txt'))) {
  test(`fixture ${name} renders as expected`, () => {
    const [input, expected] = readFileSync(path.join(fixtures, name), 'utf8').split('\n.\n') as [
      string,
      string,
    ];
    assert.equal(renderMarkdown(md, input).html.trim(), expected.trim());
  });
}

test('repeated headings get numbered, stable ids and feed the TOC (every level below the title: the site or page picks)', () => {
  const r = renderMarkdown(
    md,
    '# Title\n\n## Example\n\n### Example\n\n#### Deep\n\n## Custom {#my-id}\n',
  );
  assert.deepEqual(r.headings, [
    { depth: 2, text: 'Example', id: 'example' },
    { depth: 3, text: 'Example', id: 'example-1' },
    { depth: 4, text: 'Deep', id: 'deep' },
    { depth: 2, text: 'Custom', id: 'my-id' },
  ]);
  assert.equal(r.h1, 'Title');
  assert.ok(r.anchors.includes('deep'));
});

test('every admonition kind renders with its class; caution maps to warning', () => {
  for (const [kind, cls] of [
    ['note', 'note'],
    ['tip', 'tip'],
    ['info', 'info'],
    ['warning', 'warning'],
    ['caution', 'warning'],
    ['danger', 'danger'],
  ]) {
    const html = renderMarkdown(md, `:::${kind}\nBody\n:::\n`).html;
    assert.match(html, new RegExp(`<aside class="admonition admonition--${cls}"`), kind);
  }
});

test('fenced code is highlighted at build time with a title, marked lines and a copy button', () => {
  const html = renderMarkdown(
    md,
    '```js title="verify.js" {2}\nconst a = 1;\nconst b = "<b>";\n```\n',
  ).html;
  assert.match(html, /<div class="code-block__title">verify\.js<\/div>/);
  assert.match(html, /<span class="hljs-keyword">const<\/span>/);
  assert.match(
    html,
    /<span class="code-line code-line--highlighted"><span class="hljs-keyword">const<\/span> b = <span class="hljs-string">&quot;&lt;b&gt;&quot;<\/span>;<\/span>/,
  );
  assert.match(html, /class="code-block__copy"/);
  assert.doesNotMatch(html, /<b>/);
});

test('fence info parsing reads language, title, ranges and line numbers', () => {
  const info = parseFenceInfo('python title="a b.py" {1,3-4} showLineNumbers');
  assert.equal(info.lang, 'python');
  assert.equal(info.title, 'a b.py');
  assert.deepEqual([...(info.lines ?? [])], [1, 3, 4]);
  assert.equal(info.showLineNumbers, true);
});

test('showLineNumbers=5 starts the numbers at 5; mark, ins and del mark lines as Expressive Code does', () => {
  const info = parseFenceInfo('js showLineNumbers=5 mark={1} ins={2} del={3-4}');
  assert.equal(info.firstLineNumber, 5);
  assert.deepEqual([...(info.lines ?? [])], [1]);
  assert.deepEqual([...(info.inserted ?? [])], [2]);
  assert.deepEqual([...(info.deleted ?? [])], [3, 4]);
  // `ins={2}` is no highlight of line 2.
  assert.equal(parseFenceInfo('js ins={2}').lines, undefined);
  const html = renderMarkdown(
    md,
    '```js showLineNumbers=5 ins={2} del={3}\nconst a = 1;\nconst b = 2;\nconst c = 3;\n```\n',
  ).html;
  assert.match(html, /<code style="counter-reset: line 4">/);
  assert.match(html, /<span class="code-line"><span class="hljs-keyword">const<\/span> a /);
  assert.match(html, /<span class="code-line code-line--inserted">[^\n]*<\/span> b /);
  assert.match(html, /<span class="code-line code-line--deleted">[^\n]*<\/span> c /);
  assert.doesNotMatch(renderMarkdown(md, '```js showLineNumbers\nx\n```\n').html, /counter-reset/);
});

test("VitePress's `js{4}` (lines against the language) highlights as `js {4}` does", () => {
  const info = parseFenceInfo('js{2,4-5} title="a.js"');
  assert.equal(info.lang, 'js');
  assert.equal(info.title, 'a.js');
  assert.deepEqual([...(info.lines ?? [])], [2, 4, 5]);
  const joined = renderMarkdown(md, '```js{2}\nconst a = 1;\nconst b = 2;\n```\n').html;
  assert.equal(joined, renderMarkdown(md, '```js {2}\nconst a = 1;\nconst b = 2;\n```\n').html);
  assert.match(joined, /<span class="code-line code-line--highlighted">[^\n]*<\/span> b /);
  // An attribute is no language: `mark={1}` stays a marker.
  assert.deepEqual([...(parseFenceInfo('mark={1}').lines ?? [])], [1]);
});

test('a bare wrap in the fence info makes a wrapping code block; the word inside a title does not', () => {
  assert.equal(parseFenceInfo('bash title="Latest block" wrap').wrap, true);
  assert.equal(parseFenceInfo('bash title="wrap it"').wrap, false);
  assert.match(
    renderMarkdown(md, '```bash wrap\ncurl https://example.com\n```\n').html,
    /<div class="code-block code-block--wrap" data-lang="bash">/,
  );
  assert.doesNotMatch(renderMarkdown(md, '```bash\nls\n```\n').html, /code-block--wrap/);
});

test('tabs render a tablist with the group id and one panel per tab, first selected', () => {
  resetTabIds();
  const html = renderMarkdown(
    md,
    '::::tabs groupId=language\n:::tab label="JavaScript" value=js\nJS\n:::\n:::tab label="Python"\nPY\n:::\n::::\n',
  ).html;
  assert.match(
    html,
    /<div class="tabs" data-group="language"><div role="tablist" class="tabs__list">/,
  );
  assert.match(
    html,
    /id="tabs-1-tab-0" aria-controls="tabs-1-panel-0" aria-selected="true" tabindex="0" data-value="js">JavaScript</,
  );
  assert.match(html, /aria-selected="false" tabindex="-1" data-value="python">Python</);
  assert.match(
    html,
    /id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" data-value="python" tabindex="0" hidden>/,
  );
});

test('links to .md files become routes; missing ones are recorded with their line', () => {
  const r = renderMarkdown(
    md,
    'See [plans](../overview/plans.md#limits).\n\nAnd [gone](./gone.md).\n',
    {
      file: 'content/guides/a.md',
      lineOffset: 4,
      resolveLink: (target, from) =>
        target === '../overview/plans.md' && from === 'content/guides/a.md'
          ? '/overview/plans'
          : undefined,
    },
  );
  assert.match(r.html, /<a href="\/overview\/plans#limits">plans<\/a>/);
  assert.deepEqual(r.links[0], {
    href: '/overview/plans#limits',
    markdownTarget: '../overview/plans.md',
    file: 'content/guides/a.md',
    line: 5,
  });
  assert.equal(r.links[1]?.markdownMissing, true);
  assert.equal(r.links[1]?.line, 7);
});

test('search sections split the page at h2 and h3 as plain text', () => {
  const r = renderMarkdown(
    md,
    'Intro **text**.\n\n## First\n\nOne `code`.\n\n### Second\n\nTwo.\n',
    { title: 'Page' },
  );
  assert.deepEqual(r.sections, [
    { anchor: '', title: 'Page', text: 'Intro text.' },
    { anchor: 'first', title: 'First', text: 'One code.' },
    { anchor: 'second', title: 'Second', text: 'Two.' },
  ]);
});

test('markdown from a downloaded spec never injects HTML', () => {
  const html = renderMarkdownFragment(
    'Hello <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))',
  );
  assert.doesNotMatch(html, /<script|<img|href="javascript/);
  assert.match(html, /&lt;script&gt;/);
});

test('spec HTML keeps harmless presentational tags and escapes the rest', () => {
  const table = renderMarkdownFragment(
    'Networks:\n\n<table>\n<tr><td><b>Network</b></td><td onclick="x()" style="color:red">mainnet</td></tr>\n</table>\n',
  );
  assert.match(table, /<table>\s*<tr><td><b>Network<\/b><\/td><td>mainnet<\/td><\/tr>\s*<\/table>/);
  // A wide raw table scrolls inside its wrapper, as a markdown table does, instead of widening the page.
  assert.match(table, /<div class="table-wrapper" tabindex="0"><table>[\s\S]*<\/table><\/div>/);
  const inline = renderMarkdownFragment(
    'Pin it. <span class="hosted" onmouseover="x()">Hosted</span> only, <b>really</b>.',
  );
  assert.match(inline, /<span class="hosted">Hosted<\/span> only, <b>really<\/b>\./);
  assert.doesNotMatch(inline, /onmouseover/);
});

test("a raw link inside spec text is kept as a link when its target is safe, resolved against the text's site", () => {
  const render = (text: string) =>
    renderMarkdown(specMarkdown, text, { linkBase: 'https://docs.example.com/api/' }).html;
  assert.match(
    render('See <a href="https://example.com/guide" title="x" onclick="steal()">the guide</a>.'),
    /See <a href="https:\/\/example\.com\/guide">the guide<\/a>\./,
  );
  assert.match(
    render('See <a href="errors.html#codes">errors</a> and <a href=#top>top</a>.'),
    /<a href="https:\/\/docs\.example\.com\/api\/errors\.html#codes">errors<\/a> and <a href="#top">top<\/a>/,
  );
  assert.match(
    render('Mail <a href="mailto:team@example.com?subject=a&amp;b">us</a>.'),
    /<a href="mailto:team@example\.com\?subject=a&amp;b">us<\/a>/,
  );
  for (const href of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    '&#106;avascript:alert(1)',
    'java\tscript:alert(1)',
    '//evil.example/x',
    'vbscript:x',
    ' javascript:alert(1)',
  ]) {
    const html = render(`Click <a href="${href}">here</a>.`);
    assert.doesNotMatch(html, /<a[\s>]/, `${href} → ${html}`);
    assert.match(html, /&lt;a href=/, `${href}: the tag stays text`);
  }
  // Unbalanced, it stays text; data-href is not href.
  assert.doesNotMatch(render('An <a href="https://example.com">open link'), /<a /);
  assert.doesNotMatch(render('A <a data-href="https://example.com">x</a>'), /<a /);
});

test('spec HTML outside the allowlist, unbalanced or dangerous, stays escaped text', () => {
  const cases: [string, RegExp][] = [
    ['<script>alert(1)</script>', /&lt;script&gt;alert\(1\)&lt;\/script&gt;/],
    ['<iframe src="https://x"></iframe>', /&lt;iframe/],
    ['Text <img src=x onerror=alert(1)> more', /&lt;img src=x onerror=alert\(1\)&gt;/],
    ['An open <b>bold without end', /&lt;b&gt;bold without end/],
    [
      '<div><a href="javascript:alert(1)">x</a><style>p{}</style></div>',
      /<div><a>x<\/a>&lt;style&gt;/,
    ],
    ['<table><tr><td>unclosed', /<table><tr><td>unclosed<\/td><\/tr><\/table>/],
    ['Nested <b><i>x</b></i> overlap', /Nested <b>&lt;i&gt;x<\/b>&lt;\/i&gt; overlap/],
  ];
  for (const [input, expected] of cases) {
    const html = renderMarkdownFragment(input);
    assert.match(html, expected, `${input} → ${html}`);
    assert.doesNotMatch(
      html,
      /<script|<iframe|<img|<style|href="javascript:|<[a-z][^>]*\son\w+\s*=/i,
      input,
    );
  }
});

test('front matter YAML errors name the file and the line', () => {
  assert.throws(
    () => parseFrontMatter('---\ntitle: ok\nbad: [unclosed\n---\nbody\n', 'content/x.md'),
    (error: unknown) =>
      error instanceof DocgenError &&
      error.location.file === 'content/x.md' &&
      (error.location.line ?? 0) >= 3,
  );
  assert.throws(
    () => parseFrontMatter('---\nsidebar_position: first\n---\n', 'content/y.md'),
    /"sidebar_position" in content\/y\.md must be a number/,
  );
});

test('adversarial inputs render in linear time', () => {
  const inputs = [
    ':::note\n'.repeat(5000),
    '::::tabs\n:::tab\n'.repeat(2000),
    '#'.repeat(10000) + ' x',
    '[a]('.repeat(5000),
    '```js title="' + 'x'.repeat(50000) + '"\ncode\n```',
    '| a |\n|---|\n' + '| b |\n'.repeat(5000),
  ];
  for (const input of inputs) {
    const start = performance.now();
    renderMarkdown(md, input);
    // Generous bound: a quadratic blow-up on these sizes takes seconds.
    assert.ok(
      performance.now() - start < 2000,
      `slow on input starting ${JSON.stringify(input.slice(0, 20))}`,
    );
  }
});

test("a heading's old id is an alias only while no other heading claims it", () => {
  const r = renderMarkdown(md, '## A.B\n\n## A B\n\n## C.D\n\n## Other {#c-d}\n');
  assert.deepEqual(
    r.headings.map((h) => h.id),
    ['ab', 'a-b', 'cd', 'c-d'],
  );
  // "A B" was `a-b-1` before (after "A.B"'s `a-b`): that stays an alias of it.
  assert.deepEqual(
    r.anchors,
    ['ab', 'a-b', 'a-b-1', 'cd', 'c-d'],
    'no heading carries a taken old id',
  );
});

test("raw HTML's ids and <a name>s are anchors a link may point to, as the browser scrolls to them", () => {
  const r = renderMarkdown(
    md,
    '<a id="legacy"></a>\n\n## Setup <a id="alias"></a>\n\nText <a name="named"></a> and <span name="not-a"></span>.\n\n<div id=\'boxed\' class="x">\n\nIn a box.\n\n</div>\n\n<meta name="description">\n',
  );
  assert.deepEqual(
    r.anchors.filter((a) => a !== 'setup'),
    ['legacy', 'alias', 'named', 'boxed'],
    'ids of any element, names of <a> only',
  );
});

test('unclosed math, JSX and alerts stay text', () => {
  const r = renderMarkdown(md, 'Intro\n$$ x\n$$ y\n\nA <A <B text\n\n$a $b\n\n> [!NOTE] inline\n');
  assert.equal(
    r.html,
    '<p>Intro\n$$ x\n$$ y</p>\n<p>A &lt;A &lt;B text</p>\n<p>$a $b</p>\n<blockquote>\n<p>[!NOTE] inline</p>\n</blockquote>\n',
  );
  assert.deepEqual(r.unsupported, []);
});
