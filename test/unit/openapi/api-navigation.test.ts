// The API sidebar and the pages' titles and slugs, for any document: x-tagGroups
// and x-displayName shape the sidebar, an operation with several tags is under
// each, a document without tags is grouped by path, titles never read `GET /…`,
// webhook slugs come from their keys, and a slug clash is settled by what the
// operations are, not by their order in the document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { craftedReference, articleHtml } from '../../fixtures/crafted-api.js';
import type { ApiReference } from '../../../src/openapi/index.js';
import type { SidebarItem } from '../../../src/types.js';
import { identifierTitle } from '../../../src/openapi/operation-titles.js';

const ok = { '200': { description: 'OK' } };
const op = (fields: Record<string, unknown>) => ({ ...fields, responses: ok });

/** The sidebar as indented text: categories and links (label → href). */
function outline(items: SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [`${'  '.repeat(depth)}${item.label}`, ...outline(item.items, depth + 1)]
      : [`${'  '.repeat(depth)}${item.label} → ${item.href}`],
  );
}
const routeOf = (ref: ApiReference, method: string, path: string) =>
  ref.docs.find((d) => d.api?.method === method && d.api.path === path)?.route;

test('x-tagGroups gathers tags under headings in its order, x-displayName labels a tag, and an operation with two tags is under both', async () => {
  const ref = await craftedReference({
    tags: [
      { name: 'charges', 'x-displayName': 'Charges' },
      { name: 'refunds', 'x-displayName': 'Refunds' },
      { name: 'customers', 'x-displayName': 'Customers' },
    ],
    'x-tagGroups': [
      { name: 'Core', tags: ['customers'] },
      { name: 'Payments', tags: ['charges', 'refunds'] },
    ],
    paths: {
      '/charges': { get: op({ summary: 'List charges', tags: ['charges'] }) },
      '/charges/{id}/refund': {
        post: op({ summary: 'Refund a charge', tags: ['charges', 'refunds'] }),
      },
      '/customers': { get: op({ summary: 'List customers', tags: ['customers'] }) },
    },
  });
  assert.deepEqual(outline(ref.sidebar), [
    'Introduction → /api/crafted',
    'Core',
    '  Customers',
    '    List customers → /api/list-customers',
    'Payments',
    '  Charges',
    '    List charges → /api/list-charges',
    '    Refund a charge → /api/refund-a-charge',
    '  Refunds',
    '    Refund a charge → /api/refund-a-charge',
  ]);
  // One page for the operation, whatever the number of its tags.
  assert.equal(ref.docs.filter((d) => d.route === '/api/refund-a-charge').length, 1);
});

