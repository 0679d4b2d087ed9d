// Loading OpenAPI documents from a package, a file and a local HTTP server.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec, loadSpecFromText } from '../../fixtures/load-spec.js';
import { DocgenError } from '../../../src/errors.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'docgen-spec-'));
after(() => rmSync(work, { recursive: true, force: true }));

const tiny = (title: string) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title, version: '1' },
    paths: { '/ping': { get: { summary: 'Ping', responses: { '200': { description: 'ok' } } } } },
  });

interface Scripted {
  server: Server;
  url: string;
  hits: { ifNoneMatch?: string }[];
}

async function serveScript(
  handler: (
    n: number,
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
  ) => void,
): Promise<Scripted> {
  const hits: Scripted['hits'] = [];
  const server = createServer((req, res) => {
    hits.push({ ifNoneMatch: req.headers['if-none-match'] as string | undefined });
    handler(hits.length, req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  after(() => server.close());
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/openapi.json`,
    hits,
  };
}

const options = (cacheDir: string) => ({
  root,
  cacheDir,
  idleTimeoutMs: 300,
  retries: 2,
  backoffMs: 5,
});

test('the provider spec loads offline from its npm package, validated and dereferenced', async () => {
  const spec = await loadSpec({ package: '@blockfrost/openapi' }, options(path.join(work, 'c1')));
  assert.equal(Object.keys(spec.document.paths).length, 129);
  const schema = (
    spec.document.paths['/blocks/latest'] as {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: Record<string, unknown> } } };
        };
      };
    }
  ).get.responses['200'].content['application/json'].schema;
  assert.equal(schema.$ref, undefined, 'refs are resolved');
  assert.ok(schema.properties);
});

test('a file source and a warm disk cache give the same document', async () => {
  const file = path.join(work, 'api.json');
  writeFileSync(file, tiny('File API'));
  const a = await loadSpec({ file }, options(path.join(work, 'c2')));
  assert.equal(a.document.info.title, 'File API');
});

test('a URL is downloaded, then revalidated with its ETag (304 served from the cache)', async () => {
  const s = await serveScript((_n, req, res) => {
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304);
      res.end();
      return;
    }
    res.writeHead(200, { etag: '"v1"', 'content-type': 'application/json' });
    res.end(tiny('Remote API'));
  });
  const cache = path.join(work, 'c3');
  const first = await loadSpec({ url: s.url }, options(cache));
  assert.equal(first.document.info.title, 'Remote API');
  const second = await loadSpec({ url: s.url }, options(cache));
  assert.equal(second.document.info.title, 'Remote API');
  assert.equal(s.hits[1]?.ifNoneMatch, '"v1"');
});

test('a 500 is retried, then fails with the URL, the status and what to do', async () => {
  const s = await serveScript((_n, _req, res) => {
    res.writeHead(500);
    res.end('boom');
  });
  await assert.rejects(
    loadSpec({ url: s.url }, options(path.join(work, 'c4'))),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.match(
        error.message,
        new RegExp(
          `Could not download the OpenAPI document ${s.url.replace(/[.]/g, '\\.')}: HTTP 500`,
        ),
      );
      assert.match(error.hint ?? '', /local file/);
      return true;
    },
  );
  assert.equal(s.hits.length, 3, 'one try and two retries');
});

test('a download that fails falls back to the cached copy with a warning', async () => {
  let fail = false;
  const s = await serveScript((_n, _req, res) => {
    if (fail) {
      res.writeHead(503);
      res.end();
      return;
    }
    res.writeHead(200);
    res.end(tiny('Cached API'));
  });
  const cache = path.join(work, 'c5');
  await loadSpec({ url: s.url }, options(cache));
  fail = true;
  const warnings: string[] = [];
  const again = await loadSpec(
    { url: s.url },
    { ...options(cache), warn: (w) => warnings.push(w) },
  );
  assert.equal(again.document.info.title, 'Cached API');
  assert.match(warnings.join('\n'), /Could not download .* \(HTTP 503\); using the cached copy/);
});

test('a download that times out fails with a clear message', async () => {
  const s = await serveScript(() => {
    // never answers
  });
  await assert.rejects(
    loadSpec({ url: s.url }, { ...options(path.join(work, 'c6')), retries: 0, idleTimeoutMs: 200 }),
    /Could not download the OpenAPI document .*timeout/i,
  );
});

test('HTML instead of a spec, non-YAML text, Swagger 1.2 and a missing openapi field are each named', async () => {
  await assert.rejects(loadSpecFromText('<!DOCTYPE html><html></html>', 'x'), /returned HTML/);
  await assert.rejects(loadSpecFromText('a: [1\nb', 'x.yaml'), /neither valid YAML nor JSON/);
  await assert.rejects(
    loadSpecFromText('{"swagger":"1.2","paths":{}}', 'x.json'),
    /Swagger 1\.2 document; docgen reads OpenAPI 3/,
  );
  await assert.rejects(
    loadSpecFromText('info: {}\npaths: {}\n', 'x.yaml'),
    /not an OpenAPI 3 document/,
  );
  const s = await serveScript((_n, _req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body>Not here</body></html>');
  });
  await assert.rejects(loadSpec({ url: s.url }, options(path.join(work, 'c7'))), /returned HTML/);
});

test('a Swagger 2.0 document is converted to OpenAPI 3, and the build says so', async () => {
  const warnings: string[] = [];
  const swagger = {
    swagger: '2.0',
    info: { title: 'Old API', version: '1' },
    paths: { '/ping': { get: { responses: { '200': { description: 'ok' } } } } },
  };
  const doc = await loadSpecFromText(JSON.stringify(swagger), 'old.json', (w) => warnings.push(w));
  assert.match(doc.openapi, /^3\.0\./);
  assert.deepEqual(Object.keys(doc.paths), ['/ping']);
  assert.match(
    warnings.join('\n'),
    /old\.json is a Swagger 2\.0 document; converted to OpenAPI 3\.0\.\d+ with swagger2openapi/,
  );
});

test('a broken $ref fails validation with its pointer', async () => {
  const file = path.join(work, 'broken.json');
  const doc = JSON.parse(tiny('Broken')) as {
    paths: Record<string, { get: { responses: Record<string, unknown> } }>;
  };
  doc.paths['/ping']!.get.responses['200'] = {
    description: 'ok',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } },
  };
  writeFileSync(file, JSON.stringify(doc));
  const strict = { ...options(path.join(work, 'c8')), onInvalid: 'error' as const };
  await assert.rejects(loadSpec({ file }, strict), (error: unknown) => {
    assert.ok(error instanceof DocgenError);
    assert.match(error.message, /not a valid OpenAPI document/);
    assert.match(error.message, /#\/components\/schemas\/Missing/);
    return true;
  });
});

test('the process keeps only a few validated documents in memory; older ones are validated again from the disk cache', async () => {
  const cacheDir = path.join(work, 'c-memory');
  const files = Array.from({ length: 9 }, (_, i) => {
    const file = path.join(work, `memory-${i}.json`);
    writeFileSync(file, tiny(`Memory ${i}`));
    return file;
  });
  for (const file of files) await loadSpec({ file }, options(cacheDir));
  rmSync(cacheDir, { recursive: true, force: true });
  // The newest is still in memory: loading it touches no cache file.
  await loadSpec({ file: files[8]! }, options(cacheDir));
  assert.equal(existsSync(cacheDir), false);
  // The oldest was dropped from memory: it is validated again and stored.
  await loadSpec({ file: files[0]! }, options(cacheDir));
  assert.equal(readdirSync(path.join(cacheDir, 'validated')).length, 1);
});
