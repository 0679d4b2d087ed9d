// Bad input: each case exits non-zero with a clear message and leaves build/ as it was.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { makeSmallSite, smallApiSiteConfig, smallSiteConfig } from '../fixtures/small-site.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'bin/docgen.js');

const goodConfig = smallSiteConfig;
const makeSite = makeSmallSite;

function run(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [cli, 'build', ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Builds a good site, breaks it, and checks the failure and that build/ survived. */
function expectFailureKeepsBuild(files: Record<string, string>, message: RegExp): string {
  const dir = makeSite({});
  try {
    const ok = run(dir);
    assert.equal(ok.code, 0, ok.err);
    const before = readFileSync(path.join(dir, 'build/guide/index.html'), 'utf8');
    for (const [file, text] of Object.entries(files)) {
      if (text === '') rmSync(path.join(dir, file), { recursive: true, force: true });
      else writeFileSync(path.join(dir, file), text);
    }
    const bad = run(dir);
    assert.notEqual(bad.code, 0, 'the build must fail');
    assert.match(bad.err, message);
    assert.doesNotMatch(bad.err, /^\s+at /m, 'no stack trace for a fixable error');
    assert.equal(
      readFileSync(path.join(dir, 'build/guide/index.html'), 'utf8'),
      before,
      'build/ is untouched',
    );
    return bad.err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

before(() => {
  assert.ok(existsSync(path.join(root, 'dist/cli.cjs')), 'run `npm run build:cli` first');
});

test('a good site builds and prints one summary line', () => {
  const dir = makeSite({});
  try {
    const r = run(dir);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^Built 2 pages in \d+ ms\n$/);
    assert.ok(existsSync(path.join(dir, 'build/index.html')));
    assert.ok(existsSync(path.join(dir, 'build/404.html')));
    const verbose = run(dir, '--verbose');
    assert.match(verbose.out, /config\s+[\d.]+ ms/);
    assert.match(verbose.out, /render\s+[\d.]+ ms/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a front matter YAML error names the file and line', () => {
  const err = expectFailureKeepsBuild(
    { 'content/guide.md': '---\ntitle: Guide\nslug: [oops\n---\nBody\n' },
    /content\/guide\.md:\d+/,
  );
  assert.match(err, /Invalid front matter YAML/);
});

test('two documents claiming one route name both files', () => {
  expectFailureKeepsBuild(
    { 'content/other.md': '---\ntitle: Other\nslug: /guide\n---\nx\n' },
    /Two documents claim the route \/guide: content\/guide\.md and content\/other\.md/,
  );
});

test('a missing content folder says which path was looked for', () => {
  expectFailureKeepsBuild(
    { content: '' },
    /The content folder content\/ does not exist \(looked for .*content\)/,
  );
});

test('a missing config file says which path was looked for', () => {
  expectFailureKeepsBuild(
    { 'site.config.ts': '' },
    /Cannot find site\.config\.ts \(looked for .*site\.config\.ts\)/,
  );
});

test('an OpenAPI source whose file is a folder is a config error, not a bug', () => {
  const dir = makeSite({
    'site.config.ts': smallApiSiteConfig('items', 'specs'),
    'specs/openapi.yaml': 'openapi: 3.0.3\n',
  });
  try {
    const bad = run(dir);
    assert.equal(bad.code, 1, bad.err);
    assert.match(
      bad.err,
      /^error: The OpenAPI document specs is a folder, not a file\.\n {2}hint: Point the source's file \(openapi\.sources\[\]\.source\.file in site\.config\.ts, or --spec\) at the document in it/m,
    );
    assert.doesNotMatch(bad.err, /a bug/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a syntax error in site.config.ts shows esbuild's location", () => {
  expectFailureKeepsBuild(
    { 'site.config.ts': "export default {\n  title: 'x',,\n};\n" },
    /site\.config\.ts:2:\d+: Syntax error/,
  );
});

test('a broken route link fails the build, naming the page and the target', () => {
  const err = expectFailureKeepsBuild(
    { 'content/guide.md': '---\ntitle: Guide\n---\nGo to [nowhere](/no-such-page).\n' },
    /broken link/,
  );
  assert.match(err, /On page \/guide \(content\/guide\.md\)/);
  assert.match(err, /-> \/no-such-page \(no such page\) at content\/guide\.md:4/);
});

test('a relative link is resolved against its page and fails the build when nothing is there', () => {
  const err = expectFailureKeepsBuild(
    {
      'content/guide.md': '---\ntitle: Guide\n---\nSee [the rest](./elsewhere/) and [home](./).\n',
    },
    /broken link/,
  );
  // Named as written, with the path it reaches.
  assert.match(
    err,
    /-> \.\/elsewhere\/ \(resolves to \/elsewhere\/: no such page\) at content\/guide\.md:4/,
  );
  assert.doesNotMatch(err, /-> \.\/ \(/, 'the link to ./ reaches the home page');
});

test('a link to a missing anchor fails the build', () => {
  expectFailureKeepsBuild(
    { 'content/index.md': '---\ntitle: Home\n---\nSee [setup](/guide#nope).\n' },
    /\/guide#nope \(anchor not found\)/,
  );
});

test('a broken markdown link only warns, and each counts as a warning', () => {
  const dir = makeSite({
    'content/guide.md':
      '---\ntitle: Guide\n---\nSee [gone](./gone.md).\n\nAnd [lost](./lost.md).\n',
  });
  try {
    const r = run(dir);
    assert.equal(r.code, 0, r.err);
    assert.match(
      r.err,
      /warn: content\/guide\.md:4: broken link \.\/gone\.md \(markdown file not found\)/,
    );
    assert.match(r.err, /warn: content\/guide\.md:6: broken link \.\/lost\.md/);
    assert.match(r.out, /^Built .* \(2 warnings\)$/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an unknown navbar item type fails with the product message and the config file', () => {
  expectFailureKeepsBuild(
    {
      'site.config.ts': goodConfig.replace(
        "{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }",
        "{ type: 'weird' }",
      ),
    },
    /site\.config\.ts: No NavbarItem component found for type "weird"/,
  );
});

test('a successful build removes files of routes that no longer exist', () => {
  const dir = makeSite({});
  try {
    assert.equal(run(dir).code, 0);
    assert.ok(existsSync(path.join(dir, 'build/guide/index.html')));
    writeFileSync(path.join(dir, 'content/sidebars.ts'), "export default { docs: ['index'] };\n");
    writeFileSync(path.join(dir, 'content/index.md'), '---\ntitle: Home\n---\nWelcome.\n');
    rmSync(path.join(dir, 'content/guide.md'));
    const r = run(dir);
    assert.equal(r.code, 0, r.err);
    assert.equal(existsSync(path.join(dir, 'build/guide/index.html')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
