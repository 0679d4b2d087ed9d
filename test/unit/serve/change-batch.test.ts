// Which reported paths a watch rebuild takes as changes: a temporary file made and
// removed between two rebuilds is none, a file deleted since the last one is one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChangeBatch, describeChanges } from '../../../src/serve/change-batch.js';

const existing =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

test("sed's temporary file, created and renamed over the file it saves, is no change", () => {
  const batch = new ChangeBatch();
  batch.add('/s/content/sedAb12Cd', 'add');
  batch.add('/s/content/sedAb12Cd', 'change');
  batch.add('/s/content/guide.md', 'change');
  assert.deepEqual(batch.take(existing('/s/content/guide.md')), ['/s/content/guide.md']);
  // Its removal reported after that rebuild took the batch starts no rebuild of its own.
  batch.add('/s/content/sedAb12Cd', 'unlink');
  assert.deepEqual(batch.take(existing('/s/content/guide.md')), []);
});

test('a file that was there and is deleted is a change; one created is a change', () => {
  const batch = new ChangeBatch();
  batch.add('/s/content/old.md', 'unlink');
  batch.add('/s/content/new.md', 'add');
  assert.deepEqual(batch.take(existing('/s/content/new.md')), [
    '/s/content/old.md',
    '/s/content/new.md',
  ]);
  // A file a rebuild found there, deleted later, is a change.
  batch.add('/s/content/new.md', 'unlink');
  assert.deepEqual(batch.take(existing()), ['/s/content/new.md']);
  assert.deepEqual(batch.take(existing()), [], 'a take empties the batch');
});

test('the changed paths of a big checkout are named a few, and the rest counted', () => {
  assert.equal(describeChanges(['content/a.md']), 'content/a.md');
  const many = Array.from({ length: 2000 }, (_, i) => `content/p${i}.md`);
  assert.equal(
    describeChanges(many),
    'content/p0.md, content/p1.md, content/p2.md, content/p3.md, content/p4.md and 1995 more',
  );
  assert.equal(describeChanges(many.slice(0, 5)).split(', ').length, 5);
});
