// The cURL sample of every operation of both bundled Blockfrost documents is run
// against a local echo server (127.0.0.1 only), and what arrives is held against
// the document: method, path, query (arrays as their style says), the auth header
// from the security scheme, the Content-Type and a body valid against its schema.
// A JavaScript and a Python sample of each request shape are run the same way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { bundledOperations, type CorpusOperation } from './sample-corpus.js';
import type { Schema } from '../../src/openapi/schema-type.js';
import { baseUrl } from '../../src/openapi/samples/http-call.js';

const require = createRequire(import.meta.url);
const Ajv = require('ajv') as new (
  options: object,
) => {
  validate: (schema: object, data: unknown) => boolean;
  errorsText: (errors?: unknown) => string;
  errors?: unknown;
};

const work = mkdtempSync(path.join(tmpdir(), 'docgen-sample-echo-'));
const secret = 'test-project-token';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let origin = '';
const received = new Map<string, Received>();
let corpus: CorpusOperation[] = [];

before(async () => {
  corpus = await bundledOperations(path.join(work, 'cache'));
  // A cURL run names itself in a header (one more -H) so runs can overlap; JavaScript and Python runs go one at a time.
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.set(String(req.headers['x-sample-run'] ?? 'untagged'), {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The sample's code calling the echo server instead of the document's host. */
function local(code: string, call: CorpusOperation['call']): string {
  const host = new URL(call.url.replace(/[{}]/g, '')).origin;
  assert.ok(code.includes(host), `the sample calls ${host}`);
  return code.replaceAll(host, origin);
}

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: work,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** The files samples upload, with known bytes. */
function makeFiles(): void {
  for (const { call } of corpus) {
    const body = call.body;
    if (body?.kind === 'file') writeFileSync(path.join(work, body.file), `bytes of ${body.file}`);
    if (body?.kind === 'multipart')
      for (const part of body.parts)
        if ('file' in part) writeFileSync(path.join(work, part.file), `bytes of ${part.file}`);
  }
}

const envFor = (id: string) => ({ PROJECT_ID: secret, SAMPLE_RUN: id });

/** Holds one request against the operation it was meant to call. */
function checkArrival(c: CorpusOperation, got: Received | undefined, where: string): string[] {
  const problems: string[] = [];
  const fail = (m: string) => problems.push(`${where}: ${m}`);
  if (!got) return [`${where}: no request arrived`];
  if (got.method !== c.op.method.toUpperCase()) fail(`method ${got.method}`);
  const url = new URL(got.url, origin);
  const base = new URL(baseUrl(c.op.servers)).pathname.replace(/\/$/, '');
  const template = new RegExp(
    `^${base.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}${c.op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '([^/]+)')}$`,
  );
  if (!template.test(decodeURIComponent(url.pathname)))
    fail(`path ${url.pathname} does not match ${base}${c.op.path}`);
  if (/\/string(\/|$)/.test(url.pathname)) fail(`path ${url.pathname} holds the word string`);
  for (const p of c.op.parameters) {
    if (p.in === 'query') {
      const values = url.searchParams.getAll(p.name);
      if (p.required && values.length === 0) fail(`required query parameter ${p.name} missing`);
      const isArray = p.schema?.type === 'array';
      if (isArray && values.length > 0) {
        if (p.explode === false && values.length !== 1)
          fail(`${p.name} sent ${values.length} times with explode false`);
        if (values.some((v) => v.startsWith('[')))
          fail(`${p.name} sent as a JSON array: ${values[0]}`);
      }
    }
    if (
      p.in === 'header' &&
      p.required &&
      !['content-type', 'accept', 'authorization'].includes(p.name.toLowerCase()) &&
      got.headers[p.name.toLowerCase()] === undefined
    )
      fail(`required header ${p.name} missing`);
  }
  for (const key of url.searchParams.keys())
    if (!c.op.parameters.some((p) => p.in === 'query' && p.name === key))
      fail(`undeclared query parameter ${key}`);
  if (c.op.security.some((r) => 'project_id' in r) && got.headers.project_id !== secret)
    fail(`project_id header is ${String(got.headers.project_id)}`);
  const body = c.call.body;
  const type = String(got.headers['content-type'] ?? '');
  if (!body && got.body.length > 0) fail('a body was sent where the operation takes none');
  if (body?.kind === 'json') {
    if (!type.startsWith(body.mediaType)) fail(`Content-Type ${type}`);
    let value: unknown;
    try {
      value = JSON.parse(got.body.toString());
    } catch {
      fail(`body is not JSON: ${got.body.toString().slice(0, 80)}`);
    }
    const schema = c.op.requestBody?.content?.[body.mediaType]?.schema as Schema | undefined;
    const ajv = new Ajv({ strict: false, allErrors: true });
    if (schema && value !== undefined && !ajv.validate(schema, value))
      fail(`body invalid against its schema: ${ajv.errorsText(ajv.errors)}`);
  }
  if (body?.kind === 'file') {
    if (type !== body.mediaType) fail(`Content-Type ${type}`);
    if (got.body.toString() !== `bytes of ${body.file}`) fail(`body is not the file ${body.file}`);
  }
  if (body?.kind === 'multipart') {
    if (!type.startsWith('multipart/form-data; boundary=')) fail(`Content-Type ${type}`);
    const text = got.body.toString();
    for (const part of body.parts) {
      const header =
        'file' in part ? `name="${part.name}"; filename="${part.file}"` : `name="${part.name}"`;
      if (!text.includes(header)) fail(`multipart part ${header} missing`);
      if ('file' in part && !text.includes(`bytes of ${part.file}`))
        fail(`multipart file ${part.file} not sent`);
    }
  }
  return problems;
}

test('the cURL sample of every operation of both bundled documents sends what the document describes', async () => {
  assert.ok(spawnSync('sh', ['-c', 'command -v curl']).status === 0, 'curl is installed');
  makeFiles();
  assert.ok(corpus.length > 250, `${corpus.length} operations`);
  const problems: string[] = [];
  const queue = corpus.map((c, i) => ({ c, id: `curl-${i}` }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const curl = job.c.samples.find((s) => s.value === 'curl')!.code;
      const script = `${local(curl, job.c.call)} \\\n  -H "X-Sample-Run: $SAMPLE_RUN" --silent --show-error --output /dev/null`;
      const result = await run('bash', ['-c', script], envFor(job.id));
      if (result.status !== 0)
        problems.push(
          `${job.c.op.method} ${job.c.op.path}: curl exited ${result.status}: ${result.stderr}`,
        );
      problems.push(
        ...checkArrival(
          job.c,
          received.get(job.id),
          `curl ${job.c.spec} ${job.c.op.method.toUpperCase()} ${job.c.op.path}`,
        ),
      );
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  assert.deepEqual(problems, []);
});

/** One operation for each way a sample can be written: no body, each body kind, query arrays, headers. */
function representatives(): CorpusOperation[] {
  const seen = new Map<string, CorpusOperation>();
  for (const c of corpus) {
    const key = [
      c.call.body?.kind ?? 'none',
      c.call.method,
      c.call.url.includes('?'),
      c.call.url.includes('{'),
      c.call.headers.length,
      c.call.response,
    ].join('|');
    if (!seen.has(key)) seen.set(key, c);
  }
  return [...seen.values()];
}

for (const [value, command, ext] of [
  ['js', process.execPath, 'mjs'],
  ['python', 'python3', 'py'],
] as const) {
  test(`a ${value === 'js' ? 'JavaScript' : 'Python'} sample of each request shape runs and sends what the document describes`, async (t) => {
    if (value === 'python' && spawnSync('python3', ['-c', 'import requests']).status !== 0) {
      console.log('# skipped: python3 has no requests module here');
      t.skip('no requests');
      return;
    }
    makeFiles();
    const problems: string[] = [];
    const reps = representatives();
    assert.ok(reps.length >= 5, `${reps.length} shapes`);
    for (const [i, c] of reps.entries()) {
      const id = `${value}-${i}`;
      const code = local(c.samples.find((s) => s.value === value)!.code, c.call);
      received.delete('untagged');
      const file = path.join(work, `sample-${id}.${ext}`);
      writeFileSync(file, code);
      const result = await run(command, [file], envFor(id));
      if (result.status !== 0)
        problems.push(
          `${c.op.method} ${c.op.path}: exited ${result.status}: ${result.stderr.slice(0, 400)}\n${code}`,
        );
      problems.push(
        ...checkArrival(
          c,
          received.get('untagged'),
          `${value} ${c.spec} ${c.op.method.toUpperCase()} ${c.op.path}`,
        ),
      );
    }
    assert.deepEqual(problems, []);
  });
}
