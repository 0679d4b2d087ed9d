// Runs every test file under test/ with node's test runner. Node 20 does not
// expand globs given to --test, so the files are listed here. Unit tests first,
// then build tests, then the portal's own content tests (test/site), then browser
// tests (which need the built site and Chromium).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
