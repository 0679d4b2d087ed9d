// `serve --watch` starts on a site that does not build: every route answers with the
// error and the live-reload client, and the first good save serves the site. Without
// --watch a failing build is still an error.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../src/serve/dev-server.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

const brokenGuide =
  '---\ntitle: Guide\n---\n## Setup\n\nSee [the missing page](/nowhere-at-all).\n';

function brokenSite(): string {
  const dir = makeSmallSite({ 'content/guide.md': brokenGuide });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('watch: a site with a build error starts, every route shows the error, and the first good save serves the site', async () => {
  const dir = brokenSite();
  const lines: string[] = [];
  let reloaded: () => void = () => {};
  const reload = new Promise<void>((resolve) => (reloaded = resolve));
  const server = await startServer({
    root: dir,
    port: 0,
    watch: true,
    log: (_level, message) => lines.push(message),
    onReload: () => reloaded(),
  });
  cleanups.push(() => server.close());
  assert.match(lines.join('\n'), /Build failed: content\/guide\.md:6: Found 1 broken link/);
  for (const route of ['', 'guide', 'no/such/page', 'assets/app.js']) {
    const res = await fetch(`${server.url}${route}`);
    assert.equal(res.status, 500, route);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    const html = await res.text();
    // The overlay's data: file, line and the failing line among those around it.
    assert.match(html, /"file":"content\/guide\.md","line":6/);
    assert.match(
      html,
      /\{"line":6,"text":"See \[the missing page\]\(\/nowhere-at-all\)\.","failing":true\}/,
    );
    assert.match(html, /new EventSource\('\/__docgen\/events'\)/, 'the page reloads itself');
  }
  writeFileSync(path.join(dir, 'content/guide.md'), '---\ntitle: Guide\n---\n## Setup\nFixed.\n');
  await reload;
  const fixed = await fetch(`${server.url}guide`);
  assert.equal(fixed.status, 200);
  const html = await fixed.text();
  assert.match(html, /Fixed\./);
  assert.match(html, /show\(null\)/, 'no error is shown any more');
});

test('without --watch, a site with a build error is not served: the error is thrown', async () => {
  const dir = brokenSite();
  await assert.rejects(startServer({ root: dir, port: 0 }), /Found 1 broken link/);
});
