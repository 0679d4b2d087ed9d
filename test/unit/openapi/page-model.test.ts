// The API stage returns a typed page model; the render stage renders it. The
// table of contents and the anchor list come from the model the template renders,
// and the schemas, document parts and site options show what the document says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { articleHtml, assertAnchorsMatch, craftedReference } from '../../fixtures/crafted-api.js';
import type { Doc } from '../../../src/types.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const json = (schema: object) => ({ 'application/json': { schema } });
const ok = (schema: object) => ({ '200': { description: 'OK', content: json(schema) } });
const byTitle = (docs: Doc[], title: string): Doc => {
  const doc = docs.find((d) => d.title === title);
  assert.ok(doc, `no page titled ${title}: ${docs.map((d) => d.title).join(', ')}`);
  return doc;
};

/** The declared anchors are exactly the ids the article renders, and the TOC is among them. */
test('a page declares exactly the anchors it renders: #errors only where the site documents shared responses', async () => {
  const spec = {
    paths: {
      '/a': {
        get: {
          summary: 'Plain',
          responses: {
            '200': { description: 'OK' },
            '404': {
              description: 'Missing',
              content: json({ type: 'object', properties: { why: { type: 'string' } } }),
            },
          },
        },
      },
      '/b': {
        post: {
          summary: 'Body',
          requestBody: { content: json({ type: 'object', properties: { x: { type: 'string' } } }) },
          responses: ok({ type: 'object', properties: { y: { type: 'integer' } } }),
        },
      },
    },
  };
  const plain = await craftedReference(spec);
  for (const doc of plain.docs) assertAnchorsMatch(doc);
  const a = byTitle(plain.docs, 'Plain');
  assert.ok(!a.anchors.includes('errors'), 'no errors section, no #errors');
  assert.ok(!a.anchors.includes('parameters') && !a.anchors.includes('request-body'));
  // Without a sharedResponses option the 404 is a response like any other, with its own schema.
  assert.ok(a.anchors.includes('response-404-why'));
  const shared = await craftedReference(spec, {
    sharedResponses: { statuses: ['404'], note: 'Errors share **one** shape.' },
  });
  const sa = byTitle(shared.docs, 'Plain');
  assertAnchorsMatch(sa);
  assert.ok(sa.anchors.includes('errors'));
  assert.ok(!sa.anchors.includes('response-404-why'));
  assert.match(articleHtml(sa), /Errors share <strong>one<\/strong> shape/);
});

test('a shared status with a meaning shows that meaning on every operation, declared there or not', async () => {
  const spec = {
    paths: {
      '/a': {
        get: {
          summary: 'Declares 429',
          responses: {
            '200': { description: 'OK' },
            '429': { description: 'Usage limit reached' },
          },
        },
      },
      '/b': { get: { summary: 'Declares nothing', responses: { '200': { description: 'OK' } } } },
    },
  };
  const ref = await craftedReference(spec, {
    sharedResponses: {
      statuses: ['429'],
      meanings: { '402': 'Daily quota spent.', '429': 'Too many requests per second.' },
    },
  });
  for (const title of ['Declares 429', 'Declares nothing']) {
    const doc = byTitle(ref.docs, title);
    assertAnchorsMatch(doc);
    const html = articleHtml(doc);
    assert.match(html, /Daily quota spent\./, title);
    assert.match(html, /Too many requests per second\./, title);
    assert.doesNotMatch(html, /Usage limit reached/, title);
  }
});

// The portal's own pages are held to the same rule in api-pages.test.ts, which loads them.

test('a badge note follows the descriptions that hold the badge, and the operation note every description', async () => {
  const spec = {
    paths: {
      '/a': {
        get: {
          summary: 'Badged',
          description: 'Evaluates.\n\n<p><span class="hosted">Hosted</span> Only hosted.</p>',
          responses: { '200': { description: 'OK' } },
        },
      },
      '/b': { get: { summary: 'Plain', responses: { '200': { description: 'OK' } } } },
    },
  };
  const ref = await craftedReference(spec, {
    badgeNotes: { hosted: 'What **Hosted** means.' },
    operationNote: 'From release 1.',
  });
  const badged = articleHtml(byTitle(ref.docs, 'Badged'));
  const plain = articleHtml(byTitle(ref.docs, 'Plain'));
  assert.match(badged, /What <strong>Hosted<\/strong> means\./);
  assert.doesNotMatch(plain, /Hosted/);
  assert.match(badged, /From release 1\./);
  assert.match(plain, /From release 1\./);
});

