// The "did you mean" of a broken link names routes as their author wrote them: check-links
// reads them from the built files, where every non-ASCII character is %-escaped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { didYouMean, routeSuggester } from '../../../src/links/route-suggestions.js';

test("check-links' suggestion of a page named in Japanese is shown unescaped", () => {
  const suggest = routeSuggester([
    { route: '/docs/%E3%82%AC%E3%82%A4%E3%83%89', names: [] },
    { route: '/docs/other', names: [] },
  ]);
  const found = suggest('/docs/docs/%E3%82%AC%E3%82%A4%E3%83%89');
  assert.equal(didYouMean(found), 'did you mean /docs/ガイド?');
  // ASCII escapes say something: they stay.
  assert.equal(didYouMean(['/a%20b', '/c']), 'did you mean /a%20b or /c?');
});
