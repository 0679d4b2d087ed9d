// Whether a watch rebuild changed what the site serves, so that a touch reloads no page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sameOutput } from '../../../src/serve/same-output.js';

const output = (
  files: Record<string, string | Uint8Array>,
  copies: Record<string, string> = {},
  warnings: string[] = [],
) => ({ files: new Map(Object.entries(files)), copies: new Map(Object.entries(copies)), warnings });

test('the same pages, files and warnings are the same output', () => {
  const a = output(
    { 'index.html': '<p>a</p>', 'x.bin': new Uint8Array([1, 2]) },
    { 'i.png': '/s/i.png' },
  );
  const b = output(
    { 'index.html': '<p>a</p>', 'x.bin': new Uint8Array([1, 2]) },
    { 'i.png': '/s/i.png' },
  );
  assert.equal(sameOutput(a, b, ['/s/content/index.md']), true);
});

test('a changed page, file, static file or warning is another output', () => {
  const a = output(
    { 'index.html': '<p>a</p>', 'x.bin': new Uint8Array([1, 2]) },
    { 'i.png': '/s/i.png' },
  );
  assert.equal(
    sameOutput(
      a,
      output(
        { 'index.html': '<p>b</p>', 'x.bin': new Uint8Array([1, 2]) },
        { 'i.png': '/s/i.png' },
      ),
      [],
    ),
    false,
  );
  assert.equal(
    sameOutput(
      a,
      output(
        { 'index.html': '<p>a</p>', 'x.bin': new Uint8Array([1, 3]) },
        { 'i.png': '/s/i.png' },
      ),
      [],
    ),
    false,
  );
  assert.equal(
    sameOutput(a, output({ 'index.html': '<p>a</p>' }, { 'i.png': '/s/i.png' }), []),
    false,
  );
  // A static file is served from disk under the same path: its change is the change.
  assert.equal(sameOutput(a, a, ['/s/i.png']), false);
  assert.equal(
    sameOutput(
      a,
      output(
        { 'index.html': '<p>a</p>', 'x.bin': new Uint8Array([1, 2]) },
        { 'i.png': '/s/j.png' },
      ),
      [],
    ),
    false,
  );
  assert.equal(
    sameOutput(
      a,
      output(
        { 'index.html': '<p>a</p>', 'x.bin': new Uint8Array([1, 2]) },
        { 'i.png': '/s/i.png' },
        ['w'],
      ),
      [],
    ),
    false,
  );
});

test('a static folder that came back is a change of every file served from it', () => {
  const a = output({ 'index.html': '<p>a</p>' }, { 'img/i.png': '/s/static/img/i.png' });
  assert.equal(sameOutput(a, a, ['/s/static']), false);
  assert.equal(sameOutput(a, a, ['/s/static/img']), false);
  assert.equal(sameOutput(a, a, ['/s/content', '/s/stat']), true);
});
