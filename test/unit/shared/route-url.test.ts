import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageHref, routeUrl } from '../../../src/shared/route-url.js';

test('trailingSlash true ends a route with / before its query or fragment; / and full URLs unchanged', () => {
  assert.equal(routeUrl('/guide', true), '/guide/');
  assert.equal(routeUrl('/api/list-notes#responses', true), '/api/list-notes/#responses');
  assert.equal(routeUrl('/guide?tab=2#a', true), '/guide/?tab=2#a');
  assert.equal(routeUrl('/', true), '/');
  assert.equal(routeUrl('/guide/', true), '/guide/');
  assert.equal(routeUrl('https://example.org/a', true), 'https://example.org/a');
});

test('trailingSlash unset or false writes routes as they are', () => {
  for (const setting of [undefined, false]) {
    assert.equal(routeUrl('/guide', setting), '/guide');
    assert.equal(routeUrl('/guide#a', setting), '/guide#a');
  }
});

test('only links to pages of the site get the slash: files, other sites and missing routes keep theirs', () => {
  const pages = new Set(['/', '/guide', '/guía', '/api/v1.2']);
  assert.equal(pageHref('/guide', pages), '/guide/');
  assert.equal(pageHref('/guide#setup', pages), '/guide/#setup');
  assert.equal(pageHref('/api/v1.2', pages), '/api/v1.2/');
  assert.equal(pageHref('/gu%C3%ADa', pages), '/gu%C3%ADa/');
  assert.equal(pageHref('/', pages), '/');
  assert.equal(pageHref('/guide.md', pages), '/guide.md');
  assert.equal(pageHref('/img/dot.svg', pages), '/img/dot.svg');
  assert.equal(pageHref('/missing', pages), '/missing');
  assert.equal(pageHref('//guide', pages), '//guide');
  assert.equal(pageHref('https://example.org/guide', pages), 'https://example.org/guide');
  assert.equal(pageHref('/%E0%A4%A', pages), '/%E0%A4%A');
});
