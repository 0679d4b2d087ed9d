// Downloading a spec from hostile or broken servers on 127.0.0.1: a bad answer never
// replaces the good cached copy, a redirect loop is an error, and a download is
// bounded in size and in time.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSpec } from '../../fixtures/load-spec.js';
import { DocgenError } from '../../../src/errors.js';
import { ageOf } from '../../../src/openapi/spec-fetch.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-download-'));
after(() => rmSync(work, { recursive: true, force: true }));

const tiny = (title: string) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title, version: '1' },
    paths: { '/ping': { get: { summary: 'Ping', responses: { '200': { description: 'ok' } } } } },
  });

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A server whose answer the test switches; returns its URL and the requests it saw. */
async function serve(
  first: Handler,
): Promise<{ url: string; base: string; use: (h: Handler) => void; hits: IncomingMessage[] }> {
  let handler = first;
  const hits: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    hits.push(req);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  after(() => {
    server.closeAllConnections();
    server.close();
  });
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url: `${base}/openapi.json`, base, use: (h) => (handler = h), hits };
}

let n = 0;
const options = (extra: Record<string, unknown> = {}) => ({
  root: work,
  cacheDir: path.join(work, `cache-${++n}`),
  idleTimeoutMs: 2000,
  retries: 1,
  backoffMs: 5,
  ...extra,
});
const good: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(tiny('Good API'));
};

/** The document loads from the server once, then `bad` answers: the good copy is still what builds, with a warning. */
async function assertCacheSurvives(bad: Handler, reason: RegExp): Promise<void> {
  const s = await serve(good);
  // A source whose invalid documents fail the build: one is no answer to keep.
  const opts = options({ onInvalid: 'error' });
  assert.equal((await loadSpec({ url: s.url }, opts)).document.info.title, 'Good API');
  s.use(bad);
  const warnings: string[] = [];
  const again = await loadSpec({ url: s.url }, { ...opts, warn: (w: string) => warnings.push(w) });
  assert.equal(again.document.info.title, 'Good API', 'built from the good cached copy');
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0]!, reason);
  assert.match(warnings[0]!, /using the cached copy from \d+ seconds? ago\.$/);
  // The bad answer did not replace the copy: a later outage still falls back to the good document.
  s.use((_req, res) => {
    res.writeHead(503);
    res.end();
  });
  const third = await loadSpec({ url: s.url }, { ...opts, warn: () => {} });
  assert.equal(third.document.info.title, 'Good API');
  const cacheFiles = readdirSync(path.join(opts.cacheDir, 'download'));
  assert.deepEqual(
    cacheFiles.length,
    1,
    `one cache file, no temporary left: ${cacheFiles.join(', ')}`,
  );
  assert.match(
    readFileSync(path.join(opts.cacheDir, 'download', cacheFiles[0]!), 'utf8'),
    /Good API/,
  );
}

test('a 200 with an HTML page does not replace the good cached spec', async () => {
  await assertCacheSurvives((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><html><body>Sign in to the Wi-Fi</body></html>');
  }, /returned HTML/);
});

test('a 200 with an empty body does not replace the good cached spec', async () => {
  await assertCacheSurvives((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end();
  }, /empty body/);
});

test("with validation: 'error', a 200 with an invalid OpenAPI document does not replace the good cached spec", async () => {
  await assertCacheSurvives((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Broken' },
        paths: { '/x': { get: { responses: 'no' } } },
      }),
    );
  }, /not a valid OpenAPI document/);
});

const truncated: Handler = (_req, res) => {
  const body = tiny('Cut API');
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
  res.write(body.slice(0, 40));
  setTimeout(() => res.socket?.destroy(), 20);
};

test('a body cut off before its Content-Length does not replace the good cached spec', async () => {
  await assertCacheSurvives(truncated, /Could not download/);
});

test('a body cut off before its Content-Length, with no cached copy, fails naming the URL', async () => {
  const s = await serve(truncated);
  await assert.rejects(loadSpec({ url: s.url }, options()), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(
      error.message,
      new RegExp(`^Could not download the OpenAPI document ${s.url.replace(/[.]/g, '\\.')}: `),
    );
    return true;
  });
});

test('a redirect loop is an error, never the final 3xx taken as the document', async () => {
  // Every hop is a new URL, so only the redirect limit can stop it.
  const s = await serve((req, res) => {
    const hop = Number(new URL(req.url!, 'http://x').searchParams.get('hop') ?? 0);
    res.writeHead(302, { location: `/openapi.json?hop=${hop + 1}` });
    res.end('moved');
  });
  await assert.rejects(loadSpec({ url: s.url }, options()), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(error.message, /redirects in a loop/);
    assert.match(error.message, new RegExp(s.url.replace(/[.?]/g, '\\$&')));
    return true;
  });
  // Two URLs that point at each other.
  const ping = await serve((req, res) => {
    res.writeHead(301, { location: req.url === '/a' ? '/b' : '/a' });
    res.end();
  });
  await assert.rejects(loadSpec({ url: `${ping.base}/a` }, options()), /redirects in a loop/);
  // A redirect loop with a good cached copy builds from the copy, with the warning.
  await assertCacheSurvives((req, res) => {
    res.writeHead(302, { location: `${req.url}x` });
    res.end();
  }, /redirects in a loop/);
});

