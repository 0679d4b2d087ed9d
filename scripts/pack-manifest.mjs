// The package.json that goes into the tarball. In a checkout, `npm ci` runs the
// `prepare` script, which builds dist/. A published manifest that still names it
// makes every install of the package warn about an install script (npm 11:
// "npm warn install-scripts … (prepare: …)") that adopters cannot run anyway, as
// scripts/ is not shipped. npm reads package.json from disk after `prepack`, so:
//   node scripts/pack-manifest.mjs strip    (prepack)  keeps the checkout's
//     package.json aside and writes it without the scripts npm runs on install
//     (`preinstall`, `install`, `postinstall`, `prepare`);
//   node scripts/pack-manifest.mjs restore  (postpack) puts the checkout's back.
// Only those go: a pack stopped between the two (Ctrl-C) leaves a manifest that
// still has `prepack`, so the next pack runs strip again, which puts the copy kept
// aside back first and so repairs the checkout. Stripping every script instead
// would leave no `prepack` to do that.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const manifest = 'package.json';
const kept = path.join('node_modules', '.cache', 'docgen-pack', 'package.json');
const installScripts = ['preinstall', 'install', 'postinstall', 'prepare'];

/** The package.json the tarball gets: the checkout's without its install-time scripts. */
function packedManifest(text) {
  const pkg = JSON.parse(text);
  const scripts = Object.fromEntries(
    Object.entries(pkg.scripts ?? {}).filter(([name]) => !installScripts.includes(name)),
  );
  return `${JSON.stringify({ ...pkg, scripts }, null, 2)}\n`;
}

function restore() {
  if (!existsSync(kept)) return;
  copyFileSync(kept, manifest);
  rmSync(kept);
}

/**
 * Puts back a copy kept aside by a pack that never reached postpack, unless package.json
 * was edited since (an `npm install` that added a dependency): that edit would be lost.
 */
function repair() {
  if (!existsSync(kept)) return;
  if (readFileSync(manifest, 'utf8') === packedManifest(readFileSync(kept, 'utf8'))) {
    restore();
    return;
  }
  console.error(
    `error: package.json was changed after a pack stopped before postpack, which left it without its install-time scripts (${installScripts.join(', ')}).\n` +
      `The package.json from before that pack is ${kept}: copy its "scripts" back into package.json, delete ${kept}, and pack again.`,
  );
  process.exit(1);
}

const [command] = process.argv.slice(2);
if (command === 'strip') {
  repair();
  const text = readFileSync(manifest, 'utf8');
  mkdirSync(path.dirname(kept), { recursive: true });
  writeFileSync(kept, text);
  writeFileSync(manifest, packedManifest(text));
} else if (command === 'restore') {
  restore();
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(1);
}
