// The portal's own links: every internal link, image, script and stylesheet of the
// built portal resolves (the tool's check-links itself is tested in
// test/ci/check-links.test.ts on a small site).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkLinks } from '../../src/links/check-links.js';
import { sharedSite } from '../fixtures/shared-sites.js';

test('the real portal passes check-links: every internal link, image, script and stylesheet resolves', async () => {
  const out = await sharedSite('portal');
  // Pages, not the redirect stubs of moved routes (nothing links to those).
  const pages = readdirSync(out, { recursive: true }).filter(
    (f) =>
      String(f).endsWith('.html') &&
      !/http-equiv="refresh"/.test(readFileSync(path.join(out, String(f)), 'utf8')),
  ).length;
  const result = await checkLinks({ dir: out });
  // Nothing is broken, the spec's Redoc-style links between operations included
  // (src/openapi/spec-links.ts maps them to the operations' pages).
  assert.deepEqual(
    result.broken.map((b) => `${b.source} -> ${b.link} (${b.status})`),
    [],
  );
  // Every page was reached by the crawl, so the check covered the whole site.
  assert.ok(result.checked > pages, `checked ${result.checked} links for ${pages} pages`);
});
