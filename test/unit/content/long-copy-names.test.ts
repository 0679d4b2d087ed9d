// A file beside a page whose name nearly fills what a file system accepts: its hashed
// copy is cut to fit, and where no cut can make it fit (an extension of 250 bytes) the
// error names the file the author has, not a static file that does not exist.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../../src/build.js';
import { DocgenError } from '../../../src/errors.js';
import { makeSmallSite } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('an image named with 83 CJK letters builds, its copy cut to fit', async () => {
  const name = `${'画'.repeat(83)}.png`;
  const dir = makeSmallSite({
    'content/guide.md': `---\ntitle: Guide\n---\n![x](./img/${name})\n`,
    [`content/img/${name}`]: 'png',
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  const copies = [...(result.copies?.keys() ?? [])].filter((f) => f.startsWith('assets/files/'));
  assert.equal(copies.length, 1);
  assert.match(copies[0]!, /^assets\/files\/画{75}-[0-9a-f]{10}\.png$/);
});

test('a copy that cannot fit is reported as too long, at the file beside the page', async () => {
  const name = `a.${'x'.repeat(250)}`;
  const dir = makeSmallSite({
    'content/guide.md': `---\ntitle: Guide\n---\n[x](./files/${name})\n`,
    [`content/files/${name}`]: 'data',
  });
  dirs.push(dir);
  await assert.rejects(build({ root: dir, write: false, log: () => {} }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(error.message, /^the copy of content\/files\/a\.x+ would be written to /);
    assert.match(error.message, /is 262 bytes long: file systems accept at most 255/);
    assert.equal(error.location.file, `content/files/${name}`);
    assert.equal(error.hint, 'Rename the file.');
    return true;
  });
});
