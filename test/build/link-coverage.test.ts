// onBrokenLinks covers every link the build renders, and names where it is written:
// the file and line for markdown (raw HTML included), the config path for the
// navbar, footer and sidebars.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';

async function brokenLinks(files: Record<string, string>): Promise<DocgenError> {
  const dir = makeSmallSite(files);
  try {
    await build({ root: dir, write: false });
  } catch (error) {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${(error as Error).stack}`);
    return error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.fail('the build must fail');
}

test('raw <a href> and <img src> in markdown are checked, with their own lines', async () => {
  const error = await brokenLinks({
    'content/guide.md':
      '---\ntitle: Guide\n---\n## Setup\n\n<div>\n  <a href="/nowhere">x</a>\n  <img src="/img/missing.png" alt="">\n  <img src="/img/dot.svg" alt="">\n</div>\n\nSee <a href="/guide#setup">setup</a> and\n<a href="/guide#nope">nope</a>.\n',
  });
  assert.match(error.message, /Found 3 broken links/);
  assert.match(error.message, /-> \/nowhere \(no such page\) at content\/guide\.md:7/);
  assert.match(error.message, /-> \/img\/missing\.png \(no such file\) at content\/guide\.md:8/);
  assert.match(error.message, /-> \/guide#nope \(anchor not found\) at content\/guide\.md:13/);
});

test('the list of broken links carries no location of its own: each link has its file and line', async () => {
  const error = await brokenLinks({
    'content/index.md': '---\ntitle: Home\n---\nSee [gone](/gone) and [the guide](./guide.md).\n',
    'content/guide.md':
      '---\ntitle: Guide\n---\n![chart](/img/chart.png)\n\n[spec](/files/spec.pdf), and [v1.2](/notes/v1.2)\n',
  });
  assert.deepEqual(error.location, { file: undefined, line: undefined, column: undefined });
  assert.match(error.format(), /^Found 4 broken links on 2 pages:\n- On page \/guide /);
  assert.match(error.message, /-> \/gone \(no such page\) at content\/index\.md:4/);
  assert.match(error.message, /-> \/img\/chart\.png \(no such file\) at content\/guide\.md:4/);
  assert.match(error.message, /-> \/files\/spec\.pdf \(no such file\) at content\/guide\.md:6/);
  assert.match(error.message, /-> \/notes\/v1\.2 \(no such page\) at content\/guide\.md:6/);
});

test('a markdown link deep in a paragraph is reported on its own line', async () => {
  const error = await brokenLinks({
    'content/guide.md': '---\ntitle: Guide\n---\nOne\ntwo\nthree\nand [four](/four).\n',
  });
  assert.match(error.message, /-> \/four \(no such page\) at content\/guide\.md:7/);
  assert.equal(error.location.line, 7);
});

test('a link with a malformed %-escape is a broken link, not a crash', async () => {
  const error = await brokenLinks({
    'content/guide.md':
      '---\ntitle: Guide\n---\n<a href="/a%zz">bad</a> and <a href="/guide#%E0%A4%A">anchor</a>\n',
  });
  assert.match(error.message, /-> \/a%zz \(no such page\) at content\/guide\.md:4/);
  assert.match(error.message, /-> \/guide#%E0%A4%A \(anchor not found\)/);
});

const withNavbar = (items: string, extra = '') =>
  smallSiteConfig.replace(
    "navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }] },",
    `navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, ${items}] },${extra}`,
  );

test('navbar, dropdown and footer links are checked and named by their config path', async () => {
  const config = withNavbar(
    "{ to: '/guide', label: 'Guide' }, { to: '/gone', label: 'Gone' }, { type: 'dropdown', label: 'More', items: [{ to: '/guide#setup', label: 'ok' }, { href: '/guide#nope', label: 'bad anchor' }, { href: 'https://example.com', label: 'ext' }] }",
    "\n  footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Home', to: '/' }, { label: 'Old', to: '/old-page' }] }], copyright: 'See <a href=\"/licence\">the licence</a>' },",
  );
  const error = await brokenLinks({ 'site.config.ts': config });
  assert.match(error.message, /Found 4 broken links/);
  assert.match(error.message, /- In .*site\.config\.ts:/);
  assert.match(error.message, /-> \/gone \(no such page\) at navbar\.items\[2\]\.to/);
  assert.match(
    error.message,
    /-> \/guide#nope \(anchor not found\) at navbar\.items\[3\]\.items\[1\]\.href/,
  );
  assert.match(
    error.message,
    /-> \/old-page \(no such page\) at footer\.links\[0\]\.items\[1\]\.to/,
  );
  assert.match(error.message, /-> \/licence \(no such page\) at footer\.copyright/);
  assert.match(error.location.file ?? '', /site\.config\.ts$/);
});

test('sidebar link items are checked and named by their place in the sidebars file', async () => {
  const error = await brokenLinks({
    'content/sidebars.ts':
      "export default { docs: ['index', { type: 'category', label: 'More', items: ['guide', { type: 'link', label: 'Gone', href: '/gone' }, { type: 'link', label: 'Ext', href: 'https://example.com' }] }, { type: 'link', label: 'Ok', href: '/guide' }] };\n",
  });
  assert.match(error.message, /Found 1 broken link:/);
  assert.match(error.message, /-> \/gone \(no such page\) at docs\[1\]\.items\[1\]\.href/);
});

test('site links to static files and to existing pages pass, and onBrokenLinks: warn only warns', async () => {
  const dir = makeSmallSite({
    'site.config.ts': withNavbar(
      "{ to: '/img/dot.svg', label: 'Dot' }, { to: 'guide', label: 'Relative' }, { to: '/nowhere', label: 'Nowhere' }",
      "\n  onBrokenLinks: 'warn',",
    ),
  });
  try {
    const result = await build({ root: dir, write: false });
    assert.equal(result.warnings.length, 1, result.warnings.join('\n'));
    assert.match(
      result.warnings[0]!,
      /: navbar\.items\[3\]\.to links to \/nowhere \(no such page\)/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
