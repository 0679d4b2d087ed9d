// Mermaid fences (test/fixtures/migrated-site): drawn in the browser in the page's
// colour mode and again when it changes; only pages with a diagram load mermaid.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/build.js';
import { createStaticHandler, memorySource } from '../../src/http/static-handler.js';
import { newPage, projectRoot, shutdown } from './harness.js';

let root: string;
let server: Server;
let url: string;

before(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'docgen-mermaid-'));
  cpSync(path.join(projectRoot, 'test/fixtures/migrated-site'), root, { recursive: true });
  const result = await build({ root, write: false });
  const handler = createStaticHandler(
    memorySource(
      () => result.files,
      () => result.copies,
    ),
  );
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
after(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
  await shutdown();
});

const drawn = (mode: string) => `.mermaid-diagram[data-drawn="${mode}"] .mermaid-diagram__svg svg`;

test('a diagram is drawn in light mode, drawn again in dark mode, and its source is hidden', async () => {
  const { context, page } = await newPage({ colorScheme: 'light' });
  await page.goto(`${url}/docusaurus/mermaid`);
  await page.waitForSelector(drawn('default'));
  const svg = page.locator('.mermaid-diagram__svg svg');
  assert.match((await svg.textContent())!, /Your app[\s\S]*Blockfrost[\s\S]*Cardano/);
  assert.equal(await page.locator('.mermaid-diagram__source').isVisible(), false);
  const fill = () =>
    page
      .locator('.mermaid-diagram__svg svg .node rect, .mermaid-diagram__svg svg .node polygon')
      .first()
      .evaluate((n) => getComputedStyle(n).fill);
  const light = await fill();
  await page.locator('#__docgen_navbar .navbar__color-toggle[title]').first().click();
  await page.waitForSelector(drawn('dark'));
  assert.notEqual(await fill(), light, 'the dark drawing has its own colours');
  await context.close();
});

test('a page without a diagram loads no mermaid', async () => {
  const { context, page } = await newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`${url}/docusaurus/math`);
  await page.waitForLoadState('load');
  assert.ok(!requested.some((r) => r.includes('mermaid')), requested.join('\n'));
  await context.close();
});
