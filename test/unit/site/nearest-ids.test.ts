// The hint for an unknown doc id names what was most likely meant, not every id of the site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callInWorker } from '../../fixtures/in-worker.js';
import { nearestIds, unknownIdHint } from '../../../src/shared/nearest-ids.js';
import { positionOfString } from '../../../src/config/config-errors.js';

const ids = [
  'index',
  'guides/first-steps',
  'guides/later',
  ...Array.from({ length: 20 }, (_, i) => `bulk/p${String(i + 1).padStart(2, '0')}`),
];

test('a typo in a doc id suggests the id it is one edit from', () => {
  assert.deepEqual(nearestIds('guides/laterr', ids), ['guides/later']);
  assert.equal(unknownIdHint('guides/laterr', ids), 'Did you mean "guides/later"?');
});

test('a doc id written without its folder suggests the page of that name', () => {
  assert.deepEqual(nearestIds('later', ids), ['guides/later']);
});

test('several near ids are listed nearest first, at most three', () => {
  assert.deepEqual(nearestIds('bulk/p1', ids), ['bulk/p01', 'bulk/p10', 'bulk/p11']);
});

test('an id close to nothing on a big site says how ids are made, not every id', () => {
  const hint = unknownIdHint('reference/webhooks', ids);
  assert.match(hint, /No doc id is close to it/);
  assert.match(hint, /this site has 23, such as bulk\/p01, bulk\/p02, bulk\/p03\./);
  assert.doesNotMatch(hint, /guides\/later/);
});

test('an unknown id on a site of a few pages lists them all', () => {
  assert.equal(unknownIdHint('zzz', ['intro', 'faq']), 'Available doc ids: faq, intro');
});

test('positionOfString finds the first quoted occurrence, in any quote style', () => {
  const source = 'export default {\n  docs: ["intro",\n    `guides/x`, \'guides/x\'],\n};\n';
  assert.deepEqual(positionOfString(source, 'guides/x'), { line: 3, column: 5 });
  assert.deepEqual(positionOfString(source, 'intro'), { line: 2, column: 10 });
  // A bare word that is not a string literal is not the id.
  assert.equal(positionOfString(source, 'docs'), undefined);
});

// Ids under one long folder share a long prefix, which never ends a comparison early:
// compared cell by cell, 2,000 such ids took 48 s; the worker is killed after 10 s.
test('ids under a long folder are compared within the edit limit only', async () => {
  const answer = await callInWorker(
    new URL('../../../src/shared/nearest-ids.ts', import.meta.url).href,
    `({ nearestIds }) => {
      const folder = 'a-long-folder-name/'.repeat(53);
      const many = Array.from({ length: 2000 }, (_, i) => folder + 'page-' + i);
      const near = nearestIds(folder + 'page-1x', many).map((id) => id.slice(folder.length));
      return [near, nearestIds(folder + 'elsewhere', many)];
    }`,
  );
  assert.deepEqual(answer, [['page-1', 'page-10', 'page-11'], []]);
});
