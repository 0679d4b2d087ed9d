// XML examples follow the schema's `xml` objects: `name` renames an element,
// `wrapped` puts an array's items in one element, `attribute` writes a scalar on
// its object's tag. The petstore's Pet is the case every reader knows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { craftedReference } from '../../fixtures/crafted-api.js';
import { xmlExample } from '../../../src/openapi/xml-example.js';
import type { ApiOperationPage } from '../../../src/types.js';

const schemas = {
  Tag: {
    type: 'object',
    properties: { id: { type: 'integer', example: 7 }, name: { type: 'string', example: 'cute' } },
    xml: { name: 'Tag' },
  },
  Pet: {
    type: 'object',
    required: ['name', 'photoUrls'],
    properties: {
      id: { type: 'integer', example: 25, xml: { attribute: true } },
      name: { type: 'string', example: 'doggie', xml: { name: 'petName' } },
      photoUrls: {
        type: 'array',
        xml: { name: 'photoUrl', wrapped: true },
        items: { type: 'string', example: 'https://example.com/photo.png' },
      },
      tags: {
        type: 'array',
        xml: { name: 'tagList', wrapped: true },
        items: { $ref: '#/components/schemas/Tag' },
      },
      aliases: { type: 'array', items: { type: 'string', example: 'rex', xml: { name: 'alias' } } },
    },
    xml: { name: 'Pet' },
  },
};

test("a response's XML example follows xml.name, xml.wrapped and xml.attribute", async () => {
  const { docs } = await craftedReference({
    paths: {
      '/pet/{id}': {
        get: {
          summary: 'Get a pet',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/xml': { schema: { $ref: '#/components/schemas/Pet' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  });
  const page = docs.find((d) => d.title === 'Get a pet')!.apiPage as ApiOperationPage;
  const code = page.responses[0]!.media[0]!.example!.code;
  assert.equal(
    code,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Pet id="25">',
      '  <petName>doggie</petName>',
      '  <photoUrls>',
      '    <photoUrl>https://example.com/photo.png</photoUrl>',
      '  </photoUrls>',
      '  <tagList>',
      '    <Tag>',
      '      <id>7</id>',
      '      <name>cute</name>',
      '    </Tag>',
      '  </tagList>',
      '  <alias>rex</alias>',
      '</Pet>',
    ].join('\n'),
  );
});

test('an attribute value is escaped, and without a schema the example is written as before', () => {
  const schema = {
    type: 'object',
    properties: { note: { type: 'string', xml: { attribute: true } } },
  };
  assert.match(
    xmlExample({ note: 'a "b" <c>' }, 'root', schema as never),
    /<root note="a &quot;b&quot; &lt;c&gt;"\/>/,
  );
  assert.equal(
    xmlExample({ list: [1, 2] }, 'root'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <list>1</list>\n  <list>2</list>\n</root>',
  );
});
