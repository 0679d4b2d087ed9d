// No input writes outside the output folder or silently loses a page: every
// output file has one source, and a clash names both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite } from '../fixtures/small-site.js';

async function buildFailure(files: Record<string, string>, write = false): Promise<{ error: DocgenError; dir: string }> {
  const dir = makeSmallSite(files);
  try {
    await build({ root: dir, write, outDir: path.join(dir, 'out/build') });
  } catch (error) {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${(error as Error).stack}`);
    return { error, dir };
  }
  rmSync(dir, { recursive: true, force: true });
  assert.fail('the build must fail');
}

test('a slug that climbs out of the output folder fails, naming the file and the slug line, and writes nothing', async () => {
  const { error, dir } = await buildFailure({ 'content/x.md': '---\ntitle: X\n# a comment\nslug: /../../../outside\n---\nx\n' }, true);
  try {
    assert.equal(error.location.file, 'content/x.md');
    assert.equal(error.location.line, 4);
    assert.match(error.message, /slug "\/\.\.\/\.\.\/\.\.\/outside"/);
    assert.match(error.message, /"\.\." segment/);
    assert.ok(!existsSync(path.join(dir, 'outside')) && !existsSync(path.join(dir, 'out/outside')) && !existsSync(path.join(path.dirname(dir), 'outside')));
    assert.deepEqual(readdirSync(path.join(dir, 'out')).filter((f) => f !== 'build'), [], 'no temporary folder is left');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('slugs with encoded dots, backslashes, drive letters or look-alike dots fail the same way', async () => {
  for (const slug of ['/%2e%2e/%2e%2e/x', '\\..\\..\\x', 'C:\\x', '/\uff0e\uff0e/x', '/a/./b', '/x?y=1']) {
    const { error, dir } = await buildFailure({ 'content/x.md': `---\ntitle: X\nslug: ${JSON.stringify(slug)}\n---\nx\n` });
    rmSync(dir, { recursive: true, force: true });
    assert.equal(error.location.line, 3, slug);
    assert.match(error.message, /content\/x\.md cannot be a page/, slug);
  }
});

test('foo.md and foo/index.md write one file: the build fails naming both', async () => {
  const { error, dir } = await buildFailure({ 'content/foo.md': '---\ntitle: A\n---\na\n', 'content/foo/index.md': '---\ntitle: B\n---\nb\n' });
  rmSync(dir, { recursive: true, force: true });
  assert.match(error.message, /content\/foo\.md/);
  assert.match(error.message, /content\/foo\/index\.md/);
  assert.match(error.message, /foo\/index\.html/);
});

test('slug /x and slug /x/ write one file: the build fails naming both and the slug line', async () => {
  const { error, dir } = await buildFailure({ 'content/a.md': '---\ntitle: A\nslug: /x\n---\na\n', 'content/b.md': '---\ntitle: B\n\nslug: /x/\n---\nb\n' });
  rmSync(dir, { recursive: true, force: true });
  assert.match(error.message, /Two documents are both written to x\/index\.html \(routes \/x and \/x\/\): content\/a\.md and content\/b\.md/);
  assert.equal(error.location.file, 'content/b.md');
  assert.equal(error.location.line, 4);
});
