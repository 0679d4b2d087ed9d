import { test } from 'node:test';
import assert from 'node:assert/strict';
import { directionOf } from '../../../src/content/page-language.js';

test('a language tag gives its direction: right to left for Arabic, Hebrew, Persian, Urdu and their scripts', () => {
  for (const tag of ['ar', 'ar-EG', 'he', 'fa-IR', 'ur', 'HE', 'ku-Arab', 'az-Arab-IR'])
    assert.equal(directionOf(tag), 'rtl', tag);
  for (const tag of ['en', 'ja', 'pt-BR', 'zh-Hant-TW', 'ar-Latn', 'arn'])
    assert.equal(directionOf(tag), 'ltr', tag);
});
