// A url-encoded form sends its required and example-bearing fields only: an optional
// field without an example is neither in the samples nor prefilled in Try it (its
// placeholder would overwrite real data), and the form's Example is the body a
// reader sends (`name=…&status=…`), not JSON.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';
import { operationMarkdown } from '../../../src/openapi/page-markdown.js';
import type { ApiReference } from '../../../src/openapi/index.js';

function operation(reference: ApiReference, title: string) {
  const doc = reference.docs.find((d) => d.title === title);
  assert.ok(doc, reference.docs.map((d) => d.title).join(', '));
  assert.equal(doc.apiPage?.kind, 'operation');
  return { doc, page: doc.apiPage };
}

// Swagger's petstore: `POST /pet/{petId}` updates a pet from two optional form fields.
const petstore = {
  openapi: undefined,
  swagger: '2.0',
  host: 'petstore.example.test',
  paths: {
    '/pet/{petId}': {
      post: {
        summary: 'Updates a pet in the store with form data',
        consumes: ['application/x-www-form-urlencoded'],
        parameters: [
          { name: 'petId', in: 'path', required: true, type: 'integer', format: 'int64' },
          { name: 'name', in: 'formData', required: false, type: 'string' },
          { name: 'status', in: 'formData', required: false, type: 'string' },
        ],
        responses: { '405': { description: 'Invalid input' } },
      },
    },
    '/pet/{petId}/uploadImage': {
      post: {
        summary: 'uploads an image',
        consumes: ['multipart/form-data'],
        parameters: [
          { name: 'petId', in: 'path', required: true, type: 'integer' },
          { name: 'additionalMetadata', in: 'formData', type: 'string', 'x-example': 'front' },
          { name: 'file', in: 'formData', type: 'file' },
        ],
        responses: { '200': { description: 'uploaded' } },
      },
    },
    '/pet/{petId}/tag': {
      post: {
        summary: 'Tag a pet',
        consumes: ['application/x-www-form-urlencoded'],
        parameters: [
          { name: 'petId', in: 'path', required: true, type: 'integer' },
          { name: 'tag', in: 'formData', required: true, type: 'string', 'x-example': 'good boy' },
          { name: 'note', in: 'formData', required: false, type: 'string' },
        ],
        responses: { '204': { description: 'Tagged' } },
      },
    },
  },
};

test('optional form fields without an example are neither sent by the samples nor prefilled in Try it', async () => {
  const { page } = operation(
    await craftedReference(petstore),
    'Updates a pet in the store with form data',
  );
  assert.equal(page.kind, 'operation');
  for (const sample of page.samples) {
    assert.doesNotMatch(sample.code, /\bstring\b/, sample.label);
    assert.doesNotMatch(sample.code, /name=|"name"|status=|"status"/, sample.label);
  }
  const form = page.tryIt!.operation.body!.media[0]!;
  assert.equal(form.kind, 'form');
  assert.deepEqual(
    form.fields!.map((f) => [f.name, f.value]),
    [
      ['name', undefined],
      ['status', undefined],
    ],
  );
});

test("a form's required and example-bearing fields are sent, and its Example is the url-encoded body", async () => {
  const { doc, page } = operation(await craftedReference(petstore), 'Tag a pet');
  assert.equal(page.kind, 'operation');
  const curl = page.samples.find((s) => s.value === 'curl')!.code;
  assert.match(curl, /--data-urlencode 'tag=good boy'/);
  assert.doesNotMatch(curl, /note/);
  const example = page.requestBody?.media[0]?.example;
  assert.ok(example, 'the form has an Example');
  assert.match(example.code, /^tag=good\+boy&note=string$/);
  assert.match(articleHtml(doc), /tag=good\+boy&amp;note=string/);
  assert.match(operationMarkdown(page), /tag=good\+boy&note=string/);
  assert.doesNotMatch(operationMarkdown(page), /"tag":/);
});

test("a multipart form's Example is the multipart body, its file named as the samples name it", async () => {
  const { page } = operation(await craftedReference(petstore), 'uploads an image');
  assert.equal(page.kind, 'operation');
  assert.match(page.samples.find((s) => s.value === 'curl')!.code, /file=@pet-upload-image\.bin/);
  assert.equal(
    page.requestBody?.media[0]?.example?.code,
    [
      '--boundary',
      'Content-Disposition: form-data; name="additionalMetadata"',
      '',
      'front',
      '--boundary',
      'Content-Disposition: form-data; name="file"; filename="pet-upload-image.bin"',
      'Content-Type: application/octet-stream',
      '',
      "(the file's bytes)",
      '--boundary--',
    ].join('\n'),
  );
});
