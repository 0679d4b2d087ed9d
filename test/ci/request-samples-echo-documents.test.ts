// Every cURL, JavaScript and Python sample of whole documents is run against a
// local echo server and held against its document (test/build/sample-echo.ts):
// both bundled Blockfrost documents, three of @readme/oas-examples
// (discriminators, polymorphism, train-travel) and Stripe's (the copy in
// test/fixtures/specs, 417 operations). At least 98 % of each document's samples in
// each language must send what the document says; the shares are printed. Long
// (a few minutes), so it runs in the ci group: `node scripts/run-tests.mjs ci`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  bundledOperations,
  documentOperations,
  readmeDocuments,
  root,
  type CorpusOperation,
} from '../build/sample-corpus.js';
import {
  checkArrival,
  credentialEnv,
  EchoServer,
  javascriptRunner,
  local,
  makeFiles,
  pythonRunner,
  run,
} from '../build/sample-echo.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-echo-documents-'));
const echo = new EchoServer();
const stripeCopy = path.join(root, 'test/fixtures/specs/stripe-spec3.json.gz');
const documents = new Map<string, CorpusOperation[]>();

before(async () => {
  const cacheDir = path.join(work, 'cache');
  documents.set('blockfrost', await bundledOperations(cacheDir));
  documents.set(
    'readme',
    await readmeDocuments(
      ['3.0/json/discriminators.json', '3.0/json/polymorphism.json', '3.1/json/train-travel.json'],
      cacheDir,
    ),
  );
  writeFileSync(path.join(work, 'stripe.json'), gunzipSync(readFileSync(stripeCopy)));
  documents.set('stripe', await documentOperations('stripe', work, 'stripe.json', cacheDir));
  await echo.start();
});

after(async () => {
  await echo.stop();
  rmSync(work, { recursive: true, force: true });
});

interface Outcome {
  ok: number;
  total: number;
  problems: string[];
}

async function curlRuns(name: string, ops: CorpusOperation[]): Promise<Outcome> {
  const env = credentialEnv(ops);
  const outcome: Outcome = { ok: 0, total: ops.length, problems: [] };
  const queue = ops.map((c, i) => ({ c, id: `curl-${name}-${i}` }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const curl = job.c.samples.find((s) => s.value === 'curl')!.code;
      const script = `${local(curl, job.c.call, echo.origin)} \\\n  -H "X-Sample-Run: ${job.id}" --silent --show-error --output /dev/null`;
      const result = await run('bash', ['-c', script], work, env);
      const where = `curl ${job.c.spec} ${job.c.op.method.toUpperCase()} ${job.c.op.path}`;
      const problems = checkArrival(job.c, echo.received.get(job.id), where, echo.origin);
      if (result.status !== 0) problems.push(`${where}: exited ${result.status}: ${result.stderr}`);
      if (problems.length === 0) outcome.ok++;
      outcome.problems.push(...problems);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return outcome;
}

/** Every sample of one language in one process (a runner that imports or runs each in turn). */
async function batchRuns(
  name: string,
  ops: CorpusOperation[],
  value: 'js' | 'python',
): Promise<Outcome> {
  const dir = path.join(work, `${value}-${name}`);
  mkdirSync(dir);
  const ext = value === 'js' ? 'mjs' : 'py';
  const files = ops.map((c, i) => {
    const file = path.join(dir, `s${i}.${ext}`);
    writeFileSync(file, local(c.samples.find((s) => s.value === value)!.code, c.call, echo.origin));
    return file;
  });
  const runner = path.join(dir, `runner.${ext}`);
  writeFileSync(runner, value === 'js' ? javascriptRunner : pythonRunner);
  const result = await run(
    value === 'js' ? process.execPath : 'python3',
    [runner, echo.origin, ...files],
    work,
    credentialEnv(ops),
  );
  const errors = new Map<string, string>();
  for (const line of result.stderr.split('\n'))
    if (line.startsWith('{')) {
      const { file, error } = JSON.parse(line) as { file: string; error: string };
      errors.set(file, error);
    }
  const outcome: Outcome = { ok: 0, total: ops.length, problems: [] };
  ops.forEach((c, i) => {
    const where = `${value} ${c.spec} ${c.op.method.toUpperCase()} ${c.op.path}`;
    const problems = checkArrival(c, echo.received.get(files[i]!), where, echo.origin);
    const error = errors.get(files[i]!);
    if (error) problems.push(`${where}: threw ${error}`);
    if (problems.length === 0) outcome.ok++;
    outcome.problems.push(...problems);
  });
  if (result.status !== 0) outcome.problems.push(`${value} runner exited ${result.status}`);
  return outcome;
}

test('at least 98 % of the cURL, JavaScript and Python samples of each whole document send what it says', async (t) => {
  assert.ok(documents.size >= 3, `${documents.size} documents`);
  if (spawnSync('python3', ['-c', 'import requests']).status !== 0) {
    t.skip('python3 has no requests module here');
    return;
  }
  const shortfalls: string[] = [];
  for (const [name, ops] of documents) {
    makeFiles(ops, work);
    for (const [label, outcome] of [
      ['cURL', await curlRuns(name, ops)],
      ['JavaScript', await batchRuns(name, ops, 'js')],
      ['Python', await batchRuns(name, ops, 'python')],
    ] as const) {
      const share = (100 * outcome.ok) / outcome.total;
      console.log(
        `# ${name} ${label}: ${outcome.ok}/${outcome.total} samples match (${share.toFixed(1)} %)`,
      );
      for (const p of outcome.problems.slice(0, 5)) console.log(`#   ${p.slice(0, 300)}`);
      if (share < 98) shortfalls.push(`${name} ${label}: ${share.toFixed(1)} %`);
    }
  }
  assert.deepEqual(shortfalls, []);
});
