import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slashMarkdownLinks } from '../../../src/site-files/markdown-copy-slash.js';
import { bareRoutes } from '../../../src/shared/route-url.js';

const pages = bareRoutes(['/', '/guide', '/more/']);
const copy = [
  'See [the guide](/guide#setup), [more](</more/>), <a href="/guide">raw</a> and [home](/).',
  '![dot](/img/dot.svg) [copy](/guide.md) [gone](/missing) [other](https://example.org/guide)',
  '```md',
  '[in a fence](/guide)',
  '```',
].join('\n');

test("trailingSlash true: a markdown copy's links to pages end with /, images, files, fences and / unchanged", () => {
  assert.equal(
    slashMarkdownLinks(copy, pages, true),
    [
      'See [the guide](/guide/#setup), [more](</more/>), <a href="/guide/">raw</a> and [home](/).',
      '![dot](/img/dot.svg) [copy](/guide.md) [gone](/missing) [other](https://example.org/guide)',
      '```md',
      '[in a fence](/guide)',
      '```',
    ].join('\n'),
  );
});

test("trailingSlash false: a markdown copy's links to pages lose their /", () => {
  const flat = slashMarkdownLinks(copy, pages, false);
  assert.match(flat, /\[more\]\(<\/more>\)/);
  assert.match(flat, /\[the guide\]\(\/guide#setup\)/);
});
