import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bareRoutes, pageHref, routeUrl, staticPageTwins } from '../../../src/shared/route-url.js';
import { outputFileForRoute } from '../../../src/content/routes.js';

test('trailingSlash true ends a route with / before its query or fragment; / and full URLs unchanged', () => {
  assert.equal(routeUrl('/guide', true), '/guide/');
  assert.equal(routeUrl('/api/list-notes#responses', true), '/api/list-notes/#responses');
  assert.equal(routeUrl('/guide?tab=2#a', true), '/guide/?tab=2#a');
  assert.equal(routeUrl('/', true), '/');
  assert.equal(routeUrl('/guide/', true), '/guide/');
  assert.equal(routeUrl('https://example.org/a', true), 'https://example.org/a');
});

test("trailingSlash false drops a route's / (a folder's index page, `/more/`), keeping / itself", () => {
  assert.equal(routeUrl('/more/', false), '/more');
  assert.equal(routeUrl('/more/#a', false), '/more#a');
  assert.equal(routeUrl('/guide', false), '/guide');
  assert.equal(routeUrl('/', false), '/');
  assert.equal(routeUrl('/more/', undefined), '/more/');
});

test('trailingSlash unset or false writes slash-less routes as they are', () => {
  for (const setting of [undefined, false]) {
    assert.equal(routeUrl('/guide', setting), '/guide');
    assert.equal(routeUrl('/guide#a', setting), '/guide#a');
  }
});

test('only links to pages of the site get the slash: files, other sites and missing routes keep theirs', () => {
  const pages = bareRoutes(['/', '/guide', '/guía', '/api/v1.2', '/more/']);
  assert.equal(pageHref('/more', pages, true), '/more/');
  assert.equal(pageHref('/more/', pages, true), '/more/');
  assert.equal(pageHref('/guide', pages, true), '/guide/');
  assert.equal(pageHref('/guide#setup', pages, true), '/guide/#setup');
  assert.equal(pageHref('/api/v1.2', pages, true), '/api/v1.2/');
  assert.equal(pageHref('/gu%C3%ADa', pages, true), '/gu%C3%ADa/');
  assert.equal(pageHref('/', pages, true), '/');
  assert.equal(pageHref('/guide.md', pages, true), '/guide.md');
  assert.equal(pageHref('/img/dot.svg', pages, true), '/img/dot.svg');
  assert.equal(pageHref('/missing', pages, true), '/missing');
  assert.equal(pageHref('//guide', pages, true), '//guide');
  assert.equal(pageHref('https://example.org/guide', pages, true), 'https://example.org/guide');
  assert.equal(pageHref('/%E0%A4%A', pages, true), '/%E0%A4%A');
});

test('trailingSlash false writes links to pages without their /, even where the author wrote one', () => {
  const pages = bareRoutes(['/', '/guide', '/api/v1.2', '/more/']);
  assert.equal(pageHref('/more/', pages, false), '/more');
  assert.equal(pageHref('/guide/', pages, false), '/guide');
  assert.equal(pageHref('/guide/#setup', pages, false), '/guide#setup');
  assert.equal(pageHref('/guide?tab=2', pages, false), '/guide?tab=2');
  assert.equal(pageHref('/', pages, false), '/');
  assert.equal(pageHref('/missing/', pages, false), '/missing/');
  assert.equal(pageHref('/guide.md', pages, false), '/guide.md');
});

test('pages are route/index.html unless trailingSlash is false, which writes route.html; the home page is index.html', () => {
  for (const setting of [undefined, true]) {
    assert.equal(outputFileForRoute('/guide', setting), 'guide/index.html');
    assert.equal(outputFileForRoute('/api/x', setting), 'api/x/index.html');
    assert.equal(outputFileForRoute('/', setting), 'index.html');
  }
  assert.equal(outputFileForRoute('/guide', false), 'guide.html');
  assert.equal(outputFileForRoute('/api/x', false), 'api/x.html');
  assert.equal(outputFileForRoute('/api/x/', false), 'api/x.html');
  assert.equal(outputFileForRoute('/', false), 'index.html');
});

test("a link to a page's file (/guide.html, /more/index.html) is written as the page's URL for either setting", () => {
  const pages = bareRoutes(['/', '/guide', '/more/']);
  assert.equal(pageHref('/guide.html', pages, true), '/guide/');
  assert.equal(pageHref('/more/index.html#a', pages, true), '/more/#a');
  assert.equal(pageHref('/guide.html?x=1', pages, false), '/guide?x=1');
  assert.equal(pageHref('/more/index.html', pages, false), '/more');
  assert.equal(pageHref('/more.html', pages, false), '/more');
  assert.equal(pageHref('/index.html', pages, false), '/');
  assert.equal(pageHref('/missing.html', pages, true), '/missing.html');
  assert.equal(pageHref('/img/a.html', pages, true), '/img/a.html');
});

test("a link to a static file named like a page's file (/a.html beside page /a) names the file", () => {
  const pages = bareRoutes(['/a', '/b', '/gu\u00eda']);
  const twins = staticPageTwins(['a.html', 'img/x.html', 'gu\u00eda.html', 'b/other.html'], pages);
  assert.deepEqual([...twins].sort(), ['/a.html', '/gu\u00eda.html']);
  assert.equal(pageHref('/a.html', pages, true, twins), '/a.html');
  assert.equal(pageHref('/gu%C3%ADa.html', pages, true, twins), '/gu%C3%ADa.html');
  assert.equal(pageHref('/b.html', pages, true, twins), '/b/');
  assert.equal(pageHref('/a', pages, true, twins), '/a/');
  assert.equal(pageHref('/a/index.html', pages, true, twins), '/a/');
});
