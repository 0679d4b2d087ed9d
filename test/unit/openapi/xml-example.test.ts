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
      // As the 3.x petstore writes it: the items' name inside, the property's outside.
      photoUrls: {
        type: 'array',
        xml: { wrapped: true },
        items: {
          type: 'string',
          example: 'https://example.com/photo.png',
          xml: { name: 'photoUrl' },
        },
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

// The XML Object examples of the OpenAPI specification (3.0.3 and 3.1.1, "XML Arrays"):
// an array's xml.name names its wrapper, and only when it is wrapped.
test('arrays are written as the XML Object examples of the OpenAPI specification write them', () => {
  const animals = (array: Record<string, unknown>) =>
    xmlExample({ animals: ['value', 'value'] }, 'root', {
      type: 'object',
      properties: { animals: { type: 'array', items: { type: 'string' }, ...array } },
    } as never)
      .split('\n')
      .slice(2, -1)
      .map((line) => line.slice(2))
      .join('\n');
  const animal = { type: 'string', xml: { name: 'animal' } };
  const cases: [Record<string, unknown>, string][] = [
    [{}, '<animals>value</animals>\n<animals>value</animals>'],
    [{ items: animal }, '<animal>value</animal>\n<animal>value</animal>'],
    // "The external name property has no effect on the XML" (the array is not wrapped).
    [{ items: animal, xml: { name: 'aliens' } }, '<animal>value</animal>\n<animal>value</animal>'],
    [{ xml: { name: 'aliens' } }, '<animals>value</animals>\n<animals>value</animals>'],
    [
      { xml: { wrapped: true } },
      '<animals>\n  <animals>value</animals>\n  <animals>value</animals>\n</animals>',
    ],
    [
      { items: animal, xml: { wrapped: true } },
      '<animals>\n  <animal>value</animal>\n  <animal>value</animal>\n</animals>',
    ],
    [
      { items: animal, xml: { name: 'aliens', wrapped: true } },
      '<aliens>\n  <animal>value</animal>\n  <animal>value</animal>\n</aliens>',
    ],
    [
      { xml: { name: 'aliens', wrapped: true } },
      '<aliens>\n  <aliens>value</aliens>\n  <aliens>value</aliens>\n</aliens>',
    ],
  ];
  for (const [array, xml] of cases) assert.equal(animals(array), xml, JSON.stringify(array));
});

test('a request body of an XML media type is sent as XML by the samples, as the page shows it', async () => {
  const { docs } = await craftedReference({
    paths: {
      '/pet': {
        post: {
          summary: 'Add a pet',
          requestBody: {
            content: { 'application/xml': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
    components: { schemas },
  });
  const page = docs.find((d) => d.title === 'Add a pet')!.apiPage as ApiOperationPage;
  const curl = page.samples.find((s) => s.value === 'curl')!.code;
  assert.match(
    curl,
    /--data-binary '<\?xml version="1\.0" encoding="UTF-8"\?>\n<Pet id="25">\n {2}<petName>doggie<\/petName>/,
  );
  assert.doesNotMatch(curl, /"petName"|\{"id"/);
});