test('the API stage renders no React and the API templates import no pipeline code', () => {
  const imports = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm)].map(
      (m) => ({ typeOnly: Boolean(m[1]), from: m[2]! }),
    );
  const openapi = path.join(root, 'src/openapi');
  for (const f of readdirSync(openapi).filter((f) => f.endsWith('.ts'))) {
    for (const i of imports(path.join(openapi, f))) {
      assert.doesNotMatch(
        i.from,
        /^react|templates\/|\/render\//,
        `src/openapi/${f} imports ${i.from}`,
      );
    }
  }
  const templates = path.join(root, 'templates/api');
  for (const f of readdirSync(templates)) {
    for (const i of imports(path.join(templates, f))) {
      if (i.from.includes('/src/') && !i.from.includes('/src/shared/'))
        assert.ok(i.typeOnly, `templates/api/${f} imports code from ${i.from}`);
    }
  }
});

test('allOf is merged into one object with the properties beside it; items without a type are an array', async () => {
  const ref = await craftedReference({
    paths: {
      '/stake': {
        get: {
          summary: 'Stake',
          responses: ok({
            type: 'object',
            properties: {
              signers: {
                type: 'array',
                items: {
                  allOf: [{ $ref: '#/components/schemas/Signer' }],
                  properties: { stake: { type: 'integer', description: 'Stake of the signer' } },
                },
              },
              list: { items: { type: 'object', properties: { n: { type: 'integer' } } } },
            },
          }),
        },
      },
    },
    components: {
      schemas: {
        Signer: {
          type: 'object',
          required: ['party_id'],
          properties: { party_id: { type: 'string' } },
        },
      },
    },
  });
  const doc = byTitle(ref.docs, 'Stake');
  const html = articleHtml(doc);
  assert.ok(doc.anchors.includes('response-200-signers.items.party_id'));
  assert.ok(
    doc.anchors.includes('response-200-signers.items.stake'),
    'the property beside allOf is kept',
  );
  assert.match(html, /Stake of the signer/);
  assert.doesNotMatch(html, /Variant|All of/);
  assert.match(
    html,
    /<code class="schema__name">list<\/code> <span class="schema__type">object\[\]<\/span>/,
  );
  assert.ok(doc.anchors.includes('response-200-list.items.n'));
});

