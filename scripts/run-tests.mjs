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
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const only = process.argv.slice(2);
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

const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit', env });
if (sharedDir) rmSync(sharedDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
