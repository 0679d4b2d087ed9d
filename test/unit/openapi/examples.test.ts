// Examples as the document gives them: every named example behind a selector with
// its summary; an example that contradicts its schema is shown, with a build
// warning naming its JSON pointer that a source can silence; an XML body is
// shown as XML, never as JSON under an XML label.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, craftedReference, portalApiSources } from '../../fixtures/crafted-api.js';
import { loadApiReference, type ApiReference } from '../../../src/openapi/index.js';
import type { ApiSourceConfig } from '../../../src/openapi/source-config.js';
import { operationMarkdown } from '../../../src/openapi/page-markdown.js';
import type { Doc } from '../../../src/types.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The reference of `sources` under `dir`, with the warnings the build would print. */
async function withWarnings(
  sources: ApiSourceConfig[],
  dir: string,
): Promise<{ ref: ApiReference; warnings: string[] }> {
  const warnings: string[] = [];
  const ref = await loadApiReference({
    sources,
    routeBase: '/api',
    root: dir,
    cacheDir: mkdtempSync(path.join(tmpdir(), 'docgen-examples-')),
    buildId: 'test',
    log: (level, message) => {
      if (level === 'warn') warnings.push(message);
    },
  });
  return { ref, warnings: warnings.filter((w) => w.includes('contradicts its schema')) };
}

async function crafted(options: Partial<ApiSourceConfig> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-examples-doc-'));
  writeFileSync(
    path.join(dir, 'api.json'),
    JSON.stringify({ openapi: '3.0.3', info: { title: 'Pets', version: '1' }, ...document }),
  );
  return withWarnings([{ id: 'pets', source: { file: 'api.json' }, ...options }], dir);
}

const byTitle = (docs: Doc[], title: string): Doc => docs.find((d) => d.title === title)!;
const pet = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string' },
    kind: { type: 'string', enum: ['cat', 'dog'] },
    age: { type: 'integer', example: 'three' },
  },
};

const document = {
  paths: {
    '/pets': {
      post: {
        summary: 'Add a pet',
        requestBody: {
          content: {
            'application/json': {
              schema: pet,
              examples: {
                cat: { summary: 'A cat called Tom', value: { name: 'Tom', kind: 'cat' } },
                dog: { summary: 'A dog', value: { name: 'Rex', kind: 'dog' } },
                bird: { summary: 'A bird (wrong kind)', value: { name: 'Tweety', kind: 'bird' } },
              },
            },
            'application/xml': {
              schema: { ...pet, xml: { name: 'Pet' } },
              example: { name: 'Tom' },
            },
          },
        },
        responses: {
          200: {
            description: 'OK',
            content: {
              'application/json': {
                schema: pet,
                examples: {
                  one: { summary: 'The pet added', value: { name: 'Tom' } },
                  two: { value: { kind: 'dog' } },
                },
              },
            },
          },
        },
      },
    },
  },
};

test('every named example, request and response, is shown under its summary; the first one open', async () => {
  const ref = await craftedReference(document);
  const page = byTitle(ref.docs, 'Add a pet');
  const html = articleHtml(page);
  for (const summary of [
    'A cat called Tom',
    'A dog',
    'A bird (wrong kind)',
    'The pet added',
    'two',
  ])
    assert.match(
      html,
      new RegExp(
        `<summary class="api-example__summary">${summary.replace(/[()]/g, '\\$&')}</summary>`,
      ),
    );
  assert.match(
    html,
    /<details class="api-example" open="">\s*<summary class="api-example__summary">A cat called Tom/,
  );
  assert.match(html, /Tweety/);
  assert.equal(
    html.match(/<details class="api-example" open="">/g)?.length,
    2,
    'one open per media type',
  );
  assert.match(operationMarkdown(page.apiPage as never), /Example \(A dog\):/);
});

