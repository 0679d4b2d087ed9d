// The writing loop in `serve --watch`: a save reloads the page where the reader
// was; a build error shows the failing lines in an overlay that can be closed;
// build warnings show in the page, not only in the terminal.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../../src/serve/dev-server.js';
import { makeSmallSite } from '../fixtures/small-site.js';
import { waitUntil } from '../fixtures/wait.js';
import { getBrowser, shutdown } from './harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
  await shutdown();
});

const longGuide = (word: string) =>
  `---\ntitle: Guide\n---\n${Array.from({ length: 60 }, (_, i) => `## Part ${i}\n\n${word} ${i}.\n`).join('\n')}`;

async function serve(): Promise<{ dir: string; server: RunningServer }> {
  const dir = makeSmallSite({ 'content/guide.md': longGuide('Before') });
  const server = await startServer({ root: dir, port: 0, watch: true });
  cleanups.push(
    () => server.close(),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  return { dir, server };
}

test('a save reloads the page at the scroll position the reader had', async () => {
  const { dir, server } = await serve();
  const browser = await getBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
  cleanups.push(() => context.close());
  const page = await context.newPage();
  await page.goto(`${server.url}guide`);
  await page.evaluate(() => document.getElementById('part-30')!.scrollIntoView());
  const before = await page.evaluate(() => window.scrollY);
  assert.ok(before > 1000, `scrolled down (${before})`);
  writeFileSync(path.join(dir, 'content/guide.md'), longGuide('After'));
  await page.waitForFunction(() => document.body.textContent!.includes('After 30.'));
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, before);
  assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - before) <= 2);
});

test('a build error shows the failing lines and can be closed; warnings show in the page', async () => {
  const { dir, server } = await serve();
  const browser = await getBrowser();
  const context = await browser.newContext();
  cleanups.push(() => context.close());
  const page = await context.newPage();
  writeFileSync(
    path.join(dir, 'content/index.md'),
    '---\ntitle: Home\n---\nSee [a page that is not there](./missing.md).\n',
  );
  // The page the server sends carries the rebuilt site's warnings.
  await waitUntil(
    async () => (await (await fetch(server.url)).text()).includes('missing.md'),
    'the rebuild that warns',
  );
  await page.goto(server.url);
  const warnings = page.locator('#__docgen_warnings');
  await warnings.locator('summary').click();
  assert.match((await warnings.textContent())!, /1 build warning[\s\S]*missing\.md/);
  await warnings.getByRole('button', { name: 'Close the build warnings' }).click();
  assert.equal(await warnings.count(), 0);

  writeFileSync(path.join(dir, 'content/guide.md'), '---\ntitle: [unclosed\n---\nText.\n');
  const overlay = page.locator('#__docgen_error');
  await overlay.waitFor();
  assert.match((await overlay.locator('h2').textContent())!, /Build error in content\/guide\.md:2/);
  const frame = (await overlay.locator('.docgen-code-frame').textContent())!;
  assert.match(frame, /1 \| ---/);
  assert.equal(
    await overlay.locator('.docgen-code-frame__failing').textContent(),
    '> 2 | title: [unclosed',
  );
  await overlay.getByRole('button', { name: 'Close the build error' }).click();
  assert.equal(await overlay.count(), 0);
});

test('a site that fails to build at the start shows the error with its lines, and the page reloads itself once a save fixes it', async () => {
  const dir = makeSmallSite({
    'content/guide.md': '---\ntitle: Guide\n---\n## Setup\n\nSee [nothing](/nowhere-at-all).\n',
  });
  const server = await startServer({ root: dir, port: 0, watch: true });
  cleanups.push(
    () => server.close(),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  const browser = await getBrowser();
  const context = await browser.newContext();
  cleanups.push(() => context.close());
  const page = await context.newPage();
  // Its connection to the server is open before the fix is saved.
  const connected = page.waitForResponse((r) => r.url().endsWith('/__docgen/events'));
  await page.goto(`${server.url}guide`);
  await connected;
  const overlay = page.locator('#__docgen_error');
  assert.match((await overlay.locator('h2').textContent())!, /Build error in content\/guide\.md:6/);
  assert.equal(
    await overlay.locator('.docgen-code-frame__failing').textContent(),
    '> 6 | See [nothing](/nowhere-at-all).',
  );
  writeFileSync(path.join(dir, 'content/guide.md'), '---\ntitle: Guide\n---\n## Setup\nFixed.\n');
  await page.waitForFunction(() => document.body.textContent!.includes('Fixed.'));
  assert.equal(await overlay.count(), 0);
});
