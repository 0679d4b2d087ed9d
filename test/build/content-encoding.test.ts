// A markdown file that is not UTF-8 builds with a warning naming the file, the line
// and the byte offset; a binary one fails the build naming the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite } from '../fixtures/small-site.js';

test('a Latin-1 markdown file builds with one warning: file, line and byte offset', async () => {
  const dir = makeSmallSite();
  try {
    writeFileSync(
      path.join(dir, 'content/guide.md'),
      Buffer.concat([
        Buffer.from('---\ntitle: Guide\n---\n## Setup\nCaf'),
        Buffer.from([0xe9]),
        Buffer.from(' au lait.\n'),
      ]),
    );
    const result = await build({ root: dir, write: false });
    assert.deepEqual(result.warnings, [
      `content/guide.md:5: not valid UTF-8 at byte ${'---\ntitle: Guide\n---\n## Setup\nCaf'.length} (0xE9); the page shows \uFFFD there. Save the file as UTF-8.`,
    ]);
    assert.match(String(result.files.get('guide/index.html')), /Caf\uFFFD au lait/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a binary file named .md fails the build naming it', async () => {
  const dir = makeSmallSite();
  try {
    writeFileSync(
      path.join(dir, 'content/logo.md'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
    );
    await assert.rejects(
      build({ root: dir, write: false }),
      (error: unknown) =>
        error instanceof DocgenError &&
        error.location.file === 'content/logo.md' &&
        /not a text file: it holds a NUL byte at byte 8/.test(error.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
