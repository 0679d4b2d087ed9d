// check-links reaches a page once per query its links add (`/a?tab=1`, `/a?tab=2`); the
// page's broken links are its own, reported once each, on the page without the query.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLinks } from '../../../src/links/check-links.js';

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
