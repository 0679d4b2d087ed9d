// Rules for the test suite itself: it reads nothing outside the repository (CI and
// a fresh clone have no sibling folders), no test turns itself off when what it
// checks is broken (a skip is reported as a pass), and no test sleeps a fixed time.
// (scripts/run-tests.mjs also fails a run that leaves files in test-results/.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const testRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = readdirSync(testRoot, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.(ts|mjs|js)$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name))
  .filter((file) => file !== fileURLToPath(import.meta.url))
  .map((file) => ({ file: path.relative(testRoot, file), text: readFileSync(file, 'utf8') }));

test('no test reads a file outside the repository', () => {
  const outside = sources.flatMap(({ file, text }) =>
    [...text.matchAll(/['"`](?:\/work\/|(?:\.\.\/)*\.\.\/shared\/|\/home\/)[^'"`]*['"`]/g)].map(
      (m) => `${file}: ${m[0]}`,
    ),
  );
  assert.deepEqual(outside, [], 'vendor what a test needs into test/fixtures/');
});

test('no browser test skips itself at run time', () => {
  const skips = sources
    .filter(({ file }) => file.startsWith(`browser${path.sep}`))
    .flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\.skip\(|\btest\.skip\(|\{\s*skip:\s*(?!false)/g)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
  assert.deepEqual(skips, [], 'a feature that fails to load must fail its test');
});

/** A fixed sleep in a test: a promise on a timer, or Playwright's waitForTimeout. */
const sleep = /\bwaitForTimeout\(|setTimeout\(\s*(?:resolve|r)\s*,|\bdelay\(\d/;

test('no test sleeps a fixed time: it waits on a condition (test/fixtures/wait.ts, waitForFunction)', () => {
  const sleeps = sources
    .filter(({ file }) => file !== path.join('fixtures', 'wait.ts'))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, n: i + 1 }))
        // A server that answers slowly on purpose says so: `// latency: why`.
        .filter(({ line }) => sleep.test(line) && !/\/\/ latency: /.test(line))
        .map(({ line, n }) => `${file}:${n}: ${line.trim()}`),
    );
  assert.deepEqual(sleeps, [], 'a sleep is too short on a busy machine and wasted on an idle one');
});
