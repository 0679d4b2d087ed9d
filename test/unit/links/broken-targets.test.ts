// check-links' report is the same whatever order the crawl found the broken links in.
import assert from 'node:assert/strict';
import test from 'node:test';
import { byTarget } from '../../../src/links/broken-targets.js';

test('broken links are reported in the same order whatever order the crawl found them in', () => {
  const found = [
    { source: '/b', link: '/gone', status: 404 },
    { source: '/', link: '/nosuch?a=2', status: 404 },
    { source: '/a', link: 'https://example.com/x', status: 0 },
    { source: '/', link: '/gone', status: 404 },
    { source: '/', link: '/nosuch?a=1', status: 404 },
    { source: '/b', link: '/b#nope', status: 'missing anchor' },
  ];
  const expected = [
    { source: '/', link: '/gone', status: 404 },
    { source: '/', link: '/nosuch', status: 404, linkedAs: ['/nosuch?a=1', '/nosuch?a=2'] },
    { source: '/a', link: 'https://example.com/x', status: 0 },
    { source: '/b', link: '/b#nope', status: 'missing anchor' },
    { source: '/b', link: '/gone', status: 404 },
  ];
  assert.deepEqual(byTarget(found), expected);
  assert.deepEqual(byTarget([...found].reverse()), expected);
});
