// The command line: help texts and exit codes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

test('--help lists every command', () => {
  const r = run('--help');
  assert.equal(r.status, 0);
  for (const command of ['build', 'serve', 'check-links', 'search'])
    assert.match(r.stdout, new RegExp(`\\n  ${command}\\b`));
});

test('docgen with no command prints the help and exits 0, as --help and --version do', () => {
  for (const args of [[], ['--help'], ['--version'], ['help', 'build']]) {
    const r = run(...args);
    assert.equal(r.status, 0, `docgen ${args.join(' ')}: ${r.stderr}`);
    assert.notEqual(r.stdout + r.stderr, '');
  }
});

test('each command describes its options', () => {
  assert.match(
    run('build', '--help').stdout,
    /--config <file>[\s\S]*--out <dir>[\s\S]*--spec <url\|file>[\s\S]*--verbose/,
  );
  assert.match(
    run('serve', '--help').stdout,
    /--port <port>[\s\S]*--host <host>[\s\S]*--watch[\s\S]*--open/,
  );
  assert.match(
    run('check-links', '--help').stdout,
    /--dir <dir>[\s\S]*--external[\s\S]*--format <format>/,
  );
  assert.match(run('search', '--help').stdout, /--dir <dir>[\s\S]*--json[\s\S]*--limit <n>/);
});

test('an unknown command or option exits with usage code 2', () => {
  const a = run('frobnicate');
  assert.equal(a.status, 2);
  assert.match(a.stderr, /unknown command 'frobnicate'/);
  const b = run('build', '--nope');
  assert.equal(b.status, 2);
  assert.match(b.stderr, /unknown option '--nope'/);
});

test('check-links on a folder that does not exist says so and exits 1', () => {
  const r = run('check-links', '--dir', '/nonexistent/build');
  assert.equal(r.status, 1);
  assert.match(
    r.stderr,
    /^error: \/nonexistent\/build does not exist\.\n {2}hint: Build the site first/,
  );
});

test('check-links on a folder that is not a built site (a content folder, a file) says so and exits 1', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-not-built-'));
  try {
    writeFileSync(path.join(dir, 'index.md'), '# Home\n');
    for (const target of [dir, path.join(dir, 'index.md')]) {
      const r = run('check-links', '--dir', target);
      assert.equal(r.status, 1, r.stdout);
      assert.match(
        r.stderr,
        /^error: .* is not a built site: it holds no index\.html or 404\.html\.\n {2}hint: Build the site first \(docgen build\), or pass its folder with --dir\./,
      );
      assert.doesNotMatch(r.stdout, /Checked/);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a bad option value of any command prints one line naming what is allowed, with exit 2', () => {
  const cases: [string[], RegExp][] = [
    [
      ['check-links', '--format', 'xml'],
      /argument 'xml' is invalid\. Allowed choices are text, json\./,
    ],
    [['check-links', '--budget', '0'], /'--budget <seconds>' argument '0' is invalid/],
    [['search', 'x', '--limit', 'many'], /'-n, --limit <n>' argument 'many' is invalid/],
    [
      ['serve', '--port', '70000'],
      /argument '70000' is invalid\. expected a port number from 1 to 65535/,
    ],
  ];
  for (const [args, message] of cases) {
    const r = run(...args);
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, new RegExp(`^error: .*${message.source}`), args.join(' '));
  }
});

// ESC, BEL, CR, CSI and an RTL override in an input would recolour, retitle or clear the
// terminal, or reorder the line; YAML escapes write them in the document.
const hostile = 'Bad\u001b[31mRED\u001b]0;TITLE\u0007\u001b[2K\r\u009b2J\u202e';
const hostileYaml = 'Bad\\e[31mRED\\e]0;TITLE\\a\\e[2K\\r\\x9b2J\\u202e';
const shown = 'Bad\\u001b[31mRED\\u001b]0;TITLE\\u0007\\u001b[2K\\u000d\\u009b2J\\u202e';

test('a build whose reader stops reading (`| head -1`) still writes the site and exits 0', () => {
  const root = makeSmallSite({});
  try {
    // The reader is gone after the first line: every later write meets EPIPE.
    const r = spawnSync(
      'bash',
      [
        '-c',
        '"$0" "$1" build --verbose 2>&1 | head -1 >/dev/null; echo "${PIPESTATUS[0]}"',
        process.execPath,
        cli,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    assert.equal(r.stdout.trim(), '0', r.stderr);
    assert.ok(existsSync(path.join(root, 'build', 'index.html')), 'the site is written');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('control characters of an input are written visibly in the warnings a build prints, and in a usage error', () => {
  const root = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('notes', 'openapi.yaml'),
    'openapi.yaml': `openapi: 3.1.0
info: { title: Notes, version: '1' }
paths: {}
components:
  schemas:
    "${hostileYaml}": { type: object, required: 5 }
`,
  });
  try {
    const r = spawnSync(process.execPath, [cli, 'build'], { cwd: root, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.ok(r.stderr.includes(`#/components/schemas/${shown}/required`), r.stderr);
    assert.doesNotMatch(r.stderr + r.stdout, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const usage = run('build', `--${hostile}`);
  assert.equal(usage.status, 2);
  assert.ok(usage.stderr.includes(`unknown option '--${shown}'`), usage.stderr);
});
