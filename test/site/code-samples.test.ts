// Every fenced sample in content/ is checked by its language, so a sample that
// does not compile fails the tests:
// - JavaScript: `node --check` (it parses as the module kind its file name gives it);
//   samples that import @blockfrost/blockfrost-js are also type-checked against the
//   SDK's published types, so a misspelt method or option fails.
// - TypeScript: the TypeScript compiler, strict, against the same types.
// - Python: py_compile (syntax; the Python SDK is on PyPI only, not installed here).
// - Shell: `bash -n`. JSON, YAML and TOML: parsed.
// - Go: `gofmt -e` (syntax only: the Go SDK module cannot be downloaded here, so
//   names from blockfrost-go are checked by reading its source, not by the compiler).
// Any other language must carry `nocheck="why"` in its fence meta; `text` fences show
// text, not code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bareImports,
  checkData,
  checkers,
  checkWithBash,
  checkWithGofmt,
  checkWithNode,
  checkWithPython,
  contentSamples,
  NOT_CODE,
  samplesOf,
  TYPED_PACKAGES,
  typeCheck,
  where,
  type Sample,
} from './code-samples.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let samples: Sample[];
let dir: string;

before(() => {
  samples = contentSamples(root);
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  // Inside the project, so the samples resolve the installed SDK from node_modules.
  dir = mkdtempSync(path.join(root, 'test-results', 'samples-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

const checked = (s: Sample) => s.nocheck === undefined && checkers[s.lang] !== undefined;

test('the sample finder sees fences inside tabs and admonitions, with file lines and meta', () => {
  const found = samplesOf(
    'page.md',
    '---\ntitle: T\n---\nText.\n\n::::tabs\n:::tab label="A"\n```js title="a.mjs"\nlet a;\n```\n:::\n::::\n\n:::note\n```swift nocheck="no Swift toolchain"\nlet b = 1\n```\n:::\n',
  );
  assert.deepEqual(
    found.map((s) => [s.line, s.lang, s.title, s.nocheck, s.code]),
    [
      [8, 'js', 'a.mjs', undefined, 'let a;\n'],
      [15, 'swift', undefined, 'no Swift toolchain', 'let b = 1\n'],
    ],
  );
  assert.ok(samples.length > 100, `only ${samples.length} samples found in content/`);
});

test('every sample has a language, and one this machine cannot check says why', () => {
  const problems = samples.flatMap((s) => {
    if (!s.lang) return [`${where(s)}: no language on the fence`];
    if (s.nocheck !== undefined && s.nocheck.trim().length < 10)
      return [`${where(s)}: nocheck needs a reason`];
    if (s.nocheck === undefined && !checkers[s.lang] && !NOT_CODE.has(s.lang))
      return [
        `${where(s)}: no checker for "${s.lang}"; add nocheck="why it cannot be checked here"`,
      ];
    if (s.nocheck !== undefined && checkers[s.lang])
      return [`${where(s)}: "${s.lang}" can be checked here, remove nocheck`];
    return [];
  });
  assert.deepEqual(problems, []);
});

test('JavaScript samples parse as the module kind their file name says', () => {
  const js = samples.filter((s) => checked(s) && checkers[s.lang] === 'node');
  assert.ok(js.length >= 10, `${js.length} JavaScript samples`);
  const failures = js.flatMap((s) => {
    const typeModule = contentSamplesText(s.page).includes('"type": "module"');
    const error = checkWithNode(s, dir, typeModule);
    return error ? [`${where(s)}: ${error}`] : [];
  });
  assert.deepEqual(failures, []);
});

test('TypeScript samples and SDK-importing JavaScript samples type-check against @blockfrost/blockfrost-js', () => {
  const typed = samples.filter((s) => {
    if (!checked(s)) return false;
    const kind = checkers[s.lang];
    if (kind === 'typescript') return true;
    const imports = bareImports(s.code);
    return (
      kind === 'node' && imports.length > 0 && imports.every((name) => TYPED_PACKAGES.has(name))
    );
  });
  assert.ok(typed.length >= 8, `${typed.length} typed samples`);
  const untypedTs = typed.filter(
    (s) =>
      checkers[s.lang] === 'typescript' && bareImports(s.code).some((n) => !TYPED_PACKAGES.has(n)),
  );
  assert.deepEqual(
    untypedTs.map(where),
    [],
    'a TypeScript sample imports a package whose types are not installed',
  );
  const errors = typeCheck(typed, path.join(dir, 'types'));
  assert.deepEqual(
    [...errors].map(([s, list]) => `${where(s)}: ${list.join('; ')}`),
    [],
  );
});

test('Python samples compile and TOML samples parse', () => {
  const py = samples.filter(
    (s) => checked(s) && (checkers[s.lang] === 'python' || checkers[s.lang] === 'toml'),
  );
  assert.ok(py.length >= 10, `${py.length} Python/TOML samples`);
  const pyDir = path.join(dir, 'python');
  mkdirSync(pyDir);
  const errors = checkWithPython(py, pyDir);
  assert.deepEqual(
    [...errors].map(([i, e]) => `${where(py[i]!)}: ${e}`),
    [],
  );
});

test('shell samples pass bash -n', () => {
  const shell = samples.filter((s) => checked(s) && checkers[s.lang] === 'bash');
  assert.ok(shell.length >= 20, `${shell.length} shell samples`);
  const failures = shell.flatMap((s) => {
    const error = checkWithBash(s, dir);
    return error ? [`${where(s)}: ${error}`] : [];
  });
  assert.deepEqual(failures, []);
});

test('JSON and YAML samples parse', () => {
  const data = samples.filter(
    (s) => checked(s) && (checkers[s.lang] === 'json' || checkers[s.lang] === 'yaml'),
  );
  assert.ok(data.length >= 8, `${data.length} data samples`);
  const failures = data.flatMap((s) => {
    const error = checkData(s, checkers[s.lang] as 'json' | 'yaml');
    return error ? [`${where(s)}: ${error}`] : [];
  });
  assert.deepEqual(failures, []);
});

test('Go samples parse with gofmt -e', () => {
  const go = samples.filter((s) => checked(s) && checkers[s.lang] === 'gofmt');
  assert.ok(go.length >= 8, `${go.length} Go samples`);
  const failures = go.flatMap((s) => {
    const error = checkWithGofmt(s);
    return error ? [`${where(s)}: ${error}`] : [];
  });
  assert.deepEqual(failures, []);
});

test('the checkers catch what they claim to catch', () => {
  const sample = (lang: string, code: string, title?: string): Sample => ({
    file: 'x.md',
    line: 1,
    lang,
    code,
    page: 'x.md',
    title,
  });
  assert.match(checkWithNode(sample('js', 'const = 1;\n'), dir, false) ?? '', /SyntaxError/);
  // ESM in a plain .js file needs "type": "module" on the page.
  const esm = sample('js', "import fs from 'node:fs';\nconsole.log(fs);\n", 'server.js');
  assert.match(
    checkWithNode(esm, path.join(dir, 'esm-cjs'), false) ?? '',
    /import statement outside a module|SyntaxError/,
  );
  assert.equal(checkWithNode(esm, path.join(dir, 'esm-module'), true), undefined);
  assert.match(checkWithBash(sample('bash', 'if true; then\n'), dir) ?? '', /syntax error/);
  assert.match(checkWithGofmt(sample('go', 'api, err := \n')) ?? '', /expected/);
  assert.equal(
    checkWithGofmt(sample('go', 'api := blockfrost.NewAPIClient(opts)\nfmt.Println(api)\n')),
    undefined,
  );
  assert.ok(checkData(sample('json', '{ "a": 1, }'), 'json'));
  const pyDir = path.join(dir, 'python-bad');
  mkdirSync(pyDir);
  assert.equal(
    checkWithPython([sample('python', 'def f(:\n'), sample('toml', 'a = \n')], pyDir).size,
    2,
  );
  const wrongMethod = sample(
    'js',
    "import { BlockFrostAPI } from '@blockfrost/blockfrost-js';\nconst api = new BlockFrostAPI({ projectId: 'x' });\nawait api.blockLatest();\n",
  );
  const errors = typeCheck([wrongMethod], path.join(dir, 'types-bad'));
  assert.match(errors.get(wrongMethod)?.join() ?? '', /blockLatest/);
});

const pageText = new Map<string, string>();
/** The markdown of a page, read once. */
function contentSamplesText(file: string): string {
  if (!pageText.has(file)) pageText.set(file, readFileSync(path.join(root, file), 'utf8'));
  return pageText.get(file)!;
}
