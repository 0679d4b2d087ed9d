// A link to the site's own address (its canonical links, og:url, hreflang alternates, or an
// absolute link an author wrote) names a page of this build, not of the deployed site: it is
// checked against the built folder, so a page new in this build passes before it is deployed.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLinks } from '../../../src/links/check-links.js';
import { localUrlOf } from '../../../src/links/own-site-links.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Port 9 on loopback refuses connections: the "production" site is not reachable, as offline.
const site = 'http://127.0.0.1:9';
const page = (route: string, body: string) =>
  `<!DOCTYPE html><html><head><title>t</title><meta property="og:url" content="${site}${route}"/><link rel="canonical" href="${site}${route}"/><link rel="alternate" href="${site}${route}" hreflang="x-default"/></head><body>${body}</body></html>`;

test("a page's own canonical, og:url and hreflang links are checked against the build, not the production site", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-check-own-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'index.html': page(
      '/',
      `<a href="/guides/new">new</a> <a href="${site}/guides/new#top">again</a> <a href="${site}/gone">gone</a>`,
    ),
    '404.html': page('/404.html', 'Page Not Found'),
    'guides/new/index.html': page('/guides/new', 'A page this build adds'),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const result = await checkLinks({ dir, external: true, retries: 0, budgetMs: 15_000 });
  assert.equal(result.stoppedAfterMs, undefined);
  assert.deepEqual(
    result.broken.map((b) => `${b.source} -> ${b.link} (${b.status})`),
    [`/ -> ${site}/gone (404)`],
  );
});

test('a link to the base path without its slash is the home page, with its query kept; another path of the host is not this site', () => {
  const site = 'https://example.com/docs/';
  const local = 'http://127.0.0.1:4000';
  assert.equal(localUrlOf('https://example.com/docs', site, local, '/docs/'), `${local}/docs/`);
  assert.equal(
    localUrlOf('https://example.com/docs?x=1#top', site, local, '/docs/'),
    `${local}/docs/?x=1`,
  );
  assert.equal(
    localUrlOf('https://example.com/docs/a?q=2#b', site, local, '/docs/'),
    `${local}/docs/a?q=2`,
  );
  assert.equal(localUrlOf('https://example.com/docsx', site, local, '/docs/'), undefined);
  assert.equal(localUrlOf('https://example.com/blog/', site, local, '/docs/'), undefined);
});
