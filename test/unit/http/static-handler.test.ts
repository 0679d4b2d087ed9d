import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contentType,
  createStaticHandler,
  directorySource,
  memorySource,
  safeRelativePath,
} from '../../../src/http/static-handler.js';

let dir: string;
let server: Server;
let base: string;

/** A raw request, so that `..` and encodings reach the server as written. */
function get(
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}`, { path: rawPath, method, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'docgen-static-'));
  const files: Record<string, string> = {
    'index.html': '<html><body>home</body></html>',
    'guide/index.html': '<html><body>guide</body></html>',
    'folder/index.html': '<html><body>folder</body></html>',
    '404.html': '<html><body>not found page</body></html>',
    'assets/app-ABC123.js': 'console.log(1)',
    'search-index-default.json': '{"documents":[]}',
  };
  for (const [f, t] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), t);
  }
  writeFileSync(path.join(path.dirname(dir), 'secret.txt'), 'secret');
  symlinkSync(path.join(path.dirname(dir), 'secret.txt'), path.join(dir, 'leak.txt'));
  const handler = createStaticHandler(directorySource(dir));
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

after(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('clean routes serve their index.html, with or without the trailing slash', async () => {
  assert.match((await get('/')).body, /home/);
  assert.match((await get('/guide')).body, /guide/);
  assert.match((await get('/folder/')).body, /folder/);
  assert.equal((await get('/guide')).headers['content-type'], 'text/html; charset=utf-8');
});

test('.html and /index.html paths redirect to the clean path, keeping the query', async () => {
  const a = await get('/guide/index.html?x=1');
  assert.equal(a.status, 301);
  assert.equal(a.headers.location, '/guide/?x=1');
  const b = await get('/guide.html');
  assert.equal(b.status, 301);
  assert.equal(b.headers.location, '/guide');
});

test('unknown paths answer with the not-found page and status 404', async () => {
  const r = await get('/no/such/page');
  assert.equal(r.status, 404);
  assert.match(r.body, /not found page/);
});

test('content types, ETag revalidation and cache headers', async () => {
  const js = await get('/assets/app-ABC123.js');
  assert.equal(js.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
  const json = await get('/search-index-default.json');
  assert.equal(json.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(json.headers['cache-control'], 'no-cache');
  const again = await get('/assets/app-ABC123.js', { 'if-none-match': String(js.headers.etag) });
  assert.equal(again.status, 304);
  assert.equal(again.body, '');
});

test('only GET and HEAD are allowed', async () => {
  assert.equal((await get('/', {}, 'POST')).status, 405);
  const head = await get('/guide', {}, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
});

test('traversal attempts never leave the folder', async () => {
  for (const attempt of [
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%5csecret.txt',
    '/guide/..\\..\\secret.txt',
    '/%00',
    '/C:/Windows/win.ini',
    '/..%2f..%2fetc/passwd',
  ]) {
    const r = await get(attempt);
    assert.ok(r.status === 400 || r.status === 404, `${attempt} → ${r.status}`);
    assert.doesNotMatch(r.body, /secret/, attempt);
  }
  const link = await get('/leak.txt');
  assert.equal(link.status, 404, 'a symlink pointing outside is not followed');
});

test('safe paths are normalised; unsafe ones are refused', () => {
  assert.equal(safeRelativePath('/a/b'), 'a/b');
  assert.equal(safeRelativePath('/a%20b/'), 'a b');
  assert.equal(safeRelativePath('/a/../b'), undefined);
  assert.equal(safeRelativePath('/%2e%2e/b'), undefined);
});

test('an in-memory source serves a build without touching the disk', async () => {
  const files = new Map<string, string>([
    ['index.html', 'mem home'],
    ['404.html', 'mem 404'],
  ]);
  const handler = createStaticHandler(
    memorySource(() => files),
    { transformHtml: (h) => `${h}!` },
  );
  const s = createServer((req, res) => void handler(req, res));
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const address = s.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    assert.equal(await (await fetch(`${url}/`)).text(), 'mem home!');
    const missing = await fetch(`${url}/x`);
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), 'mem 404!');
  } finally {
    s.close();
  }
});

test('content types come from a full MIME table: fonts, media, wasm and manifests too', () => {
  const expected: Record<string, string> = {
    'a/page.html': 'text/html; charset=utf-8',
    'assets/app.js': 'text/javascript; charset=utf-8',
    'assets/app.CSS': 'text/css; charset=utf-8',
    'img/logo.svg': 'image/svg+xml',
    'fonts/inter.woff': 'font/woff',
    'fonts/inter.woff2': 'font/woff2',
    'img/hero.avif': 'image/avif',
    'media/demo.mp4': 'video/mp4',
    'files/guide.pdf': 'application/pdf',
    'app.wasm': 'application/wasm',
    'site.webmanifest': 'application/manifest+json; charset=utf-8',
    'data.csv': 'text/csv; charset=utf-8',
    README: 'application/octet-stream',
    'blob.unknownext': 'application/octet-stream',
  };
  for (const [file, type] of Object.entries(expected)) assert.equal(contentType(file), type, file);
});
