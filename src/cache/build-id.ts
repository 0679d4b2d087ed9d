// docgen's build id: a hash of everything that decides what docgen renders (sources,
// templates, client, locked dependencies), carried by caches of rendered output so a
// changed template never serves stale pages. The bundled CLI has it fixed at bundle
// time; run from the sources (tests, tsx) it is computed once per process. Only Node's
// built-in modules here: scripts/cli-bundle.mjs runs this file from a data: URL.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The hash of docgen's own files under `root` (the folder holding its package.json). */
export function sourceBuildId(root: string): string {
  const hash = createHash('sha256');
  const files = ['src', 'templates', 'client']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name))),
    )
    .concat(['package.json', 'package-lock.json', 'scripts/build-cli.mjs'])
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(path.join(root, file)));
    } catch {
      // package-lock.json may be absent in an unusual install; the rest still identifies the build.
    }
  }
  return hash.digest('hex').slice(0, 16);
}

declare const __DOCGEN_BUILD_ID__: string | undefined;
let computed: string | undefined;

/** The id of the docgen that runs (installed at `toolRoot`): fixed in the bundled CLI, computed from the sources otherwise. */
export function toolBuildId(toolRoot: string): string {
  if (typeof __DOCGEN_BUILD_ID__ === 'string') return __DOCGEN_BUILD_ID__;
  computed ??= sourceBuildId(toolRoot);
  return computed;
}
