// The package as a new user gets it: `npm pack`, installed from the tarball into an
// empty folder outside this repository (none of its node_modules), then every
// command run from there on a site `docgen init` writes. Slow (an npm install):
// run by .ci/run, not by npm test.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'docgen-package-'));
after(() => rmSync(work, { recursive: true, force: true }));
const manifestText = readFileSync(path.join(repo, 'package.json'), 'utf8');
const pkg = JSON.parse(manifestText) as { name: string; scripts: Record<string, string> };

const npm = (cwd: string, ...args: string[]) =>
  spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' },
  });

let tarball = '';
let files: string[] = [];
const install = path.join(work, 'install');
const site = path.join(work, 'site');
const docgen = (cwd: string, ...args: string[]) =>
  spawnSync(path.join(install, 'node_modules/.bin/docgen'), args, { cwd, encoding: 'utf8' });

before(() => {
  const packed = npm(repo, 'pack', '--json', '--pack-destination', work);
  assert.equal(packed.status, 0, packed.stderr);
  const [info] = JSON.parse(packed.stdout) as {
    filename: string;
    files: { path: string }[];
    size: number;
    unpackedSize: number;
  }[];
  tarball = path.join(work, info!.filename);
  files = info!.files.map((f) => f.path);
  console.log(
    `# ${info!.filename}: ${files.length} files, ${info!.size} bytes packed, ${info!.unpackedSize} unpacked`,
  );
});

test("packing leaves the checkout's package.json as it was, its prepare script included", () => {
  assert.equal(readFileSync(path.join(repo, 'package.json'), 'utf8'), manifestText);
  assert.ok(pkg.scripts.prepare, '`npm ci` in a checkout still builds dist/');
});

test('the tarball holds the tool and nothing of the portal', () => {
  for (const f of [
    'bin/docgen.js',
    'dist/cli.cjs',
    'dist/types/src/config/define-config.js',
    'dist/types/src/config/define-config.d.ts',
    'init-template/site.config.ts',
    'init-template/gitignore',
    'package.json',
    'README.md',
  ])
    assert.ok(files.includes(f), `${f} is shipped`);
  assert.ok(
    files.some((f) => f.startsWith('templates/')),
    'templates/',
  );
  assert.ok(
    files.some((f) => f.startsWith('client/')),
    'client/',
  );
  for (const prefix of ['content/', 'test/', 'bench/', 'site.config.ts', '.ci/', 'node_modules/'])
    assert.ok(!files.some((f) => f.startsWith(prefix)), `nothing under ${prefix}`);
});

