// `docgen init` run from a docgen installed from a packed tarball (not from the
// registry) names the same tarball in the new site's package.json, so the site's
// `npm install` works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sitePackageJson } from '../../src/init/init-site.js';
import { localInstallSpec, toolOrigin } from '../../src/init/install-origin.js';
import { installNotes } from '../../src/init/install-notes.js';

function project(deps: unknown, installedAs = 'docgen-portal', manifest?: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-init-spec-'));
  writeFileSync(
    path.join(root, 'package.json'),
    manifest ?? JSON.stringify({ dependencies: deps }),
  );
  // The tarballs the tests name, beside and inside the project.
  writeFileSync(path.resolve(root, '../docgen-portal-0.1.0.tgz'), '');
  mkdirSync(path.join(root, 'vendor'), { recursive: true });
  writeFileSync(path.join(root, 'vendor/docgen.tgz'), '');
  writeFileSync(path.join(root, 'docgen.tgz'), '');
  const toolRoot = path.join(root, 'node_modules', ...installedAs.split('/'));
  mkdirSync(toolRoot, { recursive: true });
  return { root, toolRoot };
}

test('a tarball the installing project names by file: is named again, relative to the new site', () => {
  const { root, toolRoot } = project({ 'docgen-portal': 'file:../docgen-portal-0.1.0.tgz' });
  const tarball = path.resolve(root, '../docgen-portal-0.1.0.tgz');
  const site = path.join(root, 'sites', 'my-docs');
  const spec = localInstallSpec(toolRoot, site);
  assert.equal(spec, `file:${path.relative(site, tarball)}`);
  const pkg = JSON.parse(
    sitePackageJson('my-docs', {
      name: 'docgen-portal',
      version: '0.1.0',
      root: toolRoot,
      localSpec: spec,
    }),
  ) as { devDependencies: Record<string, string> };
  assert.equal(pkg.devDependencies.docgen, spec);
});

test('a site inside the installing project gets a ./ path; an alias or a scoped name is found too', () => {
  const aliased = project({ docgen: 'file:vendor/docgen.tgz' }, 'docgen');
  assert.equal(
    localInstallSpec(aliased.toolRoot, path.join(aliased.root, 'docs')),
    'file:../vendor/docgen.tgz',
  );
  const scoped = project({ '@acme/docgen': 'file:./docgen.tgz' }, '@acme/docgen');
  assert.equal(localInstallSpec(scoped.toolRoot, scoped.root), 'file:./docgen.tgz');
});

test('a registry install, or a project that cannot be read, keeps the registry range', () => {
  const registry = project({ 'docgen-portal': '^0.1.0' });
  assert.equal(localInstallSpec(registry.toolRoot, registry.root), undefined);
  assert.equal(localInstallSpec('/nowhere/node_modules/docgen-portal', '/tmp/site'), undefined);
  assert.equal(localInstallSpec('/opt/docgen', '/tmp/site'), undefined);
  const pkg = JSON.parse(
    sitePackageJson('s', { name: 'docgen-portal', version: '0.1.0', root: registry.toolRoot }),
  ) as { devDependencies: Record<string, string> };
  assert.equal(pkg.devDependencies.docgen, 'npm:docgen-portal@^0.1.0');
});

test('a project file that is no object, odd deps, an empty or missing file: spec keep the registry range', () => {
  for (const manifest of ['null', '[]', '"x"', '{"dependencies":null}', '{"dependencies":"abc"}']) {
    const odd = project({}, 'docgen-portal', manifest);
    assert.equal(localInstallSpec(odd.toolRoot, odd.root), undefined, manifest);
  }
  for (const spec of ['file:', 'file:~/docgen.tgz', 'file:./missing.tgz', 'file:vendor']) {
    const odd = project({ 'docgen-portal': spec });
    assert.equal(localInstallSpec(odd.toolRoot, odd.root), undefined, spec);
  }
});

