import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanPath, pageUrl } from '../../../client/routes.js';
import { resolveColorMode } from '../../../client/color-mode.js';
import { isSlowConnection } from '../../../client/prefetch.js';

test('.html and /index.html paths are normalised to the clean route', () => {
  assert.equal(cleanPath('/overview/getting-started.html'), '/overview/getting-started');
  assert.equal(cleanPath('/overview/workspaces/index.html'), '/overview/workspaces/');
  assert.equal(cleanPath('/index.html'), '/');
  assert.equal(cleanPath('/sdks'), '/sdks');
});

test('only internal pages under the base path are navigated by the client', () => {
  const from = 'https://docs.example/guide/intro';
  assert.equal(pageUrl('/api/x?y=1#z', '/', from)?.href, 'https://docs.example/api/x?y=1#z');
  assert.equal(pageUrl('page.html', '/', from)?.pathname, '/guide/page');
  assert.equal(pageUrl('https://other.example/', '/', from), null);
  assert.equal(pageUrl('/search-index-default.json', '/', from), null);
  assert.equal(pageUrl('/img/logo.svg', '/', from), null);
  assert.equal(pageUrl('/elsewhere', '/docs/', 'https://docs.example/docs/a'), null);
  assert.equal(pageUrl('mailto:a@b.c', '/', from), null);
});

test('colour mode: stored choice, then system preference when respected, then the default', () => {
  const respect = { defaultMode: 'light' as const, respectPrefersColorScheme: true };
  const ignore = { defaultMode: 'light' as const, respectPrefersColorScheme: false };
  assert.equal(resolveColorMode('dark', ignore, false), 'dark');
  assert.equal(resolveColorMode(null, respect, true), 'dark');
  assert.equal(resolveColorMode(null, respect, undefined), 'light');
  assert.equal(resolveColorMode('bogus', ignore, true), 'light');
});

test('prefetching is skipped on 2g, slow-2g and data saver', () => {
  assert.equal(isSlowConnection({ effectiveType: '2g' }), true);
  assert.equal(isSlowConnection({ effectiveType: 'slow-2g' }), true);
  assert.equal(isSlowConnection({ effectiveType: '4g', saveData: true }), true);
  assert.equal(isSlowConnection({ effectiveType: '4g' }), false);
  assert.equal(isSlowConnection(undefined), false);
});
