// The client on sites built with `trailingSlash: true` (links `/guide/`) and `false` (pages
// `guide.html`, links `/guide`), served as `docgen serve` serves them: the sidebar, Back and
// Forward and a search result navigate without a full load, and the active sidebar link
// follows the page. One page for both sites.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import {
  builtSiteTrailingSlash,
  createStaticHandler,
  directorySource,
} from '../../src/http/static-handler.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';
import { newPage, shownAt, shutdown } from './harness.js';

const filler = Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of the guide.\n`).join('\n');

function siteWith(trailingSlash: boolean): string {
  return makeSmallSite({
    'site.config.ts': smallSiteConfig
      .replace("title: 'Test site',", `title: 'Test site',\n  trailingSlash: ${trailingSlash},`)
      .replace("label: 'Docs' }", "label: 'Docs' }, { type: 'search', position: 'right' }"),
    'content/sidebars.ts': "export default { docs: ['index', 'guide', 'more/deep'] };\n",
    'content/guide.md': `---\ntitle: Guide\n---\nHow to set things up.\n\n## Setup\n\n${filler}`,
    'content/more/deep.md': '---\ntitle: Deep\n---\nBack [home](/).\n',
  });
}

const roots = { slashed: siteWith(true), flat: siteWith(false) };
const servers: Server[] = [];
const origins: Record<string, string> = {};
let page: Page;
let close: () => Promise<void>;

before(async () => {
  for (const [name, root] of Object.entries(roots)) {
    await build({ root, log: () => {} });
    const source = directorySource(path.join(root, 'build'));
    // As `docgen serve` does: the setting read back from the built folder.
    const trailingSlash = await builtSiteTrailingSlash(source);
    const handler = createStaticHandler(source, { trailingSlash: () => trailingSlash });
    const server = createServer((req, res) => void handler(req, res));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origins[name] = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  const opened = await newPage();
  page = opened.page;
  close = () => opened.context.close();
});
after(async () => {
  await close?.();
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await shutdown();
  for (const root of Object.values(roots)) rmSync(root, { recursive: true, force: true });
});

const activeLinks = () =>
  page.$$eval('.doc-sidebar a.menu__link--active', (links) =>
    links.map((a) => a.getAttribute('href')),
  );

/** Clicks, waits for `path` to be shown, and checks it was a client navigation with `path` active in the sidebar. */
async function follow(click: () => Promise<unknown>, path: string): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await click();
  await shownAt(page, path);
  assert.equal(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    true,
    `${path} was shown by client navigation`,
  );
  assert.deepEqual(await activeLinks(), [path], `the active sidebar link on ${path}`);
}

for (const [name, slash] of [
  ['slashed', '/'],
  ['flat', ''],
] as const) {
  test(`trailingSlash ${name === 'slashed'}: sidebar, Back, Forward and a search result navigate to ${slash ? '/guide/' : '/guide'}`, async () => {
    const guide = `/guide${slash}`;
    const deep = `/more/deep${slash}`;
    await page.goto(`${origins[name]}/`);
    await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
    // A DOM click: Playwright's would scroll the link into view, moving the page it measures.
    const sidebar = (label: string) =>
      page
        .locator('.doc-sidebar a.menu__link', { hasText: label })
        .evaluate((a: HTMLElement) => a.click());
    await follow(() => sidebar('Guide'), guide);
    await page.evaluate(() => window.scrollTo(0, 400));
    await follow(() => sidebar('Deep'), deep);
    await follow(() => page.goBack(), guide);
    await page.waitForFunction(() => window.scrollY === 400);
    await follow(() => page.goForward(), deep);
    await page.click('#__docgen_navbar button.navbar__search');
    await page.fill('#__docgen_search input.search-input', 'setup');
    const result = page.locator('#__docgen_search [role="option"]', { hasText: 'Setup' }).first();
    assert.match((await result.getAttribute('href')) ?? '', new RegExp(`^${guide}[?#]`));
    await follow(() => result.click(), guide);
  });
}
