// Runs every test file under test/ with node's test runner. Node 20 does not
// expand globs given to --test, so the files are listed here, in four groups:
// unit, build, the portal's own content tests (test/site) and browser tests (which
// need the built site and Chromium).
// `node scripts/run-tests.mjs unit build` runs only those groups. A fifth group,
// ci (test/ci: whole foreign documents, huge inputs, the theme's visual audits), runs only
// when named: `node scripts/run-tests.mjs ci`, as .ci/run does.
//
// Processes (jobs): starting node with tsx and loading the modules under test
// costs about a second of CPU per process, more than most unit test files take, and
// the run is short of CPU (Chromium's renderers keep both cores busy; they are not
// children that `time` counts). So the files of the unit, build and site groups run
// in one process per group, and the browser files in three processes that share one
// Chromium each; each file in a describe() named by its path (its before()/after()
// hooks belong to that describe). A test file must therefore leave no state behind
// for the next file of its process (globals, environment variables, mocks: restore
// them in after(); a browser test gets a fresh page from newPage(), or the job's one page
// reset as if new from sharedPage(): see test/browser/harness.ts), and still runs
// on its own: `node --import tsx --test test/unit/yaml.test.ts`.
// The longest job starts first, so that the run does not end on one long job with a
// core idle: the run records what each test file took in
// node_modules/.cache/docgen-tests/durations.json and weighs the next run's jobs by it
// (a fresh clone, by test/runner/durations.json: refresh it from a quiet run's record
// when test files move or grow much).
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
// Two jobs run at once (--test-concurrency=2; DOCGEN_TEST_CONCURRENCY=1 runs
// them one by one): much of a build test's time is spent waiting (on a child
// process, a server), which the other job fills on a 2-core machine. So test files
// must not share a port (listen on port 0), a folder or a file: each writes into its
// own temporary folder (mkdtemp). The run points TMPDIR at a folder of its own and
// deletes it at the end, so what a test leaves in os.tmpdir() does not pile up; and
// it fails when a test left anything in test-results/ (screenshots/ excepted).
//
// `--typecheck` (what `npm test` passes) runs `npm run typecheck` beside the tests
// instead of before them: tsc fills what the waiting build tests leave of the
// cores (it is incremental: its build info in node_modules/.cache/tsc/ spares
// re-checking unchanged files). The run fails when either fails; tsc's output is
// printed after the tests'.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const typecheck = args.includes('--typecheck');
const only = args.filter((a) => a !== '--typecheck');
const groups = ['unit', 'build', 'site', 'browser', 'ci'].filter((g) =>
  only.length === 0 ? g !== 'ci' : only.includes(g),
);