test('readOnly fields are hidden in requests, writeOnly ones in responses; maps and limits are shown', async () => {
  const pet = {
    type: 'object',
    properties: {
      id: { type: 'string', readOnly: true },
      password: { type: 'string', writeOnly: true, minLength: 8, pattern: '^[a-z]+$' },
      tags: {
        type: 'array',
        items: { type: 'string' },
        minItems: 1,
        maxItems: 5,
        uniqueItems: true,
      },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
      size: { type: 'string', enum: ['s', 'm'], default: 's', format: 'size-code' },
    },
  };
  const ref = await craftedReference({
    paths: {
      '/pets': {
        post: { summary: 'Add pet', requestBody: { content: json(pet) }, responses: ok(pet) },
      },
    },
  });
  const doc = byTitle(ref.docs, 'Add pet');
  assert.ok(!doc.anchors.includes('request-body-id'), 'readOnly is not asked for');
  assert.ok(doc.anchors.includes('request-body-password'));
  assert.ok(doc.anchors.includes('response-200-id'));
  assert.ok(!doc.anchors.includes('response-200-password'), 'writeOnly is not returned');
  const html = articleHtml(doc);
  assert.match(html, /min length: 8/);
  assert.match(html, /pattern: <code>\^\[a-z\]\+\$<\/code>/);
  assert.match(html, /min items: 1.*max items: 5.*unique items/s);
  assert.match(
    html,
    /<code class="schema__name">labels<\/code> <span class="schema__type">map of string<\/span>/,
  );
  assert.match(
    html,
    /one of: <code class="schema__value--short">&quot;s&quot;<\/code>, <code class="schema__value--short">&quot;m&quot;<\/code>.*default: <code>&quot;s&quot;<\/code>/s,
  );
  assert.match(html, /schema__format">size-code</);
});

test('HTML in a response description goes through the allowlist; headers and auth come from the document', async () => {
  const ref = await craftedReference({
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        key: { type: 'apiKey', in: 'query', name: 'api_key', description: 'Your **key**.' },
        oauth: {
          type: 'oauth2',
          flows: {
            implicit: { authorizationUrl: 'https://x.test/auth', scopes: { 'read:pets': 'read' } },
          },
        },
      },
    },
    security: [{ bearer: [] }],
    paths: {
      '/h': {
        get: {
          summary: 'Headers',
          security: [{ key: [] }, { oauth: ['read:pets'] }],
          responses: {
            '200': {
              description: '<p>The <b>list</b></p>\n\nMore words.',
              headers: {
                'X-Rate-Limit': { description: 'Calls left', schema: { type: 'integer' } },
              },
            },
          },
        },
      },
      '/b': { get: { summary: 'Bearer', responses: { '204': { description: 'Done' } } } },
      '/m': {
        get: {
          summary: 'Marked',
          responses: {
            '200': { description: 'The `address` of **Tom &amp; Jerry**' },
            '201': { description: '<span title="1 > 0">Made</span>' },
          },
        },
      },
    },
  });
  // A one-line description is the heading's text as a reader sees it, not its markdown source,
  // and is not shown a second time below the heading.
  const m = articleHtml(byTitle(ref.docs, 'Marked'));
  assert.match(
    m,
    /<h3 id="response-200">.*<\/span> The address of Tom &amp; Jerry<a class="hash-link"/,
  );
  assert.match(m, /<h3 id="response-201">.*<\/span> Made<a class="hash-link"/);
  const responses = m.slice(
    m.indexOf('id="response-200"'),
    m.lastIndexOf('id="response-201"') + 200,
  );
  assert.doesNotMatch(responses, /`|\*\*|&amp;amp;|0&quot;|<strong>|<p>/);
  const h = articleHtml(byTitle(ref.docs, 'Headers'));
  assert.doesNotMatch(h, /&lt;p&gt;/, 'the heading does not read "<p>"');
  assert.match(h, /<h3 id="response-200">.*The list<a class="hash-link"[^>]*><\/a><\/h3>/);
  assert.match(h, /<code>X-Rate-Limit<\/code>.*integer.*Calls left/s);
  assert.match(
    h,
    /an API key in the <code>api_key<\/code> query, or an OAuth 2.0 access token with the scope <code>read:pets<\/code>/,
  );
  assert.match(
    articleHtml(byTitle(ref.docs, 'Bearer')),
    /a bearer token \(JWT\) in the <code>Authorization<\/code> header/,
  );
  const intro = ref.docs.find((d) => d.apiPage?.kind === 'intro')!;
  assert.match(
    articleHtml(intro),
    /<h2 id="authentication">.*<code>key<\/code>.*Your <strong>key<\/strong>/s,
  );
});

test('tag descriptions introduce their groups; callbacks are shown; a webhooks-only 3.1 document builds', async () => {
  const ref = await craftedReference({
    tags: [{ name: 'Pets', description: 'Everything about **pets**. Experimental.' }],
    paths: {
      '/pets': {
        post: {
          summary: 'Subscribe',
          tags: ['Pets'],
          callbacks: {
            onEvent: {
              '{$request.body#/url}': {
                post: {
                  description: 'The event',
                  requestBody: {
                    content: json({ type: 'object', properties: { event: { type: 'string' } } }),
                  },
                  responses: { '200': { description: 'Got it' } },
                },
              },
            },
          },
          responses: { '201': { description: 'Subscribed' } },
        },
      },
    },
  });
  const intro = ref.docs.find((d) => d.apiPage?.kind === 'intro')!;
  assert.match(
    articleHtml(intro),
    /<h3 id="group-pets">.*Everything about <strong>pets<\/strong>.*href="\/api\/subscribe"/s,
  );
  assertAnchorsMatch(intro);
  const sub = byTitle(ref.docs, 'Subscribe');
  assert.ok(sub.toc.some((t) => t.id === 'callbacks'));
  assert.match(articleHtml(sub), /onEvent.*\{\$request\.body#\/url\}.*The event/s);
  assert.ok(sub.anchors.includes('callback-onEvent-body-event'));
  assertAnchorsMatch(sub);

  const hooks = await craftedReference({
    openapi: '3.1.0',
    paths: undefined,
    webhooks: {
      newPet: {
        post: {
          summary: 'New pet',
          requestBody: {
            content: json({ type: 'object', properties: { name: { type: 'string' } } }),
          },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  });
  const hook = byTitle(hooks.docs, 'New pet');
  assert.match(articleHtml(hook), /Webhook/);
  assert.ok(hook.anchors.includes('request-body-name'));
});

test('nothing of one API is added to another: statuses keep their schemas, paging parameters get no notes', async () => {
  const ref = await craftedReference({
    paths: {
      '/list': {
        get: {
          summary: 'List',
          parameters: [
            { name: 'page', in: 'query', schema: { type: 'integer' } },
            { name: 'count', in: 'query', schema: { type: 'integer' } },
          ],
          responses: {
            '200': { description: 'OK' },
            '400': {
              description: 'Bad',
              content: json({ type: 'object', properties: { code: { type: 'integer' } } }),
            },
            '429': { description: 'Slow down' },
          },
        },
      },
    },
  });
  // The article's own column: the samples beside it are another engineer's subject.
  const html = articleHtml(byTitle(ref.docs, 'List')).replace(
    /<aside class="api-samples"[\s\S]*?<\/aside>/,
    '',
  );
  assert.doesNotMatch(html, /Pagination|status_code|Error bodies/);
  assert.match(html, /id="response-400-code"/);
  assert.match(html, /<h3 id="response-429">/);
  const noted = await craftedReference(
    {
      paths: {
        '/list': {
          get: {
            summary: 'List',
            parameters: [{ name: 'page', in: 'query', schema: { type: 'integer' } }],
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    },
    { parameterNotes: { page: 'Pages start at **1**.' } },
  );
  assert.match(
    articleHtml(byTitle(noted.docs, 'List')),
    /api-param__note"><p>Pages start at <strong>1<\/strong>/,
  );
});

test('parameters and properties named like Object.prototype members build, as does a very long summary', async () => {
  const names = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];
  const props = Object.fromEntries(
    names.map((n) => [n, { type: 'string', description: `the \`${n}\`` }]),
  );
  const long = `Retrieve ${'a very long summary of an operation '.repeat(9)}`.trim();
  const text = JSON.stringify({
    paths: {
      '/odd': {
        post: {
          summary: 'Odd names',
          parameters: names.map((n) => ({ name: n, in: 'query', schema: { type: 'string' } })),
          requestBody: {
            content: json({ type: 'object', required: ['constructor'], properties: props }),
          },
          responses: ok({ type: 'object', properties: props }),
        },
      },
      '/long': { get: { summary: long, responses: { '200': { description: 'OK' } } } },
    },
  });
  const ref = await craftedReference(JSON.parse(text) as object, {
    parameterNotes: { page: 'x' },
    sharedResponses: { statuses: ['500'] },
  });
  const odd = byTitle(ref.docs, 'Odd names');
  for (const n of names) {
    assert.ok(odd.anchors.includes(`param-${n}`), `parameter ${n}`);
    assert.ok(odd.anchors.includes(`response-200-${n}`), `field ${n}`);
  }
  assert.match(articleHtml(odd), /the <code>__proto__<\/code>/);
  assert.match(articleHtml(odd), /&quot;__proto__&quot;/, 'the example keeps the field');
  const longDoc = byTitle(ref.docs, long);
  const slug = longDoc.route.split('/').pop()!;
  assert.ok(slug.length <= 80, `slug of ${slug.length} characters`);
  assert.ok(slug.startsWith('retrieve-a-very-long-summary'));
});

