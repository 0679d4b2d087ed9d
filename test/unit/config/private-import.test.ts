// The config loader imports its bundle from a folder of its own in the system's temporary
// folder: made by mkdtemp (0700), the file created exclusively (0600), removed afterwards
// (also when the config throws), so a symbolic link another user planted in a shared /tmp
// is never followed. A missing TMPDIR is the user's to fix, named with what to do.
import { test, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadTsModule } from '../../../src/config/load-module.js';
import { DocgenError } from '../../../src/errors.js';

const outer = mkdtempSync(path.join(tmpdir(), 'docgen-private-import-'));
const savedTmpdir = process.env.TMPDIR;
after(() => {
  process.env.TMPDIR = savedTmpdir;
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  rmSync(outer, { recursive: true, force: true });
});

let temp = '';
let root = '';
beforeEach(() => {
  temp = mkdtempSync(path.join(outer, 'tmp-'));
  root = mkdtempSync(path.join(outer, 'site-'));
  process.env.TMPDIR = temp;
});

// While it loads, the config reports the private folder and file it is imported from.
const reportingConfig = `import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
const temp = process.env.TMPDIR!;
const dirs = readdirSync(temp).filter((n) => statSync(path.join(temp, n)).isDirectory());
const files = dirs.flatMap((d) => readdirSync(path.join(temp, d)).map((f) => path.join(temp, d, f)));
export default {
  dirs: dirs.map((d) => statSync(path.join(temp, d)).mode & 0o777),
  files: files.map((f) => statSync(f).mode & 0o777),
};
`;

test('the bundle is imported from a private 0700 folder as a 0600 file, and a planted link is not followed', async () => {
  const victim = path.join(outer, 'victim.txt');
  writeFileSync(victim, 'precious\n');
  // The names the loader once used: docgen-load-<pid>-<n>.mjs.
  for (let n = 1; n <= 3; n++)
    symlinkSync(victim, path.join(temp, `docgen-load-${process.pid}-${n}.mjs`));
  writeFileSync(path.join(root, 'site.config.ts'), reportingConfig);
  const loaded = await loadTsModule(path.join(root, 'site.config.ts'), root);
  assert.deepEqual(loaded.value, { dirs: [0o700], files: [0o600] });
  assert.equal(readFileSync(victim, 'utf8'), 'precious\n');
  // The private folder is gone; the planted links are left as they were.
  assert.deepEqual(
    readdirSync(temp).sort(),
    [1, 2, 3].map((n) => `docgen-load-${process.pid}-${n}.mjs`),
  );
});

test('the private folder is removed when the config throws while loading', async () => {
  writeFileSync(path.join(root, 'site.config.ts'), "throw new Error('broken config');\n");
  await assert.rejects(loadTsModule(path.join(root, 'site.config.ts'), root), /broken config/);
  assert.deepEqual(readdirSync(temp), []);
});

test('a TMPDIR that does not exist, or is a file, is an error naming it and what to do', async () => {
  writeFileSync(path.join(root, 'site.config.ts'), 'export default {};\n');
  const file = path.join(temp, 'a-file');
  writeFileSync(file, '');
  for (const [folder, reason] of [
    [path.join(temp, 'missing'), 'it does not exist (ENOENT)'],
    [file, 'it is not a folder (ENOTDIR)'],
  ] as const) {
    process.env.TMPDIR = folder;
    await assert.rejects(loadTsModule(path.join(root, 'site.config.ts'), root), (error) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(
        error.message,
        `Could not write to the temporary folder ${folder}, where docgen loads the site's config and sidebars modules: ${reason}.`,
      );
      assert.match(error.hint ?? '', /^Set TMPDIR to a folder you can write to/);
      return true;
    });
  }
});
