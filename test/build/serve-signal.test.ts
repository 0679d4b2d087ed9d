// Ctrl-C stops `docgen serve --watch` run from a checkout with exit code 0: the terminal
// sends SIGINT to the whole process group, so the CLI process gets it both from the
// terminal and from bin/docgen.js, which forwards it; the second must not kill it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const site = makeSmallSite();
after(() => rmSync(site, { recursive: true, force: true }));

/** A port no one listens on now (the server moves to the next one if it is taken meanwhile). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `serve --watch` in a process group of its own; `serving` resolves once it serves. */
function serveWatch(port: number) {
  const child = spawn(process.execPath, [cli, 'serve', '--watch', '--port', String(port)], {
    cwd: site,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const serving = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Serving http/.test(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`exited before serving:\n${output}`)));
  });
  return { child, serving, exited, output: () => output };
}

test('Ctrl-C to the process group stops serve --watch from a checkout with exit code 0, every time', async () => {
  for (let run = 1; run <= 3; run++) {
    const server = serveWatch(await freePort());
    await server.serving;
    process.kill(-server.child.pid!, 'SIGINT');
    assert.equal(await server.exited, 0, `run ${run}:\n${server.output()}`);
  }
});
