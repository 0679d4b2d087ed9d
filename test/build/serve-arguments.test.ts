// `serve --port` and `--host` that cannot work: told as a usage error (exit 2) before
// anything is built, never as a docgen bug after a whole build.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDocgenError } from '../../src/errors.js';
import { startServer } from '../../src/serve/dev-server.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
// No site here: an argument checked after the build would fail on the missing config instead.
const empty = mkdtempSync(path.join(tmpdir(), 'docgen-serve-args-'));
const site = makeSmallSite();
after(() => {
  rmSync(empty, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});

const serve = (...args: string[]) =>
  spawnSync(process.execPath, [cli, 'serve', ...args], { cwd: empty, encoding: 'utf8' });

test('a port out of range is a usage error naming the range, before building', () => {
  for (const port of ['70000', '0', '-1', '3.5']) {
    const r = serve('--port', port);
    assert.equal(r.status, 2, `--port ${port}: ${r.stderr}`);
    assert.match(
      r.stderr,
      /^error: option '-p, --port <port>' argument '.*' is invalid\. expected a port number from 1 to 65535\./,
    );
    assert.doesNotMatch(r.stderr, /unexpected error|\n\s+at /);
  }
});

test('a host that does not resolve, or that is not an address of this machine, is a usage error naming it', () => {
  const cases: [string, RegExp][] = [
    [
      '999.1.1.1',
      /argument '999\.1\.1\.1' is invalid: it is not an address, and no host of that name was found/,
    ],
    ['no.such.host.invalid', /argument 'no\.such\.host\.invalid' is invalid: it is not an address/],
    // TEST-NET-1 (RFC 5737): no machine has it.
    [
      '192.0.2.1',
      /argument '192\.0\.2\.1' is invalid: this machine cannot listen there \(EADDRNOTAVAIL\)/,
    ],
  ];
  for (const [host, message] of cases) {
    const r = serve('--host', host);
    assert.equal(r.status, 2, `--host ${host}: ${r.stderr}`);
    assert.match(r.stderr, message);
    assert.match(r.stderr, /such as 127\.0\.0\.1, or 0\.0\.0\.0/);
    assert.doesNotMatch(r.stderr, /unexpected error|\n\s+at |site\.config/);
  }
});

test('startServer on an address it cannot listen on fails with a DocgenError naming host and port', async () => {
  await assert.rejects(
    startServer({ root: site, outDir: path.join(site, 'build'), host: '192.0.2.1', port: 4791 }),
    (error: unknown) => {
      assert.ok(isDocgenError(error), String(error));
      assert.match(error.message, /^Cannot listen on 192\.0\.2\.1 port 4791 \(EADDRNOTAVAIL\)\./);
      assert.match(error.hint ?? '', /--port .*--host/);
      return true;
    },
  );
});

test('serve on every interface (0.0.0.0, ::, 0, ::ffff:0.0.0.0) prints a URL to open, localhost, and says it listens on all', async () => {
  for (const [host, port] of [
    ['0.0.0.0', 4793],
    ['::', 4794],
    ['0:0:0:0:0:0:0:0', 4795],
    ['0', 4796],
    ['::ffff:0.0.0.0', 4797],
  ] as const) {
    const lines: string[] = [];
    const server = await startServer({
      root: site,
      outDir: path.join(site, 'build'),
      host,
      port,
      log: (_level, message) => lines.push(message),
    });
    try {
      const serving = lines.find((line) => line.startsWith('Serving '));
      assert.equal(
        serving,
        `Serving http://localhost:${server.port}/ (listening on all interfaces, ${host})`,
      );
      assert.equal(server.url, `http://localhost:${server.port}/`);
      // The URL printed answers.
      assert.equal((await fetch(server.url)).status, 200);
    } finally {
      await server.close();
    }
  }
});
