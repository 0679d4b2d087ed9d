// The "Try it" console against a local echo server on 127.0.0.1 that records what
// it receives and answers with CORS headers: what the form says arrives as it
// says (method, path, query styles, auth, JSON, form, multipart, binary, text),
// the answer is shown, failures are explained, the key stays out of storage
// unless remembered, and the console's code loads only when asked for.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { createStaticHandler, directorySource } from '../../src/http/static-handler.js';
import { makeTryItSite } from '../fixtures/try-it-site.js';
import { axeViolations, newPage, shutdown } from '../browser/harness.js';

interface Received {
  method: string;
  path: string;
  query: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const received: Received[] = [];
let echo: Server;
let site: Server;
let siteUrl = '';
let echoUrl = '';
let dir = '';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve(`http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
    }),
  );

before(async () => {
  echo = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': '*',
        'Access-Control-Expose-Headers': 'X-Echo',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      received.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.search,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const code = /^\/api\/status\/(\w+)$/.exec(url.pathname)?.[1];
      if (code === 'slow') return; // never answers: the console's timeout
      if (code === 'big')
        return void res
          .writeHead(200, { ...cors, 'Content-Type': 'application/json' })
          .end(JSON.stringify({ items: Array.from({ length: 3000 }, (_, i) => `item-${i}`) }));
      if (code === 'nocors')
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      const status = code && /^\d+$/.test(code) ? Number(code) : 200;
      res
        .writeHead(status, { ...cors, 'Content-Type': 'application/json', 'X-Echo': 'yes' })
        .end(JSON.stringify({ echoed: url.pathname, status }));
    });
  });
  echoUrl = await listen(echo);
  const root = makeTryItSite(`${echoUrl}/api`);
  dir = mkdtempSync(path.join(tmpdir(), 'docgen-try-it-'));
  await build({ root, outDir: dir });
  rmSync(root, { recursive: true, force: true });
  const handler = createStaticHandler(directorySource(dir));
  site = createServer((req, res) => void handler(req, res));
  siteUrl = await listen(site);
});

after(async () => {
  await shutdown();
  await new Promise((r) => echo.close(r));
  await new Promise((r) => site.close(r));
  rmSync(dir, { recursive: true, force: true });
});

async function openConsole(page: Page, route: string): Promise<void> {
  await page.goto(`${siteUrl}${route}`);
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.locator('.try-it form').waitFor();
  // The console starts on the server the samples call (example.invalid: a local server
  // comes after a public one); the reader picks the echo server to send to it.
  await page
    .getByLabel('Server', { exact: true })
    .selectOption({ label: `Local echo (${echoUrl}/api)` });
}

/** Sends and waits for the answer; returns the request the echo server got (none for a failure). */
async function send(page: Page): Promise<Received | undefined> {
  const before = received.length;
  await page.locator('.try-it__send').click();
  await page.locator('.try-it__answer').waitFor();
  return received[before];
}

const storageText = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

test('no console code or data is requested before Try it is pressed', async () => {
  const { context, page } = await newPage();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto(`${siteUrl}/api/get-an-item`);
  await page.waitForLoadState('networkidle');
  const beforeClick = [...urls];
  assert.equal(beforeClick.filter((u) => u.includes('/_try/')).length, 0);
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.locator('.try-it form').waitFor();
  const added = urls.slice(beforeClick.length);
  assert.ok(
    added.some((u) => u.endsWith('/api/_try/get-an-item.json')),
    added.join(' '),
  );
  const newScripts = added.filter((u) => u.endsWith('.js'));
  assert.ok(newScripts.length >= 1, 'the console is a script of its own');
  assert.ok(
    newScripts.every((u) => !beforeClick.includes(u)),
    'none of it was loaded before',
  );
  assert.equal(
    await page.getByRole('button', { name: 'Try it' }).getAttribute('aria-expanded'),
    'true',
  );
  await context.close();
});

test('path, query in each style, header and API key arrive as the form says; the answer is shown', async () => {
  const { context, page } = await newPage();
  const carried: Promise<string>[] = [];
  page.on('request', (r) =>
    carried.push(
      r.allHeaders().then((h) => (JSON.stringify(h).includes('secret-key-123') ? r.url() : '')),
    ),
  );
  await openConsole(page, '/api/get-an-item');
  await page.getByLabel('API key (header X-Api-Key)').fill('secret-key-123');
  await page.getByLabel('id (path)').fill('a b');
  await page.getByLabel('tags (query)').fill('x, y');
  await page.getByLabel('ids (query)').fill('1,2');
  await page.getByLabel('filter (query)').fill('{"k":"v"}');
  await page.getByLabel('order (query)').selectOption('desc');
  await page.getByLabel('X-Trace (header)').fill('t1');
  const got = (await send(page))!;
  assert.equal(got.method, 'GET');
  assert.equal(got.path, '/api/items/a%20b');
  assert.equal(got.query, '?tags=x&tags=y&ids=1|2&filter[k]=v&order=desc');
  assert.equal(got.headers['x-api-key'], 'secret-key-123');
  assert.equal(got.headers['x-trace'], 't1');
  assert.equal(got.body.length, 0);
  const answer = page.locator('.try-it__answer');
  assert.match((await answer.locator('.try-it__status').textContent()) ?? '', /^200 OK · \d+ ms$/);
  assert.match((await answer.locator('.try-it__headers').textContent()) ?? '', /x-echo\s*yes/i);
  assert.match(
    (await answer.locator('.try-it__body').textContent()) ?? '',
    /"echoed": "\/api\/items\/a%20b"/,
  );
  const curl = (await answer.locator('.try-it__curl').textContent()) ?? '';
  assert.match(curl, /X-Api-Key: \$\{X_API_KEY\}/);
  assert.doesNotMatch(
    await page.content(),
    /secret-key-123/,
    'the key is never written into the page',
  );
  assert.doesNotMatch(await storageText(page), /secret-key-123/, 'nor stored unless remembered');
  const withKey = (await Promise.all(carried)).filter(Boolean);
  assert.deepEqual(
    withKey.map((u) => new URL(u).origin),
    [echoUrl],
    'the key went with the one request to the selected server, and nowhere else',
  );
  await context.close();
});

test('the bearer alternative sends Authorization, and "remember" stores the token until "forget"', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/get-an-item');
  await page.getByLabel('Authenticate with').selectOption({ label: 'Bearer token' });
  await page.getByLabel('Bearer token').fill('tok-9');
  await page.getByLabel('id (path)').fill('1');
  await page.getByLabel('Remember on this device').check();
  const got = (await send(page))!;
  assert.equal(got.headers.authorization, 'Bearer tok-9');
  assert.equal(got.headers['x-api-key'], undefined);
  assert.match(await storageText(page), /tok-9/);
  await page.getByRole('button', { name: 'Forget the stored credentials' }).click();
  assert.doesNotMatch(await storageText(page), /tok-9/);
  assert.equal(await page.getByLabel('Bearer token').inputValue(), '');
  await context.close();
});

test('a JSON body is checked before sending, the problem shown at its field, then arrives as typed', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/create-an-item');
  await page.getByLabel('API key (header X-Api-Key)').fill('k');
  const editor = page.getByLabel('Body (application/json)');
  assert.deepEqual(JSON.parse(await editor.inputValue()), { name: 'pen', count: 2 });
  const sentBefore = received.length;
  await editor.fill('{"name": "pen",');
  await page.locator('.try-it__send').click();
  assert.match(
    (await page.locator('.try-it__problem:not([hidden])').textContent()) ?? '',
    /Not valid JSON/,
  );
  assert.equal(await editor.getAttribute('aria-invalid'), 'true');
  await editor.fill('{"name": "pen"}');
  await page.locator('.try-it__send').click();
  assert.match(
    (await page.locator('.try-it__problem:not([hidden])').textContent()) ?? '',
    /Missing required field: count/,
  );
  await editor.fill('{"name": "pen", "count": "two"}');
  await page.locator('.try-it__send').click();
  assert.match(
    (await page.locator('.try-it__problem:not([hidden])').textContent()) ?? '',
    /"count" should be of type integer/,
  );
  assert.equal(received.length, sentBefore, 'nothing was sent');
  await editor.fill('{"name": "ink", "count": 3}');
  const got = (await send(page))!;
  assert.equal(got.method, 'POST');
  assert.equal(got.headers['content-type'], 'application/json');
  assert.deepEqual(JSON.parse(got.body.toString()), { name: 'ink', count: 3 });
  await context.close();
});

test('form, multipart, binary and text bodies arrive as the form says', async () => {
  const { context, page } = await newPage();
  await openConsole(page, '/api/send-a-form');
  await page.getByLabel('API key (header X-Api-Key)').fill('k');
  assert.equal(await page.locator('.try-it').getByLabel(/^name/).inputValue(), 'ada');
  await page.locator('.try-it').getByLabel(/^mode/).selectOption('b');
  let got = (await send(page))!;
  assert.match(String(got.headers['content-type']), /^application\/x-www-form-urlencoded/);
  assert.equal(got.body.toString(), 'name=ada&mode=b');

  await openConsole(page, '/api/upload-a-file');
  await page.getByLabel('API key (header X-Api-Key)').fill('k');
  await page
    .locator('.try-it')
    .getByLabel(/^file/)
    .setInputFiles({ name: 'n.txt', mimeType: 'text/plain', buffer: Buffer.from('hello file') });
  got = (await send(page))!;
  assert.match(String(got.headers['content-type']), /^multipart\/form-data; boundary=/);
  const multipart = got.body.toString();
  assert.match(multipart, /name="title"\r\n\r\nnotes\r\n/);
  assert.match(
    multipart,
    /name="file"; filename="n.txt"\r\nContent-Type: text\/plain\r\n\r\nhello file\r\n/,
  );

  await openConsole(page, '/api/submit-bytes');
  await page.getByLabel('API key (header X-Api-Key)').fill('k');
  const bytes = Buffer.from([0x84, 0xa3, 0x00, 0xff, 0x0a]);
  await page
    .getByLabel('Body file (application/cbor)')
    .setInputFiles({ name: 'tx.cbor', mimeType: 'application/cbor', buffer: bytes });
  got = (await send(page))!;
  assert.equal(got.headers['content-type'], 'application/cbor');
  assert.deepEqual(got.body, bytes);

  await openConsole(page, '/api/evaluate-text');
  await page.getByLabel('API key (header X-Api-Key)').fill('k');
  assert.equal(await page.getByLabel('Body text (text/plain)').inputValue(), '84a300');
  got = (await send(page))!;
  assert.equal(got.headers['content-type'], 'text/plain');
  assert.equal(got.body.toString(), '84a300');
  await context.close();
});

test('a long body is cut with Show all; a 4xx, a 5xx, a CORS refusal, an unreachable server and a timeout each get their explanation and the curl', async () => {
  const { context, page } = await newPage();
  await page.clock.install();
  await openConsole(page, '/api/answer-with-a-status');
  const code = page.getByLabel('code (path)');
  const explanation = () =>
    page.locator('.try-it__answer .try-it__explanation').first().textContent();
  await code.fill('404');
  await send(page);
  assert.match((await page.locator('.try-it__status').textContent()) ?? '', /^404 Not Found/);
  assert.match((await explanation()) ?? '', /refused the request/);
  await code.fill('500');
  await send(page);
  assert.match((await explanation()) ?? '', /failed while answering/);
  await code.fill('big');
  await send(page);
  const body = page.locator('.try-it__body');
  assert.doesNotMatch((await body.textContent()) ?? '', /item-2999/, 'a long body is cut');
  await page.getByRole('button', { name: /^Show all/ }).click();
  assert.match((await body.textContent()) ?? '', /"item-2999"\n {2}\]\n\}$/);
  await code.fill('nocors');
  await send(page);
  assert.equal(await page.locator('.try-it__answer').getAttribute('data-failure'), 'cors');
  assert.match(
    (await page.locator('.try-it__curl').textContent()) ?? '',
    /curl -X GET .*\/api\/status\/nocors/,
  );
  await code.fill('slow');
  await page.locator('.try-it__send').click();
  await page.getByText('Sending…').waitFor();
  await page.clock.runFor(31_000);
  await page.locator('.try-it__answer[data-failure=timeout]').waitFor();
  await page
    .getByLabel('Server', { exact: true })
    .selectOption({ label: 'Other (https://other.example.com/v1)' });
  await code.fill('200');
  await page.locator('.try-it__send').click();
  await page.locator('.try-it__answer[data-failure=network]').waitFor();
  await context.close();
});

test('the chosen server is remembered across pages and the samples follow it', async () => {
  const { context, page } = await newPage();
  const sample = () =>
    page.locator('.api-samples__requests [role=tabpanel]:not([hidden]) pre').first().textContent();
  await page.goto(`${siteUrl}/api/create-an-item`);
  assert.match((await sample()) ?? '', /https:\/\/example\.invalid\/v1\/items/);
  await page.getByRole('button', { name: 'Try it' }).click();
  await page
    .getByLabel('Server', { exact: true })
    .selectOption({ label: `Local echo (${echoUrl}/api)` });
  assert.match((await sample()) ?? '', new RegExp(`${echoUrl}/api/items`));
  await page.goto(`${siteUrl}/api/send-a-form`);
  assert.match((await sample()) ?? '', new RegExp(`${echoUrl}/api/forms`));
  await page.getByRole('button', { name: 'Try it' }).click();
  assert.match(
    (await page.getByLabel('Server', { exact: true }).locator('option:checked').textContent()) ??
      '',
    /Local echo/,
  );
  await context.close();
});

test('webhooks and operations that turn it off have no Try it', async () => {
  const { context, page } = await newPage();
  for (const route of ['/api/no-console-here', '/api/item-created']) {
    await page.goto(`${siteUrl}${route}`);
    assert.equal(await page.locator('[data-try-it]').count(), 0, route);
  }
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`axe finds nothing serious with the console open and answered at 390 px (${colorScheme})`, async () => {
    const { context, page } = await newPage({ width: 390, height: 844, colorScheme });
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    await openConsole(page, '/api/get-an-item');
    await page.getByLabel('API key (header X-Api-Key)').fill('k');
    await page.getByLabel('id (path)').fill('1');
    await send(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scroll (${width})`);
    assert.deepEqual(await axeViolations(page, colorScheme), []);
    await context.close();
  });

test("a server variable's choice reaches the samples and the next page's console, and a client navigation keeps it", async () => {
  const { context, page } = await newPage();
  const sample = () =>
    page.locator('.api-samples__requests [role=tabpanel]:not([hidden]) pre').first().textContent();
  await openConsole(page, '/api/create-an-item');
  await page
    .getByLabel('Server', { exact: true })
    .selectOption({ label: 'https://example.invalid/v1' });
  await page.getByLabel('scheme').selectOption('http');
  assert.match((await sample()) ?? '', /http:\/\/example\.invalid\/v1\/items/);
  await page.locator('.menu__link[href="/api/send-a-form"]').click();
  await page.waitForFunction(() => location.pathname === '/api/send-a-form');
  await page.locator('h1', { hasText: 'Send a form' }).waitFor();
  assert.match((await sample()) ?? '', /http:\/\/example\.invalid\/v1\/forms/);
  // The console opens on that server with that value, as the samples show it.
  await page.getByRole('button', { name: 'Try it' }).click();
  assert.equal(await page.getByLabel('scheme').inputValue(), 'http');
  await context.close();
});
