// A webhook's page and an operation's callbacks show requests the API sends:
// the payload, its headers and receiver samples, with no base URL of the API,
// no authentication of the reader and no call to the API's server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, assertAnchorsMatch, craftedReference } from '../../fixtures/crafted-api.js';
import type { Doc } from '../../../src/types.js';

const byTitle = (docs: Doc[], title: string): Doc => docs.find((d) => d.title === title)!;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

const payload = {
  'application/json': {
    schema: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer', example: 7 }, name: { type: 'string' } },
    },
  },
};

test('a webhook page shows the payload, its headers and receivers, not a call to the API with a token', async () => {
  const ref = await craftedReference({
    openapi: '3.1.0',
    servers: [{ url: 'https://api.pets.test/v2' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: {
      '/subscriptions': {
        post: {
          summary: 'Subscribe',
          callbacks: {
            onPetAdded: {
              '{$request.body#/callbackUrl}': {
                post: {
                  requestBody: { content: payload },
                  responses: { 200: { description: 'OK' } },
                },
              },
            },
          },
          responses: { 201: { description: 'Subscribed' } },
        },
      },
    },
    webhooks: {
      newPet: {
        post: {
          summary: 'New pet',
          parameters: [
            {
              name: 'X-Pet-Signature',
              in: 'header',
              required: true,
              example: 'sha256=abc',
              schema: { type: 'string' },
            },
          ],
          requestBody: { content: payload },
          responses: { 200: { description: 'OK' } },
        },
      },
    },
  });
  const hook = byTitle(ref.docs, 'New pet');
  const html = articleHtml(hook);
  const samples = hook.apiPage?.kind === 'operation' ? hook.apiPage.samples : [];
  assert.deepEqual(
    samples.map((s) => s.label),
    ['cURL', 'JavaScript', 'Python', 'Go', 'Rust'],
  );
  for (const s of samples) {
    assert.doesNotMatch(s.code, /api\.pets\.test|api\.example\.com|TOKEN|Bearer/, s.label);
    assert.match(s.code, /\/webhooks\/new-pet/, s.label);
  }
  const curl = samples[0]!.code;
  assert.match(curl, /^curl "http:\/\/127\.0\.0\.1:3000\/webhooks\/new-pet"/);
  assert.match(curl, /-H 'X-Pet-Signature: sha256=abc'/);
  assert.match(curl, /"id": 7/);
  assert.match(samples[1]!.code, /createServer/);
  assert.match(samples[1]!.code, /req\.headers\['x-pet-signature'\]/);
  assert.match(samples[2]!.code, /def do_POST\(self\):/);
  assert.match(html, /<h2 id="samples">.*Receiver samples<a class="hash-link"[^>]*><\/a><\/h2>/s);
  assert.ok(hook.toc.some((h) => h.id === 'samples' && h.text === 'Receiver samples'));
  assert.doesNotMatch(text(html), /Base URLs|api\.pets\.test|Bearer/);
  assert.match(html, /X-Pet-Signature/);
  assertAnchorsMatch(hook);

  const sub = byTitle(ref.docs, 'Subscribe');
  // Search matches a request's URL against the operation's base paths; the webhook has none.
  assert.deepEqual(sub.api?.basePaths, ['/v2']);
  assert.equal(hook.api?.basePaths, undefined);
  const subHtml = articleHtml(sub);
  const callback = subHtml.slice(subHtml.indexOf('class="api-callback"'));
  assert.match(callback, /Receiver samples/);
  assert.match(text(callback), /curl "http:\/\/127\.0\.0\.1:3000\/callbacks\/on-pet-added"/);
  assert.doesNotMatch(text(callback), /api\.pets\.test|TOKEN/);
  assertAnchorsMatch(sub);
});
