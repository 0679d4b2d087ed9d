// The dev server: routes, port fallback, concurrent connections, and watch mode
// with live reload and the error overlay, on a small site in a temp folder.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { request } from 'node:http';
import { writeFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../../src/serve/dev-server.js';
import { makeSmallSite } from '../fixtures/small-site.js';
import { waitUntil } from '../fixtures/wait.js';

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function serve(
  watch: boolean,
  extra: Partial<Parameters<typeof startServer>[0]> = {},
): Promise<{ dir: string; server: RunningServer }> {
  const dir = makeSmallSite();
  const server = await startServer({ root: dir, port: 0, watch, ...extra });
  cleanups.push(
    () => server.close(),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  return { dir, server };
}

/** Reads server-sent events until one named `name` arrives. */
async function nextEvent(
  url: string,
  name: string,
  action: () => void,
  timeoutMs = 15000,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(`${url}__docgen/events`, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let acted = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream closed');
      buffer += decoder.decode(value, { stream: true });
      if (!acted && buffer.includes(': connected')) {
        acted = true;
        action();
      }
      const match = new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`).exec(buffer);
      if (match) return match[1]!;
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

test('serve builds to disk, binds to 127.0.0.1 and serves clean routes and 404s', async () => {
  const { dir, server } = await serve(false);
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  assert.ok(existsSync(path.join(dir, 'build/guide/index.html')));
  const page = await fetch(`${server.url}guide`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<h1 class="doc-title"[^>]*>Guide<\/h1>/);
  const missing = await fetch(`${server.url}nope`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Page Not Found/);
});

/** GET with a chosen Host header (fetch does not let a caller set Host). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

test('the dev server refuses requests for other host names (DNS rebinding) and serves localhost ones', async () => {
  const { server } = await serve(true);
  const refused = await getWithHost(`${server.url}guide`, `evil.example:${server.port}`);
  assert.equal(refused.status, 403);
  assert.match(refused.body, /--host/);
  assert.equal((await getWithHost(`${server.url}__docgen/events`, 'evil.example')).status, 403);
  assert.equal((await getWithHost(`${server.url}guide`, `localhost:${server.port}`)).status, 200);
  assert.equal((await getWithHost(`${server.url}guide`, `127.0.0.1:${server.port}`)).status, 200);
});

test('a port in use moves to the next free port and says so', async () => {
  const blocker = createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
  const taken = (blocker.address() as { port: number }).port;
  cleanups.push(() => new Promise<void>((r) => blocker.close(() => r())));
  const messages: string[] = [];
  const { server } = await serve(false, { port: taken, log: (_l, m) => messages.push(m) });
  // The OS picked `taken`; the port after it may be in use by someone else too, so
  // only the first move is certain.
  assert.ok(server.port > taken, `port ${server.port} after ${taken}`);
  assert.ok(messages.includes(`Port ${taken} is in use, using ${taken + 1}`), messages.join('\n'));
});

test('the server holds 200 concurrent connections without an error', async () => {
  const { server } = await serve(false);
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      fetch(`${server.url}${i % 2 ? 'guide' : ''}`).then((r) => r.status),
    ),
  );
  assert.deepEqual(new Set(results), new Set([200]));
});

test('watch: editing markdown sends a reload event and serves the new content', async () => {
  const reloads: { sinceChangeMs: number }[] = [];
  const { dir, server } = await serve(true, { onReload: (i) => reloads.push(i) });
  const html = await (await fetch(`${server.url}guide`)).text();
  assert.match(html, /new EventSource\('\/__docgen\/events'\)/, 'the reload script is injected');
  const data = await nextEvent(server.url, 'reload', () =>
    writeFileSync(
      path.join(dir, 'content/guide.md'),
      '---\ntitle: Guide\n---\n## Setup\nFreshly edited text.\n',
    ),
  );
  assert.match(data, /content\/guide\.md/);
  assert.match(await (await fetch(`${server.url}guide`)).text(), /Freshly edited text\./);
  assert.equal(reloads.length, 1);
  assert.ok(!existsSync(path.join(dir, 'build')), 'watch mode serves from memory');
});

test('watch: the search index follows an edit, built after the reload so the page is not kept waiting', async () => {
  const { dir, server } = await serve(true, { searchDelayMs: 50 });
  const indexText = async () =>
    (
      await Promise.all(
        ['default', 'docs-default-current'].map(async (t) =>
          (await fetch(`${server.url}search-index-${t}.json`)).text(),
        ),
      )
    ).join('');
  assert.doesNotMatch(await indexText(), /platypus/i);
  await nextEvent(server.url, 'reload', () =>
    writeFileSync(
      path.join(dir, 'content/guide.md'),
      '---\ntitle: Guide\n---\n## Setup\nA platypus lays eggs.\n',
    ),
  );
  assert.match(await (await fetch(`${server.url}guide`)).text(), /A platypus lays eggs\./);
  // The index is built once the search delay has passed: wait for it, not for a guessed time.
  await waitUntil(
    async () => /platypus/i.test(await indexText()),
    'the search index to hold the edit',
  );
  await server.idle();
  assert.match(await indexText(), /platypus/i);
});

test('watch: a broken file shows an error overlay with file and line, and fixing it clears it', async () => {
  const { dir, server } = await serve(true);
  const file = path.join(dir, 'content/guide.md');
  const error = JSON.parse(
    await nextEvent(server.url, 'error-report', () =>
      writeFileSync(file, '---\ntitle: Guide\nslug: [broken\n---\nBody\n'),
    ),
  ) as { message: string; file: string; line: number };
  assert.equal(error.file, 'content/guide.md');
  assert.equal(error.line, 3, 'the line the unclosed [ is on');
  const page = await (await fetch(`${server.url}guide`)).text();
  assert.match(page, /Setup/, 'the last good site is still served');
  assert.match(page, /"file":"content\/guide\.md"/, 'the overlay shows the error on load');
  await nextEvent(server.url, 'reload', () =>
    writeFileSync(file, '---\ntitle: Guide\n---\n## Setup\nFixed.\n'),
  );
  const fixed = await (await fetch(`${server.url}guide`)).text();
  assert.match(fixed, /Fixed\./);
  assert.match(fixed, /show\(null\)/);
});

test('watch: adding a file adds its route, removing it removes the route', async () => {
  const { dir, server } = await serve(true);
  const file = path.join(dir, 'content/extra.md');
  await nextEvent(server.url, 'reload', () =>
    writeFileSync(file, '---\ntitle: Extra\n---\nAn extra page.\n'),
  );
  assert.equal((await fetch(`${server.url}extra`)).status, 200);
  await nextEvent(server.url, 'reload', () => rmSync(file));
  assert.equal((await fetch(`${server.url}extra`)).status, 404);
});
