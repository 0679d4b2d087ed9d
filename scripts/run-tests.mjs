// Runs every test file under test/ with node's test runner. Node 20 does not
// expand globs given to --test, so the files are listed here. Unit tests first,
// then build tests, then the portal's own content tests (test/site), then browser
// tests (which need the built site and Chromium).
// `node scripts/run-tests.mjs unit build` runs only those groups.
//
// Shared fixture sites (read this before adding a test that builds a site):
// building the real portal takes seconds, so a run builds it once and every test
// file reads that one build. Before the tests start, this script builds each site
// listed in `sharedSites` (test/fixtures/shared-sites.ts) into
// test-results/shared-sites-<pid>/<name>, passes that folder to the tests in
// DOCGEN_TEST_SITES, and deletes it when the run ends. In a test:
//
//   import { sharedSite, readBuiltFiles } from '../fixtures/shared-sites.js';
//   const dir = await sharedSite('portal');      // the built portal, read-only
//   const files = readBuiltFiles(dir);           // Map like BuildResult.files
//
// A test file run on its own builds the site itself on first use. Do not write
// into a shared build: copy it, or build a small site of your own
// (test/fixtures/small-site.ts) in a temporary folder and remove it in after().
//
// Two test files run at once (--test-concurrency=2; DOCGEN_TEST_CONCURRENCY=1 runs
// them one by one): much of a test's time is spent waiting (on Chromium, a child
// process, a server), which the other file fills on a 2-core machine. So test files
// must not share a port (listen on port 0), a folder or a file: each writes into its
// own temporary folder (mkdtemp). The run points TMPDIR at a folder of its own and
// deletes it at the end, so what a test leaves in os.tmpdir() does not pile up; and
// it fails when a test left anything in test-results/ (screenshots/ excepted).
//
// `--typecheck` (what `npm test` passes) runs `npm run typecheck` beside the tests
// instead of before them: the test files leave much of the two cores idle while
// they wait on Chromium and servers, and tsc fills that time. The run fails when
// either fails; tsc's output is printed after the tests'.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const typecheck = args.includes('--typecheck');
const only = args.filter((a) => a !== '--typecheck');
const groups = ['unit', 'build', 'site', 'browser'].filter((g) => only.length === 0 || only.includes(g));

function list(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const files = groups.flatMap((g) => {
  try {
    return list(path.join('test', g));
  } catch {
    return [];
  }
});
if (files.length === 0) {
  console.error('No test files found.');
  process.exit(1);
}

/** `npm run typecheck` in the background: its exit code and output, collected for the end of the run. */
const typechecked = typecheck
  ? new Promise((resolve) => {
      const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '-s', 'typecheck'], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
      child.on('error', (error) => resolve({ status: 1, output: String(error) }));
      child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() }));
    })
  : undefined;

const resultsDir = path.resolve('test-results');
/** What test-results/ holds; a run may add screenshots/ and nothing else. */
const results = () => new Set(existsSync(resultsDir) ? readdirSync(resultsDir) : []);
const resultsBefore = results();

const env = { ...process.env };
let sharedDir;
if (groups.some((g) => g !== 'unit')) {
  sharedDir = path.resolve('test-results', `shared-sites-${process.pid}`);
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'test/fixtures/shared-sites.ts', sharedDir], { stdio: 'inherit' });
  if (built.status !== 0) {
    rmSync(sharedDir, { recursive: true, force: true });
    console.error('Building the shared test sites failed.');
    process.exit(built.status ?? 1);
  }
  env.DOCGEN_TEST_SITES = sharedDir;
}

const runTmp = mkdtempSync(path.join(tmpdir(), 'docgen-test-run-'));
env.TMPDIR = runTmp;
// tsx keeps its transform cache in <tmpdir>/tsx-<uid>: keep using the lasting one,
// or every test file would compile its imports afresh.
const tsxCache = `tsx-${process.getuid?.() ?? ''}`;
mkdirSync(path.join(tmpdir(), tsxCache), { recursive: true });
symlinkSync(path.join(tmpdir(), tsxCache), path.join(runTmp, tsxCache), 'dir');
const concurrency = process.env.DOCGEN_TEST_CONCURRENCY ?? '2';
const result = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], { stdio: 'inherit', env });
  child.on('close', (status) => resolve({ status }));
});
if (sharedDir) rmSync(sharedDir, { recursive: true, force: true });
rmSync(runTmp, { recursive: true, force: true });
const left = [...results()].filter((name) => !resultsBefore.has(name) && name !== 'screenshots');
if (left.length > 0) {
  console.error(`A test left ${left.map((n) => `test-results/${n}`).join(', ')} behind: remove what a test writes in its after() hook.`);
  process.exit(1);
}
if (typechecked) {
  const { status, output } = await typechecked;
  if (status !== 0) {
    console.error(`npm run typecheck failed:\n${output}`);
    process.exit(1);
  }
  console.log('# typecheck: npm run typecheck passed');
}
process.exit(result.status ?? 1);
