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
    'content/guide.md': '---\ntitle: Guide\n---\n## Setup\n\n<div>\n  <a href="/nowhere">x</a>\n  <img src="/img/missing.png" alt="">\n  <img src="/img/dot.svg" alt="">\n</div>\n\nSee <a href="/guide#setup">setup</a> and\n<a href="/guide#nope">nope</a>.\n',
  });
  assert.match(error.message, /Found 3 broken links/);
  assert.match(error.message, /-> \/nowhere \(no such page\) at content\/guide\.md:7/);
  assert.match(error.message, /-> \/img\/missing\.png \(no such page\) at content\/guide\.md:8/);
  assert.match(error.message, /-> \/guide#nope \(anchor not found\) at content\/guide\.md:13/);
  assert.equal(error.location.file, 'content/guide.md');
  assert.equal(error.location.line, 7);
});

test('a markdown link deep in a paragraph is reported on its own line', async () => {
  const error = await brokenLinks({ 'content/guide.md': '---\ntitle: Guide\n---\nOne\ntwo\nthree\nand [four](/four).\n' });
  assert.match(error.message, /-> \/four \(no such page\) at content\/guide\.md:7/);
  assert.equal(error.location.line, 7);
});

test('a link with a malformed %-escape is a broken link, not a crash', async () => {
  const error = await brokenLinks({ 'content/guide.md': '---\ntitle: Guide\n---\n<a href="/a%zz">bad</a> and <a href="/guide#%E0%A4%A">anchor</a>\n' });
  assert.match(error.message, /-> \/a%zz \(no such page\) at content\/guide\.md:4/);
  assert.match(error.message, /-> \/guide#%E0%A4%A \(anchor not found\)/);
});