test('under pnpm, the project above node_modules/.pnpm is the one that names the tarball', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-init-pnpm-'));
  writeFileSync(path.join(root, 'docgen-portal-0.1.0.tgz'), '');
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ dependencies: { 'docgen-portal': `file:${root}/docgen-portal-0.1.0.tgz` } }),
  );
  // pnpm's real folder, and the project's link to it.
  const store = 'docgen-portal@file+docgen-portal-0.1.0.tgz_openapi-types@12.1.3';
  const toolRoot = path.join(root, 'node_modules/.pnpm', store, 'node_modules/docgen-portal');
  mkdirSync(toolRoot, { recursive: true });
  symlinkSync(toolRoot, path.join(root, 'node_modules/docgen-portal'));
  const site = path.join(root, 'site3');
  assert.equal(localInstallSpec(toolRoot, site), 'file:../docgen-portal-0.1.0.tgz');
  assert.deepEqual(toolOrigin(toolRoot, 'docgen-portal', site, root), {
    localSpec: 'file:../docgen-portal-0.1.0.tgz',
    fromRegistry: false,
  });
  // pnpm names a registry package's folder by its version.
  const fromRegistry = path.join(root, 'node_modules/.pnpm/docgen-portal@0.1.0/node_modules/x');
  assert.equal(toolOrigin(fromRegistry, 'docgen-portal', site, site).fromRegistry, true);
});

test('a global install: the tarball the current project names, else the range, told as not from the registry', () => {
  const prefix = mkdtempSync(path.join(tmpdir(), 'docgen-init-global-'));
  const toolRoot = path.join(prefix, 'lib', 'node_modules', 'docgen-portal');
  mkdirSync(toolRoot, { recursive: true });
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'docgen-init-cwd-'));
  assert.deepEqual(toolOrigin(toolRoot, 'docgen-portal', path.join(elsewhere, 'g2'), elsewhere), {
    localSpec: undefined,
    fromRegistry: false,
  });
  // Run inside a project that names the tarball: the site names it too.
  const { root } = project({ 'docgen-portal': 'file:vendor/docgen.tgz' });
  mkdirSync(path.join(root, 'docs', 'deep'), { recursive: true });
  assert.equal(
    localInstallSpec(toolRoot, path.join(root, 'site'), path.join(root, 'docs', 'deep')),
    'file:../vendor/docgen.tgz',
  );
});

test("npm's hidden lock file tells a registry install from a tarball's", () => {
  const { root, toolRoot } = project({ 'docgen-portal': '^0.1.0' });
  const lock = (resolved: string) =>
    writeFileSync(
      path.join(root, 'node_modules', '.package-lock.json'),
      JSON.stringify({ packages: { 'node_modules/docgen-portal': { resolved } } }),
    );
  lock('https://registry.npmjs.org/docgen-portal/-/docgen-portal-0.1.0.tgz');
  assert.equal(toolOrigin(toolRoot, 'docgen-portal', root, root).fromRegistry, true);
  lock('file:../docgen-portal-0.1.0.tgz');
  assert.equal(toolOrigin(toolRoot, 'docgen-portal', root, root).fromRegistry, false);
});

test('init notes a file outside the site, and a registry range it cannot vouch for; nothing else', () => {
  const site = path.join(tmpdir(), 'my-docs');
  const tool = { name: 'docgen-portal', version: '0.1.0', fromRegistry: false };
  assert.deepEqual(installNotes('file:./vendor/docgen-portal-0.1.0.tgz', site, tool), []);
  assert.deepEqual(
    installNotes('npm:docgen-portal@^0.1.0', site, { ...tool, fromRegistry: true }),
    [],
  );
  const [outside] = installNotes('file:../docgen-portal-0.1.0.tgz', site, tool);
  assert.equal(
    outside,
    `note: package.json names docgen by "file:../docgen-portal-0.1.0.tgz", outside the site's folder: a clone of the site elsewhere (a CI runner) cannot install it; put the tarball inside the site (such as vendor/docgen-portal-0.1.0.tgz), commit it and name it there: npm pkg set devDependencies.docgen=file:vendor/docgen-portal-0.1.0.tgz.`,
  );
  assert.match(
    installNotes(`file:${path.dirname(site)}/docgen`, site, { ...tool, checkout: true })[0]!,
    /made by npm pack in the checkout/,
  );
  assert.match(
    installNotes('npm:docgen-portal@^0.1.0', site, tool)[0]!,
    /^note: package\.json names docgen by "npm:docgen-portal@\^0\.1\.0" \(the npm registry\), but this docgen was not installed from the registry/,
  );
});
