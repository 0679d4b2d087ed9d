// Which remembered server choice an operation offers (client/try-it/server-match.ts):
// a variable is one of its enum, else one host label or path segment; a relative
// server matches only under the base URL the reader typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isAbsolute, serverValues } from '../../../client/try-it/server-match.js';
import { isAbsoluteServer } from '../../../src/shared/server-notes.js';

const regional = {
  url: 'https://{region}.example.com/v1',
  variables: { region: { enum: ['eu', 'us'] } },
};

test("a variable with an enum matches only the enum's values", () => {
  assert.deepEqual(serverValues(regional, 'https://us.example.com/v1/'), { region: 'us' });
  assert.equal(serverValues(regional, 'https://uploads.us.example.com/v1'), undefined);
  assert.equal(serverValues(regional, 'https://ap.example.com/v1'), undefined);
});

test('a variable without an enum is one host label or one path segment, never any text', () => {
  const open = { url: 'https://{tenant}.example.com/{version}' };
  assert.deepEqual(serverValues(open, 'https://acme.example.com/v2'), {
    tenant: 'acme',
    version: 'v2',
  });
  assert.equal(serverValues(open, 'https://uploads.us.example.com/v2'), undefined);
  assert.equal(serverValues(open, 'https://acme.example.com/v2/extra'), undefined);
  assert.equal(serverValues(open, 'https://evil.test/.example.com/v2'), undefined);
});

test('a relative server, or none, matches only under the base URL the reader typed', () => {
  const relative = { url: '/v1' };
  assert.equal(serverValues(relative, 'https://api.acme.test/v1'), undefined);
  assert.deepEqual(
    serverValues(relative, 'https://api.acme.test/v1', 'https://api.acme.test/'),
    {},
  );
  assert.equal(serverValues(relative, 'https://other.test/v1', 'https://api.acme.test'), undefined);
  assert.deepEqual(serverValues({ url: './api' }, 'https://h.test/x/api', 'https://h.test/x'), {});
  assert.deepEqual(serverValues({ url: '' }, 'https://h.test', 'https://h.test'), {});
  assert.equal(serverValues({ url: '' }, 'https://h.test', null), undefined);
});

test('a server names its host with a scheme or a {scheme} variable; the page and the console agree on which do', () => {
  const urls = {
    'https://api.example.com/v1': true,
    'http://127.0.0.1:8080': true,
    '{scheme}://example.invalid/{version}': true,
    'wss://stream.example.com': true,
    '/v1': false,
    './api': false,
    'api.example.com/v1': false,
    '//api.example.com': false,
    '{base}/v1': false,
    '': false,
  };
  for (const [url, absolute] of Object.entries(urls)) {
    assert.equal(isAbsolute(url), absolute, url);
    assert.equal(isAbsoluteServer(url), absolute, url);
  }
});
