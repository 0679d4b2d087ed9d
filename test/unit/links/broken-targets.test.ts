// check-links' report is the same whatever order the crawl found the broken links in.
import assert from 'node:assert/strict';
import test from 'node:test';
import { byTarget, linkedAsList, naturalOrder } from '../../../src/links/broken-targets.js';

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

test("a target's links as written are listed with their numbers in order, the first 10 in the text report", () => {
  // 10,000 links to one missing page, found in no particular order, as a generated page may have.
  const found = Array.from({ length: 10_000 }, (_, i) => ({
    source: '/',
    link: `/nosuch?v=${(i * 7919) % 10_000}`,
    status: 404,
  }));
  const [only, ...rest] = byTarget(found);
  assert.equal(rest.length, 0);
  assert.equal(only?.link, '/nosuch');
  assert.deepEqual(
    only?.linkedAs,
    Array.from({ length: 10_000 }, (_, i) => `/nosuch?v=${i}`),
  );
  assert.equal(
    linkedAsList(only!.linkedAs!),
    '/nosuch?v=0, /nosuch?v=1, /nosuch?v=2, /nosuch?v=3, /nosuch?v=4, /nosuch?v=5, /nosuch?v=6, /nosuch?v=7, /nosuch?v=8, /nosuch?v=9 and 9990 more',
  );
  assert.equal(linkedAsList(['/a?x=1', '/a?x=2']), '/a?x=1, /a?x=2');
});

test('links are in natural order: numbers by value, leading zeros and text as written', () => {
  const links = ['/a?v=10', '/a?v=9', '/a?v=010', '/b', '/a?v=2&p=10', '/a?v=2&p=9', '/a'];
  assert.deepEqual(links.sort(naturalOrder), [
    '/a',
    '/a?v=2&p=9',
    '/a?v=2&p=10',
    '/a?v=9',
    '/a?v=010',
    '/a?v=10',
    '/b',
  ]);
});
