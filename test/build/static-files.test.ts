// Static files are copied from disk, never read into memory: a written build
// copies each into the output, and a build kept in memory (serve --watch) keeps
// only their paths, which its server streams from (src/content/static-files.ts).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const site = makeSmallSite();
after(() => rmSync(site, { recursive: true, force: true }));
const video = path.join(site, 'content/static/media/clip.bin');
const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7) % 256));
writeFileSync(path.join(site, 'content/static/notes.txt'), 'static text');
mkdirSync(path.dirname(video), { recursive: true });
writeFileSync(video, bytes);

test('a written build copies each static file byte for byte', async () => {
  await build({ root: site });
  assert.ok(readFileSync(path.join(site, 'build/media/clip.bin')).equals(bytes));
  assert.equal(readFileSync(path.join(site, 'build/notes.txt'), 'utf8'), 'static text');
});

test('a build kept in memory holds the paths of its static files, not their bytes', async () => {
  const result = await build({ root: site, write: false });
  assert.equal(result.copies?.get('media/clip.bin'), video);
  assert.equal(result.copies?.get('img/dot.svg'), path.join(site, 'content/static/img/dot.svg'));
  assert.ok(!result.files.has('media/clip.bin'), 'no static file is in memory');
  assert.ok(result.files.has('index.html'));
});
