// A link to a redirect stub (an old slug of an API page) names the canonical route:
// it fails the build under onBrokenLinks 'throw' and warns under 'warn'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

// operationId 'pingServer' gives the old slug /api/ping-server; the page lives at /api/ping.
const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Tiny API', version: '1' },
  paths: {
    '/ping': {
      get: {
        operationId: 'pingServer',
        summary: 'Ping',
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});
const guide =
  '---\ntitle: Guide\n---\nIntro.\n\n| Task | Endpoint |\n| --- | --- |\n| Check | [ping](/api/ping-server) |\n\nAnd [the page](/api/ping).\n';

test('a link to a redirect stub fails the build, naming the file, the line and the canonical route', async () => {
  const root = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('tiny', 'api.json'),
    'api.json': spec,
    'content/guide.md': guide,
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(error.message, /Found 1 broken link:/);
    assert.match(
      error.message,
      /-> \/api\/ping-server \(a redirect stub: link to \/api\/ping instead\) at content\/guide\.md:8/,
    );
    assert.equal(error.location.file, 'content/guide.md');
    assert.equal(error.location.line, 8, "a link in a table cell has its row's line");
    return true;
  });
});

test("under onBrokenLinks 'warn' the build succeeds with the warning, and the stub still redirects", async () => {
  const config = smallApiSiteConfig('tiny', 'api.json').replace(
    "title: 'Test site',",
    "title: 'Test site',\n  onBrokenLinks: 'warn',",
  );
  const root = makeSmallSite({
    'site.config.ts': config,
    'api.json': spec,
    'content/guide.md': guide,
  });
  const result = await build({ root, write: false });
  assert.equal(result.warnings.filter((w) => w.includes('redirect stub')).length, 1);
  assert.match(
    result.warnings.join('\n'),
    /\/api\/ping-server \(a redirect stub: link to \/api\/ping instead\)/,
  );
  assert.match(String(result.files.get('api/ping-server/index.html')), /url=\/api\/ping"/);
});

test("a doc page's old file-name route that is also an API page's old slug keeps the API's redirect, with a warning naming both", async () => {
  const root = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('tiny', 'api.json'),
    'api.json': spec,
    'content/api/ping-server.md': '---\ntitle: PS\nid: ps\nunlisted: true\n---\nx.\n',
  });
  const result = await build({ root, write: false });
  assert.match(
    String(result.files.get('api/ping-server/index.html')),
    /<meta http-equiv="refresh" content="0; url=\/api\/ping">/,
  );
  const told = result.warnings.filter((w) => w.includes('is not written'));
  assert.deepEqual(told, [
    'content/api/ping-server.md:3: The redirect from /api/ping-server (this page\'s route before its id "ps" moved it) to /api/ps is not written: /api/ping-server is also an old slug of the API page "Ping" (GET /ping), and that redirect, to /api/ping, is kept. Links to /api/ping-server reach the API page; link to /api/ps for this page.',
  ]);
});
