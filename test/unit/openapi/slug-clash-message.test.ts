// The warning of a slug clash names each operation with its own source: two
// documents can hold the same method and path (and so the same pointer), and a
// message naming one source for both reads as one operation clashing with itself.
// (test/build/api-slug-clash.test.ts pins the message of a clash within one source.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assignSlugs } from '../../../src/openapi/slug-assignment.js';
import type { ApiOperation } from '../../../src/openapi/operations.js';

const listNotes = (operationId?: string) =>
  ({
    method: 'get',
    path: '/notes',
    summary: 'List notes',
    title: 'List notes',
    role: 'operation',
    ...(operationId ? { operationId } : {}),
  }) as ApiOperation;

test('a clash across two sources names each operation with its source and file', () => {
  const warnings: string[] = [];
  const slugs = assignSlugs(
    [
      { op: listNotes('listNotes'), source: { id: 'notes' }, origin: 'openapi/notes.yaml' },
      { op: listNotes(), source: { id: 'other' }, origin: 'openapi/other.yaml' },
    ],
    new Set(),
    (m) => warnings.push(m),
  );
  assert.deepEqual(
    slugs.map((s) => `${s.source.id} ${s.slug}`),
    ['notes list-notes', 'other list-notes-get'],
  );
  assert.deepEqual(warnings, [
    'Two operations share the slug "list-notes": GET /notes (#/paths/~1notes/get) in the OpenAPI source "other" (openapi/other.yaml) gets "list-notes-get"; GET /notes (#/paths/~1notes/get) in the OpenAPI source "notes" (openapi/notes.yaml) keeps it. To choose the slug, give GET /notes in "other" a summary of its own (the slug is made from it) or an operationId whose words tell it apart; in a document the site does not own, add one with the source\'s patch (openapi.sources[].patch).',
  ]);
});

test('the source that keeps the slug is named whichever order the sources come in', () => {
  const warnings: string[] = [];
  assignSlugs(
    [
      { op: listNotes(), source: { id: 'other' }, origin: 'openapi/other.yaml' },
      { op: listNotes('listNotes'), source: { id: 'notes' }, origin: 'openapi/notes.yaml' },
    ],
    new Set(),
    (m) => warnings.push(m),
  );
  assert.equal(warnings.length, 1);
  assert.match(
    warnings[0]!,
    /in the OpenAPI source "notes" \(openapi\/notes\.yaml\) gets "list-notes-[a-z]+"; GET \/notes \(#\/paths\/~1notes\/get\) in the OpenAPI source "other" \(openapi\/other\.yaml\) keeps it\./,
  );
});
