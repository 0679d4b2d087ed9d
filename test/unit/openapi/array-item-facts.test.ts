// An array of scalars states what each item may be: its items' enum and default, in
// the parameter table and in schema trees, in the HTML and in the `.md` copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';
import { operationMarkdown } from '../../../src/openapi/page-markdown.js';
import type { ApiReference } from '../../../src/openapi/index.js';

function operation(reference: ApiReference, title: string) {
  const doc = reference.docs.find((d) => d.title === title);
  assert.ok(doc, reference.docs.map((d) => d.title).join(', '));
  assert.equal(doc.apiPage?.kind, 'operation');
  // The page's text, without tags.
  const text = articleHtml(doc)
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"');
  return { text, markdown: operationMarkdown(doc.apiPage) };
}

test("a Swagger 2.0 array query parameter (petstore's findByStatus) shows its items' enum and default", async () => {
  const reference = await craftedReference({
    openapi: undefined,
    swagger: '2.0',
    host: 'petstore.example.test',
    paths: {
      '/pet/findByStatus': {
        get: {
          summary: 'Finds Pets by status',
          parameters: [
            {
              name: 'status',
              in: 'query',
              required: true,
              type: 'array',
              items: {
                type: 'string',
                enum: ['available', 'pending', 'sold'],
                default: 'available',
              },
              collectionFormat: 'multi',
            },
          ],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  });
  const { text, markdown } = operation(reference, 'Finds Pets by status');
  assert.match(text, /each item one of: available, pending, sold/);
  assert.match(text, /item default: available/);
  assert.match(
    markdown,
    /each item one of: `available`, `pending`, `sold`; item default: `available`/,
  );
});

test("a 3.1 array parameter with a default and a request body's array field show their items' enum", async () => {
  const reference = await craftedReference({
    openapi: '3.1.0',
    paths: {
      '/users/{id}': {
        put: {
          summary: 'Update a user',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            {
              name: 'fields',
              in: 'query',
              schema: { type: 'array', items: { enum: ['name', 'email'] }, default: ['name'] },
            },
          ],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    roles: { type: 'array', items: { type: 'string', enum: ['admin', 'viewer'] } },
                  },
                },
              },
            },
          },
          responses: { '204': { description: 'done' } },
        },
      },
    },
  });
  const { text, markdown } = operation(reference, 'Update a user');
  assert.match(markdown, /one of: `name`, `email`/);
  assert.match(markdown, /default: `\["name"\]`/);
  assert.match(text, /each item one of: name, email/);
  assert.match(text, /each item one of: "admin", "viewer"/);
  assert.match(markdown, /each item one of: `"admin"`, `"viewer"`/);
});
