// check-links reaches a page once per query its links add (`/a?tab=1`, `/a?tab=2`); the
// page's broken links are its own, reported once each, on the page without the query. Its
// style attributes' url()s, which linkinator does not read, are checked too.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLinks, runCheckLinksCommand } from '../../../src/links/check-links.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

test("a broken link on a page reached with several queries is reported once, on the page's route", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-check-queries-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'index.html': page('<a href="/a?tab=1">1</a> <a href="/a?tab=2">2</a> <a href="/a">0</a>'),
    '404.html': page('Page Not Found'),
    'a/index.html': page('<a href="/missing">gone</a> <a href="/a?tab=3">3</a>'),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const result = await checkLinks({ dir });
  assert.deepEqual(
    result.broken.map((b) => `${b.source} -> ${b.link} (${b.status})`),
    ['/a -> /missing (404)'],
  );
});

test('one missing target linked with several queries is one broken link per page it is on, its links as written beside it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-check-targets-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'index.html': page(
      '<a href="/b">b</a> <a href="/nosuch?a=1">1</a> <a href="/nosuch?a=2#x">2</a> <a href="/gone">g</a>',
    ),
    '404.html': page('Page Not Found'),
    'b/index.html': page(
      '<a href="/nosuch?a=3">3</a> <a href="#nope">n</a> <a href="/?x=1#nope">x1</a> <a href="/?x=2#nope">x2</a>',
    ),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const { output, exitCode } = await runCheckLinksCommand({
    dir,
    external: false,
    format: 'text',
  });
  assert.equal(exitCode, 1);
  const lines = output.split('\n');
  assert.equal(lines[0]?.replace(/\d+ links/, 'N links'), 'Checked N links: 5 broken.');
  assert.deepEqual(lines.slice(1).sort(), [
    '  / -> /gone (404)',
    '  / -> /nosuch (404; linked as /nosuch?a=1, /nosuch?a=2)',
    '  /b -> /#nope (missing anchor; linked as /?x=1#nope, /?x=2#nope)',
    '  /b -> /b#nope (missing anchor)',
    '  /b -> /nosuch?a=3 (404)',
  ]);
  const json = await runCheckLinksCommand({ dir, external: false, format: 'json' });
  const nosuch = (JSON.parse(json.output) as { broken: Record<string, unknown>[] }).broken.find(
    (b) => b.link === '/nosuch',
  );
  assert.deepEqual(nosuch, {
    source: '/',
    link: '/nosuch',
    status: 404,
    linkedAs: ['/nosuch?a=1', '/nosuch?a=2'],
  });
});

test("a style's url() that the site does not serve is reported; one it serves is not", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-check-styles-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'index.html': page('<a href="/guides/raw">raw</a>'),
    '404.html': page('Page Not Found'),
    'guides/raw/index.html': page(
      '<div style="background: url(img/flow.png)">a</div><div style="background: url(&quot;/img/here.png&quot;)">b</div><div style="background: url(data:image/png;base64,AA==)">c</div>',
    ),
    'img/here.png': 'png',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const result = await checkLinks({ dir });
  assert.deepEqual(
    result.broken.map((b) => `${b.source} -> ${b.link} (${b.status})`),
    ['/guides/raw -> /guides/img/flow.png (404)'],
  );
});
