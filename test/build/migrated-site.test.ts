// The fixture site test/fixtures/migrated-site is written the way Docusaurus 3 and
// Starlight authors write, one page per construct: each page either renders what
// its author meant or the build says what docgen does instead.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../src/build.js';

const fixture = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/migrated-site',
);
let root: string;
let result: BuildResult;

before(async () => {
  // The build keeps its cache in the site's folder: a copy keeps the fixture clean.
  root = mkdtempSync(path.join(tmpdir(), 'docgen-migrated-'));
  cpSync(fixture, root, { recursive: true });
  result = await build({ root, write: false });
});
after(() => rmSync(root, { recursive: true, force: true }));

/** The article of a built page: what the author wrote, without the shell. */
function article(file: string): string {
  const html = String(result.files.get(file) ?? '');
  assert.ok(html, `${file} was built`);
  const start = html.indexOf('<div class="doc-content">');
  return html.slice(start, html.indexOf('</article>', start));
}

/** An output file's bytes: written by the build, or copied from disk (static files and assets). */
function outputBytes(file: string): Buffer | undefined {
  const written = result.files.get(file);
  if (written !== undefined) return Buffer.from(written);
  const from = result.copies?.get(file);
  return from === undefined ? undefined : readFileSync(from);
}

function warningsFor(file: string): string[] {
  return result.warnings.filter((w) => w.startsWith(`${file}:`));
}

test('MDX import lines are left out of the page, its description and llms.txt, with a warning each', () => {
  const html = article('docusaurus/mdx-tabs/index.html');
  assert.doesNotMatch(html, /import|@theme|<Tabs|<TabItem|&lt;Tabs/);
  assert.match(html, /<p>Pick your package manager\.<\/p>/);
  assert.match(html, /<p>Run npm\.<\/p>/, 'the text inside the tags stays');
  const page = String(result.files.get('docusaurus/mdx-tabs/index.html'));
  assert.match(page, /<meta name="description" content="Pick your package manager\."/);
  assert.doesNotMatch(String(result.files.get('llms.txt')), /import /);
  assert.doesNotMatch(String(result.files.get('docusaurus/mdx-tabs.md')), /import |<Tabs|<TabItem/);
  assert.deepEqual(warningsFor('content/docusaurus/mdx-tabs.md'), [
    "content/docusaurus/mdx-tabs.md:4: the line `import Tabs from '@theme/Tabs';` is MDX, which docgen does not run; it was left out of the page. Instead, docgen has tabs built in (`::::tabs`); remove the line.",
    "content/docusaurus/mdx-tabs.md:5: the line `import TabItem from '@theme/TabItem';` is MDX, which docgen does not run; it was left out of the page. Instead, docgen has tabs built in (`::::tabs`); remove the line.",
    'content/docusaurus/mdx-tabs.md:9: the MDX component <Tabs> is MDX, which docgen does not run; it was left out of the page. Instead, write tabs as `::::tabs` with a `:::tab label="…"` per tab.',
    'content/docusaurus/mdx-tabs.md:10: the MDX component <TabItem> is MDX, which docgen does not run; it was left out of the page. Instead, write tabs as `::::tabs` with a `:::tab label="…"` per tab.',
  ]);
});

test('a component imported from an .mdx partial points to the include syntax', () => {
  const warnings = warningsFor('content/docusaurus/mdx-partial.md');
  assert.equal(warnings.length, 2);
  assert.match(
    warnings[1]!,
    /:8: the MDX component <Shared> .* Instead, write `<!-- @include: \.\/_shared\.mdx -->` where `<Shared \/>` is\./,
  );
  assert.doesNotMatch(article('docusaurus/mdx-partial/index.html'), /Shared/);
});

