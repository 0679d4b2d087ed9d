// The plain-markdown copy of a page: title as h1, body as written, links to
// markdown files turned into routes, heading ids dropped, code left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownCopy } from '../../../src/content/markdown-copy.js';
import { createMarkdown, renderMarkdown } from '../../../src/content/markdown.js';
import { markdownRouteFor } from '../../../src/shared/markdown-route.js';

const routes: Record<string, string> = {
  '../overview/plans.md': '/overview/plans',
  './guide.md': '/guide',
  'a b.md': '/a-b',
};
const resolve = (target: string) => routes[target];

const md = createMarkdown();
/** The copy as the build makes it: without what the page left out (heading ids and aliases). */
const copyOf = (title: string, body: string) =>
  markdownCopy(title, body, resolve, renderMarkdown(md, body).leftOut);

test('the title becomes the h1 and links to markdown files become routes, keeping anchors and titles', () => {
  const body = [
    'See [plans](../overview/plans.md#limits) and [the guide](./guide.md "Guide").',
    '[spaced](a%20b.md) [missing](./gone.md) [site](/api/x) [web](https://example.com/x.md)',
    '',
    '## Retries {#retries aliases=old-retries}',
    '',
    '```md',
    '[inside code](./guide.md) ## Not a heading {#x}',
    '```',
  ].join('\n');
  assert.equal(
    copyOf('Using <Webhooks>', body),
    [
      '# Using \\<Webhooks\\>',
      '',
      'See [plans](/overview/plans#limits) and [the guide](/guide "Guide").',
      '[spaced](/a-b) [missing](./gone.md) [site](/api/x) [web](https://example.com/x.md)',
      '',
      '## Retries',
      '',
      '```md',
      '[inside code](./guide.md) ## Not a heading {#x}',
      '```',
      '',
    ].join('\n'),
  );
});

test('a body that starts with its own h1 is not given a second one', () => {
  assert.equal(
    markdownCopy('Title', '\n# Own title\n\nText.\n', resolve),
    '# Own title\n\nText.\n',
  );
});

test('the copy of /a/b is /a/b.md; of a folder route /a/ it is /a/index.md', () => {
  assert.equal(markdownRouteFor('/sdks-python'), '/sdks-python.md');
  assert.equal(markdownRouteFor('/overview/workspaces/'), '/overview/workspaces/index.md');
  assert.equal(markdownRouteFor('/'), '/index.md');
});

test('tabs, admonitions, fence meta and inline SVG become plain markdown', () => {
  const body = [
    '::::tabs groupId=language',
    ':::tab label="Python" value=python',
    '```python title="a.py" nocheck="no toolchain here"',
    'print(1)',
    '```',
    ':::',
    ':::tab label="Go"',
    '```go',
    'x := 1',
    '```',
    ':::',
    '::::',
    '',
    ':::warning Back off',
    'Slow down.',
    '```text',
    ':::not a directive inside code',
    '```',
    ':::',
    '',
    '## Pin it {aliases=pinning-a-file}',
    '',
    '<figure class="diagram">',
    '<svg viewBox="0 0 1 1">',
    '<title id="t">Flow</title>',
    '<desc id="d">A request goes out.</desc>',
    '</svg>',
    '<figcaption>The flow.</figcaption>',
    '</figure>',
  ].join('\n');
  assert.equal(
    copyOf('T', body),
    [
      '# T',
      '',
      '**Python**',
      '',
      '```python title="a.py"',
      'print(1)',
      '```',
      '',
      '**Go**',
      '',
      '```go',
      'x := 1',
      '```',
      '',
      '> **Back off**',
      '>',
      '> Slow down.',
      '> ```text',
      '> :::not a directive inside code',
      '> ```',
      '',
      '## Pin it',
      '',
      '*Diagram: Flow. A request goes out.*',
      '',
      '*The flow.*',
      '',
    ].join('\n'),
  );
});

test("an admonition's bracketed title (Starlight's form) is the quote's bold title", () => {
  assert.equal(
    markdownCopy('T', ':::caution[Rate limits]\nStay below.\n:::\n', () => undefined),
    '# T\n\n> **Rate limits**\n>\n> Stay below.\n',
  );
});

test("an admonition in a list item stays the item's content: its quote is indented as the item's text", () => {
  const body = [
    '1. Step one.',
    '',
    '   :::note',
    '   Keep the key.',
    '   :::',
    '',
    '2. Step two.',
  ].join('\n');
  assert.equal(
    markdownCopy('T', body, () => undefined),
    [
      '# T',
      '',
      '1. Step one.',
      '',
      '   > **Note**',
      '   >',
      '   > Keep the key.',
      '',
      '2. Step two.',
      '',
    ].join('\n'),
  );
});

test('links and images to files beside the page point at their copies, in markdown and raw HTML', () => {
  const copies: Record<string, string> = { './img/x.png': '/assets/files/x-0123456789.png' };
  const body = [
    '![A diagram](./img/x.png "Flow") and [the file](./img/x.png#page=2)',
    '<img src="./img/x.png" alt="raw" /> [missing](./img/gone.png) ![site](/img/logo.png)',
    '```md',
    '![in code](./img/x.png)',
    '```',
  ].join('\n');
  assert.equal(
    markdownCopy(
      'T',
      body,
      () => undefined,
      undefined,
      (target) => copies[target],
    ),
    [
      '# T',
      '',
      '![A diagram](/assets/files/x-0123456789.png "Flow") and [the file](/assets/files/x-0123456789.png#page=2)',
      '<img src="/assets/files/x-0123456789.png" alt="raw" /> [missing](./img/gone.png) ![site](/img/logo.png)',
      '```md',
      '![in code](./img/x.png)',
      '```',
      '',
    ].join('\n'),
  );
});