function list(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * The system tools the checks run, by test group: a run stops before it starts
 * when one is missing, with the command that installs it (Debian's packages), rather
 * than failing or skipping checks half-way through.
 */
const systemTools = [
  {
    name: 'Chromium',
    groups: ['browser', 'ci'],
    found: () =>
      Boolean(process.env.CHROMIUM_PATH) ||
      ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => existsSync(p)),
    install: 'apt-get install -y chromium (or set CHROMIUM_PATH)',
  },
  {
    name: 'Go (go, gofmt: the Go request samples compile)',
    groups: ['build', 'site', 'ci'],
    found: () => onPath('go') && onPath('gofmt'),
    install: 'apt-get install -y golang-go',
  },
  {
    name: 'Python 3 (the Python samples and webhook receivers run)',
    groups: ['build', 'site', 'ci'],
    found: () => onPath('python3'),
    install: 'apt-get install -y python3 python3-requests',
  },
  {
    name: 'curl (the cURL samples are sent to a local server)',
    groups: ['build', 'ci'],
    found: () => onPath('curl'),
    install: 'apt-get install -y curl',
  },
];
function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
const missing = systemTools.filter((t) => t.groups.some((g) => groups.includes(g)) && !t.found());
if (missing.length > 0) {
  console.error('The tests need tools this machine lacks:');
  for (const t of missing) console.error(`  ${t.name}: ${t.install}`);
  console.error('Install them and run the tests again (.ci/run installs them on CI).');
  process.exit(1);
}

const filesOf = (g) => {
  try {
    return list(path.join('test', g));
  } catch {
    return [];
  }
};

// Longest job first, so that the run does not end on one long job while the
// other slot is idle: what each test file took last time is kept in the durations
// file (written at the end of each run); a file without a record is weighed by its
// size, in the unit of a browser test's seconds per 300 bytes.
const durationsFile = path.resolve('node_modules/.cache/docgen-tests/durations.json');
// A fresh clone has no record yet: test/runner/durations.json, a record committed from
// a quiet run, stands in, so that its first `npm test` is scheduled as well as later ones
// (weighed by size, the browser jobs came out unequal and the run took a fifth longer).
const committedDurations = path.resolve('test/runner/durations.json');
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const readDurations = () => readJson(durationsFile) ?? {};
const lastDurations = readJson(durationsFile) ?? readJson(committedDurations) ?? {};
const testPath = (file) => path.relative('.', file).split(path.sep).join('/');
const fileWeight = (file) => lastDurations[testPath(file)] ?? statSync(file).size / 300;
const jobWeight = (job) => job.files.reduce((sum, f) => sum + fileWeight(f), 0);

/**
 * The processes of the run (jobs), each a list of test files: one per group for
 * unit, build and site, and the browser files in `browserJobs` processes of about
 * equal length, each of which keeps one Chromium open for all its files (starting
 * node, tsx, Playwright and Chromium for each file cost some 2 s of CPU a file).
 */
const batchedGroups = new Set(['unit', 'build', 'site', 'ci']);
const browserJobs = 3;
const jobs = groups.flatMap((g) => {
  const files = filesOf(g);
  if (files.length === 0) return [];
  if (batchedGroups.has(g)) return [{ name: g, files }];
  // Longest file first into the lightest job (LPT), so the jobs end close together.
  const split = Array.from({ length: Math.min(browserJobs, files.length) }, (_, i) => ({
    name: `${g}-${i + 1}`,
    files: [],
    weight: 0,
    browser: true,
  }));
  for (const file of [...files].sort((a, b) => fileWeight(b) - fileWeight(a))) {
    const lightest = split.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.files.push(file);
    lightest.weight += fileWeight(file);
  }
  return split;
});
if (jobs.length === 0) {
  console.error('No test files found.');
  process.exit(1);
}
jobs.sort((a, b) => jobWeight(b) - jobWeight(a));

/** `npm run typecheck` in the background: its exit code and output, collected for the end of the run. */
const typechecked = typecheck
  ? new Promise((resolve) => {
      const child = spawn(
        process.platform === 'win32' ? 'npm.cmd' : 'npm',
        ['run', '-s', 'typecheck'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
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
if (groups.some((g) => g !== 'unit' && g !== 'ci')) {
  sharedDir = path.resolve('test-results', `shared-sites-${process.pid}`);
  const built = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/shared-sites.ts', sharedDir],
    { stdio: 'inherit' },
  );
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

// Each job is an entry file in the run's temporary folder: one describe() per test
// file, named by its path, which imports the file, so its tests (and its before()
// and after() hooks) belong to that describe. node --test runs the entries in the
// order of their names, hence the numbers.
const jobDir = path.join(runTmp, 'jobs');
mkdirSync(jobDir);
// A browser job's entry holds its Chromium and site server open from its first
// file to its last (each file's after(shutdown) then leaves them be).
const harness = pathToFileURL(path.resolve('test/browser/harness.ts')).href;
const entries = jobs.map((job, i) => {
  const entry = path.join(jobDir, `${String(i).padStart(3, '0')}-${job.name}.test.mjs`);
  const head = job.browser
    ? [
        `import { describe, after } from 'node:test';`,
        `import { holdOpen, releaseHeld } from ${JSON.stringify(harness)};`,
        'holdOpen();',
        'after(releaseHeld);',
      ]
    : [`import { describe } from 'node:test';`];
  const lines = job.files.map(
    (f) =>
      `describe(${JSON.stringify(testPath(f))}, async () => { await import(${JSON.stringify(pathToFileURL(path.resolve(f)).href)}); });`,
  );
  writeFileSync(entry, [...head, ...lines, ''].join('\n'));
  return entry;
});

const concurrency = process.env.DOCGEN_TEST_CONCURRENCY ?? '2';
const durationsOut = path.join(runTmp, 'durations.json');
const reporters = [
  `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
  '--test-reporter-destination=stdout',
  `--test-reporter=${path.resolve('test/runner/durations-reporter.mjs')}`,
  `--test-reporter-destination=${durationsOut}`,
];
const result = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', ...reporters, `--test-concurrency=${concurrency}`, ...entries],
    { stdio: 'inherit', env },
  );
  child.on('close', (status) => resolve({ status }));
});
try {
  const took = JSON.parse(readFileSync(durationsOut, 'utf8'));
  mkdirSync(path.dirname(durationsFile), { recursive: true });
  writeFileSync(durationsFile, JSON.stringify({ ...readDurations(), ...took }, null, 2));
} catch {
  // A run cut short leaves no durations; the next run orders its jobs by the old ones.
}
if (sharedDir) rmSync(sharedDir, { recursive: true, force: true });
rmSync(runTmp, { recursive: true, force: true });
const left = [...results()].filter((name) => !resultsBefore.has(name) && name !== 'screenshots');
if (left.length > 0) {
  console.error(
    `A test left ${left.map((n) => `test-results/${n}`).join(', ')} behind: remove what a test writes in its after() hook.`,
  );
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
