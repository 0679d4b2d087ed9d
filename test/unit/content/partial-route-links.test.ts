// A partial's relative link to a route is read from the partial's own place in the content
// folder, as its `.md` links are: the same page on every page that includes it, however deep.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../../src/build.js';
import { makeSmallSite, smallSiteConfig } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test("a partial's relative route links name the same page on every including page", async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      "openapi: false, baseUrl: '/repo/',",
    ),
    'content/sidebars.ts':
      "export default { docs: ['index', 'guides/first-steps', 'guides/config', 'guides/advanced/index', 'guide'] };\n",
    'content/_partials/_links.md':
      '[dotdot](../guides/config), [md](../guides/config.md).\n\n<a href="../guides/config">raw</a>\n',
    'content/guides/first-steps.md':
      '---\ntitle: First steps\n---\n<!--@include: ../_partials/_links.md-->\n\n[own](config)\n',
    'content/guides/advanced/index.md':
      '---\ntitle: Advanced\n---\n<!--@include: ../../_partials/_links.md-->\n\n[own](../config)\n',
    'content/guides/config.md': '---\ntitle: Config\n---\nText.\n',
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  assert.deepEqual(result.warnings ?? [], []);
  for (const file of ['guides/first-steps/index.html', 'guides/advanced/index.html']) {
    const page = result.files.get(file);
    assert.ok(typeof page === 'string', file);
    const article = page.slice(page.indexOf('<article'));
    for (const text of ['dotdot', 'md', 'raw', 'own'])
      assert.match(
        article,
        new RegExp(`<a href="/repo/guides/config">${text}</a>`),
        `${file}: ${text}`,
      );
  }
});