test('`:::` and fence lines in indented code or raw HTML stay as written, as the page shows them', () => {
  const body = [
    'Before.',
    '',
    '    :::note',
    '    indented code, not an admonition',
    '    :::',
    '',
    ':::tip[Outer]',
    'Inside the tip.',
    '',
    '    :::',
    '    still code in the tip',
    '',
    'Still in the tip.',
    ':::',
    '',
    '<div>',
    ':::warning',
    '```js',
    'raw HTML',
    '```',
    ':::',
    '</div>',
    '',
    'After.',
  ].join('\n');
  const html = renderMarkdown(md, body).html;
  assert.match(html, /<code>:::note\nindented code/, 'the page shows the code as written');
  assert.equal(
    copyOf('Verbatim', body),
    [
      '# Verbatim',
      '',
      'Before.',
      '',
      '    :::note',
      '    indented code, not an admonition',
      '    :::',
      '',
      '> **Outer**',
      '>',
      '> Inside the tip.',
      '>',
      '>     :::',
      '>     still code in the tip',
      '>',
      '> Still in the tip.',
      '',
      '<div>',
      ':::warning',
      '```js',
      'raw HTML',
      '```',
      ':::',
      '</div>',
      '',
      'After.',
      '',
    ].join('\n'),
  );
});

/** The copy of `body` on a site whose admonition labels are `labels`. */
const labelledCopy = (body: string, labels?: Record<string, string>) =>
  markdownCopy('T', body, () => undefined, undefined, undefined, labels);

test("a GitHub alert is written as a :::note is where the site words the kind's title, and stays an alert with the defaults", () => {
  const body = [
    '> [!NOTE]',
    '> GitHub note.',
    '',
    '> [!caution]',
    '> Careful.',
    '',
    '> [!TIP] Own title',
    '> Not an alert on the page: the marker is not alone on its line.',
    '',
    '> Quoted first.',
    '> [!NOTE]',
    '',
    ':::note',
    'Plain.',
    ':::',
    '',
  ].join('\n');
  const labels = { admonitionNote: 'Hinweis', admonitionCaution: 'Vorsicht' };
  assert.equal(
    labelledCopy(body, labels),
    [
      '# T',
      '',
      '> **Hinweis**',
      '>',
      '> GitHub note.',
      '',
      '> **Vorsicht**',
      '>',
      '> Careful.',
      '',
      '> [!TIP] Own title',
      '> Not an alert on the page: the marker is not alone on its line.',
      '',
      '> Quoted first.',
      '> [!NOTE]',
      '',
      '> **Hinweis**',
      '>',
      '> Plain.',
      '',
    ].join('\n'),
  );
  // The default labels: GitHub shows its own alert, as the page does; the copy keeps it.
  const plain = labelledCopy(body);
  assert.match(plain, /^> \[!NOTE\]\n> GitHub note\.\n\n> \[!caution\]\n/m);
  assert.equal(labelledCopy(body, { admonitionTip: 'Tipp' }), plain);
  // A nested alert keeps its quotes.
  assert.equal(
    labelledCopy('> Outer.\n>\n> > [!NOTE]\n> > Inner.\n', labels),
    '# T\n\n> Outer.\n>\n> > **Hinweis**\n> >\n> > Inner.\n',
  );
});

test("a site's admonition label is written into the copy as text: markdown and HTML in it escaped", () => {
  const labels = { admonitionNote: '<b>N</b> & *x* [a](b.md)' };
  const copy = labelledCopy(':::note\nBody.\n:::\n\n> [!NOTE]\n> Alert.\n', labels);
  const title = '> **\\<b\\>N\\</b\\> & \\*x\\* \\[a\\](b.md)**';
  assert.equal(copy, `# T\n\n${title}\n>\n> Body.\n\n${title}\n>\n> Alert.\n`);
  // Read back as markdown, the title is the label's text, in bold, and nothing else.
  const html = renderMarkdown(createMarkdown(), copy).html;
  assert.match(html, /<strong>&lt;b&gt;N&lt;\/b&gt; &amp; \*x\* \[a\]\(b\.md\)<\/strong>/);
  assert.doesNotMatch(html, /<b>|<em>|<a /);
  // A label ending in an escaped star still closes its bold.
  const starred = labelledCopy(':::note\nB.\n:::\n', { admonitionNote: '<b>N</b> & *x*' });
  assert.match(
    renderMarkdown(createMarkdown(), starred).html,
    /<strong>&lt;b&gt;N&lt;\/b&gt; &amp; \*x\*<\/strong>/,
  );
  // A title the author writes is markdown, kept as the page reads it.
  assert.equal(
    labelledCopy(':::note[Use `x` *now*]\nB.\n:::\n', labels),
    '# T\n\n> **Use `x` now**\n>\n> B.\n',
  );
});

test('links in code spans and indented code are kept as written, in an admonition too; the links around them become routes', () => {
  const body = [
    'Write `[the guide](./guide.md)` for [the guide](./guide.md).',
    '',
    '    [indented](./guide.md)',
    '',
    ':::note[See `[x](./guide.md)` and [plans](../overview/plans.md)]',
    'Inside, `![pic](./guide.md)` and [more](./guide.md).',
    '',
    '    [quoted code](./guide.md)',
    ':::',
  ].join('\n');
  assert.equal(
    copyOf('Page', body),
    [
      '# Page',
      '',
      'Write `[the guide](./guide.md)` for [the guide](/guide).',
      '',
      '    [indented](./guide.md)',
      '',
      '> **See `[x](./guide.md)` and [plans](/overview/plans)**',
      '>',
      '> Inside, `![pic](./guide.md)` and [more](/guide).',
      '>',
      '>     [quoted code](./guide.md)',
      '',
    ].join('\n'),
  );
});
