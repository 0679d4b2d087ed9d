// API reference pages from the real provider spec and from small crafted specs.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiReference, type ApiReference } from '../../../src/openapi/index.js';
import {
  articleHtml,
  assertAnchorsMatch,
  craftedReference,
  portalApiSources,
} from '../../fixtures/crafted-api.js';
import { lodashKebabCase } from '../../../src/openapi/slugs.js';
import type { Doc, SidebarCategory, SidebarItem } from '../../../src/types.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = mkdtempSync(path.join(tmpdir(), 'docgen-api-cache-'));
let api: ApiReference;

const html = articleHtml;
/** The page's text with tags removed, as a reader (or a copy button) sees samples. */
const text = (doc: Doc) => html(doc).replace(/<[^>]+>/g, '');

const page = (route: string): Doc => {
  const doc = api.docs.find((d) => d.route === route);
  assert.ok(doc, `no page ${route}`);
  return doc;
};

const crafted = craftedReference;

before(async () => {
  api = await loadApiReference({
    sources: await portalApiSources(),
    routeBase: '/api',
    root,
    cacheDir,
    buildId: 'test',
  });
});

test('all 129 provider operations and the 15 Mithril ones get pages with unique routes, plus the introduction', () => {
  const ops = api.docs.filter((d) => d.api);
  assert.equal(ops.length, 144);
  assert.equal(new Set(api.docs.map((d) => d.route)).size, api.docs.length);
  assert.equal(api.docs[0]?.route, '/api/blockfrost-io-api-documentation');
  assert.equal(
    ops.filter((d) => (d.api as { path: string }).path.startsWith('/mithril')).length,
    15,
  );
});

test('every page of the portal declares exactly the anchors it renders', () => {
  assert.ok(api.docs.length > 140);
  for (const doc of api.docs) assertAnchorsMatch(doc);
});

test("the portal: the Mithril source's experimental note shows on the Mithril aggregator group's page", () => {
  const page = api.docs.find((d) => d.route === '/api/mithril-aggregator');
  assert.ok(page);
  const html = articleHtml(page);
  assert.match(html, /Please note that the integration of Mithril is experimental/);
  assert.match(html, /href="\/api\/blockfrost-io-api-documentation#errors"/);
  const categories = (items: SidebarItem[]): SidebarCategory[] =>
    items.flatMap((i) => (i.type === 'category' ? [i, ...categories(i.items)] : []));
  assert.equal(
    categories(api.sidebar).find((c) => c.label === 'Mithril aggregator')?.href,
    '/api/mithril-aggregator',
  );
});

test('slugs are the kebab-case of summaries; old-site slugs redirect to them', () => {
  page('/api/specific-block');
  page('/api/address-utxos');
  const redirects = new Map(api.redirects.map((r) => [r.from, r.to]));
  assert.equal(redirects.get('/api/address-utx-os'), '/api/address-utxos');
  assert.equal(redirects.get('/api/transaction-mi-rs'), '/api/transaction-mirs');
  assert.equal(redirects.get('/api/ipfs-add'), '/api/add-a-file-to-ipfs');
  assert.equal(
    lodashKebabCase('Delegate Representatives (DReps)'),
    'delegate-representatives-d-reps',
  );
});

test('a GET with path and query parameters documents each one, with pagination explained', () => {
  const doc = page('/api/account-history');
  // The path wraps only after its slashes (<wbr>), never inside {stake_address}.
  assert.match(
    html(doc),
    /<span class="api-method api-method--get">GET<\/span><code class="api-path">\/accounts\/<wbr\/>\{stake_address\}\/<wbr\/>history<\/code>/,
  );
  for (const name of ['stake_address', 'count', 'page', 'order'])
    assert.match(html(doc), new RegExp(`<tr id="param-${name}">`));
  assert.match(html(doc), /<td>path<\/td>/);
  assert.match(
    html(doc),
    /one of: <code class="schema__value--short">asc<\/code>, <code class="schema__value--short">desc<\/code>/,
  );
  assert.match(html(doc), /Pagination: which page to return/);
  assert.match(html(doc), /https:\/\/cardano-preprod\.blockfrost\.io\/api\/v0/);
  assert.match(html(doc), /<code>project_id<\/code> header/);
  assert.ok(doc.anchors.includes('param-stake_address'));
  assert.ok(doc.toc.some((h) => h.id === 'parameters'));
  assert.match(
    text(doc),
    /curl &quot;https:\/\/cardano-mainnet\.blockfrost\.io\/api\/v0\/accounts\/stake1u9ylzsgxaa6xctf4juup682ar3juj85n8tx3hthnljg47zctvm3rc\/history&quot;/,
  );
});

