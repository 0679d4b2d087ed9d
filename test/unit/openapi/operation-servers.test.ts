// The servers an operation's page lists, its samples call and its "Try it" offers:
// the operation's, else its path's, else the document's (which a site's `servers`
// replace), each under the site's name for its URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { documentServers, operationServers } from '../../../src/openapi/operation-servers.js';

const doc = {
  servers: [
    { url: 'https://api.example.com', description: 'Production' },
    { url: 'https://localhost:3000', description: 'local' },
  ],
  paths: {
    '/files': {
      servers: [{ url: 'https://upload.example.com/', description: 'Uploads' }],
      post: {},
    },
    '/list': { get: {}, put: { servers: [{ url: 'https://eu.example.com' }] } },
  },
};

const site = [
  { url: 'https://api.example.com/', label: 'Live' },
  { url: 'https://sandbox.example.com', label: 'Sandbox' },
  { url: 'https://upload.example.com', label: 'Upload host' },
];

const of = (path: '/files' | '/list', method: 'post' | 'get' | 'put', named = site) => {
  const item = doc.paths[path] as Record<string, { servers?: unknown }>;
  return operationServers(item[method]!, item, documentServers(doc, named), named);
};

test("an operation without servers of its own gets the document's, which the site's list replaces", () => {
  assert.deepEqual(of('/list', 'get', []), doc.servers);
  // The upload host is named by the site but declared only on /files: not offered here.
  assert.deepEqual(of('/list', 'get'), [
    { url: 'https://api.example.com', description: 'Live' },
    { url: 'https://sandbox.example.com', description: 'Sandbox' },
  ]);
});

test("a path's or an operation's own servers win, under the site's names", () => {
  assert.deepEqual(of('/files', 'post'), [
    { url: 'https://upload.example.com/', description: 'Upload host' },
  ]);
  assert.deepEqual(of('/list', 'put'), [{ url: 'https://eu.example.com' }]);
});

test('a page whose document names no server, or a relative one, says where the samples and Try it take the host from', async () => {
  const { craftedReference, articleHtml } = await import('../../fixtures/crafted-api.js');
  const { apiPageMarkdown } = await import('../../../src/openapi/page-markdown.js');
  const ping = { get: { operationId: 'ping', responses: { '200': { description: 'ok' } } } };
  const page = async (doc: object) => {
    const ref = await craftedReference({ paths: { '/ping': ping }, ...doc });
    const op = ref.docs.find((d) => d.route === '/api/ping')!;
    return { html: articleHtml(op), markdown: apiPageMarkdown(op.apiPage!) };
  };
  const none = await page({});
  for (const text of [none.html, none.markdown])
    assert.match(
      text,
      /The document names no server: the samples show https:\/\/api\.example\.com in its place, and Try it asks for the API(?:'|&#x27;)s base URL\./,
    );
  const relative = await page({ servers: [{ url: '/v1' }] });
  assert.match(
    relative.html,
    /<code>\/v1<\/code>[\s\S]*A relative URL follows the API(?:'|&#x27;)s base URL/,
  );
  assert.match(
    relative.markdown,
    /- `\/v1`\n\nA relative URL follows the API(?:'|&#x27;)s base URL/,
  );
  const absolute = await page({ servers: [{ url: 'https://api.pets.test' }] });
  assert.doesNotMatch(absolute.html + absolute.markdown, /names no server|A relative URL follows/);
});

test("a whole-URL variable whose default names a host is no relative server: the page's note says nothing", async () => {
  const { craftedReference, articleHtml } = await import('../../fixtures/crafted-api.js');
  const { apiPageMarkdown } = await import('../../../src/openapi/page-markdown.js');
  const ping = { get: { operationId: 'ping', responses: { '200': { description: 'ok' } } } };
  const page = async (variables: object) => {
    const servers = [{ url: '{baseUrl}/v1', variables: { baseUrl: variables } }];
    const ref = await craftedReference({ paths: { '/ping': ping }, servers });
    const op = ref.docs.find((d) => d.route === '/api/ping')!;
    return articleHtml(op) + apiPageMarkdown(op.apiPage!);
  };
  assert.doesNotMatch(await page({ default: 'https://api.acme.io' }), /A relative URL follows/);
  assert.match(await page({ default: '/api' }), /A relative URL follows/);
});
