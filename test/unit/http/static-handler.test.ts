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
  type FileSource,
  memorySource,
  safeRelativePath,
} from '../../../src/http/static-handler.js';
import { byteRange } from '../../../src/http/byte-range.js';
import { randomBytes } from 'node:crypto';

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
    'flat.html': '<html><body>flat page</body></html>',
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

test('a file route.html is served at /route only on a trailingSlash: false site; /route/ is not found', async () => {
  // This handler has no trailingSlash: its hosts need not serve flat.html at /flat.
  assert.equal((await get('/flat')).status, 404);
  assert.equal((await get('/flat.html')).status, 200);
  const site = await siteServer(
    { 'index.html': page, 'flat.html': 'flat page', '404.html': page },
    false,
  );
  try {
    assert.equal((await site.get('/docs/flat')).status, 200);
    // Hosts that serve flat.html at /flat (GitHub Pages, Netlify) answer /flat/ with 404 too.
    assert.equal((await site.get('/docs/flat/')).status, 404);
  } finally {
    site.close();
  }
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

/** Serves `source` on a free port for the length of `run`. */
async function serving(source: FileSource, run: (url: string) => Promise<void>): Promise<void> {
  const handler = createStaticHandler(source);
  const s = createServer((req, res) => void handler(req, res));
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const address = s.address();
  try {
    await run(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  } finally {
    s.close();
  }
}

test('a file is streamed from disk, whole or the byte range asked for, and never read whole', async () => {
  const bytes = randomBytes(3 * 1024 * 1024 + 17);
  writeFileSync(path.join(dir, 'video.mp4'), bytes);
  const disk = directorySource(dir);
  // What the handler may not do with a static file: read it into memory.
  const streamedOnly: FileSource = {
    read: async (relative) => {
      if (relative === 'video.mp4') throw new Error('read whole');
      return disk.read(relative);
    },
    file: (relative) => disk.file!(relative),
  };
  await serving(streamedOnly, async (url) => {
    const whole = await fetch(`${url}/video.mp4`);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('accept-ranges'), 'bytes');
    assert.equal(whole.headers.get('content-length'), String(bytes.length));
    assert.equal(whole.headers.get('content-type'), 'video/mp4');
    assert.ok(Buffer.from(await whole.arrayBuffer()).equals(bytes));

    const ranges: [string, number, number][] = [
      ['bytes=100-199', 100, 199],
      ['bytes=3145000-', 3145000, bytes.length - 1],
      ['bytes=-10', bytes.length - 10, bytes.length - 1],
      ['bytes=0-99999999', 0, bytes.length - 1],
    ];
    for (const [range, start, end] of ranges) {
      const part = await fetch(`${url}/video.mp4`, { headers: { range } });
      assert.equal(part.status, 206, range);
      assert.equal(part.headers.get('content-range'), `bytes ${start}-${end}/${bytes.length}`);
      assert.ok(
        Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(start, end + 1)),
        range,
      );
    }
    const past = await fetch(`${url}/video.mp4`, { headers: { range: `bytes=${bytes.length}-` } });
    assert.equal(past.status, 416);
    assert.equal(past.headers.get('content-range'), `bytes */${bytes.length}`);
    // Several ranges, or a range under a stale If-Range: the whole file.
    const several = await fetch(`${url}/video.mp4`, { headers: { range: 'bytes=0-1,5-6' } });
    assert.equal(several.status, 200);
    await several.arrayBuffer();
    const etag = whole.headers.get('etag')!;
    const stale = await fetch(`${url}/video.mp4`, {
      headers: { range: 'bytes=0-1', 'if-range': '"other"' },
    });
    assert.equal(stale.status, 200);
    await stale.arrayBuffer();
    const fresh = await fetch(`${url}/video.mp4`, {
      headers: { range: 'bytes=0-1', 'if-range': etag },
    });
    assert.equal(fresh.status, 206);
    await fresh.arrayBuffer();
    const unchanged = await fetch(`${url}/video.mp4`, { headers: { 'if-none-match': etag } });
    assert.equal(unchanged.status, 304);
  });
});

test('a build kept in memory serves its static files from where they are on disk, with ranges', async () => {
  const onDisk = path.join(dir, 'elsewhere.bin');
  writeFileSync(onDisk, 'static bytes');
  const files = new Map<string, string>([['index.html', 'home']]);
  const copies = new Map([['files/data.bin', onDisk]]);
  await serving(
    memorySource(
      () => files,
      () => copies,
    ),
    async (url) => {
      const part = await fetch(`${url}/files/data.bin`, { headers: { range: 'bytes=7-' } });
      assert.equal(part.status, 206);
      assert.equal(await part.text(), 'bytes');
      assert.equal(await (await fetch(`${url}/`)).text(), 'home');
    },
  );
});

test('byteRange reads one range, and leaves what it cannot honour to the whole file', () => {
  assert.deepEqual(byteRange('bytes=0-0', 10), { start: 0, end: 0 });
  assert.deepEqual(byteRange('bytes=-20', 10), { start: 0, end: 9 });
  assert.equal(byteRange('bytes=10-', 10), 'unsatisfiable');
  assert.equal(byteRange('bytes=-0', 10), 'unsatisfiable');
  assert.equal(byteRange('bytes=0-', 0), 'unsatisfiable');
  for (const header of [
    undefined,
    'items=0-1',
    'bytes=5-2',
    'bytes=0-1,3-4',
    'bytes=-',
    'bytes=x-1',
  ])
    assert.equal(byteRange(header, 10), undefined, header);
});

/** A handler on a folder of `files` built with `trailingSlash`, under /docs/. */
async function siteServer(
  files: Record<string, string>,
  trailingSlash: boolean | undefined,
): Promise<{
  get: (p: string) => Promise<{ status: number; location?: string }>;
  /** The body served at `p` (after no redirect). */
  body: (p: string) => Promise<string>;
  close: () => void;
}> {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-slash-'));
  for (const [f, t] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), t);
  }
  const handler = createStaticHandler(directorySource(root), {
    basePath: () => '/docs/',
    trailingSlash: () => trailingSlash,
  });
  const site = createServer((req, res) => void handler(req, res));
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const address = site.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    get: (p) =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: p }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
          );
        });
        req.on('error', reject);
        req.end();
      }),
    body: (p) =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: p }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      }),
    close: () => {
      site.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const page = '<html><body>page</body></html>';

test('trailingSlash true: a page file name and its URL without / redirect to the URL with /, as its hosts do', async () => {
  const site = await siteServer(
    { 'index.html': page, 'more/deep/index.html': page, 'img/a.png': 'png', '404.html': page },
    true,
  );
  try {
    assert.deepEqual(await site.get('/docs/more/deep.html?x=1'), {
      status: 301,
      location: '/docs/more/deep/?x=1',
    });
    assert.deepEqual(await site.get('/docs/more/deep/index.html'), {
      status: 301,
      location: '/docs/more/deep/',
    });
    assert.deepEqual(await site.get('/docs/more/deep?x=1'), {
      status: 301,
      location: '/docs/more/deep/?x=1',
    });
    assert.equal((await site.get('/docs/more/deep/')).status, 200);
    assert.equal((await site.get('/docs/img/a.png')).status, 200);
    assert.equal((await site.get('/docs/more')).status, 404);
  } finally {
    site.close();
  }
});

test('trailingSlash false: /page/index.html is not found where the page is page.html (never a redirect to a 404)', async () => {
  const site = await siteServer(
    { 'index.html': page, 'nested.html': page, 'nested/sub.html': page, '404.html': page },
    false,
  );
  try {
    assert.equal((await site.get('/docs/nested/index.html')).status, 404);
    assert.equal((await site.get('/docs/nested')).status, 200);
    assert.equal((await site.get('/docs/nested/sub')).status, 200);
    assert.deepEqual(await site.get('/docs/index.html'), { status: 301, location: '/docs/' });
  } finally {
    site.close();
  }
});

test('trailingSlash unset: page file names redirect as before, /a.html to /a and /a/index.html to /a/', async () => {
  const site = await siteServer({ 'more/deep/index.html': page, '404.html': page }, undefined);
  try {
    assert.deepEqual(await site.get('/docs/more/deep.html'), {
      status: 301,
      location: '/docs/more/deep',
    });
    assert.deepEqual(await site.get('/docs/more/deep/index.html'), {
      status: 301,
      location: '/docs/more/deep/',
    });
    assert.equal((await site.get('/docs/more/deep')).status, 200);
    assert.equal((await site.get('/docs/gone/index.html')).status, 404);
  } finally {
    site.close();
  }
});

test('a static a.html beside a page a/index.html is served as it is, on every setting', async () => {
  const files = {
    'index.html': page,
    'a/index.html': 'page a',
    'a.html': 'static a',
    '404.html': page,
  };
  for (const trailingSlash of [true, undefined]) {
    const site = await siteServer(files, trailingSlash);
    try {
      assert.deepEqual(await site.get('/docs/a.html'), { status: 200, location: undefined });
      assert.equal(await site.body('/docs/a.html'), 'static a');
      assert.equal(await site.body('/docs/a/'), 'page a');
    } finally {
      site.close();
    }
  }
});

test('a page whose slug ends in .html beside the page without it opens at its own URL', async () => {
  const files = {
    'index.html': page,
    'legacy/setup/index.html': 'setup',
    'legacy/setup.html/index.html': 'setup.html',
    '404.html': page,
  };
  const unset = await siteServer(files, undefined);
  try {
    assert.equal(await unset.body('/docs/legacy/setup.html'), 'setup.html');
    assert.equal(await unset.body('/docs/legacy/setup.html/'), 'setup.html');
    assert.equal(await unset.body('/docs/legacy/setup'), 'setup');
  } finally {
    unset.close();
  }
  const slashed = await siteServer(files, true);
  try {
    assert.deepEqual(await slashed.get('/docs/legacy/setup.html'), {
      status: 301,
      location: '/docs/legacy/setup.html/',
    });
    assert.equal(await slashed.body('/docs/legacy/setup.html/'), 'setup.html');
  } finally {
    slashed.close();
  }
});

test('trailingSlash false: /a is the page a.html before a folder a/index.html, as its hosts look', async () => {
  const site = await siteServer(
    { 'index.html': page, 'a.html': 'page a', 'a/index.html': 'static a', '404.html': page },
    false,
  );
  try {
    assert.equal(await site.body('/docs/a'), 'page a');
    assert.equal(await site.body('/docs/a.html'), 'page a');
    assert.equal(await site.body('/docs/a/'), 'static a');
  } finally {
    site.close();
  }
});

test('a redirect Location escapes ? and # in names and keeps the query as the request wrote it', async () => {
  const files = {
    'index.html': page,
    'q?x/index.html': 'q',
    'h#x/index.html': 'h',
    '404.html': page,
  };
  const site = await siteServer(files, true);
  try {
    assert.deepEqual(await site.get('/docs/q%3Fx/index.html?k=a%20b&j'), {
      status: 301,
      location: '/docs/q%3Fx/?k=a%20b&j',
    });
    assert.deepEqual(await site.get('/docs/h%23x'), { status: 301, location: '/docs/h%23x/' });
    assert.equal(await site.body('/docs/q%3Fx/'), 'q');
    assert.equal(await site.body('/docs/h%23x/'), 'h');
  } finally {
    site.close();
  }
});