test('MDX expressions are left out; escaped braces, code and heading attributes stay', () => {
  const html = article('docusaurus/mdx-expression/index.html');
  assert.match(
    html,
    /<p>This page is , braces \{like this\} stay, and <code>\{code\}<\/code> too\.<\/p>/,
  );
  assert.doesNotMatch(html, /frontMatter|comment for the editors|<p><\/p>/);
  assert.match(html, /<h2 id="usage"><span id="how-to"><\/span>/);
  assert.deepEqual(
    warningsFor('content/docusaurus/mdx-expression.md').map((w) => w.split(' is MDX')[0]),
    [
      'content/docusaurus/mdx-expression.md:4: the MDX expression {frontMatter.title}',
      'content/docusaurus/mdx-expression.md:6: the MDX comment {/* A comment for the editors */}',
      'content/docusaurus/mdx-expression.md:10: the MDX expression {version}',
      "content/docusaurus/mdx-expression.md:10: the MDX expression {props.url} as a link's destination",
    ],
  );
});

test('MDX in an image alt text is left out as in link text; a link to an expression keeps only its text', () => {
  const html = article('docusaurus/mdx-expression/index.html');
  assert.match(html, /<img src="[^"]*diagram[^"]*" alt="Logo here"[^>]*> and the docs\.<\/p>/);
  assert.doesNotMatch(html, /props|%7B|version/);
  assert.match(
    String(result.files.get('docusaurus/mdx-expression.md')),
    /\nSee !\[Logo here\]\([^)]*diagram[^)]*\) and the docs\.\n$/,
  );
  assert.deepEqual(
    result.warnings.filter((w) => /%7B|props\.url/.test(w) && !/is MDX/.test(w)),
    [],
    'no broken-link warning for the expression',
  );
});

