// What an API page says of a schema's keywords: a discriminator's value for each
// variant (from the mapping or the schema's name, whatever its title), and the
// JSON Schema keywords a reader needs (const, null, not, multipleOf,
// patternProperties, prefixItems), in the HTML and the markdown copy alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';
import { apiPageMarkdown } from '../../../src/openapi/page-markdown.js';
import type { ApiOperationPage } from '../../../src/types.js';

/** The page of a one-operation document whose request body is `schema`, as HTML and markdown. */
async function bodyPage(schema: object, schemas: Record<string, object> = {}, openapi = '3.0.3') {
  const { docs } = await craftedReference({
    openapi,
    paths: {
      '/things': {
        post: {
          summary: 'Make a thing',
          requestBody: { content: { 'application/json': { schema } } },
          responses: { '204': { description: 'Done' } },
        },
      },
    },
    components: { schemas },
  });
  const page = docs.find((d) => d.title === 'Make a thing')!;
  return { html: articleHtml(page), md: apiPageMarkdown(page.apiPage!), page };
}

const payments = {
  Card: {
    title: 'Card payment',
    type: 'object',
    required: ['kind'],
    properties: { kind: { type: 'string' }, number: { type: 'string' } },
  },
  Bank: {
    type: 'object',
    required: ['kind'],
    properties: { kind: { type: 'string' }, iban: { type: 'string' } },
  },
};
const oneOfPayments = [
  { $ref: '#/components/schemas/Card' },
  { $ref: '#/components/schemas/Bank' },
];

test('a variant with a title keeps the discriminator value its mapping gives it', async () => {
  const { html, md } = await bodyPage(
    {
      oneOf: oneOfPayments,
      discriminator: {
        propertyName: 'kind',
        mapping: { 'card-v2': '#/components/schemas/Card', 'bank-v2': 'Bank' },
      },
    },
    payments,
  );
  assert.match(md, /\*\*Card payment\*\* \(object, `kind: "card-v2"`\)/);
  assert.match(md, /\*\*Bank\*\* \(object, `kind: "bank-v2"`\)/);
  assert.match(html, /Card payment<\/span>[\s\S]*?<code>kind: &quot;card-v2&quot;<\/code>/);
});

test("without a mapping, a variant's value is its schema's name (inherited discriminators too)", async () => {
  const { md } = await bodyPage(
    { oneOf: oneOfPayments, discriminator: { propertyName: 'kind' } },
    payments,
  );
  assert.match(md, /\*\*Card payment\*\* \(object, `kind: "Card"`\)/);
  assert.match(md, /\*\*Bank\*\* \(object, `kind: "Bank"`\)/);
  // Cat and Dog extend Pet, which names the property; the oneOf around them does not.
  const pets = {
    Pet: {
      type: 'object',
      required: ['pet_type'],
      properties: { pet_type: { type: 'string' } },
      discriminator: { propertyName: 'pet_type' },
    },
    Cat: {
      title: 'Meow',
      allOf: [
        { $ref: '#/components/schemas/Pet' },
        { type: 'object', properties: { hunts: { type: 'boolean' } } },
      ],
    },
    Dog: {
      title: 'Woof',
      allOf: [
        { $ref: '#/components/schemas/Pet' },
        { type: 'object', properties: { bark: { type: 'boolean' } } },
      ],
    },
  };
  const embedded = await bodyPage(
    { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] },
    pets,
  );
  assert.match(embedded.md, /discriminated by `pet_type`/);
  assert.match(embedded.md, /\*\*Meow\*\* \(object, `pet_type: "Cat"`\)/);
  assert.match(embedded.md, /\*\*Woof\*\* \(object, `pet_type: "Dog"`\)/);
});

test('JSON Schema keywords are shown: const, null, not, multipleOf, patternProperties, prefixItems', async () => {
  const { md, html, page } = await bodyPage(
    {
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { const: 'widget' },
        object: { type: 'string', const: 'card' },
        pair: {
          type: 'array',
          prefixItems: [{ type: 'string' }, { type: 'integer' }],
          items: false,
        },
        triple: {
          type: 'array',
          prefixItems: [{ type: 'boolean' }],
          items: { type: 'number' },
        },
        meta: { type: 'object', patternProperties: { '^x-': { type: 'string' } } },
        size: { type: 'integer', exclusiveMinimum: 0, multipleOf: 2 },
        notnull: { not: { type: 'null' } },
        notnot: { not: { not: { type: 'string' } } },
        nothing: { type: 'null' },
      },
    },
    {},
    '3.1.0',
  );
  const line = (name: string) => md.split('\n').find((l) => l.startsWith(`- \`${name}\``)) ?? '';
  assert.equal(line('kind'), '- `kind` (string, required): const: `"widget"`.');
  assert.equal(line('object'), '- `object` (string): const: `"card"`.');
  assert.match(line('pair'), /^- `pair` \(\\\[string, integer\\\]\)/);
  assert.match(line('triple'), /^- `triple` \(\\\[boolean, ...number\[\]\\\]\)/);
  assert.equal(line('meta'), '- `meta` (object): keys matching `^x-`: string.');
  assert.equal(line('size'), '- `size` (integer): greater than: 0; multiple of: 2.');
  assert.equal(line('notnull'), '- `notnull` (any): not null.');
  // A double negation names what it negates, not "not any".
  assert.equal(line('notnot'), '- `notnot` (any): not (not string).');
  assert.equal(line('nothing'), '- `nothing` (null)');
  // The page says the same, and the generated example uses the const.
  assert.match(html, /const: <code>&quot;widget&quot;<\/code>/);
  assert.match(html, /keys matching <code>\^x-<\/code>: string/);
  assert.match(html, /multiple of: 2/);
  const example = JSON.parse(
    (page.apiPage as ApiOperationPage).requestBody!.media[0]!.example!.code,
  );
  assert.equal(example.kind, 'widget');
  assert.equal(example.object, 'card');
  assert.equal(example.size % 2, 0);
  assert.equal(example.nothing, null);
});

test('a deprecated operation says it is deprecated, and names no replacement the document does not', async () => {
  const { docs } = await craftedReference({
    paths: {
      '/old': {
        get: {
          summary: 'Old thing',
          deprecated: true,
          responses: { '204': { description: 'Done' } },
        },
      },
    },
  });
  const page = docs.find((d) => d.title === 'Old thing')!;
  for (const text of [articleHtml(page), apiPageMarkdown(page.apiPage!)]) {
    assert.match(text, /deprecated and may be removed/);
    assert.doesNotMatch(text, /replacement/);
  }
});
