// A local echo server (127.0.0.1 only) that request samples are run against, and
// the check of what arrived against what the document says: method, path, query,
// auth, headers and a body valid against its schema. Used by the echo tests of
// the build group (bundled documents, every request shape) and of the ci group
// (whole documents, every sample of three languages).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { CorpusOperation } from './sample-corpus.js';
import type { Schema } from '../../src/openapi/schema-type.js';
import { baseUrl } from '../../src/openapi/samples/http-call.js';
import { requestPath } from '../../src/shared/request/request-model.js';

const require = createRequire(import.meta.url);
type AjvClass = new (
  options: object,
) => {
  validate: (schema: object, data: unknown) => boolean;
  errorsText: (errors?: unknown) => string;
  errors?: unknown;
};
const Ajv = require('ajv') as AjvClass;
const Ajv2020 = (require('ajv/dist/2020') as { default: AjvClass }).default;

/** What every credential of every sample reads from its environment variable. */
export const secret = 'test-project-token';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * The echo server. A request is filed under its `X-Sample-Run` header, or else
 * under the id the last `GET /__next?id=` named (runners that run many samples
 * in one process announce each one so).
 */
export class EchoServer {
  readonly received = new Map<string, Received>();
  origin = '';
  private server?: Server;
  private current = 'untagged';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      if (req.url?.startsWith('/__next?id=')) {
        this.current = decodeURIComponent(req.url.slice('/__next?id='.length));
        res.end();
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.set(String(req.headers['x-sample-run'] ?? this.current), {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The sample's code calling the echo server instead of the document's host. */
export function local(code: string, call: CorpusOperation['call'], origin: string): string {
  const host = new URL(call.url.replace(/[{}]/g, '')).origin;
  assert.ok(code.includes(host), `the sample calls ${host}`);
  return code.replaceAll(host, origin);
}

/** Every environment variable the samples of `ops` read, set to the secret. */
export function credentialEnv(ops: CorpusOperation[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { call } of ops)
    for (const c of call.credentials)
      if (c.in === 'basic') env[c.userEnv] = env[c.passwordEnv] = secret;
      else env[c.env] = secret;
  return env;
}

export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/** The files samples upload, with known bytes. */
export function makeFiles(ops: CorpusOperation[], dir: string): void {
  for (const { call } of ops) {
    const body = call.body;
    if (body?.kind === 'file') writeFileSync(path.join(dir, body.file), `bytes of ${body.file}`);
    if (body?.kind === 'multipart')
      for (const part of body.parts)
        if ('file' in part) writeFileSync(path.join(dir, part.file), `bytes of ${part.file}`);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The schema with every `oneOf` read as `anyOf`. Documents whose variants overlap
 * (no required field tells them apart; a discriminator does, which JSON Schema
 * does not read) match any value to several variants; that is the document's
 * ambiguity, not the sample's. The value must still match one variant.
 */
function anyOfSchema(schema: unknown, seen = new WeakMap<object, unknown>()): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  if (seen.has(schema)) return seen.get(schema);
  const out: Record<string, unknown> | unknown[] = Array.isArray(schema) ? [] : {};
  seen.set(schema, out);
  for (const [key, value] of Object.entries(schema))
    (out as Record<string, unknown>)[key === 'oneOf' ? 'anyOf' : key] = anyOfSchema(value, seen);
  return out;
}

/** A JSON value against its schema: the problem, if any (a schema Ajv cannot compile, such as a cyclic one, is not held against the sample). */
function schemaProblem(schema: Schema, value: unknown, v31: boolean): string | undefined {
  const ajv = new (v31 ? Ajv2020 : Ajv)({ strict: false, allErrors: true, validateFormats: false });
  try {
    return ajv.validate(anyOfSchema(schema) as object, value)
      ? undefined
      : ajv.errorsText(ajv.errors);
  } catch {
    return undefined;
  }
}

/** Holds one request against the operation it was meant to call. */
export function checkArrival(
  c: CorpusOperation,
  got: Received | undefined,
  where: string,
  origin: string,
): string[] {
  const problems: string[] = [];
  const fail = (m: string) => problems.push(`${where}: ${m}`);
  if (!got) return [`${where}: no request arrived`];
  if (got.method !== c.op.method.toUpperCase()) fail(`method ${got.method}`);
  const url = new URL(got.url, origin);
  const base = new URL(baseUrl(c.op.servers)).pathname.replace(/\/$/, '');
  const template = new RegExp(
    `^${escapeRegExp(base)}${escapeRegExp(requestPath(c.op.path)).replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '([^/]+)')}$`,
  );
  if (!template.test(decodeURIComponent(url.pathname)))
    fail(`path ${url.pathname} does not match ${base}${c.op.path}`);
  if (/\/string(\/|$)/.test(url.pathname)) fail(`path ${url.pathname} holds the word string`);
  for (const p of c.op.parameters) {
    if (p.in === 'query') {
      const values = url.searchParams.getAll(p.name);
      const deep = [...url.searchParams.keys()].some((k) => k.startsWith(`${p.name}[`));
      // An object in form style and explode spreads its keys: the name itself is not sent.
      const spread =
        p.schema?.type === 'object' && (p.style ?? 'form') === 'form' && p.explode !== false;
      if (p.required && values.length === 0 && !deep && !spread)
        fail(`required query parameter ${p.name} missing`);
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
  const queryNames = new Set(c.op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const cred of c.call.credentials) if (cred.in === 'query') queryNames.add(cred.name);
  const exploded = c.op.parameters.some(
    (p) => p.in === 'query' && p.schema?.type === 'object' && p.style !== 'deepObject',
  );
  for (const key of url.searchParams.keys())
    if (!queryNames.has(key.replace(/\[.*$/, '')) && !exploded)
      fail(`undeclared query parameter ${key}`);
  for (const cred of c.call.credentials) {
    if (cred.in === 'header' && got.headers[cred.name.toLowerCase()] !== `${cred.prefix}${secret}`)
      fail(`${cred.name} header is ${String(got.headers[cred.name.toLowerCase()])}`);
    if (cred.in === 'query' && url.searchParams.get(cred.name) !== secret)
      fail(`query credential ${cred.name} missing`);
    if (
      cred.in === 'cookie' &&
      !String(got.headers.cookie ?? '').includes(`${cred.name}=${secret}`)
    )
      fail(`cookie credential ${cred.name} missing`);
    if (
      cred.in === 'basic' &&
      got.headers.authorization !== `Basic ${Buffer.from(`${secret}:${secret}`).toString('base64')}`
    )
      fail(`basic auth is ${String(got.headers.authorization)}`);
  }
  const body = c.call.body;
  const type = String(got.headers['content-type'] ?? '');
  const media = body ? c.op.requestBody?.content?.[body.mediaType] : undefined;
  const v31 = c.spec.includes('3.1') || c.spec.includes('train-travel');
  if (!body && got.body.length > 0) fail('a body was sent where the operation takes none');
  if (body?.kind === 'json') {
    if (!type.startsWith(body.mediaType)) fail(`Content-Type ${type}`);
    let value: unknown;
    try {
      value = JSON.parse(got.body.toString());
    } catch {
      fail(`body is not JSON: ${got.body.toString().slice(0, 80)}`);
    }
    const problem =
      media?.schema && value !== undefined ? schemaProblem(media.schema, value, v31) : undefined;
    if (problem) fail(`body invalid against its schema: ${problem}`);
  }
  if (body?.kind === 'text') {
    if (!type.startsWith(body.mediaType)) fail(`Content-Type ${type}`);
    if (got.body.toString() !== body.text) fail(`body is not the text ${body.text.slice(0, 40)}`);
  }
  if (body?.kind === 'form') {
    if (!type.startsWith('application/x-www-form-urlencoded')) fail(`Content-Type ${type}`);
    const sent = new URLSearchParams(got.body.toString());
    const names = new Set([...sent.keys()].map((k) => k.replace(/\[.*$/, '')));
    const fromExample = media?.example !== undefined || media?.examples !== undefined;
    if (!fromExample)
      for (const name of media?.schema?.required ?? [])
        if (!names.has(name)) fail(`required form field ${name} missing`);
    for (const [name, value] of sent) if (value === '') fail(`form field ${name} sent empty`);
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

/** A Node script that runs JavaScript samples one after another, announcing each to the echo server. */
export const javascriptRunner = `
const [origin, ...files] = process.argv.slice(2);
for (const [i, file] of files.entries()) {
  await fetch(origin + '/__next?id=' + encodeURIComponent(file));
  try {
    await import(file);
  } catch (error) {
    process.stderr.write(JSON.stringify({ file, error: String(error).slice(0, 300) }) + '\\n');
  }
}
`;

/** The same in Python: each sample runs as __main__; an exception is reported, not fatal. */
export const pythonRunner = `
import json, runpy, sys, urllib.parse, urllib.request
origin, files = sys.argv[1], sys.argv[2:]
for file in files:
    urllib.request.urlopen(origin + "/__next?id=" + urllib.parse.quote(file, safe="")).read()
    try:
        runpy.run_path(file, run_name="__main__")
    except BaseException as error:
        sys.stderr.write(json.dumps({"file": file, "error": repr(error)[:300]}) + "\\n")
`;
