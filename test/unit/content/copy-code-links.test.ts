// A page's `.md` copy shows the links its code holds (code spans, indented code) as written,
// as the page does: only the links around them point at routes, with the site's trailing
// slash and base path. A partial's lines are copied the same way.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../../src/build.js';
import { makeSmallSite, smallSiteConfig } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const codey = [
  '---',
  'title: Codey',
  '---',
  'Write a link as `[the leaf](leaf)` or `<a href="leaf">leaf</a>`; a `[file](./leaf.md)`.',
  '',
  '    [indented](leaf)',
  '    [root](/nested/deep/leaf)',
  '',
  'Real [leaf](leaf) and [file](./leaf.md).',
  '',
  '<!--@include: ../../_partials/_code.md-->',
  '',
].join('\n');

async function copyOf(options: string): Promise<string> {
  const dir = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace('openapi: false,', `openapi: false, ${options}`),
    'content/sidebars.ts':
      "export default { docs: ['index', 'guide', 'nested/deep/leaf', 'nested/deep/codey'] };\n",
    'content/nested/deep/leaf.md': '---\ntitle: Leaf\n---\nleaf\n',
    'content/nested/deep/codey.md': codey,
    'content/_partials/_code.md':
      'Partial `[code](../nested/deep/leaf.md)`, [real](../nested/deep/leaf.md).\n',
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  assert.deepEqual(result.warnings ?? [], []);
  const copy = result.files.get('nested/deep/codey.md');
  assert.ok(typeof copy === 'string');
  return copy;
}

/** The copy with the page's real links (not those in code) to the leaf page as `leaf` (`route` for the relative one). */
const expected = (leaf: string, route = leaf) =>
  [
    '# Codey',
    '',
    'Write a link as `[the leaf](leaf)` or `<a href="leaf">leaf</a>`; a `[file](./leaf.md)`.',
    '',
    '    [indented](leaf)',
    '    [root](/nested/deep/leaf)',
    '',
    `Real [leaf](${route}) and [file](${leaf}).`,
    '',
    `Partial \`[code](../nested/deep/leaf.md)\`, [real](${leaf}).`,
    '',
  ].join('\n');

test('trailingSlash false: links in code stay as written in the copy, the others lose their slash', async () => {
  assert.equal(await copyOf('trailingSlash: false,'), expected('/nested/deep/leaf'));
});

test('trailingSlash true: links in code stay as written in the copy, the others end with /', async () => {
  assert.equal(await copyOf('trailingSlash: true,'), expected('/nested/deep/leaf/'));
});

test('a base path is not added to the links in code of the copy', async () => {
  // Without trailingSlash, a relative link to a route is copied as written.
  assert.equal(await copyOf("baseUrl: '/docs/',"), expected('/docs/nested/deep/leaf', 'leaf'));
});
