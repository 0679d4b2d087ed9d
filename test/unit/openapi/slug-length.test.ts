// API slugs are cut at 80 characters, at a word where there is one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capSlug, maxSlugLength } from '../../../src/openapi/slugs.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${String(i).padStart(3, '0')}`);

test('the limit is 80 characters', () => {
  assert.equal(maxSlugLength, 80);
});

test('a slug of exactly 80 characters is kept whole; one of 81 is cut at its last word boundary', () => {
  const eighty = words(16).join('-'); // 16 words of 4 + 15 dashes = 79
  const exactly = `${eighty}x`;
  assert.equal(exactly.length, 80);
  assert.equal(capSlug(exactly), exactly);
  const over = `${exactly}y`;
  assert.equal(over.length, 81);
  assert.equal(capSlug(over), words(15).join('-'));
});

test('a cut slug never ends in a dash and never exceeds 80 characters', () => {
  for (let extra = 0; extra < 12; extra++) {
    const slug = `${'a'.repeat(70 + extra)}-${'b'.repeat(20)}`;
    const cut = capSlug(slug);
    assert.ok(cut.length <= 80, `${cut.length} characters`);
    assert.doesNotMatch(cut, /-$/);
  }
});

test('a slug whose only boundary is in its first half is cut at 80 characters instead', () => {
  const slug = `ab-${'c'.repeat(100)}`;
  assert.equal(capSlug(slug), slug.slice(0, 80));
});
