// Adversarial OpenAPI documents: each is loaded into an API reference (parsed,
// validated, its refs resolved, its pages modelled) in a worker thread that is killed
// after 10 s. Each finishes in a second or two when the work grows in step with the
// document; a path whose work grows with its square (a chain of 10,000 schema refs,
// each walked again from every link, or of 10,000 refs with a sibling description each,
// each link's target walked again from it, schemas or parameters) does not finish, and fails.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { boundedWorker } from '../fixtures/in-worker.js';

const n = 10_000;
const schemas = (make: (i: number) => object, last: object) =>
  Object.fromEntries([...Array.from({ length: n }, (_, i) => [`S${i}`, make(i)]), [`S${n}`, last]]);

/** A one-operation document whose response is schema S0, with `components.schemas`. */
const documentWith = (openapi: string, components: Record<string, object>) => ({
  openapi,
  paths: {
    '/x': {
      get: {
        operationId: 'getX',
        responses: {
          200: {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } },
          },
        },
      },
    },
  },
  components: { schemas: components },
});

const cases: [string, object][] = [
  [
    'a chain of 10,000 schema refs (3.1)',
    documentWith(
      '3.1.0',
      schemas((i) => ({ $ref: `#/components/schemas/S${i + 1}` }), { type: 'string' }),
    ),
  ],
  [
    'a chain of 10,000 schema refs (3.0)',
    documentWith(
      '3.0.3',
      schemas((i) => ({ $ref: `#/components/schemas/S${i + 1}` }), { type: 'string' }),
    ),
  ],
  [
    'a chain of 10,000 schema refs each with a sibling description (3.1)',
    documentWith(
      '3.1.0',
      schemas((i) => ({ $ref: `#/components/schemas/S${i + 1}`, description: `Link ${i}` }), {
        type: 'string',
      }),
    ),
  ],
  [
    'a chain of 10,000 parameter refs each with a sibling description (3.1)',
    {
      openapi: '3.1.0',
      paths: {
        '/x': {
          get: {
            operationId: 'getX',
            parameters: [{ $ref: '#/components/parameters/S0' }],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
      components: {
        parameters: schemas(
          (i) => ({ $ref: `#/components/parameters/S${i + 1}`, description: `Link ${i}` }),
          { name: 'q', in: 'query', schema: { type: 'string' } },
        ),
      },
    },
  ],
];

/** The worker: loads the fixture through tsx once, then answers each document with its pages' count. */
const workerCode = `
const { parentPort } = require('node:worker_threads');
const module = require('node:worker_threads').workerData;
import('tsx/esm/api')
  .then(({ tsImport }) => tsImport(module, module))
  .then(({ craftedReference }) => {
    parentPort.on('message', async (doc) => {
      const { docs } = await craftedReference(doc);
      parentPort.postMessage(docs.length);
    });
    parentPort.postMessage('ready');
  });
`;

const worker = boundedWorker<object, number>(
  workerCode,
  new URL('../fixtures/crafted-api.ts', import.meta.url),
  'document',
);
after(() => worker.close());

for (const [name, doc] of cases) {
  test(`pathological document: ${name}`, async () => {
    const pages = await worker.run(doc);
    assert.ok(pages > 0, 'its pages were made');
  });
}
