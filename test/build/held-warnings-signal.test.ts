// A build that hangs (here on an OpenAPI server that never answers) and is stopped, as a
// CI job's time limit stops it, prints the warnings it held before it dies of the signal;
// `serve` stopped while its first build hangs prints them too.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
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

// `url` left at localhost warns while the config loads, before the API stage asks the
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

/** Runs docgen with `args` until the API stage asks the server, then sends it `signal`. */
async function stopWhileAsking(args: string[], signal: NodeJS.Signals) {
  const asked = sockets.length;
  const child = spawn(process.execPath, [cli, ...args], { cwd: dir });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const closed = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (code, killedBy) => resolve([code, killedBy])),
  );
  await waitUntil(() => sockets.length > asked, 'the build to ask for the OpenAPI document');
  child.kill(signal);
  const [code, killedBy] = await closed;
  return { code, killedBy, stderr };
}

const held = /^warn: "url" is not set in site\.config\.ts/m;

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`a build stopped by ${signal} prints its held warnings and dies of the signal`, async () => {
    const { killedBy, stderr } = await stopWhileAsking(['build'], signal);
    assert.equal(killedBy, signal);
    assert.match(stderr, held);
  });
}

test('serve stopped while its first build hangs prints the warnings held, and exits 0', async () => {
  const { code, stderr } = await stopWhileAsking(['serve', '--port', '47399'], 'SIGTERM');
  assert.equal(code, 0);
  assert.match(stderr, held);
});
