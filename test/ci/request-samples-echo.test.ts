// The cURL sample of every operation of both bundled Blockfrost documents and of
// @readme/oas-examples' discriminators, polymorphism and train-travel documents is
// run against a local echo server (127.0.0.1 only), and what arrives is held
// against the document (test/build/sample-echo.ts): method, path, query (arrays
// as their style says), the credentials from the security scheme, the
// Content-Type and a body valid against its schema. A JavaScript and a Python
// sample of each request shape are run the same way. Every sample of whole
// documents (Stripe's too) runs in the ci group: test/ci/request-samples-echo-documents.test.ts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bundledOperations,
  readmeDocuments,
  type CorpusOperation,
} from '../build/sample-corpus.js';
import {
  checkArrival,
  credentialEnv,
  EchoServer,
  local,
  makeFiles,
  run,
} from '../build/sample-echo.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-sample-echo-'));
const echo = new EchoServer();
let corpus: CorpusOperation[] = [];

before(async () => {
  const cacheDir = path.join(work, 'cache');
  corpus = [
    ...(await bundledOperations(cacheDir)),
    ...(await readmeDocuments(
      ['3.0/json/discriminators.json', '3.0/json/polymorphism.json', '3.1/json/train-travel.json'],
      cacheDir,
    )),
  ];
  await echo.start();
});

after(async () => {
  await echo.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the cURL sample of every operation of the bundled and three readme documents sends what the document describes', async () => {
  assert.ok(spawnSync('sh', ['-c', 'command -v curl']).status === 0, 'curl is installed');
  makeFiles(corpus, work);
  assert.ok(corpus.length > 270, `${corpus.length} operations`);
  assert.ok(corpus.some((c) => c.spec.includes('train-travel')));
  const problems: string[] = [];
  const env = credentialEnv(corpus);
  // A cURL run names itself in a header (one more -H) so runs can overlap.
  const queue = corpus.map((c, i) => ({ c, id: `curl-${i}` }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const curl = job.c.samples.find((s) => s.value === 'curl')!.code;
      const script = `${local(curl, job.c.call, echo.origin)} \\\n  -H "X-Sample-Run: ${job.id}" --silent --show-error --output /dev/null`;
      const result = await run('bash', ['-c', script], work, env);
      if (result.status !== 0)
        problems.push(
          `${job.c.op.method} ${job.c.op.path}: curl exited ${result.status}: ${result.stderr}`,
        );
      problems.push(
        ...checkArrival(
          job.c,
          echo.received.get(job.id),
          `curl ${job.c.spec} ${job.c.op.method.toUpperCase()} ${job.c.op.path}`,
          echo.origin,
        ),
      );
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  assert.deepEqual(problems, []);
});

/** One operation for each way a sample can be written: no body, each body kind, query arrays, headers. */
function representatives(): CorpusOperation[] {
  const seen = new Map<string, CorpusOperation>();
  for (const c of corpus) {
    const key = [
      c.call.body?.kind ?? 'none',
      c.call.method,
      c.call.url.includes('?'),
      c.call.url.includes('{'),
      c.call.headers.length,
      c.call.credentials.map((x) => x.in).join(),
      c.call.response,
    ].join('|');
    if (!seen.has(key)) seen.set(key, c);
  }
  return [...seen.values()];
}

for (const [value, command, ext] of [
  ['js', process.execPath, 'mjs'],
  ['python', 'python3', 'py'],
] as const) {
  test(`a ${value === 'js' ? 'JavaScript' : 'Python'} sample of each request shape runs and sends what the document describes`, async (t) => {
    if (value === 'python' && spawnSync('python3', ['-c', 'import requests']).status !== 0) {
      console.log('# skipped: python3 has no requests module here');
      t.skip('no requests');
      return;
    }
    makeFiles(corpus, work);
    const problems: string[] = [];
    const reps = representatives();
    assert.ok(reps.length >= 5, `${reps.length} shapes`);
    for (const [i, c] of reps.entries()) {
      const id = `${value}-${i}`;
      const code = local(c.samples.find((s) => s.value === value)!.code, c.call, echo.origin);
      echo.received.delete('untagged');
      const file = path.join(work, `sample-${id}.${ext}`);
      writeFileSync(file, code);
      const result = await run(command, [file], work, credentialEnv([c]));
      if (result.status !== 0)
        problems.push(
          `${c.op.method} ${c.op.path}: exited ${result.status}: ${result.stderr.slice(0, 400)}\n${code}`,
        );
      problems.push(
        ...checkArrival(
          c,
          echo.received.get('untagged'),
          `${value} ${c.spec} ${c.op.method.toUpperCase()} ${c.op.path}`,
          echo.origin,
        ),
      );
    }
    assert.deepEqual(problems, []);
  });
}
