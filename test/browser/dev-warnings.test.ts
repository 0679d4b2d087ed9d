// `serve --watch` lists the build's warnings in a corner: the open page's first, also
// after a client navigation to another page, grouped as the terminal prints them.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { startServer } from '../../src/serve/dev-server.js';
import { makeSmallSite } from '../fixtures/small-site.js';
import { getBrowser, shutdown } from './harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
  await shutdown();
});

const tabs = Array.from(
  { length: 6 },
  (_, i) => `<TabItem value="t${i}">\n\nTab ${i}.\n\n</TabItem>\n`,
);

test("the corner lists the open page's warnings first, and the next page's after a navigation", async () => {
  const dir = makeSmallSite({
    'content/index.md': '---\ntitle: Home\ntags: [a]\n---\nWelcome. See [the guide](./guide.md).\n',
    'content/guide.md': `---\ntitle: Guide\n---\n## Setup\n\n${tabs.join('\n')}`,
  });
  const server = await startServer({ root: dir, port: 0, watch: true, log: () => {} });
  cleanups.push(
    () => server.close(),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  const browser = await getBrowser();
  const context = await browser.newContext();
  cleanups.push(() => context.close());
  const page = await context.newPage();
  await page.goto(server.url);
  const corner = page.locator('#__docgen_warnings');
  await corner.locator('summary').click();
  assert.equal(await corner.locator('summary').textContent(), '7 build warnings (1 on this page)');
  const shown = () => corner.locator('pre').allTextContents();
  const home = await shown();
  assert.match(home[0]!, /^content\/index\.md:3: front matter `tags`/);
  assert.equal(home.length, 1 + 3 + 1);
  assert.equal(home.at(-1), '… and 3 more like this in content/guide.md (lines 24, 30, 36)');

  await page.locator('article').getByRole('link', { name: 'the guide' }).click();
  await page.waitForURL(/\/guide$/);
  await page.waitForFunction(() =>
    document.querySelector('#__docgen_warnings summary')?.textContent?.includes('6 on this page'),
  );
  const guide = await shown();
  assert.match(guide[0]!, /^content\/guide\.md:6: the MDX component <TabItem>/);
  assert.match(guide.at(-1)!, /^content\/index\.md:3:/);
  assert.equal(await corner.locator('details').getAttribute('open'), '');
});