test('a document without tags is grouped by the first word of its paths, and untitled operations are named from their operationId or path', async () => {
  const ref = await craftedReference({
    paths: {
      '/v1/customers': {
        get: op({ operationId: 'GetCustomers' }),
        post: op({ operationId: 'PostCustomers', summary: '  ' }),
      },
      '/v1/customers/{customer}': { get: op({}) },
      '/v1/payment_intents': { get: op({ operationId: 'listPaymentIntents' }) },
    },
  });
  assert.deepEqual(outline(ref.sidebar), [
    'Introduction → /api/crafted',
    'Customers',
    '  Get customers → /api/get-customers',
    '  Post customers → /api/post-customers',
    '  Get customers by customer → /api/get-customers-by-customer',
    'Payment intents',
    '  List payment intents → /api/list-payment-intents',
  ]);
  for (const d of ref.docs.filter((x) => x.api)) {
    assert.doesNotMatch(d.title, /^(GET|POST|PUT|DELETE|PATCH) \//, d.route);
    assert.doesNotMatch(d.sidebarLabel ?? '', /\//, d.route);
  }
  // The route the old title ("GET /v1/customers") gave still leads to the page.
  assert.ok(
    ref.redirects.some(
      (r) => r.from === '/api/get-v1-customers' && r.to === routeOf(ref, 'get', '/v1/customers'),
    ),
    JSON.stringify(ref.redirects),
  );
});

test('operationIds read as sentences, acronyms kept', () => {
  assert.equal(identifierTitle('GetCustomers'), 'Get customers');
  assert.equal(identifierTitle('getURLForPet'), 'Get URL for pet');
  assert.equal(identifierTitle('repos/list-for-org'), 'Repos list for org');
  assert.equal(identifierTitle('list_payment_intents'), 'List payment intents');
});

test("a webhook's slug and title come from its key; a paragraph in its summary leads the description instead", async () => {
  const paragraph =
    'This event occurs when there is activity relating to a check run. For more information, see the checks documentation, which explains it at length.';
  const webhook = (action: string) => ({
    post: {
      summary: paragraph,
      operationId: `check-run/${action}`,
      description: `A check run was ${action}.`,
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: ok,
    },
  });
  const ref = await craftedReference({
    openapi: '3.1.0',
    paths: {},
    webhooks: {
      'check-run-created': webhook('created'),
      'check-run-completed': webhook('completed'),
      checkRunRequested: { post: { summary: 'A check run is requested', responses: ok } },
    },
  });
  const pages = ref.docs.filter((d) => d.api);
  // A summary that reads as a title is the title; the slug is the key's all the same.
  assert.deepEqual(pages.map((d) => [d.route, d.title]).sort(), [
    ['/api/check-run-completed', 'Check run completed'],
    ['/api/check-run-created', 'Check run created'],
    ['/api/check-run-requested', 'A check run is requested'],
  ]);
  assert.deepEqual(outline(ref.sidebar).slice(1), [
    'Check run',
    '  Check run created → /api/check-run-created',
    '  Check run completed → /api/check-run-completed',
    'Webhooks',
    '  A check run is requested → /api/check-run-requested',
  ]);
  // The route the summary gave before still leads to the page.
  assert.ok(
    ref.redirects.some(
      (r) => r.from === '/api/a-check-run-is-requested' && r.to === '/api/check-run-requested',
    ),
  );
  const created = pages.find((d) => d.route === '/api/check-run-created')!;
  const html = articleHtml(created);
  assert.ok(html.includes('This event occurs when there is activity relating to a check run.'));
  assert.ok(html.includes('A check run was created.'));
});

test('a slug clash is settled by the operations, not their order: the suffix comes from the operationId, and reordering the document moves no page', async () => {
  const paths = {
    '/items': { get: op({ summary: 'List items', operationId: 'listItems' }) },
    '/archive/items': { get: op({ summary: 'List items', operationId: 'listArchivedItems' }) },
    '/drafts': { get: op({ summary: 'List items', operationId: 'listDraftItems' }) },
  };
  const forward = await craftedReference({ paths });
  const backward = await craftedReference({
    paths: Object.fromEntries(Object.entries(paths).reverse()),
  });
  const routes = (ref: ApiReference) =>
    Object.keys(paths).map((p) => `${p} ${routeOf(ref, 'get', p)}`);
  assert.deepEqual(routes(forward), [
    '/items /api/list-items',
    '/archive/items /api/list-items-archived',
    '/drafts /api/list-items-draft',
  ]);
  assert.deepEqual(routes(backward), routes(forward));
});

test('the introduction lists the servers the operation pages list, a local one too', async () => {
  const servers = [
    { url: 'https://api.example.com', description: 'Production' },
    { url: 'http://localhost:8080', description: 'Your own aggregator' },
  ];
  const ref = await craftedReference({ servers, paths: { '/a': { get: op({ summary: 'A' }) } } });
  const intro = ref.docs.find((d) => d.apiPage?.kind === 'intro')!;
  const operation = ref.docs.find((d) => d.apiPage?.kind === 'operation')!;
  const urls = (doc: typeof intro) =>
    (doc.apiPage as { servers: { url: string }[] }).servers.map((s) => s.url);
  assert.deepEqual(urls(intro), ['https://api.example.com', 'http://localhost:8080']);
  assert.deepEqual(urls(operation), urls(intro));
  assert.match(articleHtml(intro), /Your own aggregator/);
});

test('the introduction names its servers "Server", never "Network"', async () => {
  const ref = await craftedReference({
    servers: [{ url: 'https://api.example.com', description: 'Production' }],
    paths: { '/a': { get: op({ summary: 'A' }) } },
  });
  const intro = ref.docs.find((d) => d.apiPage?.kind === 'intro')!;
  const html = articleHtml(intro);
  assert.match(html, /<th scope="col">Server<\/th>/);
  assert.doesNotMatch(html, /Network/);
  assert.match(intro.markdown ?? '', /\| Server \| Base URL \|/);
});
