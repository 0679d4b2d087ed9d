// A build that hangs (here on an OpenAPI server that never answers) prints the warnings it
// holds once they have waited 5 seconds, so a CI job's time limit does not take them with
// it; Ctrl-C and SIGTERM stop a build at once, even one busy computing (no listener of its
// own delays them); `serve` stopped while its first build hangs prints what it holds.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';
import { waitUntil } from '../fixtures/wait.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');

// Takes the connection and never answers.
const sockets: Socket[] = [];
const server = createServer((socket) => sockets.push(socket));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

// `url` set to localhost warns while the config loads, before the API stage asks the
// server: once the server has a connection, the warning is held.
const config = smallSiteConfig
  .replace("url: 'https://example.org'", "url: 'http://localhost:3000'")
  .replace(
    'openapi: false',
    `openapi: { download: { allowPrivateHosts: true }, sources: [{ id: 'notes', source: { url: 'http://127.0.0.1:${port}/spec.yaml' } }] }`,
  );
const dir = makeSmallSite({ 'site.config.ts': config });
after(() => {
  for (const s of sockets) s.destroy();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs docgen with `args` in `cwd`; `closed` resolves with how it ended. */
function run(args: string[], cwd = dir) {
  const child = spawn(process.execPath, [cli, ...args], { cwd });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const closed = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (code, killedBy) => resolve([code, killedBy])),
  );
  return { child, closed, stderr: () => stderr };
}

/** Runs docgen with `args` until the API stage asks the server, then sends it `signal`. */
async function stopWhileAsking(args: string[], signal: NodeJS.Signals) {
  const asked = sockets.length;
  const { child, closed, stderr } = run(args);
  await waitUntil(() => sockets.length > asked, 'the build to ask for the OpenAPI document');
  child.kill(signal);
  const [code, killedBy] = await closed;
  return { code, killedBy, stderr: stderr() };
}

const held = /^warn: site\.config\.ts:\d+: "url" is a local address/m;

test('a build that hangs prints its held warnings once they have waited 5 seconds', async () => {
  const asked = sockets.length;
  const { child, closed, stderr } = run(['build']);
  await waitUntil(() => sockets.length > asked, 'the build to ask for the OpenAPI document');
  await waitUntil(() => held.test(stderr()), 'the held warning to be printed');
  child.kill('SIGKILL');
  await closed;
});

// A config that loops for 20 seconds while it loads: the build is busy in synchronous
// work, never back in the event loop. It writes `busy` first, so the test knows.
const busyDir = makeSmallSite({
  'site.config.ts': `import { writeFileSync } from 'node:fs';
import { defineConfig } from 'docgen/config';
writeFileSync('busy', '');
const until = Date.now() + 20_000;
while (Date.now() < until);
export default defineConfig({ title: 'Busy', url: 'https://example.org', openapi: false });
`,
});
after(() => rmSync(busyDir, { recursive: true, force: true }));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`a build busy computing dies of ${signal} at once`, async () => {
    rmSync(path.join(busyDir, 'busy'), { force: true });
    const { child, closed } = run(['build'], busyDir);
    await waitUntil(() => existsSync(path.join(busyDir, 'busy')), 'the config to start looping');
    child.kill(signal);
    let ended: [number | null, NodeJS.Signals | null] | undefined;
    void closed.then((how) => {
      ended = how;
    });
    // Bounded well below the 20 seconds the config loops: a build that waits for the
    // loop to end before it dies fails here.
    await waitUntil(() => ended !== undefined, `the build to die of ${signal}`, {
      timeoutMs: 10_000,
    }).catch((error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    });
    assert.deepEqual(ended, [null, signal]);
  });
}

test('serve stopped while its first build hangs prints the warnings held, and exits 0', async () => {
  const { code, stderr } = await stopWhileAsking(['serve', '--port', '47399'], 'SIGTERM');
  assert.equal(code, 0);
  assert.match(stderr, held);
});
