// `docgen init` run from a docgen installed from a packed tarball (not from the
// registry) names the same tarball in the new site's package.json, so the site's
// `npm install` works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localInstallSpec, sitePackageJson } from '../../src/init/init-site.js';

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