test('a body bigger than the size limit fails naming the URL, the limit and the option', async () => {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  // No Content-Length: the limit must hold while reading, not only on the header.
  const s = await serve((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const pump = () => {
      while (sent < 200 * chunk.length) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => res.removeAllListeners('drain'));
    pump();
  });
  const start = performance.now();
  await assert.rejects(
    loadSpec({ url: s.url }, options({ download: { maxBytes: 1_000_000 } })),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.match(
        error.message,
        new RegExp(
          `${s.url.replace(/[.]/g, '\\.')} is bigger than the download size limit of 1 MB \\(1000000 bytes\\)`,
        ),
      );
      assert.match(error.hint ?? '', /download: \{ maxBytes \}/);
      assert.match(error.hint ?? '', /openapi\.download\.maxBytes/);
      return true;
    },
  );
  assert.ok(
    sent < 100 * chunk.length,
    `stopped reading early (${sent} bytes sent of ${200 * chunk.length})`,
  );
  assert.ok(performance.now() - start < 5000);
  // A declared Content-Length over the limit fails before the body is read.
  const declared = await serve((_req, res) => {
    res.writeHead(200, { 'content-length': String(4_000_000_000) });
    res.write('{');
  });
  await assert.rejects(
    loadSpec({ url: declared.url }, options({ download: { maxBytes: 1_000_000 } })),
    /is bigger than the download size limit of 1 MB/,
  );
});

test('a slow drip that never pauses long enough to time out fails at the whole-download deadline', async () => {
  const s = await serve((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    // One byte every 50 ms, well under the per-chunk timeout; bounded so the test cleans up after itself.
    let left = 400;
    const timer = setInterval(() => {
      if (--left <= 0 || res.destroyed) {
        clearInterval(timer);
        res.end();
        return;
      }
      res.write(' ');
    }, 50);
    res.on('close', () => clearInterval(timer));
  });
  const start = performance.now();
  await assert.rejects(
    loadSpec({ url: s.url }, options({ idleTimeoutMs: 1000, download: { timeoutMs: 600 } })),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.match(
        error.message,
        new RegExp(
          `${s.url.replace(/[.]/g, '\\.')} did not finish downloading within the 0\\.6 s limit`,
        ),
      );
      assert.match(error.hint ?? '', /download: \{ timeoutMs \}/);
      assert.match(error.hint ?? '', /openapi\.download\.timeoutMs/);
      return true;
    },
  );
  const took = performance.now() - start;
  assert.ok(took < 3000, `gave up after ${Math.round(took)} ms`);
});

test('a 503 is retried by the retry interceptor and the next answer is used', async () => {
  const s = await serve((_req, res) => {
    res.writeHead(503);
    res.end();
  });
  s.use((_req, res) => {
    if (s.hits.length === 1) {
      res.writeHead(503, { 'retry-after': '0' });
      res.end();
      return;
    }
    good(_req, res);
  });
  assert.equal((await loadSpec({ url: s.url }, options())).document.info.title, 'Good API');
  assert.equal(s.hits.length, 2);
});

test('a 404 is not retried', async () => {
  const s = await serve((_req, res) => {
    res.writeHead(404);
    res.end();
  });
  await assert.rejects(loadSpec({ url: s.url }, options({ retries: 3 })), /: HTTP 404\.$/);
  assert.equal(s.hits.length, 1);
});

test('a cached copy is revalidated with Last-Modified when the server sends no ETag', async () => {
  const stamp = 'Wed, 21 Oct 2026 07:28:00 GMT';
  const s = await serve((req, res) => {
    if (req.headers['if-modified-since'] === stamp) {
      res.writeHead(304);
      res.end();
      return;
    }
    res.writeHead(200, { 'last-modified': stamp });
    res.end(tiny('Dated API'));
  });
  const opts = options();
  await loadSpec({ url: s.url }, opts);
  assert.equal((await loadSpec({ url: s.url }, opts)).document.info.title, 'Dated API');
  assert.equal(s.hits[1]?.headers['if-modified-since'], stamp);
});

test('the age in the fallback warning is said in the largest unit that fits', () => {
  assert.equal(ageOf(4_000), '4 seconds');
  assert.equal(ageOf(61_000), '1 minute');
  assert.equal(ageOf(3 * 3_600_000 + 5), '3 hours');
  assert.equal(ageOf(2 * 86_400_000), '2 days');
});
