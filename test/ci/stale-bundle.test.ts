// Run from a checkout, bin/docgen.js makes dist/cli.cjs again when a file it was made
// of changed, so an edit shows in the next run with no manual step; a checkout whose
// dist/ cannot be written runs a bundle made in the system's temporary folder, after
// a one-line note. A copy of what the CLI is made of (its packages linked) stands in
// for the checkout.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fallbackBundle } from '../../scripts/cli-bundle.mjs';
import { makeSmallSite } from '../fixtures/small-site.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'docgen-checkout-'));
after(() => {
  rmSync(path.dirname(fallbackBundle(copy)), { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
});
for (const part of ['bin', 'src', 'templates', 'client', 'package.json', 'package-lock.json'])
  cpSync(path.join(repo, part), path.join(copy, part), { recursive: true });
for (const script of ['cli-bundle.mjs', 'build-cli.mjs'])
  cpSync(path.join(repo, 'scripts', script), path.join(copy, 'scripts', script));
symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

const site = makeSmallSite();
after(() => rmSync(site, { recursive: true, force: true }));
const docgen = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(copy, 'bin/docgen.js'), ...args], {
    encoding: 'utf8',
    cwd: site,
  });
const setVersion = (version: string) => {
  const file = path.join(copy, 'src/cli/index.ts');
  const source = readFileSync(file, 'utf8').replace(/\.version\('[^']*'/, `.version('${version}'`);
  writeFileSync(file, source);
};

test('an edit to the sources shows in the next run; the bundle is made again only then', () => {
  const first = docgen('--version');
  assert.equal(first.status, 0, first.stderr);
  assert.equal(first.stdout.trim(), '0.1.0');
  setVersion('0.1.0-edited');
  const edited = docgen('--version');
  assert.equal(edited.stdout.trim(), '0.1.0-edited', edited.stderr);
  const bundle = path.join(copy, 'dist/cli.cjs');
  const made = statSync(bundle).mtimeMs;
  assert.equal(docgen('--version').stdout.trim(), '0.1.0-edited');
  assert.equal(statSync(bundle).mtimeMs, made, 'a current bundle is run as it is');
});

test("serve --watch from a checkout restarts with docgen's edited code, and serves pages made by it", {
  timeout: 180_000,
}, async () => {
  const child = spawn(
    process.execPath,
    [
      path.join(copy, 'bin/docgen.js'),
      'serve',
      '--watch',
      '--port',
      String(40000 + (process.pid % 20000)),
    ],
    { cwd: site },
  );
  let output = '';
  const seen: { pattern: RegExp; found: (m: RegExpExecArray) => void }[] = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const s of seen.splice(0)) {
      const m = s.pattern.exec(output);
      if (m) s.found(m);
      else seen.push(s);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  /** What the server has printed once it matches `pattern` (the whole run is bounded by the test's timeout). */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((found) => {
      const m = pattern.exec(output);
      if (m) found(m);
      else seen.push({ pattern, found });
    });
  try {
    const url = (await printed(/Serving (http:\/\/\S+?\/)/))[1]!;
    assert.doesNotMatch(await (await fetch(`${url}guide`)).text(), /doc-article--edited/);
    const file = path.join(copy, 'templates/DocPage.tsx');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'className="doc-article"',
        'className="doc-article doc-article--edited"',
      ),
    );
    const restarted = (await printed(/restarted with it[\s\S]*Serving (http:\/\/\S+?\/)/))[1]!;
    assert.match(await (await fetch(`${restarted}guide`)).text(), /doc-article--edited/);
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
});

test('a checkout whose dist/ cannot be written still runs its edited sources, with a one-line note', () => {
  rmSync(path.join(copy, 'dist'), { recursive: true, force: true });
  // A file where the folder should be: writing into it fails, whoever runs the test.
  writeFileSync(path.join(copy, 'dist'), '');
  setVersion('0.1.0-read-only');
  const run = docgen('--version');
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), '0.1.0-read-only');
  const lines = run.stderr.trim().split('\n');
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0]!, /^docgen: dist\/ is not writable \(\w+\); running a bundle/);
  // The bundle kept elsewhere finds docgen's packages and files as dist/cli.cjs would.
  const built = docgen('build', '--out', 'out');
  assert.equal(built.status, 0, built.stderr);
  assert.match(built.stdout, /^Built \d+ pages/m);
});

test('an installed docgen (no sources beside it) runs the bundle it was installed with', () => {
  const installed = mkdtempSync(path.join(tmpdir(), 'docgen-installed-'));
  try {
    for (const part of ['bin', 'dist', 'package.json'])
      cpSync(path.join(repo, part), path.join(installed, part), { recursive: true });
    symlinkSync(path.join(repo, 'node_modules'), path.join(installed, 'node_modules'), 'dir');
    // A record that no longer matches anything: an installed docgen never reads it.
    writeFileSync(path.join(installed, 'dist/cli-inputs.json'), '{"files":{"/gone":{}}}');
    const bundle = path.join(installed, 'dist/cli.cjs');
    const before = statSync(bundle).mtimeMs;
    const run = spawnSync(process.execPath, [path.join(installed, 'bin/docgen.js'), '--version'], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), '0.1.0');
    assert.equal(run.stderr, '');
    assert.equal(statSync(bundle).mtimeMs, before);
  } finally {
    rmSync(installed, { recursive: true, force: true });
  }
});
