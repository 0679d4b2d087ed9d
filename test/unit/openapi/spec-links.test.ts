// Links between operations written in Redoc's fragment style inside spec descriptions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  resolveSectionFragment,
  resolveSpecFragment,
  rewriteSpecLinks,
  type LinkTarget,
} from '../../../src/openapi/spec-links.js';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';

const targets: LinkTarget[] = [
  { method: 'get', path: '/pets/{id}', operationId: 'getPet', route: '/api/get-a-pet' },
  { method: 'put', path: '/pets/{id}', route: '/api/replace-a-pet' },
];

test('each Redoc fragment form names its operation', () => {
  assert.equal(resolveSpecFragment('operation/getPet', targets), '/api/get-a-pet');
  assert.equal(resolveSpecFragment('tag/Pets/operation/getPet', targets), '/api/get-a-pet');
  assert.equal(
    resolveSpecFragment('tag/Pets/paths/~1pets~1{id}/put', targets),
    '/api/replace-a-pet',
  );
  assert.equal(resolveSpecFragment('tag/pets/PUT/pets/%7Bid%7D', targets), '/api/replace-a-pet');
  assert.equal(resolveSpecFragment('tag/pets/GET/pets/{id}', targets), '/api/get-a-pet');
});

test('a fragment naming no known operation, or not in Redoc style, is not resolved', () => {
  for (const f of [
    'operation/nope',
    'tag/Pets',
    'tag/Pets/DELETE/pets/{id}',
    'tag/Pets/paths/~1cats/get',
    'section/Intro',
    '%E0%A4%A',
    'tag/x/operation/__proto__',
    'operation/constructor',
  ]) {
    assert.equal(resolveSpecFragment(f, targets), undefined, f);
  }
});

test("Redoc's #section/{Heading} lands on that heading of the introduction, in any script", () => {
  const sections = [
    { id: 'errors', route: '/api/intro' },
    { id: 'available-networks', route: '/api/intro' },
  ];
  assert.equal(resolveSectionFragment('section/Errors', sections), '/api/intro#errors');
  assert.equal(
    resolveSectionFragment('section/Available-networks', sections),
    '/api/intro#available-networks',
  );
  assert.equal(
    resolveSectionFragment('section/Available%20networks', sections),
    '/api/intro#available-networks',
  );
  const japanese = [{ id: '認証', route: '/api/ノートapi' }];
  assert.equal(
    resolveSectionFragment(`section/${encodeURIComponent('認証')}`, japanese),
    '/api/ノートapi#認証',
  );
  assert.equal(resolveSectionFragment('section/エラー', japanese), undefined);
  for (const f of ['section/Limits', 'section/', 'tag/Errors', '%E0%A4%A'])
    assert.equal(resolveSectionFragment(f, sections), undefined, f);
  assert.equal(
    rewriteSpecLinks('<a href="#section/Errors">e</a> <a href="#section/Nope">n</a>', [], sections),
    '<a href="/api/intro#errors">e</a> <a href="#section/Nope">n</a>',
  );
});

test('rewriting touches only href attributes naming an operation, and keeps the rest of the HTML', () => {
  const html =
    '<p>See <a href="#tag/pets/GET/pets/%7Bid%7D">one pet</a>, <a href="#section/x">x</a>, <a href="#operation/nope">nope</a> and <code>href=&quot;#operation/getPet&quot;</code>.</p>';
  assert.equal(
    rewriteSpecLinks(html, targets),
    '<p>See <a href="/api/get-a-pet">one pet</a>, <a href="#section/x">x</a>, <a href="#operation/nope">nope</a> and <code>href=&quot;#operation/getPet&quot;</code>.</p>',
  );
});

test('an operation description linking another operation Redoc-style links to its page', async () => {
  const api = await craftedReference({
    paths: {
      '/pets/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'getPet',
          summary: 'Get a pet',
          description: 'Prefer [replacing it](#tag/Pets/paths/~1pets~1{id}/put).',
          responses: { 200: { description: 'ok' } },
        },
        put: {
          summary: 'Replace a pet',
          description: 'Read it first with [get](#operation/getPet).',
          responses: { 200: { description: 'ok' } },
        },
      },
    },
  });
  const get = api.docs.find((d) => d.route === '/api/get-a-pet')!;
  const put = api.docs.find((d) => d.route === '/api/replace-a-pet')!;
  assert.match(articleHtml(get), /<a href="\/api\/replace-a-pet">replacing it<\/a>/);
  assert.match(articleHtml(put), /<a href="\/api\/get-a-pet">get<\/a>/);
});
