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
  // The samples send no field: neither does the Example, which is left out.
  assert.equal(page.requestBody?.media[0]?.example, undefined);
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
  // The body the samples send: the optional `note` without an example is in none of them.
  assert.equal(example.code, 'tag=good+boy');
  assert.match(articleHtml(doc), /<code[^>]*>[\s\S]*tag=good\+boy[\s\S]*<\/code>/);
  assert.doesNotMatch(articleHtml(doc), /note=/);
  assert.match(operationMarkdown(page), /^tag=good\+boy$/m);
  assert.doesNotMatch(operationMarkdown(page), /"tag":|note=/);
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

/** The fields a cURL sample sends (`--data-urlencode 'name=value'`), in order. */
function curlFields(code: string): [string, string][] {
  return [...code.matchAll(/--data-urlencode ('(?:[^']|'"'"')*'|\S+)/g)].map((m) => {
    const arg = m[1]!.startsWith("'") ? m[1]!.slice(1, -1).replaceAll(`'"'"'`, "'") : m[1]!;
    const at = arg.indexOf('=');
    return [arg.slice(0, at), arg.slice(at + 1)];
  });
}

test("a form's Example sends what its samples send: the same fields, the same values, the same encoding", async () => {
  const form = (properties: object, extra: object = {}) => ({
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', required: ['name'], properties },
          ...extra,
        },
      },
    },
    responses: { '200': { description: 'ok' } },
  });
  const reference = await craftedReference({
    openapi: '3.1.0',
    servers: [{ url: 'https://api.example.test' }],
    paths: {
      '/notes': {
        post: {
          summary: 'Make note',
          ...form({
            name: { type: 'string', example: 'doggie!' },
            status: { type: 'string', enum: ['sold', 'pending'] },
            note: { type: 'string', description: 'Optional, without an example.' },
          }),
        },
      },
      '/tags': {
        post: {
          summary: 'Tag note',
          ...form(
            { name: { type: 'array', items: { type: 'string' }, example: ['a', 'b'] } },
            { encoding: { name: { explode: false } } },
          ),
        },
      },
      '/written': {
        post: {
          summary: 'Written note',
          // A body written out: sent field by field, as written.
          ...form({ name: { type: 'string' } }, { example: 'name=doggie%21&tag=a&tag=b' }),
        },
      },
    },
  });
  for (const [title, sent] of [
    ['Make note', 'name=doggie%21&status=sold'],
    ['Tag note', 'name=a%2Cb'],
    ['Written note', 'name=doggie%21&tag=a&tag=b'],
  ] as const) {
    const { doc, page } = operation(reference, title);
    assert.equal(page.kind, 'operation');
    const example = page.requestBody!.media[0]!.example!.code;
    assert.equal(example, sent, title);
    const curl = page.samples.find((s) => s.value === 'curl')!.code;
    assert.deepEqual(curlFields(curl), [...new URLSearchParams(example)], title);
    assert.ok(articleHtml(doc).includes(sent.replaceAll('&', '&amp;')), title);
    assert.match(operationMarkdown(page), new RegExp(`^${sent}$`, 'm'));
  }
});

test("a multipart form's Example names its files and their types as the encoding and the samples do", async () => {
  const { page } = operation(
    await craftedReference({
      openapi: '3.1.0',
      servers: [{ url: 'https://api.example.test' }],
      paths: {
        '/upload': {
          put: {
            operationId: 'upload',
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: {
                      picture: { type: 'string', format: 'binary' },
                      meta: {
                        type: 'object',
                        properties: { a: { type: 'string', example: 'x!' } },
                      },
                    },
                  },
                  encoding: { picture: { contentType: 'image/png' } },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    }),
    'Upload',
  );
  assert.equal(page.kind, 'operation');
  assert.match(
    page.samples.find((s) => s.value === 'curl')!.code,
    /-F 'picture=@upload\.png;type=image\/png'[\s\S]*meta=\{"a":"x!"\}/,
  );
  assert.equal(
    page.requestBody?.media[0]?.example?.code,
    [
      '--boundary',
      'Content-Disposition: form-data; name="picture"; filename="upload.png"',
      'Content-Type: image/png',
      '',
      "(the file's bytes)",
      '--boundary',
      'Content-Disposition: form-data; name="meta"',
      'Content-Type: application/json',
      '',
      '{"a":"x!"}',
      '--boundary--',
    ].join('\n'),
  );
});