test("POST /tx/submit documents its CBOR body and sends it from a file (the portal's patch adds format: binary); evaluate's string body is sent as its hex text", () => {
  const doc = page('/api/submit-a-transaction');
  assert.match(html(doc), /api-method--post">POST/);
  assert.match(html(doc), /Content type <code>application\/cbor<\/code>/);
  assert.match(text(doc), /--data-binary @tx-submit\.cbor/);
  assert.doesNotMatch(text(doc), /--data-binary (&#x27;|')?83a4008182/);
  assert.match(text(doc), /Content-Type: application\/cbor/);
  const evaluate = page('/api/submit-a-transaction-for-execution-units-evaluation');
  assert.match(text(evaluate), /--data-binary (&#x27;|')?83a4008182/);
  assert.doesNotMatch(text(evaluate), /\.cbor\b/);
});

test('POST /ipfs/add documents multipart/form-data and samples upload a file', () => {
  const doc = page('/api/add-a-file-to-ipfs');
  assert.match(html(doc), /Content type <code>multipart\/form-data<\/code>/);
  assert.match(text(doc), /-F (&#x27;|')file=@ipfs-add\.bin;type=application\/octet-stream/);
  assert.match(html(doc), /https:\/\/ipfs\.blockfrost\.io\/api\/v0/);
});

test('a governance operation and a Mithril operation render their schemas', () => {
  const drep = page('/api/specific-drep');
  assert.match(html(drep), /\/governance\/dreps\/\{drep_id\}/);
  assert.match(html(drep), /<code class="schema__name">drep_id<\/code>/);
  const mithril = api.docs.find(
    (d) => (d.api as { path?: string } | undefined)?.path === '/mithril/epoch-settings',
  );
  assert.ok(mithril);
  assert.match(html(mithril), /schema__field/);
});

test('the API sidebar nests tags (Cardano » Accounts) in document order, with method badges, then the Mithril group', () => {
  const labels = api.sidebar.map((i) => i.label);
  assert.deepEqual(labels.slice(0, 4), ['Introduction', 'Health', 'Metrics', 'Cardano']);
  assert.equal(labels.at(-1), 'Mithril aggregator');
  const cardano = api.sidebar.find((i) => i.label === 'Cardano') as Extract<
    SidebarItem,
    { type: 'category' }
  >;
  assert.equal(cardano.items[0]?.label, 'Accounts');
  const first = (cardano.items[0] as Extract<SidebarItem, { type: 'category' }>)
    .items[0] as Extract<SidebarItem, { type: 'link' }>;
  assert.equal(first.method, 'get');
  const deprecated = JSON.stringify(api.sidebar).match(/"deprecated":true/g) ?? [];
  assert.equal(deprecated.length, 2);
});

test('search sections carry method, path and field names', () => {
  const doc = page('/api/latest-block');
  assert.match(doc.sections[0]!.text, /^GET \/blocks\/latest/);
  assert.match(doc.sections.map((s) => s.text).join(' '), /\bhash\b.*\bslot\b|\bslot\b.*\bhash\b/);
});

test('text from the spec is escaped, never injected', async () => {
  const ref = await crafted({
    paths: {
      '/x': {
        get: {
          summary: 'Evil <img src=x onerror=alert(1)>',
          description: 'Hi <script>alert(1)</script>',
          parameters: [
            {
              in: 'query',
              name: 'q',
              schema: { type: 'string', enum: ['<b>bold</b>'] },
              description: '<iframe src=x>',
            },
          ],
          responses: {
            '200': {
              description: 'ok <svg onload=alert(1)>',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      a: { type: 'string', description: '<img src=y onerror=alert(2)>' },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  });
  const article = html(ref.docs.find((d) => d.api)!);
  assert.doesNotMatch(article, /<script>|<img src|<iframe|<svg onload|<b>bold/);
  assert.match(article, /&lt;script&gt;/);
});

test('oneOf and anyOf show as named variants, the discriminator is shown; allOf is merged into one object', async () => {
  const ref = await crafted({
    paths: {
      '/pets': {
        get: {
          summary: 'Pets',
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    oneOf: [
                      {
                        title: 'Cat',
                        type: 'object',
                        properties: { kind: { type: 'string' }, meows: { type: 'boolean' } },
                      },
                      {
                        title: 'Dog',
                        type: 'object',
                        properties: { kind: { type: 'string' }, barks: { type: 'boolean' } },
                      },
                    ],
                    discriminator: { propertyName: 'kind' },
                  },
                },
              },
            },
          },
        },
      },
      '/both': {
        get: {
          summary: 'Both',
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    anyOf: [
                      { title: 'A', type: 'string' },
                      { title: 'B', type: 'integer' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
      '/all': {
        get: {
          summary: 'All',
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      { title: 'Base', type: 'object', properties: { id: { type: 'string' } } },
                      { title: 'Extra', type: 'object', properties: { more: { type: 'string' } } },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
  });
  const pets = html(ref.docs.find((d) => d.title === 'Pets')!);
  assert.match(pets, /One of 2 variants/);
  assert.match(pets, /discriminated by <code>kind<\/code>/);
  assert.match(pets, /schema__variant-name">Cat</);
  assert.match(pets, /schema__variant-name">Dog</);
  assert.match(html(ref.docs.find((d) => d.title === 'Both')!), /Any of 2 variants/);
  const all = html(ref.docs.find((d) => d.title === 'All')!);
  assert.doesNotMatch(all, /All of|Variant|schema__variant/);
  assert.match(all, /id="response-200-id"/);
  assert.match(all, /id="response-200-more"/);
});

test('circular schemas render once, with a link back instead of endless recursion', async () => {
  const ref = await crafted({
    paths: {
      '/tree': {
        get: {
          summary: 'Tree',
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Node: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            parent: { $ref: '#/components/schemas/Node' },
          },
        },
      },
    },
  });
  const doc = ref.docs.find((d) => d.title === 'Tree')!;
  assert.match(
    html(doc),
    /Recursive: another <code>Node<\/code>, with the same fields as <a href="#response-200">/,
  );
  assert.ok(html(doc).length < 200_000);
});

test('an operation without a summary or operationId is titled from its method and path, never METHOD /path', async () => {
  const ref = await crafted({
    paths: { '/no-summary': { delete: { responses: { '204': { description: 'gone' } } } } },
  });
  const doc = ref.docs.find((d) => d.api)!;
  assert.equal(doc.title, 'Delete no summary');
  assert.equal(doc.route, '/api/delete-no-summary');
});

test('the upstream Mithril aggregator spec (18 operations, no tags) builds 18 pages grouped by path', async () => {
  const ref = await loadApiReference({
    sources: [
      {
        id: 'aggregator',
        source: { file: path.resolve(root, 'test/fixtures/specs/mithril-aggregator.openapi.yaml') },
      },
    ],
    routeBase: '/api',
    root,
    cacheDir,
    buildId: 'test',
  });
  assert.equal(ref.docs.filter((d) => d.api).length, 18);
  // Grouped by the first word of each path; `/` has none.
  const labels = ref.sidebar.map((i) => i.label);
  assert.ok(labels.includes('Artifact') && labels.includes('Other'), labels.join(', '));
});

test('relative links in the spec text resolve against linkBase; without one they are recorded as the path they name from the page', async () => {
  const spec = {
    info: {
      title: 'Crafted',
      version: '1',
      description: 'See [the guide](./guide/) and [servers](#servers).',
    },
    paths: {},
  };
  const based = await crafted(spec, { linkBase: 'https://docs.example.com/' });
  const intro = based.docs.find((d) => d.route === '/api/crafted')!;
  assert.match(html(intro), /href="https:\/\/docs\.example\.com\/guide\/"/);
  assert.ok(
    !intro.links.some((l) => l.href.includes('guide')),
    'a resolved link points to another site',
  );
  const unbased = await crafted(spec);
  const links = unbased.docs.find((d) => d.route === '/api/crafted')!.links.map((l) => l.href);
  assert.ok(links.includes('/api/guide/'), `recorded: ${links.join(', ')}`);
  assert.ok(links.includes('#servers'));
});

test('history samples send the required parameters only: no from/to filter narrows the answer', () => {
  const history = api.docs.filter(
    (d) =>
      d.apiPage?.kind === 'operation' &&
      d.apiPage.parameters.some((p) => p.name === 'from' && !p.required),
  );
  assert.ok(history.length > 3, `${history.length} operations with an optional from`);
  for (const doc of history) {
    const page = doc.apiPage!;
    if (page.kind !== 'operation') continue;
    for (const s of page.samples.filter((x) => x.origin === 'generated'))
      assert.doesNotMatch(s.code, /[?&](from|to|count|page|order)=/, `${doc.route} ${s.label}`);
  }
});

test('an operation whose 3.1 document lists no responses says so under its Responses heading', async () => {
  const ref = await crafted({
    openapi: '3.1.0',
    paths: { '/fire': { post: { summary: 'Fire and forget' } } },
  });
  const doc = ref.docs.find((d) => d.title === 'Fire and forget')!;
  assert.match(
    html(doc),
    /<h2 id="responses">.*Responses<a class="hash-link"[^>]*><\/a><\/h2><p>The OpenAPI document lists no responses for this operation\.<\/p>/,
  );
  assert.match(
    doc.markdown!,
    /\n## Responses\n\nThe OpenAPI document lists no responses for this operation\.\n/,
  );
  assertAnchorsMatch(doc);
});
