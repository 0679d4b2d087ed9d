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
    slashMarkdownLinks(copy, pages, true, '/'),
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
  const flat = slashMarkdownLinks(copy, pages, false, '/');
  assert.match(flat, /\[more\]\(<\/more>\)/);
  assert.match(flat, /\[the guide\]\(\/guide#setup\)/);
});

test("a markdown copy's relative links to pages are read from the page's route and written as the setting writes page links", () => {
  const site = bareRoutes(['/', '/guides/first-steps', '/nested/', '/nested/sub/', '/more']);
  const nested = [
    '[first](../guides/first-steps/) [sub index](sub/#a) [up](../) <a href="sub">raw</a>',
    '![pic](./pic.png) [file](notes.txt) [gone](missing/) [anchor](#top) [query](?q=1)',
    '[r]: ../more',
  ].join('\n');
  assert.equal(
    slashMarkdownLinks(nested, site, false, '/nested/'),
    [
      '[first](/guides/first-steps) [sub index](/nested/sub#a) [up](/) <a href="/nested/sub">raw</a>',
      '![pic](./pic.png) [file](notes.txt) [gone](missing/) [anchor](#top) [query](?q=1)',
      '[r]: /more',
    ].join('\n'),
  );
  assert.equal(
    slashMarkdownLinks('[more rel](../more) [sibling](first-steps)', site, true, '/guides/x'),
    '[more rel](/more/) [sibling](/guides/first-steps/)',
  );
});

test("a markdown copy's links in code spans and indented code are kept as written", () => {
  const site = bareRoutes(['/', '/nested/deep/leaf', '/nested/deep/codey']);
  const codey = [
    'Write `[the leaf](leaf)` or `<a href="leaf">leaf</a>`; a page\'s link `](../deep/leaf)`.',
    '',
    '    [indented](leaf)',
    '    <a href="/nested/deep/leaf/">x</a>',
    '',
    'Real [leaf](leaf) link.',
  ].join('\n');
  for (const slash of [false, true])
    assert.equal(
      slashMarkdownLinks(codey, site, slash, '/nested/deep/codey'),
      codey.replace('Real [leaf](leaf)', `Real [leaf](/nested/deep/leaf${slash ? '/' : ''})`),
    );
});
