// bin/docgen.js, run from a checkout, makes dist/cli.cjs again when a file it was
// made of changed (scripts/cli-bundle.mjs): the record beside the bundle names those
// files, and changedInputs compares them with the files as they are now.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedInputs, inputsRecord } from '../../scripts/cli-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const record = {
  files: {
    '/x/src/a.ts': { size: 10, mtimeMs: 1000 },
    '/x/templates/B.tsx': { size: 20, mtimeMs: 2000 },
  },
};
const stamps = (changes: Record<string, { size: number; mtimeMs: number } | undefined>) => {
  const now = { ...record.files, ...changes } as Record<string, { size: number; mtimeMs: number }>;
  return (file: string) => now[file];
};

test('a bundle whose files are all as recorded is current', () => {
  assert.deepEqual(changedInputs(record, stamps({})), []);
});

test('a file with another time or size, or gone, makes the bundle stale', () => {
  assert.deepEqual(changedInputs(record, stamps({ '/x/src/a.ts': { size: 10, mtimeMs: 1001 } })), [
    '/x/src/a.ts',
  ]);
  assert.deepEqual(
    changedInputs(record, stamps({ '/x/templates/B.tsx': { size: 21, mtimeMs: 2000 } })),
    ['/x/templates/B.tsx'],
  );
  assert.deepEqual(changedInputs(record, stamps({ '/x/src/a.ts': undefined })), ['/x/src/a.ts']);
});

test('no record (or an unreadable one) means the bundle is made again', () => {
  assert.equal(changedInputs(undefined).length, 1);
  assert.equal(changedInputs({ files: null }).length, 1);
});

test("the record of this checkout's bundle names its sources, templates and client files", () => {
  const bundle = path.join(root, 'dist', 'cli.cjs');
  assert.ok(existsSync(inputsRecord(bundle)), 'npm install (scripts/build-cli.mjs) wrote it');
  const files = Object.keys(
    (JSON.parse(readFileSync(inputsRecord(bundle), 'utf8')) as { files: object }).files,
  );
  for (const file of [
    'src/cli/index.ts',
    'src/build.ts',
    'templates/DocPage.tsx',
    'client/entry.tsx',
    'package-lock.json',
  ])
    assert.ok(files.includes(path.join(root, file)), `${file} is recorded`);
});
