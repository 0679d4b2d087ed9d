// Every generated request sample must be a program its language accepts: for
// the bundled Blockfrost documents, the @readme/oas-examples documents and
// GitHub's REST description. JavaScript is parsed as an ES module by Node,
// Python byte-compiled, Go compiled by `go build` (skipped, and said so, only
// where no `go` binary exists), Rust parsed by rustfmt (crates.io is out of
// reach here, so reqwest itself is not compiled against).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bundledOperations,
  octokitOperations,
  readmeOperations,
  type CorpusOperation,
} from '../build/sample-corpus.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-sample-syntax-'));
let corpus: CorpusOperation[] = [];

before(async () => {
  const cacheDir = path.join(work, 'cache');
  corpus = [
    ...(await bundledOperations(cacheDir)),
    ...(await readmeOperations(cacheDir)),
    ...octokitOperations(),
  ];
});

interface Program {
  where: string;
  code: string;
}

/**
 * The distinct programs of one language. Operations that differ only in their
 * URL are one program to a compiler, so each shape is checked once.
 */
function programs(value: string): Program[] {
  const seen = new Map<string, Program>();
  for (const { spec, op, call, samples } of corpus) {
    const sample = samples.find((s) => s.value === value);
    assert.ok(sample, `${spec} ${op.method} ${op.path} has no ${value} sample`);
    const shape = sample.code.replaceAll(call.url, 'https://api.example.test/');
    if (!seen.has(shape))
      seen.set(shape, {
        where: `${spec} ${op.method.toUpperCase()} ${op.path}`,
        code: sample.code,
      });
  }
  return [...seen.values()];
}

/** Writes each program to `dir/<n>/<name>` (or `dir/<n><ext>`) and returns the paths by program. */
function writeAll(dir: string, list: Program[], file: (n: number) => string): Map<string, Program> {
  const byPath = new Map<string, Program>();
  list.forEach((p, n) => {
    const target = path.join(dir, file(n));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${p.code}\n`);
    byPath.set(target, p);
  });
  return byPath;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

test('the corpus covers the bundled documents, the readme examples and GitHub', () => {
  const specs = new Set(corpus.map((c) => c.spec.split(' ')[0]));
  assert.deepEqual([...specs].sort(), ['blockfrost', 'github', 'mithril', 'readme']);
  assert.ok(corpus.length > 1200, `${corpus.length} operations`);
});

test('no generated sample puts the word "string" in a URL path', () => {
  const bad = corpus.filter((c) =>
    /\/string(\/|$|\?)/.test(
      new URL(c.call.url.replace(/[{}]/g, '')).pathname + (c.call.url.includes('?') ? '?' : ''),
    ),
  );
  assert.deepEqual(
    bad.map((c) => `${c.spec} ${c.op.path} → ${c.call.url}`),
    [],
  );
});

test('every JavaScript sample parses as an ES module', () => {
  const list = programs('js');
  const files = writeAll(path.join(work, 'js'), list, (n) => `${n}.mjs`);
  // node --check, for all files in one process: vm.SourceTextModule parses exactly as the loader does.
  const checker = path.join(work, 'check-js.mjs');
  writeFileSync(
    checker,
    "import vm from 'node:vm';\nimport { readFileSync } from 'node:fs';\nconst bad = [];\nfor (const f of process.argv.slice(2)) { try { new vm.SourceTextModule(readFileSync(f, 'utf8'), { identifier: f }); } catch (e) { bad.push(`${f}: ${e.message}`); } }\nconsole.log(JSON.stringify(bad));\n",
  );
  const run = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings', checker, ...files.keys()],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  assert.equal(run.status, 0, run.stderr);
  const bad = (JSON.parse(run.stdout) as string[]).map(
    (line) => `${files.get(line.split(': ')[0]!)?.where}: ${line}`,
  );
  assert.deepEqual(bad, []);
  // And the plain `node --check` on one sample of each body kind.
  for (const file of [...files.keys()].slice(0, 3))
    assert.equal(spawnSync(process.execPath, ['--check', file]).status, 0, file);
  assert.ok(list.length > 50, `only ${list.length} distinct JavaScript programs`);
});

test('every Python sample byte-compiles', () => {
  const list = programs('python');
  const dir = path.join(work, 'python');
  const files = writeAll(dir, list, (n) => `s${n}.py`);
  const run = spawnSync(
    'python3',
    [
      '-c',
      'import py_compile, sys\nfor f in sys.argv[1:]:\n    try:\n        py_compile.compile(f, doraise=True)\n    except py_compile.PyCompileError as e:\n        print(f, e.msg.splitlines()[-1])',
      ...files.keys(),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  assert.equal(run.status, 0, run.stderr);
  const bad = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => `${files.get(line.split(' ')[0]!)?.where}: ${line}`);
  assert.deepEqual(bad, []);
});

test('every Go sample compiles (go build), with no unused import', (t) => {
  if (!has('go')) {
    console.log('# skipped: no `go` binary on this machine (Debian: apt-get install golang-go)');
    t.skip('no go binary');
    return;
  }
  const list = programs('go');
  const dir = path.join(work, 'go');
  // One package, one link: each sample's main becomes a function of its own file, and
  // the compiler still checks every file's imports on their own (an unused one fails).
  const files = writeAll(
    dir,
    list.map((p, n) => ({
      ...p,
      code: p.code.replace(/^func main\(\) \{$/m, `func sample${n}() {`),
    })),
    (n) => `s${n}.go`,
  );
  writeFileSync(path.join(dir, 'main.go'), 'package main\n\nfunc main() {}\n');
  writeFileSync(path.join(dir, 'go.mod'), 'module samples\n\ngo 1.19\n');
  const run = spawnSync('go', ['build', '-o', path.join(work, 'go-samples'), '.'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off' },
    maxBuffer: 1 << 26,
  });
  const errors = run.stderr
    .split('\n')
    .filter((line) => /^\S+\.go:\d+/.test(line.replace(/^\.\//, '')))
    .map(
      (line) =>
        `${files.get(path.join(dir, line.replace(/^\.\//, '').split(':')[0]!))?.where}: ${line}`,
    );
  assert.deepEqual(errors, []);
  assert.equal(run.status, 0, run.stderr);
  assert.ok(list.length > 20, `only ${list.length} distinct Go programs`);
});

test('every Rust sample parses (rustfmt) and names the cargo features it uses', (t) => {
  const list = programs('rust');
  for (const p of list) {
    const reqwest = /^\/\/ (reqwest = .*)$/m.exec(p.code)?.[1] ?? '';
    assert.equal(
      reqwest.includes('"multipart"'),
      p.code.includes('reqwest::multipart'),
      `${p.where}: ${reqwest}`,
    );
    assert.match(
      p.code,
      /^\/\/ tokio = \{ version = "1", features = \["macros", "rt-multi-thread"\] \}$/m,
    );
  }
  const rustfmt = ['rustfmt', path.join(process.env.HOME ?? '/root', '.cargo/bin/rustfmt')].find(
    (c) => has(c),
  );
  if (!rustfmt) {
    console.log('# skipped the Rust parse: no rustfmt on this machine');
    t.skip('no rustfmt');
    return;
  }
  const files = writeAll(path.join(work, 'rust'), list, (n) => `s${n}.rs`);
  const run = spawnSync(rustfmt, ['--edition', '2021', '--emit', 'stdout', ...files.keys()], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  assert.equal(run.status, 0, run.stderr.slice(0, 2000));
});
