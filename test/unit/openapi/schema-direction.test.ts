// A schema shown on a page is linked where it appears again, but a request and a
// response show different fields of a schema with readOnly or writeOnly ones: a
// request field never links to the response copy (nor the reverse), while a
// schema without such fields is still shown once and linked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, assertAnchorsMatch, craftedReference } from '../../fixtures/crafted-api.js';

const fields = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`field_${i}`, { type: 'string' }]));

const user = {
  type: 'object',
  properties: {
    id: { type: 'string', readOnly: true },
    password: { type: 'string', writeOnly: true },
    ...fields(8),
  },
};
const address = { type: 'object', properties: fields(8) };
const json = (properties: object) => ({
  'application/json': { schema: { type: 'object', properties } },
});

test('a request field never links to the response copy of its schema, nor the reverse', async () => {
  const ref = await craftedReference({
    components: { schemas: { User: user, Address: address } },
    paths: {
      '/users': {
        post: {
          summary: 'Create a user',
          requestBody: {
            content: json({
              user: { $ref: '#/components/schemas/User' },
              home: { $ref: '#/components/schemas/Address' },
            }),
          },
          responses: {
            201: {
              description: 'Created',
              content: json({
                user: { $ref: '#/components/schemas/User' },
                home: { $ref: '#/components/schemas/Address' },
              }),
            },
          },
        },
      },
    },
  });
  const page = ref.docs.find((d) => d.title === 'Create a user')!;
  const anchors = new Set(page.anchors);
  // Each direction expands its own copy of User: the request's without id, the response's without password.
  assert.ok(anchors.has('request-body-user.password'));
  assert.ok(!anchors.has('request-body-user.id'));
  assert.ok(anchors.has('response-201-user.id'), 'the response shows its own copy of User');
  assert.ok(!anchors.has('response-201-user.password'));
  const html = articleHtml(page);
  // Each copy's own hash link is the only link to it: no "same as" across directions.
  assert.equal(html.match(/href="#request-body-user"/g)?.length, 1);
  assert.equal(html.match(/href="#response-201-user"/g)?.length, 1);
  // A schema whose copies are the same is still shown once and linked from its other use.
  const expanded = ['request-body-home', 'response-201-home'].filter((a) =>
    anchors.has(`${a}.field_0`),
  );
  assert.equal(expanded.length, 1, expanded.join());
  assert.equal(html.match(new RegExp(`href="#${expanded[0]}"`, 'g'))?.length, 2);
  assertAnchorsMatch(page);
});

test('a writeOnly field reached only through a cycle makes every schema of the cycle directional', async () => {
  // Folder → Entry → Folder, with the secret on Folder: Entry, met first through Folder, differs too.
  const both = json({
    folder: { $ref: '#/components/schemas/Folder' },
    entry: { $ref: '#/components/schemas/Entry' },
  });
  const ref = await craftedReference({
    components: {
      schemas: {
        Folder: {
          type: 'object',
          properties: {
            entries: { type: 'array', items: { $ref: '#/components/schemas/Entry' } },
            secret: { type: 'string', writeOnly: true },
            ...fields(7),
          },
        },
        Entry: {
          type: 'object',
          properties: { parent: { $ref: '#/components/schemas/Folder' }, ...fields(7) },
        },
      },
    },
    paths: {
      '/folders': {
        put: {
          summary: 'Replace a folder',
          requestBody: { content: both },
          responses: { 200: { description: 'OK', content: both } },
        },
      },
    },
  });
  const page = ref.docs.find((d) => d.title === 'Replace a folder')!;
  const anchors = new Set(page.anchors);
  assert.ok(anchors.has('request-body-folder.secret'));
  assert.ok(anchors.has('response-200-folder.field_0'), 'the response expands its own Folder');
  assert.ok(!anchors.has('response-200-folder.secret'));
  // Entry reaches Folder's secret only through the cycle: each direction expands its own Entry.
  assert.ok(anchors.has('request-body-folder.entries.items.field_0'));
  assert.ok(anchors.has('response-200-folder.entries.items.field_0'));
});
