// Try it and the samples against every kind of server list (test/fixtures/server-lists):
// a request never goes to a host the page does not name or the reader did not type
// (not the docs site's own origin), a remembered choice applies only where an
// operation offers it, an operation's own server stays its own, and the samples stay
// absolute.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { createStaticHandler, memorySource } from '../../src/http/static-handler.js';
import { newPage, projectRoot, shutdown } from '../browser/harness.js';

let root: string;
let server: Server;
let url: string;

before(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'docgen-servers-'));
  cpSync(path.join(projectRoot, 'test/fixtures/server-lists'), root, { recursive: true });
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

const sample = (page: Page) =>
  page.locator('.api-samples__requests [role=tabpanel]:not([hidden]) pre').first().textContent();

async function openConsole(page: Page, route: string) {
  await page.goto(`${url}${route}`);
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.locator('.try-it form').waitFor();
}

test("with no server, Send waits for the reader's base URL and the key never goes to the docs site", async () => {
  const { context, page } = await newPage();
  const toDocs: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${url}/ping`)) toDocs.push(r.url());
  });
  const sent: { url: string; key?: string }[] = [];
  await context.route('https://api.acme.test/**', (route) => {
    sent.push({ url: route.request().url(), key: route.request().headers()['x-api-key'] });
    return route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: '{"pong":true}',
    });
  });
  await openConsole(page, '/api/ping');
  assert.match((await sample(page)) ?? '', /"https:\/\/api\.example\.com\/ping"/);
  const send = page.getByRole('button', { name: 'Send GET' });
  assert.equal(await send.isDisabled(), true);
  assert.match(
    (await page.locator('.try-it form').textContent()) ?? '',
    /The document names no server: type the API's base URL to send a request\./,
  );
  await page.getByLabel('API key (header X-API-Key)').fill('SECRET-KEY-123');
  const base = page.getByLabel('Base URL');
  await base.fill('https://api.acme.test/');
  await base.press('Tab');
  await send.click();
  await page.getByText('"pong"').waitFor();
  assert.deepEqual(sent, [{ url: 'https://api.acme.test/ping', key: 'SECRET-KEY-123' }]);
  assert.deepEqual(toDocs, []);
  // The samples follow the base the reader typed.
  assert.match((await sample(page)) ?? '', /"https:\/\/api\.acme\.test\/ping"/);
  await context.close();
});

test('Send pressed from the keyboard keeps focus while the request runs, ignores a second press, and a short status says what came back', async () => {
  const { context, page } = await newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  await context.route('https://api.acme.test/**', async (route) => {
    requests++;
    await held;
    await route.fulfill({
      status: 201,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: '{"pong":true}',
    });
  });
  await openConsole(page, '/api/ping');
  await page.getByLabel('API key (header X-API-Key)').fill('KEY');
  await page.getByLabel('Base URL').fill('https://api.acme.test/');
  const send = page.getByRole('button', { name: 'Send GET' });
  await send.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.try-it__send[aria-disabled="true"]');
  const isFocused = () => send.evaluate((b) => b === document.activeElement);
  assert.equal(await isFocused(), true, 'focus stays on Send while busy');
  await page.keyboard.press('Enter');
  release();
  const status = page.locator('.try-it__console > [role="status"]');
  await page.waitForFunction(
    () =>
      document.querySelector('.try-it__console > [role="status"]')?.textContent ===
      'Response 201 Created',
  );
  assert.equal(await status.getAttribute('class'), 'visually-hidden');
  assert.equal(requests, 1, 'the press while busy sent nothing');
  assert.equal(await isFocused(), true, 'focus is still on Send');
  assert.equal(await send.getAttribute('aria-disabled'), null);
  // The answer itself is not live: only the status is read.
  const live = await page
    .locator('.try-it__answer')
    .evaluate((el) => el.closest('[aria-live], [role="status"]') !== null);
  assert.equal(live, false);
  await context.close();
});

test('a relative server chosen is shown under the placeholder host until the reader types one; the samples stay absolute', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/items');
  assert.match((await sample(page)) ?? '', /"https:\/\/api\.rel\.test\/v1\/items"/);
  await page.getByLabel('Server', { exact: true }).selectOption({ label: 'Relative (/v1)' });
  assert.match((await sample(page)) ?? '', /"https:\/\/api\.example\.com\/v1\/items"/);
  assert.equal(await page.getByRole('button', { name: 'Send GET' }).isDisabled(), true);
  assert.match(
    (await page.locator('.try-it form').textContent()) ?? '',
    /The document gives this server as "\/v1", without its host/,
  );
  const base = page.getByLabel('Base URL');
  await base.fill('https://mine.test');
  await base.press('Tab');
  assert.equal(await page.getByRole('button', { name: 'Send GET' }).isDisabled(), false);
  assert.match((await sample(page)) ?? '', /"https:\/\/mine\.test\/v1\/items"/);
  // Remembered with its base: the next visit's samples and console start on it.
  await openConsole(page, '/api/items');
  assert.match((await sample(page)) ?? '', /"https:\/\/mine\.test\/v1\/items"/);
  assert.equal(await page.getByLabel('Base URL').inputValue(), 'https://mine.test');
  await context.close();
});

test('the console starts on the server the samples call', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/local');
  assert.match((await sample(page)) ?? '', /"http:\/\/localhost:8080\/x\/local"/);
  assert.equal(
    await page
      .getByLabel('Server', { exact: true })
      .evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]!.text),
    'http://localhost:8080/x',
  );
  await context.close();
});

test('a host chosen for one operation does not reach another whose variable it does not fit', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/upload');
  await page
    .getByLabel('Server', { exact: true })
    .selectOption({ label: 'US uploads (https://uploads.us.example.com/v1)' });
  assert.match((await sample(page)) ?? '', /"https:\/\/uploads\.us\.example\.com\/v1\/uploads"/);
  await openConsole(page, '/api/list-things');
  assert.match((await sample(page)) ?? '', /"https:\/\/eu\.example\.com\/v1\/things"/);
  assert.equal(await page.getByLabel('region').inputValue(), 'eu');
  // The server's name follows its variable.
  await page.getByLabel('region').selectOption('us');
  assert.deepEqual(
    await page.getByLabel('Server', { exact: true }).locator('option').allTextContents(),
    ['Regional (https://us.example.com/v1)'],
  );
  assert.match((await sample(page)) ?? '', /"https:\/\/us\.example\.com\/v1\/things"/);
  // A region outside the enum is not this server, though it is one host label.
  await page.evaluate(() =>
    localStorage.setItem('docgen.try-it.server.leak', 'https://ap.example.com/v1'),
  );
  await page.reload();
  assert.match((await sample(page)) ?? '', /"https:\/\/eu\.example\.com\/v1\/things"/);
  await context.close();
});

test("an operation's own server with an undeclared variable stays its own, and Send waits for the variable", async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/undeclared');
  assert.match((await sample(page)) ?? '', /"https:\/\/\{tenant\}\.example\.com\/undeclared"/);
  assert.deepEqual(
    await page.getByLabel('Server', { exact: true }).locator('option').allTextContents(),
    ['https://{tenant}.example.com'],
  );
  assert.equal(await page.getByRole('button', { name: 'Send GET' }).isDisabled(), true);
  await page.getByLabel('tenant').fill('acme');
  assert.equal(await page.getByRole('button', { name: 'Send GET' }).isDisabled(), false);
  await context.close();
});

/** Every sample tab's text, in tab order (cURL, JavaScript, Python, Go, Rust). */
const samples = (page: Page) =>
  page.locator('.api-samples__requests [role=tabpanel] pre').allTextContents();

test('an enum value that would break out of the samples’ quoting is never written into them', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/notes');
  const before = await samples(page);
  assert.equal(before[0], 'curl "https://api.example.com/v1/notes"');
  assert.match(before[1]!, /fetch\('https:\/\/api\.example\.com\/v1\/notes'/);
  const note = page.getByText('The samples keep their own server');
  for (const hostile of ['v3"$(id)`id`', "v2' ; touch /tmp/pwned ; echo '"]) {
    await page.getByLabel('version').selectOption(hostile);
    assert.deepEqual(await samples(page), before);
    await note.waitFor();
  }
  // A plain value is still followed, and the note goes.
  await page.getByLabel('version').selectOption('v1');
  assert.equal(await note.isHidden(), true);
  // A stored choice nobody clicked is held to the same rule.
  await page.evaluate(() =>
    localStorage.setItem('docgen.try-it.server.hostile', 'https://api.example.com/v3"$(id)`id`'),
  );
  await page.reload();
  assert.deepEqual(await samples(page), before);
  await context.close();
});

test('a server URL with a space does not shift the list: a stored host no server lists is not followed', async () => {
  const { context, page } = await newPage();
  await page.goto(`${url}/api/files`);
  const own = await samples(page);
  assert.equal(own[0], 'curl "https://files.example.com/my files/files"');
  for (const stored of ['https://attacker.example.com', 'https://files.example.com/my']) {
    await page.evaluate(
      (value) => localStorage.setItem('docgen.try-it.server.hostile', value),
      stored,
    );
    await page.reload();
    assert.deepEqual(await samples(page), own, stored);
  }
  // The enum belongs to the regional server: one of its values is followed.
  await page.evaluate(() =>
    localStorage.setItem('docgen.try-it.server.hostile', 'https://us.example.com'),
  );
  await page.reload();
  assert.equal((await samples(page))[0], 'curl "https://us.example.com/files"');
  await context.close();
});

test('a base URL with credentials, a query or a fragment is refused with a sentence, never stored nor shown in the samples', async () => {
  const { context, page } = await newPage();
  const sent: string[] = [];
  await context.route('https://api.acme.test/**', (route) => {
    sent.push(route.request().url());
    return route.abort();
  });
  await openConsole(page, '/api/ping');
  const base = page.getByLabel('Base URL');
  const send = page.getByRole('button', { name: 'Send GET' });
  const form = page.locator('.try-it form');
  const cases = {
    'https://user:secret@api.acme.test': /must not hold a user name or password/,
    'https://api.acme.test/?v=1': /must not hold a query \(\?…\) or a fragment \(#…\)/,
    'https://api.acme.test#x': /must not hold a query \(\?…\) or a fragment \(#…\)/,
  };
  for (const [typed, sentence] of Object.entries(cases)) {
    await base.fill(typed);
    await base.press('Tab');
    assert.equal(await send.isDisabled(), true, typed);
    assert.match((await form.textContent()) ?? '', sentence, typed);
    assert.match((await sample(page)) ?? '', /"https:\/\/api\.example\.com\/ping"/, typed);
  }
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  assert.doesNotMatch(stored, /secret|\?v=1|#x/);
  assert.deepEqual(sent, []);
  await context.close();
});

test('a whole-URL variable with an absolute default is sent to as the reader types it, with no base URL to override', async () => {
  const { context, page } = await newPage();
  const sent: string[] = [];
  await context.route('https://staging.example.net/**', (route) => {
    sent.push(route.request().url());
    return route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: '{"ok":true}',
    });
  });
  await openConsole(page, '/api/whole-url');
  assert.doesNotMatch((await page.locator('main').textContent()) ?? '', /A relative URL follows/);
  assert.match((await sample(page)) ?? '', /"https:\/\/api\.acme\.test\/v1\/status"/);
  assert.equal(await page.getByLabel('Base URL').count(), 0);
  const send = page.getByRole('button', { name: 'Send GET' });
  assert.equal(await send.isDisabled(), false);
  await page.getByLabel('baseUrl').fill('https://staging.example.net');
  await page.getByLabel('baseUrl').press('Tab');
  await page.getByLabel('API key (header X-API-Key)').fill('SECRET-KEY-123');
  await send.click();
  await page.getByText('"ok"').waitFor();
  assert.deepEqual(sent, ['https://staging.example.net/v1/status']);
  // Remembered: the samples follow it, on the next visit too.
  assert.match((await sample(page)) ?? '', /"https:\/\/staging\.example\.net\/v1\/status"/);
  await openConsole(page, '/api/whole-url');
  assert.match((await sample(page)) ?? '', /"https:\/\/staging\.example\.net\/v1\/status"/);
  assert.equal(await page.getByLabel('baseUrl').inputValue(), 'https://staging.example.net');
  await context.close();
});

test('a whole-host variable keeps a value with dots: the samples and the next page follow it', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/whole-host');
  assert.match((await sample(page)) ?? '', /"https:\/\/api\.acme\.test\/v1\/hosts"/);
  await page.getByRole('textbox', { name: 'host', exact: true }).fill('api.other.test');
  await page.getByRole('textbox', { name: 'host', exact: true }).press('Tab');
  assert.match((await sample(page)) ?? '', /"https:\/\/api\.other\.test\/v1\/hosts"/);
  await openConsole(page, '/api/whole-host-too');
  assert.match((await sample(page)) ?? '', /"https:\/\/api\.other\.test\/v1\/hosts2"/);
  assert.equal(
    await page.getByRole('textbox', { name: 'host', exact: true }).inputValue(),
    'api.other.test',
  );
  await context.close();
});

test('a stored host that the URL parser reads as another host is ignored: the samples and the console keep their own', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/undeclared');
  await page.evaluate(() =>
    localStorage.setItem('docgen.try-it.server.leak', 'https://evil\u3002com\\.example.com'),
  );
  await openConsole(page, '/api/undeclared');
  assert.match((await sample(page)) ?? '', /"https:\/\/\{tenant\}\.example\.com\/undeclared"/);
  assert.equal(await page.getByLabel('tenant').inputValue(), '');
  assert.equal(await page.getByRole('button', { name: 'Send GET' }).isDisabled(), true);
  await context.close();
});
