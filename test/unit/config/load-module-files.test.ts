// The config loader (src/config/load-module.ts) imports its bundle from the system's
// temporary folder, so the project gets no temporary file (and may be read-only),
// while the packages the config imports still resolve from the project, as Node
// would resolve them there: an ES-module-only package included.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadTsModule } from '../../../src/config/load-module.js';

const roots: string[] = [];
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-load-module-'));
  roots.push(root);
  // A package with an `import` entry only: require() could not resolve it.
  const pkg = path.join(root, 'node_modules', 'esm-only');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name: 'esm-only', type: 'module', exports: { import: './index.js' } }),
  );
  writeFileSync(path.join(pkg, 'index.js'), "export const greeting = 'hello from a package';\n");
  // The module lists the project folder while it loads: a file written beside it would show.
  writeFileSync(
    path.join(root, 'site.config.ts'),
    `import { readdirSync } from 'node:fs';\nimport { greeting } from 'esm-only';\nexport default { greeting, files: readdirSync(${JSON.stringify(root)}).sort() };\n`,
  );
  return root;
}

test('a config module loads with its packages, and no temporary file appears in the project', async () => {
  const root = project();
  const loaded = await loadTsModule(path.join(root, 'site.config.ts'), root);
  const value = loaded.value as { greeting: string; files: string[] };
  assert.equal(value.greeting, 'hello from a package');
  assert.deepEqual(
    value.files.filter((f) => f !== '.docgen-cache'),
    ['node_modules', 'site.config.ts'],
  );
  assert.deepEqual(
    readdirSync(root)
      .filter((f) => f !== '.docgen-cache')
      .sort(),
    ['node_modules', 'site.config.ts'],
  );
});

test('a cached bundle is not used once a package file it names is gone (a reinstalled package)', async () => {
  const root = project();
  await loadTsModule(path.join(root, 'site.config.ts'), root);
  const pkg = path.join(root, 'node_modules', 'esm-only');
  rmSync(path.join(pkg, 'index.js'));
  writeFileSync(path.join(pkg, 'main.js'), "export const greeting = 'hello again';\n");
  writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name: 'esm-only', type: 'module', exports: { import: './main.js' } }),
  );
  const again = await loadTsModule(path.join(root, 'site.config.ts'), root);
  assert.equal((again.value as { greeting: string }).greeting, 'hello again');
});
