// check-links' local server answers a missing URL with a short text: linkinator reads the links
// of any HTML answer, and read the site's 404 page (its whole navigation) once per missing URL,
// which made a page with thousands of broken links take a minute.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shortNotFound } from '../../../src/links/short-not-found.js';
import { checkLinks } from '../../../src/links/check-links.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test("the 404 page's links are not followed, and a path found missing is not looked for again", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-check-notfound-'));
  dirs.push(dir);
  const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page(
      '<a href="/nosuch?v=1">1</a> <a href="/nosuch?v=2">2</a> <a href="/nosuch?v=3">3</a>',
    ),
    '404.html': page('<a href="/only-on-404">nav</a> <a href="/assets/only-on-404.css">css</a>'),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const asked: string[] = [];
  const result = await checkLinks({
    dir,
    wrapHandler: (handler) => (req, res) => {
      asked.push(req.url!);
      return handler(req, res);
    },
  });
  assert.deepEqual(
    result.broken.map((b) => `${b.source} -> ${b.link} (${b.status}; ${b.linkedAs?.join(', ')})`),
    ['/ -> /nosuch (404; /nosuch?v=1, /nosuch?v=2, /nosuch?v=3)'],
  );
  assert.deepEqual(
    asked.filter((url) => url.includes('only-on-404')),
    [],
  );
});

test('a missing path is answered with a short text, from the handler once whatever its query', async () => {
  let calls = 0;
  const handler = shortNotFound((_req, res) => {
    calls++;
    const html = '<!DOCTYPE html><html><body><a href="/nav">nav</a></body></html>';
    res.writeHead(404, { 'content-type': 'text/html', 'content-length': String(html.length) });
    res.end(html);
  });
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    for (const query of ['?v=1', '?v=2', '']) {
      const res = await fetch(`http://127.0.0.1:${port}/nosuch${query}`);
      assert.equal(res.status, 404);
      assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8');
      assert.equal(await res.text(), 'Not found');
    }
    const head = await fetch(`http://127.0.0.1:${port}/nosuch`, { method: 'HEAD' });
    assert.equal(head.status, 404);
    assert.equal(calls, 1);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
