// Client navigation gives the head the new page's tags (description, link preview,
// canonical, alternates, the markdown copy): the same as loading that page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { startServer, type RunningServer } from '../../src/serve/dev-server.js';
import { makeSmallSite } from '../fixtures/small-site.js';
import { newPage, shutdown } from './harness.js';

// The home page has neither description nor image; the nested page has both, and keywords.
const dir = makeSmallSite({
  'content/sidebars.ts': "export default { docs: ['index', 'guides/deep/nested'] };\n",
  'content/guides/deep/nested.md':
    '---\ntitle: Nested\ndescription: A page deep down.\nimage: /img/card.png\nkeywords: [deep, nested]\n---\nText.\n',
});
let server: RunningServer;
before(async () => {
  await build({ root: dir, log: () => {} });
  server = await startServer({ root: dir, port: 0, log: () => {} });
});
after(async () => {
  await server?.close();
  await shutdown();
  rmSync(dir, { recursive: true, force: true });
});

/** The title and every meta and link of the head but the scripts' and styles', in order of a key. */
const headTags = (page: Page) =>
  page.evaluate(() => [
    document.title,
    ...Array.from(
      document.head.querySelectorAll(
        'meta, link:not([rel="stylesheet"]):not([rel="modulepreload"])',
      ),
      (tag) => tag.outerHTML,
    ).sort(),
  ]);

test('after client navigation the head holds the new page’s tags, as a load of it does', async () => {
  const { context, page } = await newPage();
  try {
    const origin = new URL(server.url).origin;
    await page.goto(`${origin}/guides/deep/nested`);
    await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
    const loaded = await headTags(page);
    assert.ok(
      loaded.some((t) => t.includes('og:image') && t.includes('/img/card.png')),
      loaded.join('\n'),
    );
    assert.ok(loaded.some((t) => t.includes('text/markdown') && t.includes('nested.md')));

    await page.goto(`${origin}/`);
    await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
    const home = await headTags(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.doc-sidebar a.menu__link', { hasText: 'Nested' }).click();
    await page.waitForFunction(() => document.title.startsWith('Nested'));
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      1,
      'client navigation',
    );
    assert.deepEqual(await headTags(page), loaded);

    // And back: the tags the home page does not have are gone.
    await page.goBack();
    await page.waitForFunction(() => !document.title.startsWith('Nested'));
    assert.deepEqual(await headTags(page), home);
  } finally {
    await context.close();
  }
});
