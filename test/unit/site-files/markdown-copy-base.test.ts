// A markdown copy's raw HTML loads files through a style's url() too: under a base path a
// root-relative one (a beside-the-page file's copy, /assets/files/…) gets the base, as its
// <img src> does; code fences stay as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rebaseMarkdownCopy } from '../../../src/site-files/markdown-copy-base.js';

test("a markdown copy's style url() gets the base outside code fences, with its links", () => {
  assert.equal(
    rebaseMarkdownCopy(
      // The blank line ends the HTML block: without it the fence would be the block's HTML.
      '<div style="background: url(/assets/files/flow-1.png)">a</div> [g](/guide)\n\n```\n<div style=\'background: url(/x.png)\'>\n```\n<p style=\'x: url("/y.png")\'>\n',
      '/repo/',
    ),
    '<div style="background: url(/repo/assets/files/flow-1.png)">a</div> [g](/repo/guide)\n\n```\n<div style=\'background: url(/x.png)\'>\n```\n<p style=\'x: url("/repo/y.png")\'>\n',
  );
  assert.equal(
    rebaseMarkdownCopy('<div style="a: url(/x.png)">', '/'),
    '<div style="a: url(/x.png)">',
  );
});

test("a markdown copy's root-relative links in code spans and indented code do not get the base", () => {
  const copy = [
    'Link with `[home](/guide)` or `<img src="/a.png">`, and [the guide](/guide).',
    '',
    '    [indented](/guide)',
    '    <div style="background: url(/x.png)">',
  ].join('\n');
  assert.equal(
    rebaseMarkdownCopy(copy, '/docs/'),
    copy.replace('[the guide](/guide)', '[the guide](/docs/guide)'),
  );
});

test("a markdown copy's reference definitions get the base, as its inline links do; a footnote and a full URL do not", () => {
  const copy =
    '[the guide][g] and [^1]\n\n[g]: /g/leaf/ "Leaf"\n  [h]: </a b>\n[^1]: /not-a-link\n[x]: https://example.com/a\n';
  assert.equal(
    rebaseMarkdownCopy(copy, '/docs/'),
    '[the guide][g] and [^1]\n\n[g]: /docs/g/leaf/ "Leaf"\n  [h]: </docs/a b>\n[^1]: /not-a-link\n[x]: https://example.com/a\n',
  );
});

test('rebaseMarkdownCopy rewrites root-relative link and image targets outside code fences', () => {
  const md =
    '[a](/a#x) ![i](/i.png) [e](https://x.org/) [r](./b.md) [s](</a b>)\n```\n[c](/c)\n```\n[d](/d)\n';
  assert.equal(
    rebaseMarkdownCopy(md, '/docs/'),
    '[a](/docs/a#x) ![i](/docs/i.png) [e](https://x.org/) [r](./b.md) [s](</docs/a b>)\n```\n[c](/c)\n```\n[d](/docs/d)\n',
  );
});

test('rebaseMarkdownCopy puts the root-relative src and href of raw HTML under the base', () => {
  assert.equal(
    rebaseMarkdownCopy(
      '<img src="/assets/files/x-1.png" alt="x"> <a href=\'/guide\'>g</a> <img src="//cdn.example.org/y.png">\n',
      '/docs/',
    ),
    '<img src="/docs/assets/files/x-1.png" alt="x"> <a href=\'/docs/guide\'>g</a> <img src="//cdn.example.org/y.png">\n',
  );
});

test('rebaseMarkdownCopy puts the root-relative data, poster and xlink:href of raw HTML under the base', () => {
  assert.equal(
    rebaseMarkdownCopy(
      '<object data="/o.svg"></object> <video poster=\'/p.png\'> <use xlink:href="/s.svg#i"/>\n',
      '/docs/',
    ),
    '<object data="/docs/o.svg"></object> <video poster=\'/docs/p.png\'> <use xlink:href="/docs/s.svg#i"/>\n',
  );
});