test('installed from the tarball into an empty folder, every command runs on an init site', () => {
  const r = spawnSync(
    'sh',
    [
      '-c',
      `mkdir -p "${install}" && cd "${install}" && npm init -y >/dev/null && npm install --no-audit --no-fund "${tarball}"`,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  // Every package docgen brings runs on the Node it supports (engines): npm says so otherwise.
  assert.doesNotMatch(r.stderr, /EBADENGINE/, r.stderr);
  // The checkout's `prepare` (it builds dist/ on `npm ci`) stays out of the published
  // manifest: npm 11 warns about every install script, and scripts/ is not shipped.
  // (esbuild's own postinstall is named there too: that one is needed.)
  assert.ok(
    !r.stderr.split('\n').some((l) => l.includes('install-scripts') && l.includes(`${pkg.name}@`)),
    r.stderr,
  );
  const shipped = JSON.parse(
    readFileSync(path.join(install, 'node_modules', pkg.name, 'package.json'), 'utf8'),
  ) as { scripts?: Record<string, string> };
  for (const script of ['preinstall', 'install', 'postinstall', 'prepare'])
    assert.equal(shipped.scripts?.[script], undefined, `the installed package has no ${script}`);
  const installed = JSON.parse(readFileSync(path.join(install, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  assert.ok(installed.dependencies[pkg.name]);
  assert.ok(
    !existsSync(path.join(install, 'node_modules/@blockfrost/openapi')),
    "the portal's specs are not installed",
  );

  const init = docgen(work, 'init', 'site');
  assert.equal(init.status, 0, init.stderr);
  const sitePackage = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  // docgen came from a tarball, not the registry: the site installs the same tarball.
  assert.equal(
    sitePackage.devDependencies.docgen,
    `file:${path.relative(site, tarball).split(path.sep).join('/')}`,
  );
  const siteInstall = npm(site, 'install', '--no-audit', '--no-fund');
  assert.equal(siteInstall.status, 0, siteInstall.stderr);
  const siteBuild = npm(site, 'run', 'build');
  assert.equal(siteBuild.status, 0, siteBuild.stderr);
  const built = docgen(site, 'build');
  assert.equal(built.status, 0, built.stderr);
  assert.match(built.stdout, /Built \d+ pages/);
  assert.ok(existsSync(path.join(site, 'build/api/create-a-note/index.html')));
  const links = docgen(site, 'check-links');
  assert.equal(links.status, 0, links.stdout + links.stderr);
  const search = docgen(site, 'search', 'create', 'note', '--json');
  assert.equal(search.status, 0, search.stderr);
  assert.equal((JSON.parse(search.stdout) as { route: string }[])[0]?.route, '/api/create-a-note');
});

test('defineConfig and the config types are importable compiled from the installed package', () => {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { defineConfig } from '${pkg.name}/config'; console.log(JSON.stringify(defineConfig({ title: 'T' })));`,
    ],
    { cwd: install, encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), '{"title":"T"}');
  const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
  writeFileSync(
    path.join(install, 'check.ts'),
    `import { defineConfig } from '${pkg.name}/config';\nexport default defineConfig({ title: 'T', colorMode: { defaultMode: 'black' } });\n`,
  );
  const typed = spawnSync(
    process.execPath,
    [
      tsc,
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--skipLibCheck',
      'check.ts',
    ],
    { cwd: install, encoding: 'utf8' },
  );
  assert.notEqual(typed.status, 0);
  assert.match(typed.stdout, /"black"/, 'the installed types know the config');
});

/** A small package packed as this one is (scripts/pack-manifest.mjs as prepack and postpack). */
function packLikeThisOne(name: string, manifest: string) {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  copyFileSync(
    path.join(repo, 'scripts/pack-manifest.mjs'),
    path.join(dir, 'scripts/pack-manifest.mjs'),
  );
  writeFileSync(path.join(dir, 'index.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'package.json'), manifest);
  const run = (...args: string[]) =>
    spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  return { dir, run, pack: () => npm(dir, 'pack', '--json', '--pack-destination', dir) };
}

// Written as no JSON.stringify would write it: what comes back is the checkout's own bytes.
const smallManifest = `{ "name": "pack-probe", "version": "1.0.0", "type": "module",
  "scripts": { "prepare": "node -e 0", "postinstall": "node -e 0",
    "prepack": "node scripts/pack-manifest.mjs strip", "postpack": "node scripts/pack-manifest.mjs restore",
    "test": "node --test" } }
`;

test('a pack stopped after prepack (Ctrl-C) is repaired by the next pack', () => {
  const probe = packLikeThisOne('interrupted', smallManifest);
  // What prepack leaves when npm is stopped before postpack.
  const strip = probe.run('scripts/pack-manifest.mjs', 'strip');
  assert.equal(strip.status, 0, strip.stderr);
  const stripped = JSON.parse(readFileSync(path.join(probe.dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  assert.equal(stripped.scripts.prepare, undefined);
  assert.ok(stripped.scripts.prepack, 'the stripped manifest still runs strip on the next pack');

  const packed = probe.pack();
  assert.equal(packed.status, 0, packed.stderr);
  assert.equal(readFileSync(path.join(probe.dir, 'package.json'), 'utf8'), smallManifest);
  assert.ok(!existsSync(path.join(probe.dir, 'node_modules/.cache/docgen-pack/package.json')));
  const [info] = JSON.parse(packed.stdout) as { filename: string }[];
  const inTarball = spawnSync('tar', ['-xzOf', info!.filename, 'package/package.json'], {
    cwd: probe.dir,
    encoding: 'utf8',
  });
  assert.equal(inTarball.status, 0, inTarball.stderr);
  const shipped = JSON.parse(inTarball.stdout) as { scripts: Record<string, string> };
  for (const script of ['preinstall', 'install', 'postinstall', 'prepare'])
    assert.equal(shipped.scripts[script], undefined, `the tarball's manifest has no ${script}`);
  assert.equal(shipped.scripts.test, 'node --test');
});

test('a package.json edited after a stopped pack is left alone, and the message says how to repair it', () => {
  const probe = packLikeThisOne('edited', smallManifest);
  assert.equal(probe.run('scripts/pack-manifest.mjs', 'strip').status, 0);
  const manifest = path.join(probe.dir, 'package.json');
  const edited = readFileSync(manifest, 'utf8').replace('"1.0.0"', '"1.0.1"');
  writeFileSync(manifest, edited);
  const packed = probe.pack();
  assert.notEqual(packed.status, 0);
  assert.match(
    packed.stderr,
    /node_modules\/\.cache\/docgen-pack\/package\.json: copy its "scripts" back/,
  );
  assert.equal(readFileSync(manifest, 'utf8'), edited);
});
