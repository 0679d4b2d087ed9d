// Mermaid fences (test/fixtures/migrated-site): drawn in the browser in the page's
// colour mode and again when it changes; only pages with a diagram load mermaid.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/build.js';
import { createStaticHandler, memorySource } from '../../src/http/static-handler.js';
import { newPage, projectRoot, shutdown } from '../browser/harness.js';

const roots: string[] = [];
const servers: Server[] = [];
let url: string;
/** The same site built for the base path `/docs/` and served under it. */
let docsUrl: string;

/** Builds a copy of the fixture site (with `config` added to its config) and serves it under `base`. */
async function serveFixture(base: string, config = ''): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-mermaid-'));
  roots.push(root);
  cpSync(path.join(projectRoot, 'test/fixtures/migrated-site'), root, { recursive: true });
  const configFile = path.join(root, 'site.config.ts');
  writeFileSync(
    configFile,
    readFileSync(configFile, 'utf8').replace("title: 'Migrated site',", `$&${config}`),
  );
  const result = await build({ root, write: false });
  const handler = createStaticHandler(
    memorySource(
      () => result.files,
      () => result.copies,
    ),
  );
  const server = createServer((req, res) => {
    if (!req.url?.startsWith(base)) {
      res.writeHead(404).end();
      return;
    }
    req.url = req.url.slice(base.length - 1);
    void handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${base.slice(0, -1)}`;
}

before(async () => {
  url = await serveFixture('/');
  docsUrl = await serveFixture('/docs/', " baseUrl: '/docs/',");
});
after(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  for (const root of roots) rmSync(root, { recursive: true, force: true });
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

test("a flowchart's page imports mermaid's entry and the flowchart's code, not the other diagram types'", async () => {
  const { context, page } = await newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(`${url}/docusaurus/mermaid`);
  await page.waitForSelector(drawn('default'));
  const mermaid = requested.filter((r) => r.startsWith('/assets/mermaid-'));
  assert.ok(
    mermaid.some((r) => /\/mermaid\.esm\.min\.mjs$/.test(r)),
    mermaid.join('\n'),
  );
  const types = mermaid.flatMap((r) => /\/(\w+)Diagram-\w+\.mjs$/.exec(r)?.[1] ?? []);
  assert.deepEqual(types, ['flow']);
  await context.close();
});

test('under a base path, mermaid and the chunks it imports load from under it', async () => {
  const { context, page } = await newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(`${docsUrl}/docusaurus/mermaid`);
  await page.waitForSelector(drawn('default'));
  const mermaid = requested.filter((r) => r.includes('/mermaid-'));
  assert.ok(mermaid.length > 1);
  assert.ok(
    mermaid.every((r) => r.startsWith('/docs/assets/mermaid-')),
    mermaid.join('\n'),
  );
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
