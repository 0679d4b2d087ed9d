// The rendered docs kept in .docgen-cache/content/ leave out a doc of many MB: the
// entry is written in one piece, so such a doc would add itself to the build's peak
// memory two or three times over; it is rendered again instead.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../../src/content/load-content.js';
import { maxCachedDocLength, saveContentCache } from '../../../src/content/content-cache.js';
import { DiskCache } from '../../../src/cache/disk-cache.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-content-cache-'));
after(() => {
  rmSync(dir, { recursive: true, force: true });
  // The rendered docs are kept per process: leave none for the next test file.
  loadContent([], '/');
});

test('a doc longer than maxCachedDocLength is not stored; the others are', async () => {
  const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n${body}\n`;
  const long = `${'A line of prose for a very long generated page.\n\n'.repeat(25_000)}`;
  assert.ok(long.length * 2 > maxCachedDocLength);
  loadContent(
    [
      { file: 'content/small.md', relative: 'small', text: page('Small', 'Short text.') },
      { file: 'content/huge.md', relative: 'huge', text: page('Huge', long) },
    ],
    '/',
  );
  await saveContentCache(dir, 'test-build');
  const stored = await new DiskCache({
    dir,
    kind: 'content',
    version: 'test-build',
    maxEntries: 1,
  }).readJson('docs', (v): v is [string, { id: string }][] => Array.isArray(v));
  assert.deepEqual(
    stored?.map(([, doc]) => doc.id),
    ['small'],
  );
});
