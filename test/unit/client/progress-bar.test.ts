import { test } from 'node:test';
import assert from 'node:assert/strict';
import { progressSettings, trickle } from '../../../client/progress-bar.js';

test('progress settings are the nprogress defaults the spec fixes', () => {
  assert.equal(progressSettings.minimum, 0.08);
  assert.equal(progressSettings.speed, 200);
  assert.equal(progressSettings.trickleRate, 0.02);
  assert.equal(progressSettings.trickleSpeed, 800);
});

test('trickling creeps by the rate, never below the minimum nor to the end', () => {
  assert.equal(trickle(0.08), 0.1);
  assert.equal(trickle(0), 0.08);
  let n = 0.08;
  for (let i = 0; i < 1000; i++) n = trickle(n);
  assert.ok(n < 1 && n >= 0.99);
});
