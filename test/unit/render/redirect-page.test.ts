// The redirect stub of an old URL: its target is in a meta refresh and a script as
// well as a link, so it is put under the base path by itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderRedirect } from '../../../src/render/render-page.js';
import { validateConfig } from '../../../src/config/validate-config.js';

const config = (baseUrl: string) =>
  validateConfig({ title: 'T', url: 'https://example.org', baseUrl }, 'site.config.ts');

test('a redirect stub sends readers to the target under the base path, everywhere it names it', () => {
  const html = renderRedirect('/api/new-name', config('/docs/'));
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/api\/new-name">/);
  assert.match(html, /location\.replace\("\/docs\/api\/new-name"\+location\.search/);
  assert.match(html, /<a href="\/docs\/api\/new-name">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/example\.org\/docs\/api\/new-name">/);
  assert.doesNotMatch(html, /"\/api\/new-name"|=\/api\/new-name/);
});

test('at the root the stub names the route as it is', () => {
  const html = renderRedirect('/api/new-name', config('/'));
  assert.match(html, /content="0; url=\/api\/new-name"/);
  assert.match(html, /<link rel="canonical" href="https:\/\/example\.org\/api\/new-name">/);
});