test('inline tags and expressions (in text, tables, quotes, titles and component blocks) are left out of the page, its markdown copy, description, llms.txt and search; code keeps them', () => {
  const html = article('docusaurus/mdx-inline/index.html');
  assert.match(html, /<p>Version is out: press Ctrl \+ K to search, see here\.<\/p>/);
  assert.match(
    html,
    /<code>\{props\.version\}<\/code> and <code>&lt;Kbd&gt;Ctrl&lt;\/Kbd&gt;<\/code>/,
  );
  assert.match(html, /&lt;<span class="hljs-title class_">Badge<\/span> text=.*\{props\./);
  assert.match(html, /<td>K<\/td>\n<td>Opens <code>\{search\}<\/code> <\/td>/);
  assert.match(html, /<p>Notes for , in a quote\.<\/p>/);
  assert.match(html, /<h2 id="setext"><span id="old-setext"><\/span>/);
  assert.match(
    html,
    /\n<p>Run first\.<\/p>\n/,
    'what a component holds is markdown, less its expression',
  );
  assert.match(
    html,
    /aria-label="Press K to search"><p class="admonition__title">.*Press K to search<\/p>/,
  );
  assert.doesNotMatch(html.replace(/<code>[\s\S]*?<\/code>/g, ''), /props|Kbd|Badge|\{/);
  // The copy is the source as written, less exactly what the page left out.
  assert.equal(
    String(result.files.get('docusaurus/mdx-inline.md')),
    [
      '# Inline MDX',
      '',
      'Version is out: press Ctrl + K to search, see here.',
      '',
      'In code, `{props.version}` and `<Kbd>Ctrl</Kbd>` stay as written.',
      '',
      '```jsx',
      '<Badge text="new" /> {props.version}',
      '```',
      '',
      '| Key | Does |',
      '| --- | --- |',
      '| K | Opens `{search}` |',
      '',
      '> Notes for , in a quote.',
      '',
      'Setext heading',
      '-------------------------------------------',
      '',
      '## Usage',
      '',
      '> **Press K to search**',
      '>',
      '> Search opens.',
      '',
      'Run first.',
      '',
    ].join('\n'),
  );
  const description = 'Version is out: press Ctrl + K to search, see here.';
  const page = String(result.files.get('docusaurus/mdx-inline/index.html'));
  assert.match(
    page,
    new RegExp(`<meta name="description" content="${description.replace(/[.+]/g, '\\$&')}"/>`),
  );
  assert.ok(
    String(result.files.get('llms.txt')).includes(
      `- [Inline MDX](http://localhost/docusaurus/mdx-inline.md): ${description}`,
    ),
  );
  const search = JSON.parse(String(result.files.get('search-index-default.json'))) as {
    documents: { pageTitle: string; sectionTitle: string; content: string }[];
  };
  // The index holds code as written, and none of the MDX outside it.
  assert.equal(
    search.documents.find((d) => d.pageTitle === 'Inline MDX')?.content,
    `${description} In code, {props.version} and <Kbd>Ctrl</Kbd> stay as written. <Badge text="new" /> {props.version} Key Does K Opens {search} Notes for , in a quote.`,
  );
  // What a component holds is text of its section.
  assert.equal(
    search.documents.find((d) => d.pageTitle === 'Inline MDX' && d.sectionTitle === 'Usage')
      ?.content,
    'Search opens. Run first.',
  );
  assert.deepEqual(
    warningsFor('content/docusaurus/mdx-inline.md').map((w) => w.split(' is MDX')[0]),
    [
      'content/docusaurus/mdx-inline.md:4: the MDX expression {props.version}',
      'content/docusaurus/mdx-inline.md:4: the MDX component <Kbd>',
      'content/docusaurus/mdx-inline.md:4: the MDX component <Kbd>',
      'content/docusaurus/mdx-inline.md:4: the MDX component <Badge>',
      'content/docusaurus/mdx-inline.md:14: the MDX component <Kbd>',
      'content/docusaurus/mdx-inline.md:14: the MDX expression {props.search}',
      'content/docusaurus/mdx-inline.md:16: the MDX expression {props.version}',
      'content/docusaurus/mdx-inline.md:16: the MDX component <Badge>',
      'content/docusaurus/mdx-inline.md:21: the MDX component <Badge>',
      'content/docusaurus/mdx-inline.md:23: the MDX component <Kbd>',
      'content/docusaurus/mdx-inline.md:23: the MDX expression {props.where}',
      'content/docusaurus/mdx-inline.md:27: the MDX component <Steps>',
      'content/docusaurus/mdx-inline.md:28: the MDX expression {props.command}',
    ],
  );
});

test('an .mdx file is read as markdown; its MDX is reported at its lines, with no rename advice on top', () => {
  assert.match(article('docusaurus/page/index.html'), /<p>Text of the MDX file\.<\/p>/);
  assert.deepEqual(
    warningsFor('content/docusaurus/page.mdx').map((w) => w.split(' is MDX')[0]),
    ['content/docusaurus/page.mdx:4: the line `export const year = 2026;`'],
  );
});

test("Starlight's components get the docgen equivalent in their warning", () => {
  const html = article('starlight/components/index.html');
  assert.doesNotMatch(html, /Aside|Card|astrojs/);
  assert.match(html, /<p>Check the version first\.<\/p>/);
  const search = String(result.files.get('search-index-default.json'));
  assert.match(search, /"content":"Check the version first\. Read the stars\."/);
  const warnings = warningsFor('content/starlight/components.md');
  assert.deepEqual(
    warnings.map((w) => /:(\d+): (.*?) is MDX.*Instead, (.*)$/.exec(w)!.slice(1).join(' | ')),
    [
      "4 | the line `import { Aside, Card, CardGrid } from '@astrojs/starlight/components';` | remove the line.",
      '6 | the MDX component <Aside> | write an admonition: `:::note Title` (or tip, info, warning, caution, danger) … `:::`.',
      '8 | the MDX component <CardGrid> | write the links as a list; `:::doc-cards` lists the pages of a sidebar category.',
      '9 | the MDX component <Card> | write the links as a list; `:::doc-cards` lists the pages of a sidebar category.',
    ],
  );
});

test("heading ids are GitHub's, and links to them (and to the old ids) pass the link check", () => {
  const html = article('docusaurus/heading-ids/index.html');
  assert.match(html, /<h2 id="whats-new"><span id="what-s-new"><\/span>/);
  assert.match(html, /<h2 id="110"><span id="1-1-0"><\/span>/);
  assert.match(html, /<h2 id="привет-мир">/);
  assert.match(html, /<a href="#whats-new">what's new<\/a>/);
});

test('admonitions with a title in both forms, and the Starlight kinds', () => {
  const docusaurus = article('docusaurus/admonitions/index.html');
  assert.match(
    docusaurus,
    /<aside class="admonition admonition--note" aria-label="Before you start">/,
  );
  assert.match(
    docusaurus,
    /<aside class="admonition admonition--warning" aria-label="Rate limits">/,
  );
  const starlight = article('starlight/asides/index.html');
  assert.match(starlight, /<aside class="admonition admonition--tip" aria-label="Did you know\?">/);
  assert.match(starlight, /<aside class="admonition admonition--danger" aria-label="Danger">/);
  assert.match(starlight, /<aside class="admonition admonition--warning" aria-label="Caution">/);
  assert.match(
    String(result.files.get('starlight/asides.md')),
    /^> \*\*Did you know\?\*\*$/m,
    'the markdown copy keeps the bracketed title',
  );
  assert.doesNotMatch(docusaurus, /:::/);
});

test('a ::: line in fenced code inside an aside stays code; attributes and unknown kinds warn', () => {
  const starlight = article('starlight/asides/index.html');
  assert.match(
    starlight,
    /<aside class="admonition admonition--tip" aria-label="Tip">[\s\S]*<code>:::note\nHello\n:::<\/code>[\s\S]*<\/aside>\n<p>After the asides\.<\/p>/,
  );
  assert.match(
    String(result.files.get('starlight/asides.md')),
    /^> \*\*Tip\*\*\n>\n> Write one like this:\n> ```md\n> :::note\n> Hello\n> :::\n> ```\n\nAfter the asides\.$/m,
  );
  assert.deepEqual(warningsFor('content/starlight/asides.md'), [
    'content/starlight/asides.md:16: docgen ignores the attribute `icon` of `:::tip`; it was left out. Only `title` is used.',
  ]);
  const docusaurus = article('docusaurus/admonitions/index.html');
  assert.match(docusaurus, /<aside class="admonition admonition--info" aria-label="Important">/);
  assert.match(
    docusaurus,
    /<aside class="admonition admonition--note" aria-label="Saved for good"><p class="admonition__title"><span class="admonition__icon" aria-hidden="true"><\/span>Saved <strong>for good<\/strong><\/p>/,
  );
  assert.match(
    String(result.files.get('docusaurus/admonitions.md')),
    /^> \*\*Saved for good\*\*$/m,
  );
  assert.deepEqual(
    warningsFor('content/docusaurus/admonitions.md').map((w) => w.split(';')[0]),
    [
      'content/docusaurus/admonitions.md:16: `:::success` is not an admonition kind docgen has (note, tip, info, important, warning, caution, danger)',
    ],
  );
});

test("GitHub's alerts render as admonitions", () => {
  const html = article('docusaurus/github-alerts/index.html');
  assert.match(
    html,
    /<aside class="admonition admonition--note" aria-label="Note">[\s\S]*<p>Copied from a README\.<\/p>/,
  );
  assert.match(html, /<aside class="admonition admonition--warning" aria-label="Warning">/);
  assert.doesNotMatch(html, /\[!NOTE\]|<blockquote>/);
});

test('footnotes link to their notes and back', () => {
  const html = article('docusaurus/footnotes/index.html');
  assert.match(html, /<sup class="footnote-ref"><a href="#fn1" id="fnref1">\[1\]<\/a><\/sup>/);
  assert.match(
    html,
    /<li id="fn1" class="footnote-item"><p>Mainnet and the testnets\. <a href="#fnref1"/,
  );
});

test('task lists show checkboxes', () => {
  const html = article('starlight/task-lists/index.html');
  assert.match(html, /<ul class="contains-task-list">/);
  assert.match(
    html,
    /<input type="checkbox" class="task-list-item__checkbox" disabled checked> Create a project/,
  );
  assert.match(
    html,
    /<input type="checkbox" class="task-list-item__checkbox" disabled> Make the first call/,
  );
});

test('magic comments highlight lines and are not shown', () => {
  const html = article('docusaurus/magic-comments/index.html');
  assert.doesNotMatch(html, /highlight-/);
  assert.equal([...html.matchAll(/code-line--highlighted/g)].length, 2);
  const search = JSON.parse(String(result.files.get('search-index-default.json'))) as {
    documents: { sectionRoute: string; content: string }[];
  };
  const indexed = search.documents.filter((d) =>
    d.sectionRoute.startsWith('/docusaurus/magic-comments'),
  );
  assert.ok(indexed.some((d) => d.content.includes('const key')));
  assert.ok(
    !indexed.some((d) => d.content.includes('highlight-')),
    'search indexes the code shown',
  );
  assert.match(
    html,
    /<span class="code-line code-line--highlighted"><span class="hljs-keyword">const<\/span> key/,
  );
});

test("math renders at build time, and only its pages link KaTeX's hashed stylesheet", () => {
  const html = article('docusaurus/math/index.html');
  assert.match(html, /<span class="math"><span class="katex"><span class="katex-mathml"><math/);
  assert.match(
    html,
    /<annotation encoding="application\/x-tex">fee = a \\cdot size \+ b<\/annotation>/,
  );
  assert.match(html, /<div class="math math--display"><span class="katex-display">/);
  assert.match(html, /a plan costs \$29 or \$79\./, 'prices stay text');
  const stylesheet =
    /<link rel="stylesheet" href="\/(assets\/katex-[0-9a-f]{10}\/katex\.min\.css)">/.exec(
      html,
    )?.[1];
  assert.ok(stylesheet, 'the page links the stylesheet');
  const css = outputBytes(stylesheet)?.toString('utf8') ?? '';
  assert.match(css, /\.katex\{/);
  const font = /url\((fonts\/KaTeX_Main-Regular\.woff2)\)/.exec(css)?.[1];
  assert.ok(
    font && outputBytes(stylesheet.replace('katex.min.css', font)),
    'its fonts are written beside it',
  );
  assert.doesNotMatch(String(result.files.get('docusaurus/footnotes/index.html')), /katex/);
});

test("a partial is pulled in where a page includes it; its headings and links are the page's own", () => {
  const html = article('docusaurus/include/index.html');
  assert.match(
    html,
    /<p>Before the partial\.<\/p>\n<h2 id="shared-setup">[\s\S]*<a href="\/docusaurus\/heading-ids#whats-new">the heading ids<\/a>[\s\S]*<p>After the partial/,
  );
  assert.match(html, /<code>&lt;!-- @include: \.\//, 'code is code');
  const page = result.pages.find((p) => p.route === '/docusaurus/include');
  assert.deepEqual(
    page?.doc.toc.map((h) => h.id),
    ['shared-setup'],
  );
  assert.match(
    article('starlight/include/index.html'),
    /From a partial in a <code>_<\/code> folder\./,
  );
});

test("a partial's relative links and images resolve from the partial's own file, in the page and its markdown copy", () => {
  const html = article('docusaurus/include-links/index.html');
  assert.match(html, /<a href="\/docusaurus\/heading-ids#whats-new">the heading ids<\/a>/);
  const src = /<img src="\/(assets\/files\/diagram-[0-9a-f]{10}\.png)" alt="The flow">/.exec(
    html,
  )?.[1];
  assert.ok(src, html);
  assert.ok(outputBytes(src), 'the image is copied');
  assert.equal(
    String(result.files.get('docusaurus/include-links.md')),
    `# Include a partial from a folder\n\nIts links are written from where the partial is, as Docusaurus reads them.\n\nSee [the heading ids](/docusaurus/heading-ids#whats-new).\n\n![The flow](/${src})\n`,
  );
  assert.deepEqual(warningsFor('content/docusaurus/_partials/_links.md'), []);
});

test('files and folders starting with _ are not pages, and a partial no page includes is reported', () => {
  const routes = result.pages.map((p) => p.route);
  assert.ok(!routes.some((r) => r.includes('_')), routes.join(' '));
  assert.ok(![...result.files.keys()].some((f) => f.includes('/_')));
  assert.deepEqual(warningsFor('content/docusaurus/_unused.md'), [
    'content/docusaurus/_unused.md:1: no page includes this partial (files and folders starting with `_` are not pages). Include it with `<!-- @include: ./_unused.md -->` in a page, or delete it.',
  ]);
  assert.deepEqual(warningsFor('content/docusaurus/_shared.md'), []);
});

test('a body that starts with # Title gives the page its title and one h1', () => {
  for (const [file, title] of [
    ['starlight/title-in-body/index.html', 'Title from the body'],
    ['docusaurus/title-twice/index.html', 'Front matter title'],
  ] as const) {
    const html = String(result.files.get(file));
    assert.equal([...html.matchAll(/<h1\b/g)].length, 1, file);
    assert.match(html, new RegExp(`<h1 class="doc-title" tabindex="-1" id="[^"]+">${title}</h1>`));
    assert.match(html, new RegExp(`<title>${title} \\| Migrated site</title>`));
  }
});

test("a body's own # Heading is the page's h1 where front matter gives another title, which names the page; its {#id} and aliases stay on it", () => {
  const html = String(result.files.get('docusaurus/title-differs/index.html'));
  assert.equal([...html.matchAll(/<h1\b/g)].length, 1);
  assert.match(html, /<h1 class="doc-title" tabindex="-1" id="about">/);
  assert.match(html, /<span id="overview"><\/span>What the page is about<\/h1>/);
  assert.match(html, /<title>Short title \| Migrated site<\/title>/);
  const page = result.pages.find((p) => p.route === '/docusaurus/title-differs');
  assert.equal(page?.doc.title, 'Short title');
  assert.equal(page?.doc.sidebarLabel, 'Short title');
});

test('the page title takes the markdown # Title it replaces, not an <h1> written as HTML before it; under hide_title the body keeps its # Title', () => {
  const raw = String(result.files.get('docusaurus/raw-h1-first/index.html'));
  assert.equal([...raw.matchAll(/id="real"/g)].length, 1, raw);
  assert.match(raw, /<h1 class="doc-title" tabindex="-1" id="real">Real title<\/h1>/);
  assert.match(raw, /<h1>Raw heading<\/h1>/);
  const hidden = String(result.files.get('docusaurus/hidden-title/index.html'));
  assert.equal([...hidden.matchAll(/<h1\b/g)].length, 1, hidden);
  assert.match(hidden, /<h1 id="hid">/);
  assert.deepEqual(warningsFor('content/docusaurus/hidden-title.md'), []);
});

test('front matter: description, image, keywords, hide_title, hide_table_of_contents, pagination, last_update', () => {
  const html = String(result.files.get('docusaurus/front-matter/index.html'));
  assert.match(
    html,
    /<meta name="description" content="What Docusaurus front matter says, docgen does\."/,
  );
  assert.match(
    html,
    /<meta property="og:image" content="http:\/\/localhost\/img\/social-card\.png"/,
  );
  assert.match(html, /<meta name="keywords" content="cardano, api"/);
  assert.doesNotMatch(html, /<h1/);
  assert.doesNotMatch(html, /class="doc-toc"|class="toc"/);
  // The page is in no sidebar, so it has no previous link with or without its pagination_prev:
  // null (test/unit/site/site-stage.test.ts tests null on a page the sidebar gives neighbours).
  assert.doesNotMatch(html, /pagination-nav__link--prev/);
  assert.match(
    html,
    /<a class="pagination-nav__link pagination-nav__link--next" href="\/docusaurus\/math" rel="next">/,
  );
  assert.match(
    html,
    /<p class="doc-last-update">Last updated on <time dateTime="2026-01-15">2026-01-15<\/time> by Ada<\/p>/,
  );
});

test('front matter image beside the page (./img/x.png) is copied with its hash and is the og:image; a missing one is reported', () => {
  const html = String(result.files.get('docusaurus/social-image/index.html'));
  const src =
    /<meta property="og:image" content="http:\/\/localhost\/(assets\/files\/diagram-[0-9a-f]{10}\.png)"/.exec(
      html,
    )?.[1];
  assert.ok(src, html.slice(0, html.indexOf('</head>')));
  const original = readFileSync(path.join(fixture, 'content/docusaurus/img/diagram.png'));
  assert.ok(outputBytes(src)?.equals(original), 'the image is copied');
  assert.deepEqual(warningsFor('content/docusaurus/social-image.md'), []);
  const missing = String(result.files.get('docusaurus/social-image-missing/index.html'));
  assert.doesNotMatch(missing, /og:image/);
  assert.deepEqual(warningsFor('content/docusaurus/social-image-missing.md'), [
    'content/docusaurus/social-image-missing.md:4: the front matter image ../img/gone.png names no file (looked for content/img/gone.png); the page has no og:image. Write the path of an image relative to this page, or a path of the site such as /img/card.png.',
  ]);
});

test('an image beside the page is copied with a content hash and its links point at the copy', () => {
  const html = article('docusaurus/images/index.html');
  const src = /<img src="\/(assets\/files\/diagram-[0-9a-f]{10}\.png)" alt="The flow">/.exec(
    html,
  )?.[1];
  assert.ok(src, html);
  assert.match(html, new RegExp(`<a href="/${src.replace(/\./g, '\\.')}">The same file</a>`));
  assert.ok(html.includes(`<img src="/${src}" alt="as HTML" />`), 'raw HTML too');
  const copy = outputBytes(src);
  const original = readFileSync(path.join(fixture, 'content/docusaurus/img/diagram.png'));
  assert.ok(copy?.equals(original), 'the bytes are copied');
  assert.ok(
    ![...result.files.keys()].some((f) => f.startsWith('docusaurus/img/')),
    'not copied as is',
  );
  // The markdown copy (linked from llms.txt) is served at /docusaurus/images.md, where ./img is nothing.
  assert.equal(
    String(result.files.get('docusaurus/images.md')),
    `# Images beside the page\n\n![The flow](/${src})\n\n<img src="/${src}" alt="as HTML" />\n\n[The same file](/${src})\n`,
  );
});

test('a mermaid fence leaves its source for the browser to draw, naming the hashed mermaid module', () => {
  const html = article('docusaurus/mermaid/index.html');
  const script =
    /<div class="mermaid-diagram" data-mermaid-script="\/(assets\/mermaid-[0-9a-f]{10}\/)mermaid\.esm\.min\.mjs"><pre class="mermaid-diagram__source">graph LR\n {2}A\[Your app\] --&gt; B\{Blockfrost\}/.exec(
      html,
    )?.[1];
  assert.ok(script, html);
  // The entry, and beside it the chunks it imports by relative paths: one per diagram type.
  const entry = String(outputBytes(`${script}mermaid.esm.min.mjs`) ?? '');
  const flow = /"\.\/(chunks\/mermaid\.esm\.min\/flowDiagram-\w+\.mjs)"/.exec(entry)?.[1];
  assert.ok(flow, 'the entry imports the flowchart chunk');
  assert.match(String(outputBytes(`${script}${flow}`)), /^import\{/, 'the chunk is written');
  assert.doesNotMatch(String(result.files.get('docusaurus/math/index.html')), /mermaid/);
});

test('Docusaurus and Starlight front matter docgen does not read is warned with what to write instead; toc levels and a 1/2/2000 date are read', () => {
  assert.deepEqual(warningsFor('content/docusaurus/front-matter-more.md'), [
    'content/docusaurus/front-matter-more.md:3: front matter `tags` is not read by docgen; docgen makes no tag pages; `keywords` gives search engines the words.',
    "content/docusaurus/front-matter-more.md:4: front matter `sidebar` is not read by docgen; use `sidebar_label`, `sidebar_position` and `unlisted` (Starlight's `sidebar` object).",
  ]);
  const html = String(result.files.get('docusaurus/front-matter-more/index.html'));
  // The page's own levels: h4 is in its table of contents, as the site's default (2-3) would not have it.
  assert.match(html, /class="toc__link" href="#level-four"/);
  assert.match(html, /<time dateTime="2000-01-02">/i);
});

/** The search index entry of a page, by its title. */
function searchContent(pageTitle: string): string | undefined {
  const search = JSON.parse(String(result.files.get('search-index-default.json'))) as {
    documents: { pageTitle: string; content: string }[];
  };
  return search.documents.find((d) => d.pageTitle === pageTitle)?.content;
}

test('a closing HTML tag on its own line after markdown (`</details>`, `</div>`, `</center>`) closes its block, not a paragraph', () => {
  assert.equal(
    article('docusaurus/details/index.html'),
    [
      '<div class="doc-content"><details>',
      '<summary>Click me</summary>',
      '<p>Hidden <strong>markdown</strong>.</p>',
      '</details>',
      '<div align="center">',
      '<p>Centred <strong>text</strong>.</p>',
      '</div>',
      '<center>',
      '<p>Old-style centre.</p>',
      '</center>',
      '<p>After.</p>',
      '</div></div>',
    ].join('\n'),
  );
  assert.match(String(result.files.get('docusaurus/details.md')), /\n\n<\/details>\n\n<div /);
  assert.equal(
    searchContent('Details blocks'),
    'Hidden markdown. Centred text. Old-style centre. After.',
  );
  assert.deepEqual(warningsFor('content/docusaurus/details.md'), []);
});

test('a component tag split over lines (Prettier style), self-closing or not, is left out with a warning and its content kept; an HTML tag split over lines stays HTML', () => {
  assert.equal(
    article('docusaurus/mdx-multiline-tags/index.html'),
    '<div class="doc-content"><p>Run <strong>npm</strong>.</p>\n<details\n  open\n>\n<p>Shown <strong>text</strong>.</p>\n</details>\n</div></div>',
  );
  const copy = String(result.files.get('docusaurus/mdx-multiline-tags.md'));
  assert.doesNotMatch(copy, /Tabs|TabItem|groupId|label=|Card|Self-closing/);
  assert.match(
    copy,
    /^# Tags over lines\n\nRun \*\*npm\*\*\.\n\n+<details\n {2}open\n>\n\nShown \*\*text\*\*\.\n\n<\/details>\n$/,
  );
  assert.equal(searchContent('Tags over lines'), 'Run npm. Shown text.');
  assert.deepEqual(
    warningsFor('content/docusaurus/mdx-multiline-tags.md').map((w) => w.split(' is MDX')[0]),
    [
      'content/docusaurus/mdx-multiline-tags.md:5: the MDX component <Tabs>',
      'content/docusaurus/mdx-multiline-tags.md:9: the MDX component <TabItem>',
      'content/docusaurus/mdx-multiline-tags.md:19: the MDX component <Card>',
    ],
  );
});
