// Webhooks and callbacks are requests the API sends: their samples are receivers
// on the reader's machine (and a cURL test delivery to them), never a call to the
// API's server with the reader's token. Tried on the webhooks and callbacks of
// @readme/oas-examples and every GitHub webhook (@octokit/openapi-webhooks): the
// JavaScript and Python receivers are run and get the cURL delivery, Go's compile
// and Rust's parse.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deliveryCorpus, type CorpusDelivery } from '../build/sample-corpus.js';
import { receiverOrigin } from '../../src/openapi/samples/receivers.js';
import { waitUntil } from '../fixtures/wait.js';

const work = mkdtempSync(path.join(tmpdir(), 'docgen-receivers-'));
let corpus: CorpusDelivery[] = [];
const children: ChildProcess[] = [];

before(async () => {
  corpus = await deliveryCorpus(path.join(work, 'cache'));
});

after(() => {
  for (const child of children) child.kill();
  rmSync(work, { recursive: true, force: true });
});

const code = (d: CorpusDelivery, value: string) => d.samples.find((s) => s.value === value)!.code;

test('every webhook and callback sample receives the request: no API server, no credential, its own route', () => {
  assert.ok(corpus.length > 250, `${corpus.length} webhooks and callbacks`);
  assert.ok(corpus.some((d) => d.spec.includes('callbacks')));
  const problems: string[] = [];
  for (const d of corpus) {
    const where = `${d.spec} ${d.name}`;
    assert.deepEqual(
      d.samples.map((s) => s.value),
      ['curl', 'js', 'python', 'go', 'rust'],
    );
    for (const s of d.samples) {
      // The payload cURL sends may hold the API's URLs (GitHub's do); the request line may not.
      const own = s.value === 'curl' ? s.code.replace(/ \\\n {2}--data [\s\S]*$/, '') : s.code;
      for (const host of [...d.serverHosts, 'api.example.com'])
        if (own.includes(host)) problems.push(`${where} ${s.label}: names ${host}`);
      if (/_TOKEN|API_KEY|process\.env|os\.environ|Getenv|env::var|Bearer/.test(own))
        problems.push(`${where} ${s.label}: reads a credential`);
      if (!s.code.includes(d.delivery.route))
        problems.push(`${where} ${s.label}: no ${d.delivery.route}`);
    }
    if (!code(d, 'curl').startsWith(`curl "${receiverOrigin}${d.delivery.route}"`))
      problems.push(`${where}: the cURL delivery does not go to the receiver`);
  }
  assert.deepEqual(problems, []);
});

/** One delivery per shape: body kind, headers or none, method. */
function representatives(): CorpusDelivery[] {
  const seen = new Map<string, CorpusDelivery>();
  for (const d of corpus) {
    const key = [d.delivery.body?.kind, d.delivery.headers.length > 0, d.delivery.method].join();
    if (!seen.has(key)) seen.set(key, d);
  }
  return [...seen.values()];
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

for (const [value, command, ext] of [
  ['js', process.execPath, 'mjs'],
  ['python', 'python3', 'py'],
] as const) {
  test(`the ${value === 'js' ? 'JavaScript' : 'Python'} receiver of each shape gets the cURL test delivery, headers and payload`, async () => {
    const reps = representatives();
    assert.ok(reps.length >= 3, `${reps.length} shapes`);
    for (const [i, d] of reps.entries()) {
      const port = await freePort();
      const file = path.join(work, `receiver-${value}-${i}.${ext}`);
      writeFileSync(file, code(d, value).replaceAll('3000', String(port)));
      const child = spawn(command, value === 'python' ? ['-u', file] : [file], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
      await waitUntil(() => listening(port), `the ${value} receiver of ${d.name}`);
      const curl = code(d, 'curl').replace(receiverOrigin, `http://127.0.0.1:${port}`);
      const sent = spawnSync('bash', ['-c', `${curl} --silent --show-error --fail`], {
        encoding: 'utf8',
      });
      assert.equal(sent.status, 0, `${d.spec} ${d.name}: ${sent.stderr}`);
      const body = d.delivery.body;
      const marker =
        body?.kind === 'json' && body.value && typeof body.value === 'object'
          ? Object.keys(body.value)[0]
          : undefined;
      const header = d.delivery.headers[0];
      await waitUntil(
        () => (!marker || out.includes(marker)) && (!header || out.includes(header[1])),
        `${d.name}: the ${value} receiver prints what it got (${out.slice(0, 200)})`,
      );
      child.kill();
    }
  });
}

const distinct = (value: string) => [...new Set(corpus.map((d) => code(d, value)))];

test('every Go receiver compiles', (t) => {
  const go = distinct('go');
  const goDir = path.join(work, 'go');
  mkdirSync(goDir);
  go.forEach((c, n) =>
    writeFileSync(
      path.join(goDir, `r${n}.go`),
      c.replace(/^func main\(\) \{$/m, `func receiver${n}() {`),
    ),
  );
  writeFileSync(path.join(goDir, 'main.go'), 'package main\n\nfunc main() {}\n');
  writeFileSync(path.join(goDir, 'go.mod'), 'module receivers\n\ngo 1.19\n');
  if (spawnSync('sh', ['-c', 'command -v go']).status !== 0) {
    t.skip('no go binary');
    return;
  }
  const built = spawnSync('go', ['build', '-o', path.join(work, 'go-receivers'), '.'], {
    cwd: goDir,
    encoding: 'utf8',
    env: { ...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off' },
  });
  assert.equal(built.status, 0, built.stderr.slice(0, 2000));
});

test('every Rust receiver parses', (t) => {
  const rustfmt = ['rustfmt', path.join(process.env.HOME ?? '/root', '.cargo/bin/rustfmt')].find(
    (c) => spawnSync(c, ['--version']).status === 0,
  );
  // .ci/run installs Debian's rustfmt: in CI a missing one is a broken setup, not a skip.
  if (!rustfmt && process.env.CI === 'true')
    assert.fail(
      'rustfmt is missing (apt-get install -y rustfmt): CI must parse the Rust receivers',
    );
  if (!rustfmt) {
    t.skip('no rustfmt (apt-get install -y rustfmt): the Rust receivers were not parsed');
    return;
  }
  const rust = distinct('rust').map((c, n) => {
    const file = path.join(work, `r${n}.rs`);
    writeFileSync(file, c);
    return file;
  });
  const parsed = spawnSync(rustfmt, ['--edition', '2021', '--emit', 'stdout', ...rust], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  assert.equal(parsed.status, 0, parsed.stderr.slice(0, 2000));
});
