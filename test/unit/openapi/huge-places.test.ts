// A document huge in one place (a oneOf of thousands of variants, a 1 MB const, an
// enum or a tuple of thousands of members) makes a page of bounded size: values are
// cut with "…", lists show their first members and count the rest, and a place the
// page's budget stops says so once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';
import type { Doc } from '../../../src/types.js';

/** The operation page of a document whose POST /s sends and returns `schema`. */
async function pageOf(schema: object): Promise<Doc> {
  const { docs } = await craftedReference(
    {
      openapi: '3.1.0',
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/s': {
          post: {
            operationId: 'op',
            requestBody: { content: { 'application/json': { schema } } },
            responses: {
              200: { description: 'ok', content: { 'application/json': { schema } } },
            },
          },
        },
      },
    },
    { validation: 'warn' },
  );
  return docs.find((d) => d.apiPage?.kind === 'operation')!;
}

const count = (text: string, part: string) => text.split(part).length - 1;

test('a oneOf of 2,000 variants lists its first ones and says once how many it leaves out', async () => {
  const variants = Array.from({ length: 2000 }, (_, i) => ({
    title: `V${i}`,
    type: 'object',
    properties: { p: { type: 'string', const: `v${i}` } },
  }));
  const page = await pageOf({ oneOf: variants });
  const text = page.markdown!;
  assert.match(text, /One of 2000 variants:/);
  assert.match(text, /\*\*V0\*\*/);
  assert.doesNotMatch(text, /\*\*V1999\*\*/);
  // One note per place (the request body and the response), not one per variant.
  assert.equal(count(text, 'not shown on this page'), 2, text.slice(0, 3000));
  assert.match(text, /- 1950 more variants not shown on this page/);
  const html = articleHtml(page);
  assert.equal(count(html, 'not shown on'), 2);
  assert.ok(html.length < 1_000_000, `${html.length} bytes`);
});

test('a 1 MB const is shown cut with "…", and the samples send such a body from a file', async () => {
  const big = { k: Array.from({ length: 1000 }, () => 'v'.repeat(1000)) };
  const page = await pageOf({ type: 'object', properties: { c: { const: big } } });
  const text = page.markdown!;
  assert.match(text, /const: `\{"k":\["v+… \(1,003,007 characters\)`/);
  const html = articleHtml(page);
  assert.ok(html.length < 1_000_000, `${html.length} bytes`);
  assert.ok(text.length < 100_000, `${text.length} characters`);
  const model = page.apiPage!;
  assert.ok(model.kind === 'operation');
  const curl = model.samples.find((s) => s.value === 'curl')!.code;
  assert.match(curl, /--data-binary @op\.json/);
});

test('an enum of 10,000 members lists its first 50, and a tuple of 10,000 names its first 10', async () => {
  const members = Array.from({ length: 10_000 }, (_, i) => `m${i}`);
  const tuple = Array.from({ length: 10_000 }, (_, i) => ({ type: 'string', title: `T${i}` }));
  const page = await pageOf({
    type: 'object',
    properties: {
      e: { type: 'string', enum: members },
      t: { type: 'array', prefixItems: tuple, items: false },
    },
  });
  const text = page.markdown!;
  assert.match(text, /`"m49"` and 9950 more/);
  assert.doesNotMatch(text, /`"m50"`/);
  const line = text.split('\n').find((l) => l.includes('`t`'))!;
  assert.match(
    line,
    /\(\\\[string, string, string, string, string, string, string, string, string, string, … 9990 more\\\]\)/,
  );
  assert.ok(line.length < 300, line);
});

test('past the page budget, the variants of a oneOf are named and the fields they leave out are counted in one note', async () => {
  const description = 'A field described at length, as large documents describe theirs. '.repeat(8);
  const variants = Array.from({ length: 40 }, (_, v) => ({
    title: `Node ${v}`,
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 100 }, (_, f) => [`field_${f}`, { type: 'string', description }]),
    ),
  }));
  const page = await pageOf({ oneOf: variants });
  const text = page.markdown!;
  for (let v = 0; v < 40; v++) assert.match(text, new RegExp(`\\*\\*Node ${v}\\*\\*`));
  const notes = text.match(/\d+ more fields not shown on this page/g) ?? [];
  // Per body: the merged note, and the first variant's own list where the budget ended inside it.
  assert.ok(notes.length >= 1 && notes.length <= 4, notes.join('\n'));
});
