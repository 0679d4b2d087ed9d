// `docgen init`: the site it writes builds, serves, passes check-links and answers
// search at once; it never writes into a folder that holds anything.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../src/serve/dev-server.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const tmp = mkdtempSync(path.join(tmpdir(), 'docgen-init-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const site = path.join(tmp, 'my docs');

const run = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8' });

test('init writes a config, a home page, a guide, a sidebar, an OpenAPI document, .gitignore and package.json', () => {
  const r = run(tmp, 'init', 'my docs');
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(
    r.stdout
      .split('\n')
      .filter((l) => l.startsWith('  ') && !l.includes(' ', 2))
      .map((l) => l.trim()),
    [
      '.gitignore',
      'content/guides/first-steps.md',
      'content/index.md',
      'content/sidebars.ts',
      'openapi/notes.yaml',
      'package.json',
      'site.config.ts',
    ],
  );
  const pkg = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as {
    name: string;
    scripts: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  assert.equal(pkg.name, 'my-docs');
  assert.equal(pkg.scripts.build, 'docgen build');
  assert.equal(pkg.scripts.start, 'docgen serve --watch');
  assert.equal(pkg.scripts['check-links'], 'docgen check-links');
  // From a checkout the site depends on its folder, never on the registry's `docgen`
  // (test/package/package.test.ts checks what an installed docgen writes).
  assert.equal(pkg.devDependencies.docgen, `file:${path.resolve(path.dirname(cli), '..')}`);
  // A folder outside the site: a clone of the site elsewhere could not install it, and init says so.
  assert.match(
    r.stdout,
    /\nnote: package\.json names docgen by "file:\/.*", outside the site's folder: a clone of the site elsewhere \(a CI runner\) cannot install it; put the tarball inside the site/,
  );
  assert.match(readFileSync(path.join(site, '.gitignore'), 'utf8'), /^build\/$/m);
  assert.doesNotMatch(readFileSync(path.join(site, 'openapi/notes.yaml'), 'utf8'), /blockfrost/i);
  // The folder's name has a space: the line to paste quotes it for the shell.
  assert.match(r.stdout, /\nNext:\n {2}cd 'my docs'\n {2}npm install\n/);
});

test('the new site builds without warnings, passes check-links and answers search', () => {
  const built = run(site, 'build');
  assert.equal(built.status, 0, built.stderr);
  assert.equal(built.stderr, '', 'no warnings');
  assert.match(built.stdout, /Built \d+ pages/);
  for (const page of ['index.html', 'guides/first-steps/index.html', 'api/list-notes/index.html'])
    assert.ok(existsSync(path.join(site, 'build', page)), page);
  // The navbar calls the docs sidebar 'Guides', and so is its category: one heading for both.
  const headings: string[] =
    readFileSync(path.join(site, 'build/llms.txt'), 'utf8').match(/^## .*/gm) ?? [];
  assert.deepEqual(headings, [...new Set(headings)], `distinct llms.txt headings: ${headings}`);
  assert.ok(headings.includes('## Guides'), String(headings));
  const links = run(site, 'check-links');
  assert.equal(links.status, 0, links.stdout + links.stderr);
  assert.match(links.stdout, /none broken/);
  const search = run(site, 'search', 'create', 'note', '--json');
  assert.equal(search.status, 0, search.stderr);
  const results = JSON.parse(search.stdout) as { route: string }[];
  assert.equal(results[0]?.route, '/api/create-a-note');
});

test('the new site serves', async () => {
  const server = await startServer({ root: site, port: 0, log: () => {} });
  try {
    const home = await fetch(server.url);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<title>Welcome \| My Docs<\/title>/);
    assert.equal((await fetch(`${server.url}api/get-a-note`)).status, 200);
  } finally {
    await server.close();
  }
});

test('init refuses a folder that holds anything, and writes nothing there', () => {
  const busy = path.join(tmp, 'busy');
  mkdirSync(busy);
  writeFileSync(path.join(busy, 'notes.txt'), 'mine');
  const r = run(tmp, 'init', 'busy');
  assert.equal(r.status, 1);
  assert.match(r.stderr, /busy is not empty \(it holds notes\.txt\)/);
  assert.match(r.stderr, /hint: Run `docgen init <new-folder>`/);
  assert.ok(!existsSync(path.join(busy, 'site.config.ts')));
  assert.equal(readFileSync(path.join(busy, 'notes.txt'), 'utf8'), 'mine');
});

test('init into a folder it may not write names the folder, with a hint for init (no --out)', () => {
  // Root may write a folder whose mode forbids it: there, /sys refuses a new folder instead.
  const parent = path.join(tmp, 'read-only');
  mkdirSync(parent);
  chmodSync(parent, 0o555);
  const target = process.getuid?.() === 0 ? '/sys/docgen-init-test' : path.join(parent, 'site');
  try {
    const r = run(tmp, 'init', target);
    assert.equal(r.status, 1, r.stdout);
    assert.match(
      r.stderr,
      /^error: Could not access the folder \S*(docgen-init-test|read-only\/site): /,
    );
    assert.match(
      r.stderr,
      /hint: Check the folder’s permissions, or create the site in another folder \(docgen init <folder>\)\./,
    );
    assert.doesNotMatch(r.stderr, /--out|unexpected error/);
  } finally {
    chmodSync(parent, 0o755);
  }
});
