// The package.json that goes into the tarball. In a checkout, `npm ci` runs the
// `prepare` script, which builds dist/. A published manifest that still names it
// makes every install of the package warn about an install script (npm 11:
// "npm warn install-scripts … (prepare: …)") that adopters cannot run anyway, as
// scripts/ is not shipped. npm reads package.json from disk after `prepack`, so:
//   node scripts/pack-manifest.mjs strip    (prepack)  keeps the checkout's
//     package.json aside and writes it without `scripts`: none of them runs in an
//     installed package (they call scripts/, test/ and bench/);
//   node scripts/pack-manifest.mjs restore  (postpack) puts the checkout's back.
// A pack stopped between the two leaves the manifest without scripts; the next
// strip puts the one kept aside back first.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const manifest = 'package.json';
const kept = path.join('node_modules', '.cache', 'docgen-pack', 'package.json');

/** The package.json the tarball gets: the checkout's without its scripts. */
function packedManifest(text) {
  const { scripts: _scripts, ...rest } = JSON.parse(text);
  return `${JSON.stringify(rest, null, 2)}\n`;
}

function restore() {
  if (!existsSync(kept)) return;
  copyFileSync(kept, manifest);
  rmSync(kept);
}

const [command] = process.argv.slice(2);
if (command === 'strip') {
  if (!JSON.parse(readFileSync(manifest, 'utf8')).scripts) restore();
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
