// docs.versionPersistence: choosing a version in the navbar's dropdown is remembered
// in local storage by default (shell-navbar.test.ts, on the portal) and not at all
// with 'none'.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { startServer, type RunningServer } from '../../src/serve/dev-server.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';
import { newPage, shutdown } from './harness.js';

const dir = makeSmallSite({
  'site.config.ts': smallSiteConfig
    .replace('openapi: false,', "openapi: false,\n  docs: { versionPersistence: 'none' },")
    .replace("label: 'Docs' }", "label: 'Docs' }, { type: 'docsVersionDropdown' }"),
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

test("with versionPersistence 'none', choosing a version is followed but not stored", async () => {
  const { context, page } = await newPage();
  try {
    await page.goto(`${server.url}guide`);
    await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
    await page.locator('#__docgen_navbar .navbar__dropdown-toggle[aria-label^="Versions"]').click();
    const link = page.locator('#__docgen_navbar a.navbar__dropdown-link[data-role="version"]');
    assert.equal(await link.getAttribute('href'), '/guide');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/guide');
    assert.deepEqual(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('version'))),
      [],
    );
  } finally {
    await context.close();
  }
});
