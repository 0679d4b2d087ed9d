// Which remembered server choice an operation offers (client/try-it/server-match.ts):
// a variable is one of its enum, else one host label or path segment; a relative
// server matches only under the base URL the reader typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isAbsolute, serverValues } from '../../../client/try-it/server-match.js';
import { isAbsoluteServer, serverNote } from '../../../src/shared/server-notes.js';

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

test('a host variable is one host label as the URL parser reads it: no `\\`, `@`, `%`, `:` or full-width dot', () => {
  const tenant = { url: 'https://{tenant}.example.com/v1' };
  for (const value of [
    'evil\u3002com\\',
    'evil\\',
    'evil\uff0ecom',
    'evil\uff61com',
    'u@evil',
    'evil%2ecom',
    'evil:1',
  ]) {
    assert.equal(serverValues(tenant, `https://${value}.example.com/v1`), undefined, value);
  }
  assert.deepEqual(serverValues(tenant, 'https://Acme-1.example.com/v1'), { tenant: 'Acme-1' });
  // A path segment cannot become two with a backslash either.
  assert.equal(
    serverValues({ url: 'https://api.example.com/{v}' }, 'https://api.example.com/a\\b'),
    undefined,
  );
});

test('twelve adjacent variables are not matched, and a long label does not make the matcher backtrack', () => {
  // Before: each added variable doubled the time; this input took minutes (no time is asserted:
  // a regression hangs the test until node's timeout).
  const adjacent = { url: 'https://{a}{b}{c}{d}{e}{f}{g}{h}{i}{j}{k}{l}.example.com' };
  assert.equal(serverValues(adjacent, `https://${'a'.repeat(40)}.other.com`), undefined);
  assert.equal(serverValues(adjacent, `https://${'a'.repeat(12)}.example.com`), undefined);
  const dashed = { url: 'https://{a}-{b}-{c}-{d}-{e}-{f}-{g}-{h}-{i}-{j}-{k}-{l}.example.com' };
  assert.equal(serverValues(dashed, `https://${'a-'.repeat(40)}.other.com`), undefined);
  assert.deepEqual(
    serverValues({ url: 'https://{a}-{b}.example.com' }, 'https://x-y.example.com'),
    { a: 'x', b: 'y' },
  );
});

test('a variable that is the whole host holds a host, dots included, but nothing the parser reads as more', () => {
  const host = { url: 'https://{host}/v1' };
  assert.deepEqual(serverValues(host, 'https://api.other.io/v1'), { host: 'api.other.io' });
  assert.deepEqual(serverValues({ url: 'https://{host}:8443/v1' }, 'https://a.b.io:8443/v1'), {
    host: 'a.b.io',
  });
  for (const value of ['evil.com\\x', 'u:p@evil.com', 'evil\u3002com', 'evil.com#'])
    assert.equal(serverValues(host, `https://${value}/v1`), undefined, value);
});

test('a whole-URL variable names the host when its default, or every value of its enum, does', () => {
  const server = (variable: object) => ['{baseUrl}/v1', { baseUrl: variable }] as const;
  assert.equal(isAbsoluteServer(...server({ default: 'https://api.acme.io' })), true);
  assert.equal(
    isAbsoluteServer(
      ...server({ default: 'https://a.io', enum: ['https://a.io', 'https://b.io'] }),
    ),
    true,
  );
  assert.equal(
    isAbsoluteServer(...server({ default: '', enum: ['https://a.io', '/relative'] })),
    false,
  );
  assert.equal(isAbsoluteServer(...server({ default: '/api' })), false);
  // No default: the enum's first value, as the samples and the console take it.
  assert.equal(isAbsoluteServer(...server({ enum: ['https://a.io', '/relative'] })), true);
  assert.equal(isAbsoluteServer('{baseUrl}/v1'), false);
  // The URL alone, as the samples' matcher reads it, is the same test as the page's.
  assert.equal(isAbsolute('{baseUrl}/v1'), isAbsoluteServer('{baseUrl}/v1'));
  assert.equal(
    serverNote([
      { url: '{baseUrl}/v1', variables: { baseUrl: { default: 'https://api.acme.io' } } },
    ]),
    undefined,
  );
});

test('a whole-URL variable matches an absolute URL without a typed base, its enum and its host as parsed', () => {
  const whole = { url: '{baseUrl}/v1' };
  assert.deepEqual(serverValues(whole, 'https://staging.example.net/v1'), {
    baseUrl: 'https://staging.example.net',
  });
  assert.deepEqual(serverValues(whole, 'http://localhost:8080/x/v1'), {
    baseUrl: 'http://localhost:8080/x',
  });
  assert.equal(serverValues(whole, 'https://u:p@evil.test/v1'), undefined);
  assert.equal(serverValues(whole, 'https://evil.test\\.acme.io/v1'), undefined);
  assert.equal(serverValues(whole, 'https://staging.example.net/v2'), undefined);
  const listed = {
    url: '{baseUrl}/v1',
    variables: { baseUrl: { enum: ['https://a.io', 'https://b.io'] } },
  };
  assert.deepEqual(serverValues(listed, 'https://b.io/v1'), { baseUrl: 'https://b.io' });
  assert.equal(serverValues(listed, 'https://c.io/v1'), undefined);
});