test('an XML body is shown as XML, not as JSON labelled XML', async () => {
  const ref = await craftedReference(document);
  const model = byTitle(ref.docs, 'Add a pet').apiPage;
  const xml = model?.kind === 'operation' ? model.requestBody?.media[1] : undefined;
  assert.equal(xml?.mediaType, 'application/xml');
  assert.equal(xml?.example?.lang, 'xml');
  assert.match(xml!.example!.code, /<Pet>\n {2}<name>Tom<\/name>\n<\/Pet>/);
  assert.doesNotMatch(xml!.example!.code, /[{}]|":/);
});

test('an example contradicting its schema warns with its JSON pointer; a source silences it by pointer', async () => {
  const { warnings } = await crafted();
  const bird = '#/paths/~1pets/post/requestBody/content/application~1json/examples/bird/value';
  const two = '#/paths/~1pets/post/responses/200/content/application~1json/examples/two/value';
  const age =
    '#/paths/~1pets/post/requestBody/content/application~1json/schema/properties/age/example';
  const has = (pointer: string, what: string) =>
    warnings.some((w) => w.includes(`${pointer} `) && w.includes(what));
  assert.ok(has(bird, '"bird" is not one of'), warnings.join('\n'));
  assert.ok(has(two, 'required property "name" is missing'), warnings.join('\n'));
  assert.ok(has(age, 'expected integer, got string'), warnings.join('\n'));
  assert.ok(
    !warnings.some((w) => w.includes('/examples/cat/')),
    'a valid example is not warned about',
  );
  const silenced = await crafted({ exampleWarnings: { ignore: [bird, two] } });
  assert.equal(silenced.warnings.length, warnings.length - 2);
  assert.ok(!silenced.warnings.some((w) => w.includes(bird) || w.includes(two)));
  // Still shown as the document gives it.
  assert.match(articleHtml(byTitle(silenced.ref.docs, 'Add a pet')), /Tweety/);
});

test("the portal's own document warns about no example: its contradicting ones are silenced in site.config.ts", async () => {
  const sources = await portalApiSources();
  assert.deepEqual((await withWarnings(sources, root)).warnings, []);
  const ignored = sources[0]!.exampleWarnings?.ignore ?? [];
  assert.ok(ignored.length >= 4);
  // Each silenced pointer names a real contradiction (none is stale).
  const { warnings } = await withWarnings([{ ...sources[0]!, exampleWarnings: undefined }], root);
  for (const pointer of ignored)
    assert.ok(
      warnings.some((w) => w.includes(`${pointer} `)),
      pointer,
    );
  assert.equal(warnings.length, ignored.length);
});

test('an example with a property its closed schema lacks, or a map value of the wrong type, warns', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-examples-maps-'));
  const media = (schema: object, example: unknown) => ({
    requestBody: { content: { 'application/json': { schema, example } } },
    responses: { '200': { description: 'OK' } },
  });
  writeFileSync(
    path.join(dir, 'api.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Maps', version: '1' },
      paths: {
        '/closed': {
          post: media(
            { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false },
            { a: 'x', b: 1 },
          ),
        },
        '/counts': {
          post: media(
            { type: 'object', additionalProperties: { type: 'integer' } },
            { cats: 2, dogs: 'many' },
          ),
        },
        '/open': {
          post: media({ type: 'object', properties: { a: { type: 'string' } } }, { a: 'x', b: 1 }),
        },
      },
    }),
  );
  const { warnings } = await withWarnings([{ id: 'maps', source: { file: 'api.json' } }], dir);
  const at = (p: string) => `#/paths/~1${p}/post/requestBody/content/application~1json/example`;
  const said = (p: string) => warnings.filter((w) => w.includes(`${at(p)} `));
  assert.match(said('closed').join('\n'), /\/: property "b" is not in the schema/);
  assert.match(said('counts').join('\n'), /\/dogs: expected integer, got string/);
  assert.deepEqual(said('open'), [], 'an open schema takes any other property');
});
