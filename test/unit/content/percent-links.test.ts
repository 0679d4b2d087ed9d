// A markdown link whose %-escapes are malformed (`[x](./100%.md)`, `./%E0%A4.md`)
// is a broken markdown link reported with its file and line, never a crash.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { createMarkdown, renderMarkdown } from '../../../src/content/markdown.js';
import { markdownCopy } from '../../../src/content/markdown-copy.js';
import { build } from '../../../src/build.js';
import { DocgenError } from '../../../src/errors.js';
import { makeSmallSite, smallSiteConfig } from '../../fixtures/small-site.js';

const malformed = ['./100%.md', './%E0%A4.md', './%zz%.md'];

test('a malformed %-escape in a markdown link is recorded as a broken markdown link with its line', () => {
  for (const target of malformed) {
    const { links } = renderMarkdown(createMarkdown(), `Intro.\n\nSee [x](${target}).\n`, {
      file: 'content/a.md',
      resolveLink: () => undefined,
    });
    assert.equal(links.length, 1, target);
    assert.equal(links[0]!.markdownMissing, true, target);
    assert.equal(links[0]!.file, 'content/a.md');
    assert.equal(links[0]!.line, 3, target);
    // markdown-it writes a lone % as %25; a complete but undecodable escape stays and is malformed.
    if (target === './%E0%A4.md') assert.equal(links[0]!.malformed, true);
    else assert.equal(links[0]!.href.includes('%25'), true, links[0]!.href);
  }
});

test("the page's markdown copy keeps such a link as written", () => {
  for (const target of malformed) {
    const copy = markdownCopy('T', `See [x](${target}).\n`, () => '/found');
    assert.equal(copy, `# T\n\nSee [x](${target}).\n`);
  }
});

test('a build with such links fails on them as broken links, naming file, line and the fix', async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      "openapi: false, onBrokenMarkdownLinks: 'throw',",
    ),
    'content/guide.md': `---\ntitle: Guide\n---\n## Setup\n\n[a](./100%.md) and\n[b](./%E0%A4.md).\n`,
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  await assert.rejects(build({ root: dir, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${String(error)}`);
    assert.match(
      error.message,
      /-> \.\/100%25\.md \(markdown file not found\) at content\/guide\.md:6/,
    );
    assert.match(
      error.message,
      /-> \.\/%E0%A4\.md \(malformed %-escape: write a literal % as %25\) at content\/guide\.md:7/,
    );
    return true;
  });
});
