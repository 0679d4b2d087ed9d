// The one request model (src/shared/request/): what goes on the wire for given
// parameter values, credentials and body, whatever language writes it. It must
// stay platform-free, so the browser's try-it console can import it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildRequest,
  Placeholder,
  requestPath,
  type RequestInput,
} from '../../../src/shared/request/request-model.js';

const base: RequestInput = {
  method: 'post',
  server: 'https://api.test/v1/',
  path: '/files/{file_id}',
  parameters: [
    { parameter: { name: 'file_id', in: 'path' }, value: 12 },
    { parameter: { name: 'fields', in: 'query', explode: false }, value: ['a', 'b'] },
    { parameter: { name: 'X-Trace', in: 'header' }, value: 'on' },
    { parameter: { name: 'Accept', in: 'header' }, value: 'text/html' },
    { parameter: { name: 'session', in: 'cookie' }, value: 'abc' },
  ],
  credentials: [{ in: 'header', name: 'Authorization', prefix: 'Bearer ', env: 'TOKEN' }],
  body: { kind: 'json', mediaType: 'application/json', value: { name: 'x' } },
};

test('a request is made of the server, the path with its values, the query, headers, cookies and body', () => {
  assert.deepEqual(buildRequest(base), {
    method: 'POST',
    url: 'https://api.test/v1/files/12?fields=a,b',
    headers: [
      ['X-Trace', 'on'],
      ['Content-Type', 'application/json'],
    ],
    cookies: [['session', 'abc']],
    credentials: base.credentials,
    body: base.body,
    response: 'json',
  });
  const placeholder = buildRequest({
    ...base,
    parameters: [{ parameter: { name: 'file_id', in: 'path' }, value: new Placeholder('file_id') }],
  });
  assert.equal(placeholder.url, 'https://api.test/v1/files/{file_id}');
});

test('a #fragment in the path key never reaches the URL', () => {
  assert.equal(requestPath('/files/{file_id}#get-shared-link'), '/files/{file_id}');
  const req = buildRequest({ ...base, path: '/files/{file_id}#get-shared-link' });
  assert.equal(req.url, 'https://api.test/v1/files/12?fields=a,b');
});

test('GET and HEAD send no body and no Content-Type; nor does a form or multipart body without fields', () => {
  const form = { kind: 'form', mediaType: 'application/x-www-form-urlencoded' } as const;
  for (const method of ['get', 'HEAD']) {
    const req = buildRequest({ ...base, method, body: { ...form, fields: [['a', '1']] } });
    assert.equal(req.body, undefined, method);
    assert.ok(!req.headers.some(([name]) => name === 'Content-Type'), method);
  }
  assert.equal(buildRequest({ ...base, body: { ...form, fields: [] } }).body, undefined);
  assert.equal(
    buildRequest({
      ...base,
      body: { kind: 'multipart', mediaType: 'multipart/form-data', parts: [] },
    }).body,
    undefined,
  );
  assert.deepEqual(buildRequest({ ...base, body: { ...form, fields: [['a', '1']] } }).body, {
    ...form,
    fields: [['a', '1']],
  });
});

test('the request model imports nothing of Node and nothing outside src/shared/', () => {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/shared');
  const folder = path.join(dir, 'request');
  for (const file of readdirSync(folder)) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const [, spec] of text.matchAll(/from '([^']+)'/g)) {
      assert.ok(spec!.startsWith('.'), `${file} imports the package ${spec}`);
      const target = path.resolve(folder, spec!);
      assert.ok(target.startsWith(dir), `${file} imports ${spec}, outside src/shared/`);
    }
  }
});
