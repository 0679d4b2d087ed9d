// A build that fails while it renders leaves the previous build/ exactly as it
// was: the output is written to a temporary folder beside build/ and swapped in
// only when everything is written (src/output/write-output.ts), and a failure
// removes that folder. Run through the CLI, as a user runs it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const dir = makeSmallSite();
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `docgen build` in the site; `seen` collects the names that appear in the site folder meanwhile. */
function docgenBuild(): Promise<{
  status: number | null;
  stdout: string;
  stderr: string;
  seen: Set<string>;
}> {
  const seen = new Set<string>();
  const watcher = watch(dir, (_event, name) => {
    if (name) seen.add(name);
  });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build'], { cwd: dir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => {
      watcher.close();
      resolve({ status, stdout, stderr, seen });
    });
  });
}

/** Every file under `root`, by relative path, with its bytes. */
function snapshot(root: string): Map<string, Buffer> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  );
  return new Map(
    files.map((e) => [
      path.relative(root, path.join(e.parentPath, e.name)),
      readFileSync(path.join(e.parentPath, e.name)),
    ]),
  );
}

// Each fails in the render stage, after the temporary folder holds files: the
// static files are written first, then pages as they render, and the clash is
// found when the second of two sources hands over the same output file.
const renderFailures = [
  {
    name: 'a static file on a page’s output file',
    files: { 'content/static/guide/index.html': '<p>a static page</p>' },
    message:
      /^error: content\/guide\.md: the static file content\/static\/guide\/index\.html and content\/guide\.md are both written to guide\/index\.html; one of them would be lost\./m,
  },
  {
    name: 'a page on the 404 page’s file',
    files: { 'content/missing.md': '---\ntitle: Missing\nslug: /404.html\n---\nx\n' },
    message:
      /^error: content\/missing\.md:3: the 404 page is written to the file 404\.html, but content\/missing\.md \(its slug "\/404\.html" names its route\) is written to 404\.html\/index\.html/m,
  },
];

test('a build that fails during render exits 1 with the clash named, and build/ stays byte for byte as it was', async () => {
  const first = await docgenBuild();
  assert.equal(first.status, 0, first.stderr);
  const before = snapshot(path.join(dir, 'build'));
  assert.ok(
    before.has('guide/index.html') && before.has('404.html') && before.has('img/dot.svg'),
    [...before.keys()].join(', '),
  );
  const siteFolder = readdirSync(dir).sort();

  for (const failure of renderFailures) {
    for (const [file, text] of Object.entries(failure.files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const failed = await docgenBuild();
    assert.equal(failed.status, 1, `${failure.name}: exit code\n${failed.stdout}${failed.stderr}`);
    assert.match(failed.stderr, failure.message, failure.name);
    assert.match(failed.stderr, /^ {2}hint: \S/m, `${failure.name}: says what to do`);
    assert.doesNotMatch(
      failed.stderr,
      /^\s+at /m,
      `${failure.name}: a clear message, no stack trace`,
    );
    assert.doesNotMatch(failed.stdout, /Built \d+ pages/, failure.name);
    // The build got as far as writing: its temporary folder appeared beside build/ ...
    assert.ok(
      [...failed.seen].some((name) => name.startsWith('.docgen-tmp-build-')),
      `${failure.name}: the output was being written (saw ${[...failed.seen].join(', ')})`,
    );
    // ... and is gone, with the lock; build/ is the previous build, unchanged.
    assert.deepEqual(
      readdirSync(dir).sort(),
      siteFolder,
      `${failure.name}: no temporary folder or lock is left beside build/`,
    );
    const after = snapshot(path.join(dir, 'build'));
    assert.deepEqual(
      [...after.keys()].sort(),
      [...before.keys()].sort(),
      `${failure.name}: the same files`,
    );
    for (const [file, bytes] of before)
      assert.ok(bytes.equals(after.get(file)!), `${failure.name}: ${file} unchanged`);
    for (const file of Object.keys(failure.files)) rmSync(path.join(dir, file));
    rmSync(path.join(dir, 'content/static/guide'), { recursive: true, force: true });
  }
});
