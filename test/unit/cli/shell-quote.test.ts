// Paths printed for pasting into a shell come back as one word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellPath } from '../../../src/cli/shell-quote.js';
import { shellQuote } from '../../../src/shared/shell-word.js';

test('a plain path is printed as written; any other is single-quoted', () => {
  assert.equal(shellQuote('my-docs/site_1.0'), 'my-docs/site_1.0');
  assert.equal(shellQuote('/tmp/ünï site'), "'/tmp/ünï site'");
  assert.equal(shellQuote("it's"), "'it'\\''s'");
});

test('sh reads each quoted path back as the one word it was', () => {
  const words = [
    '/tmp/ünï site',
    "it's here",
    'a$b`c`"d"',
    '-n',
    'x;rm -rf y',
    'tab\there',
    '*',
    '~',
  ];
  const r = spawnSync('sh', ['-c', `printf '%s\\n' ${words.map(shellQuote).join(' ')}`], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.stdout.split('\n').slice(0, -1), words);
});

test('sh cds into each printed folder, one starting with - too (not read as an option)', () => {
  const parent = realpathSync(mkdtempSync(path.join(tmpdir(), 'docgen-cd-')));
  try {
    for (const name of ['-dash', '-', '--', "-it's here", 'plain']) {
      mkdirSync(path.join(parent, name));
      const r = spawnSync('sh', ['-c', `cd ${shellPath(name)} && pwd`], {
        cwd: parent,
        encoding: 'utf8',
      });
      assert.equal(r.status, 0, `cd ${shellPath(name)}: ${r.stderr}`);
      assert.equal(r.stdout, `${path.join(parent, name)}\n`);
    }
    assert.equal(shellPath('-dash'), './-dash');
    assert.equal(shellPath('/tmp/-dash'), '/tmp/-dash');
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});
