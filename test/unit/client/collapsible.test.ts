import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collapsibleDuration } from '../../../client/collapsible.js';

test('collapsible duration follows round(4 + 15*(h/36)^0.25 + (h/36)/5)', () => {
  for (const h of [1, 36, 100, 360, 1000, 5000]) {
    const r = h / 36;
    assert.equal(collapsibleDuration(h), Math.round(4 + 15 * r ** 0.25 + r / 5), `h=${h}`);
  }
  assert.equal(collapsibleDuration(36), 19);
  assert.equal(collapsibleDuration(360), 33);
});

test('collapsible duration is the minimum for empty or invalid heights and grows with height', () => {
  assert.equal(collapsibleDuration(0), 4);
  assert.equal(collapsibleDuration(-10), 4);
  assert.equal(collapsibleDuration(Number.NaN), 4);
  assert.ok(collapsibleDuration(2000) > collapsibleDuration(200));
});
