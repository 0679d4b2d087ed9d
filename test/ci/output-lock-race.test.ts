// One build at a time, really: ten processes that open the same output folder at
// the same instant, with a stale lock of a killed build in the way, never have two
// holders of the lock at once, and the folder they leave is one writer's whole
// output. Each child is a small writer (src/output/write-output.ts) that logs when
// it holds the lock; the lock is what keeps their swaps apart.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lockFileFor } from '../../src/output/output-lock.js';
import { waitUntil } from '../fixtures/wait.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const writer = pathToFileURL(path.resolve(here, '../../src/output/write-output.ts')).href;
const work = mkdtempSync(path.join(tmpdir(), 'docgen-lock-race-'));
after(() => rmSync(work, { recursive: true, force: true }));
const out = path.join(work, 'build');
const log = path.join(work, 'log');
const go = path.join(work, 'go');
const builds = 10;

// Waits for the go file, takes the lock (or reports who has it), writes a few
// files naming itself, and logs the moments it holds the lock.
const child = `
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { OutputWriter } from ${JSON.stringify(writer)};
const [out, log, go, ready] = process.argv.slice(2);
writeFileSync(ready, '');
const nap = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
while (!existsSync(go)) nap(1);
let output;
try {
  output = OutputWriter.open(out);
} catch (error) {
  if (error.name !== 'DocgenError') throw error;
  console.log(error.message);
  process.exit(3);
}
appendFileSync(log, 'hold ' + process.pid + '\\n');
for (const file of ['index.html', 'a/index.html', 'b/c/index.html']) output.write(file, 'written by ' + process.pid);
nap(50);
appendFileSync(log, 'free ' + process.pid + '\\n');
await output.commit();
`;

test('ten builds started at the same instant with a stale lock in the way: never two holders, and the output is one build’s', async () => {
  const script = path.join(work, 'child.mts');
  writeFileSync(script, child);
  writeFileSync(log, '');
  // A killed build's lock: the one all ten find when they start.
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  writeFileSync(lockFileFor(out), String(dead));
  const runs = Array.from({ length: builds }, (_, i) => {
    const ready = path.join(work, `ready-${i}`);
    const proc = spawn(process.execPath, ['--import', 'tsx', script, out, log, go, ready], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (d: Buffer) => (output += d));
    proc.stderr.on('data', (d: Buffer) => (output += d));
    const done = new Promise<{ status: number | null; output: string }>((resolve) =>
      proc.on('close', (status) => resolve({ status, output })),
    );
    return { ready, done };
  });
  // Every child is loaded and spinning on the go file before any may start.
  await waitUntil(() => runs.every((r) => existsSync(r.ready)), 'every child to load', {
    timeoutMs: 120_000,
  });
  writeFileSync(go, '');
  const results = await Promise.all(runs.map((r) => r.done));

  for (const r of results)
    assert.ok(
      r.status === 0 || (r.status === 3 && /^Another docgen build \(process \d+\)/.test(r.output)),
      `a build ends built or refused with the lock's message, not: ${r.status} ${r.output}`,
    );
  const events = readFileSync(log, 'utf8').trim().split('\n');
  const holders = results.filter((r) => r.status === 0).length;
  assert.ok(holders >= 1, 'some build took the stale lock over');
  assert.equal(events.length, holders * 2);
  // Holds and frees alternate, each free by the process that held.
  for (let i = 0; i < events.length; i += 2) {
    const [hold, free] = [events[i]!.split(' '), events[i + 1]!.split(' ')];
    assert.deepEqual([hold[0], free[0], free[1]], ['hold', 'free', hold[1]], events.join(', '));
  }
  const last = events.at(-1)!.split(' ')[1];
  const written = ['index.html', 'a/index.html', 'b/c/index.html'].map((f) =>
    readFileSync(path.join(out, f), 'utf8'),
  );
  assert.deepEqual(written, Array(3).fill(`written by ${last}`), 'the last holder’s output, whole');
  assert.ok(!existsSync(lockFileFor(out)), 'the lock is released');
  assert.deepEqual(
    readdirSync(work).filter((f) => f.startsWith('.docgen-')),
    [],
    'no temporary folder, lock or claim is left',
  );
});
