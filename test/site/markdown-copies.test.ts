// The copies for readers and language models: every markdown copy, and every
// page llms.txt points to, is plain markdown (none of this tool's directives,
// fence meta or inline SVG), and every HTML page carries the link-preview tags
// and links its markdown copy. Read from the run's shared portal build.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite, sharedSitePages } from '../fixtures/shared-sites.js';
import { markdownRouteFor } from '../../src/shared/markdown-route.js';
import type { Page } from '../../src/types.js';

let files: Map<string, string | Uint8Array>;
let pages: Page[];
before(async () => {
  files = readBuiltFiles(await sharedSite('portal'));
  pages = await sharedSitePages('portal');
});

/** Markup of this tool that plain markdown readers would show as text. */
const leaks: [string, RegExp][] = [
  ['fence meta nocheck', /nocheck=/],
  ['heading aliases', /\{[^}\n]*aliases=[^}\n]*\}/],
  ['heading id', /^#{1,6} .*\{#[\w-]+[^}\n]*\}\s*$/m],
  ['container directive', /^\s*:{3,}\s*[\w-]*.*$/m],
  ['raw SVG', /<svg\b/],
  ['group attribute', /groupId=/],
];

function leaksIn(name: string, text: string): string[] {
  // Code in fences is shown as written; only the prose around it must be plain.
  const prose = text.replace(/^(\s*(?:> )*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '');
  const meta = [...text.matchAll(/^\s*(?:> )*(?:`{3,}|~{3,})([^\n]*)$/gm)].map((m) => m[1]!);
  return [
    ...leaks.filter(([, re]) => re.test(prose)).map(([what]) => `${name}: ${what}`),
    ...meta.filter((info) => /nocheck=/.test(info)).map(() => `${name}: fence meta nocheck`),
  ];
}

test('no markdown copy and no page llms.txt points to holds a directive, fence meta or raw SVG', () => {
  const copies = [...files].filter(([name]) => name.endsWith('.md'));
  assert.ok(copies.length > 30, `${copies.length} markdown copies`);
  const llms = String(files.get('llms.txt'));
  const targets = [...llms.matchAll(/\]\(https:\/\/blockfrost\.dev\/([^)]*)\)/g)].map((m) =>
    m[1]!.endsWith('.md') ? m[1]! : `${m[1]!.replace(/\/$/, '')}/index.html`,
  );
  for (const target of targets) assert.ok(files.has(target), `llms.txt points to ${target}`);
  const problems = [
    ...copies.flatMap(([name, content]) => leaksIn(name, String(content))),
    ...targets.filter((t) => t.endsWith('.md')).flatMap((t) => leaksIn(t, String(files.get(t)))),
  ];
  assert.deepEqual([...new Set(problems)], []);
  // What the copies turn the directives into.
  const ipfs = String(files.get('start-building/ipfs/index.md'));
  assert.match(ipfs, /^## Pin it$/m);
  assert.match(ipfs, /^\*\*JavaScript\*\*\n\n```js title="add-and-pin\.mjs"$/m);
  assert.match(ipfs, /^> \*\*Filecoin\*\*$/m);
  const workspaces = String(files.get('overview/workspaces/index.md'));
  assert.match(workspaces, /^\*Diagram: Plans, workspaces and projects\. One owner/m);
});

test('the leak check sees each directive it names', () => {
  const dirty = [
    '```swift nocheck="no toolchain"\nlet a = 1\n```',
    '## Pin it {aliases=pinning-a-file}',
    '## Retries {#retries}',
    '::::tabs groupId=language',
    ':::note',
    '<svg viewBox="0 0 1 1"></svg>',
  ];
  for (const text of dirty) assert.notDeepEqual(leaksIn('x.md', text), [], text);
  assert.deepEqual(leaksIn('x.md', '```md\n:::note\n## A {#a}\n```\n\n> **Note**'), []);
});

test('every page has og:type, og:site_name and twitter:card, and links its markdown copy', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const file =
      page.route === '/' ? 'index.html' : `${page.route.replace(/^\/|\/$/g, '')}/index.html`;
    const html = String(files.get(file) ?? files.get(`${page.route.replace(/^\//, '')}.html`));
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      /<meta property="og:type" content="(website|article)"\/>/,
      /<meta property="og:site_name" content="Blockfrost Development Hub"\/>/,
      /<meta name="twitter:card" content="summary_large_image"\/>/,
    ])
      if (!tag.test(head)) problems.push(`${page.route}: no ${tag.source}`);
    if (page.doc.markdown === undefined) continue;
    const md = markdownRouteFor(page.route);
    if (!head.includes(`<link rel="alternate" type="text/markdown" href="${md}"/>`))
      problems.push(`${page.route}: no link to ${md}`);
    if (!files.has(md.slice(1))) problems.push(`${page.route}: ${md} is not written`);
  }
  assert.deepEqual(problems, []);
  assert.ok(pages.filter((p) => p.doc.markdown !== undefined).length > 30);
  assert.match(String(files.get('index.html')), /<meta property="og:type" content="website"\/>/);
});
