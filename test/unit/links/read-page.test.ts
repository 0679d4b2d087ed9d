// check-links reads the built pages for their anchors and styles: a static file it reaches by a
// link is found to be no page without reading it, for a site's static files may be gigabytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPage } from '../../../src/links/fragment-check.js';
import type { FileSource } from '../../../src/http/static-handler.js';

test('a static file on disk is no page, and is not read', async () => {
  const read: string[] = [];
  const source: FileSource = {
    async read(relative) {
      read.push(relative);
      if (relative === 'big.bin') throw new Error('big.bin was read whole');
      return relative === 'guide/index.html' ? '<p id="a">guide</p>' : undefined;
    },
    async file(relative) {
      return relative === 'big.bin' ? { path: '/x/big.bin', size: 1.2e9, mtimeMs: 0 } : undefined;
    },
  };
  assert.equal(await readPage(source, '/big.bin'), undefined);
  assert.equal(await readPage(source, '/guide'), '<p id="a">guide</p>');
  assert.ok(!read.includes('big.bin'), read.join(', '));
});

test('a file kept in memory (no file on disk) is read to know it is there', async () => {
  const source: FileSource = {
    read: async (relative) => (relative === 'notes.txt' ? 'text' : undefined),
  };
  assert.equal(await readPage(source, '/notes.txt'), undefined);
});