test('clashing summaries get slugs from their path words or method, not numbers; the first keeps its slug', async () => {
  const op = (method: string, summary: string) => ({
    [method]: { summary, responses: { '200': { description: 'OK' } } },
  });
  const ref = await craftedReference({
    paths: {
      '/items': { ...op('get', 'List items'), ...op('post', 'List items') },
      '/things': op('get', 'List items'),
      '/repos/{owner}/{repo}/pulls': {
        parameters: ['owner', 'repo'].map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
        ...op('get', 'List items'),
      },
    },
  });
  const routes = ref.docs
    .filter((d) => d.api)
    .map((d) => `${d.api!.method} ${d.api!.path} ${d.route}`);
  assert.deepEqual(routes, [
    'get /items /api/list-items',
    'post /items /api/list-items-post',
    'get /things /api/list-items-things',
    'get /repos/{owner}/{repo}/pulls /api/list-items-repos-pulls',
  ]);
});

test("a source's codeSamples option: the document's x-codeSamples are added after the generated tabs, or replace them", async () => {
  const spec = {
    servers: [{ url: 'https://api.test/v1' }],
    paths: {
      '/hello': {
        get: {
          summary: 'Hello',
          'x-codeSamples': [
            { lang: 'PHP', label: 'PHP', source: '<?php echo "hi";' },
            { lang: 'Shell', label: 'cURL', source: 'curl https://api.test/v1/hello' },
          ],
          responses: { '200': { description: 'OK' } },
        },
      },
      '/plain': { get: { summary: 'Plain', responses: { '200': { description: 'OK' } } } },
    },
  };
  const tabs = (docs: Doc[], title: string) => {
    const page = byTitle(docs, title).apiPage;
    assert.ok(page?.kind === 'operation');
    return page.samples.map((s) => `${s.label}:${s.origin}`);
  };
  const generated = [
    'cURL:generated',
    'JavaScript:generated',
    'Python:generated',
    'Go:generated',
    'Rust:generated',
  ];
  const added = (await craftedReference(spec)).docs;
  assert.deepEqual(tabs(added, 'Hello'), [...generated, 'PHP:document', 'cURL (spec):document']);
  assert.deepEqual(
    tabs((await craftedReference(spec, { codeSamples: 'add' })).docs, 'Hello'),
    tabs(added, 'Hello'),
    'add is the default',
  );
  const replaced = (await craftedReference(spec, { codeSamples: 'replace' })).docs;
  assert.deepEqual(
    tabs(replaced, 'Hello'),
    ['PHP:document', 'cURL:document'],
    "only the document's own, under their own labels",
  );
  assert.deepEqual(
    tabs(replaced, 'Plain'),
    generated,
    'an operation without x-codeSamples keeps the generated tabs',
  );
  // The rendered page shows what the model says.
  const html = articleHtml(byTitle(replaced, 'Hello'));
  assert.match(html, /echo/);
  assert.doesNotMatch(html, />Python</);
  // The markdown copy's one sample is the document's cURL.
  assert.match(
    byTitle(replaced, 'Hello').markdown!,
    /```bash\ncurl https:\/\/api\.test\/v1\/hello\n```/,
  );
});

test('the introduction and an operation page read a security scheme alike: an apiKey `in` outside header, query and cookie is left out on both', async () => {
  const ref = await craftedReference({
    components: { securitySchemes: { key: { type: 'apiKey', in: 'body', name: 'X-Key' } } },
    security: [{ key: [] }],
    paths: { '/a': { get: { summary: 'Plain', responses: { '200': { description: 'OK' } } } } },
  });
  const intro = ref.docs.find((d) => d.apiPage?.kind === 'intro')?.apiPage;
  const op = byTitle(ref.docs, 'Plain').apiPage;
  assert.ok(intro?.kind === 'intro' && op?.kind === 'operation');
  const { descriptionHtml: _, ...onIntro } = intro.securitySchemes[0]!;
  assert.deepEqual(onIntro, {
    id: 'key',
    type: 'apiKey',
    in: undefined,
    name: 'X-Key',
    scheme: undefined,
    bearerFormat: undefined,
    scopes: [],
  });
  assert.deepEqual(op.auth, [[intro.securitySchemes[0]]]);
});
