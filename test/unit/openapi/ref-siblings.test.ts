// OpenAPI 3.1 applies the keywords written beside a `$ref`: a schema's sibling
// description is shown with the referenced schema, and a Reference
// Object's sibling summary and description override its target's. 3.0 ignores them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';
import { operationMarkdown } from '../../../src/openapi/page-markdown.js';

const document = (openapi: string) => ({
  openapi,
  paths: {
    '/users/{id}': {
      get: {
        summary: 'Fetch a user',
        parameters: [
          { $ref: '#/components/parameters/Id', description: 'The id of the user to fetch' },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  $ref: '#/components/schemas/User',
                  description: 'The user, as stored (sibling description)',
                  // Every keyword beside a schema's $ref applies, not only its description.
                  required: ['name'],
                },
              },
            },
          },
          '404': { $ref: '#/components/responses/Missing', description: 'No user has this id' },
        },
      },
    },
  },
  components: {
    parameters: {
      Id: {
        name: 'id',
        in: 'path',
        required: true,
        description: 'An id',
        schema: { type: 'string' },
      },
    },
    responses: { Missing: { description: 'Not found' } },
    schemas: {
      User: {
        type: 'object',
        description: 'A user',
        properties: {
          name: { type: 'string' },
          manager: { $ref: '#/components/schemas/User', description: "The user's manager" },
        },
      },
    },
  },
});

async function page(openapi: string) {
  const reference = await craftedReference(document(openapi));
  const doc = reference.docs.find((d) => d.title === 'Fetch a user');
  assert.ok(doc?.apiPage?.kind === 'operation');
  return { html: articleHtml(doc), markdown: operationMarkdown(doc.apiPage) };
}

test("a 3.1 $ref's sibling description shows beside the schema's, a parameter's and a response's override theirs", async () => {
  const { html, markdown } = await page('3.1.0');
  for (const text of [html, markdown]) {
    assert.match(text, /The user, as stored \(sibling description\)/);
    assert.match(text, /The user&#x27;s manager|The user's manager/);
    assert.match(text, /The id of the user to fetch/);
    assert.match(text, /No user has this id/);
  }
  assert.doesNotMatch(markdown, /An id/);
  assert.match(markdown, /^- `name` \(string, required\)/m);
  // The recursive reference, described, still ends where it repeats.
  assert.match(markdown, /`manager` \(object\): The user's manager\. Recursive/);
});

test("a 3.0 $ref's siblings are ignored, as OpenAPI 3.0 says", async () => {
  const { markdown } = await page('3.0.3');
  assert.doesNotMatch(
    markdown,
    /sibling description|The id of the user to fetch|No user has this id/,
  );
  assert.match(markdown, /An id/);
  assert.match(markdown, /^- `name` \(string\)$/m);
});

// A ref to a described ref (an alias with its own description) resolves to that described
// ref, wherever the document writes its components: before its paths or after them.
const aliases = (componentsFirst: boolean) => {
  const paths = {
    '/notes': {
      get: {
        summary: 'List notes',
        parameters: [{ $ref: '#/components/parameters/Cursor' }],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Notes' } } },
          },
        },
      },
    },
  };
  const components = {
    parameters: {
      Cursor: { $ref: '#/components/parameters/Page', description: 'Where the last list ended' },
      Page: { name: 'page', in: 'query', description: 'A page', schema: { type: 'string' } },
    },
    schemas: {
      Notes: { $ref: '#/components/schemas/List', description: 'The notes, newest first' },
      List: { type: 'object', description: 'A list', properties: { next: { type: 'string' } } },
    },
  };
  return componentsFirst
    ? { openapi: '3.1.0', components, paths }
    : { openapi: '3.1.0', paths, components };
};

for (const componentsFirst of [false, true])
  test(`a ref to a described 3.1 ref shows its description (components ${componentsFirst ? 'before' : 'after'} paths)`, async () => {
    const reference = await craftedReference(aliases(componentsFirst));
    const doc = reference.docs.find((d) => d.title === 'List notes');
    assert.ok(doc?.apiPage?.kind === 'operation');
    const markdown = operationMarkdown(doc.apiPage);
    assert.match(markdown, /Where the last list ended/);
    assert.doesNotMatch(markdown, /A page/);
    assert.match(markdown, /The notes, newest first/);
    assert.match(markdown, /`next` \(string\)/);
  });
