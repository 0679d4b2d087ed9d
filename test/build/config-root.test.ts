// `--config` from another folder (a monorepo's root): the config file's folder is the
// project root, for the content, the sidebars, the static and OpenAPI files, .docgen-cache/
// and the default build/, while an `--out` given on the command line is from the current
// folder. `build` and `serve` read it alike.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const repo = mkdtempSync(path.join(tmpdir(), 'docgen-config-root-'));
after(() => rmSync(repo, { recursive: true, force: true }));

// The small site with an OpenAPI document of its own, moved to packages/docs/.
const docs = path.join(repo, 'packages', 'docs');
mkdirSync(path.dirname(docs), { recursive: true });
renameSync(
  makeSmallSite({
    'site.config.ts': smallApiSiteConfig('pets', 'openapi/pets.yaml'),
    'openapi/pets.yaml': `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get: { operationId: listPets, summary: List pets, responses: { '200': { description: OK } } }
`,
  }),
  docs,
);
const config = path.join('packages', 'docs', 'site.config.ts');

const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: 'utf8' });

test('build from the repository root without --config names the config it looked for, and --config', () => {
  const r = run('build');
  assert.equal(r.status, 1);
  assert.equal(
    r.stderr,
    `error: Cannot find site.config.ts (looked for ${path.join(repo, 'site.config.ts')}).\n  hint: Create it, or run docgen in the site's folder, or pass the config's path with --config (its folder is then the project root).\n`,
  );
});

test('a TMPDIR that does not exist is an error naming it (exit 1), not a docgen bug', () => {
  const r = spawnSync(process.execPath, [cli, 'build', '--config', config], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, TMPDIR: path.join(repo, 'no-such-tmp') },
  });
  assert.equal(r.status, 1, r.stderr);
  assert.match(
    r.stderr,
    /^error: Could not write to the temporary folder .*no-such-tmp, where docgen loads the site's config and sidebars modules: it does not exist \(ENOENT\)\.\n {2}hint: Set TMPDIR to a folder you can write to/,
  );
  assert.doesNotMatch(r.stderr, /unexpected error|\n\s+at /);
});

test('build --config from the repository root reads and writes the site in the config folder', () => {
  const r = run('build', '--config', config);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(path.join(docs, 'build', 'guide', 'index.html'), 'utf8'), /Setup/);
  assert.ok(existsSync(path.join(docs, 'build', 'api', 'list-pets', 'index.html')));
  assert.ok(existsSync(path.join(docs, 'build', 'img', 'dot.svg')));
  assert.ok(existsSync(path.join(docs, '.docgen-cache')));
  // Nothing is written in the current folder.
  assert.deepEqual(readdirSync(repo), ['packages']);
});

test('an --out given on the command line is from the current folder', () => {
  const r = run('build', '--config', config, '--out', 'site-out');
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(path.join(repo, 'site-out', 'guide', 'index.html'), 'utf8'), /Setup/);
  rmSync(path.join(repo, 'site-out'), { recursive: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test('serve --config from the repository root serves the site of the config folder', async () => {
  const child = spawn(
    process.execPath,
    [cli, 'serve', '--watch', '--config', config, '--port', String(await freePort())],
    { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Serving (http:\/\/\S+)/.exec(output);
        if (found) resolve(found[1]!);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then(() => reject(new Error(`exited before serving:\n${output}`)));
    });
    const page = await fetch(new URL('guide', url.endsWith('/') ? url : `${url}/`));
    assert.equal(page.status, 200, output);
    assert.match(await page.text(), /Setup/);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});

test('a --spec file given with --config is read from the current folder, as --out is', () => {
  const out = path.join(repo, 'out-spec');
  const r = run(
    'build',
    '--config',
    config,
    '--spec',
    'packages/docs/openapi/pets.yaml',
    '--out',
    out,
  );
  assert.equal(r.status, 0, r.stderr);
  assert.ok(existsSync(path.join(out, 'api')), 'the API reference was built from the --spec file');
});

test("--config naming the site's folder reads its site.config.ts", () => {
  const out = path.join(repo, 'out-folder');
  const r = run('build', '--config', path.join('packages', 'docs'), '--out', out);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(existsSync(path.join(out, 'index.html')));
});
