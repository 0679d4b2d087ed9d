import { test } from 'node:test';
import assert from 'node:assert/strict';
import { numberPrefix, withoutNumberPrefixes } from '../../../src/content/number-prefix.js';

test('number prefixes come off names as Docusaurus takes them off, and give the position', () => {
  assert.deepEqual(numberPrefix('01-intro'), { name: 'intro', position: 1 });
  assert.deepEqual(numberPrefix('2_setup'), { name: 'setup', position: 2 });
  assert.deepEqual(numberPrefix('10 - FAQ'), { name: 'FAQ', position: 10 });
  assert.deepEqual(numberPrefix('3.next'), { name: 'next', position: 3 });
});

test('dates, versions and names that merely start with digits keep them', () => {
  for (const name of [
    '2024-05-01-release',
    '2024-05-news',
    '1.2-notes',
    '1.2.3',
    '404',
    '3d-models',
    '12',
  ])
    assert.deepEqual(numberPrefix(name), { name }, name);
  assert.equal(withoutNumberPrefixes('01-guides/02-setup'), 'guides/setup');
  assert.equal(withoutNumberPrefixes('guides/2024-05-01-release'), 'guides/2024-05-01-release');
});
