// Where the docgen that runs `init` was installed from, so the new site can install the same:
// the tarball the installing project names (`file:…`), or the registry. The installing
// project is found as npm, pnpm and yarn lay packages out: the folder above
// `node_modules/.pnpm/` (pnpm's store of real folders), else the folder above the last
// `node_modules/`, else (a global install, a pnpm workspace's package) the nearest folder
// above the current one whose package.json depends on docgen by a file.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ToolOrigin {
  /** The `file:` spec of the tarball the installing project names, relative to the new site. */
  localSpec?: string;
  /** Installed from the npm registry, as the install's own records say (npm's or pnpm's). */
  fromRegistry: boolean;
}

/** Where the docgen in `toolRoot` (its real path), named `name`, came from; `from` is the current folder. */
export function toolOrigin(
  toolRoot: string,
  name: string,
  siteDir: string,
  from: string,
): ToolOrigin {
  return {
    localSpec: localInstallSpec(toolRoot, siteDir, from, name),
    fromRegistry: installedFromRegistry(toolRoot, name),
  };
}

/**
 * The `file:` spec the project that installed docgen gives it, made relative to `siteDir`;
 * undefined for a registry install or when no such project can be read.
 */
export function localInstallSpec(
  toolRoot: string,
  siteDir: string,
  from = siteDir,
  name = 'docgen-portal',
): string | undefined {
  const real = realPath(toolRoot);
  for (const project of installingProjects(toolRoot, from)) {
    const file = tarballNamed(project, real, name);
    if (file === undefined) continue;
    const relative = path.relative(siteDir, file).split(path.sep).join('/');
    return `file:${relative.startsWith('.') ? relative : `./${relative}`}`;
  }
  return undefined;
}

/** The folders that may have installed docgen, the likeliest first. */
function installingProjects(toolRoot: string, from: string): string[] {
  const parts = toolRoot.split(path.sep);
  const above = (at: number) => parts.slice(0, at).join(path.sep) || path.sep;
  const found: string[] = [];
  const store = parts.findIndex((p, i) => p === '.pnpm' && parts[i - 1] === 'node_modules');
  if (store > 0) found.push(above(store - 1));
  const last = parts.lastIndexOf('node_modules');
  if (last >= 0) found.push(above(last));
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    found.push(dir);
    if (path.dirname(dir) === dir) break;
  }
  return [...new Set(found)];
}

/**
 * The tarball `project`'s package.json names for this docgen: a dependency whose
 * node_modules/ entry is this docgen (npm, yarn, or pnpm's link to its store), or one
 * named as docgen is (a global install run inside a project that names the tarball).
 */
function tarballNamed(project: string, toolRoot: string, name: string): string | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const { dependencies, devDependencies } = (manifest ?? {}) as Record<string, unknown>;
  for (const deps of [dependencies, devDependencies]) {
    if (!deps || typeof deps !== 'object') continue;
    for (const [key, spec] of Object.entries(deps)) {
      if (typeof spec !== 'string' || !spec.startsWith('file:') || spec === 'file:') continue;
      const ours =
        key === name ||
        key === 'docgen' ||
        realPath(path.join(project, 'node_modules', key)) === toolRoot;
      if (!ours) continue;
      const file = path.resolve(project, spec.slice('file:'.length));
      // Only a file that is there: a spec npm reads otherwise (`file:~/x`) is left to the registry range.
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return undefined;
}

/**
 * Whether the install's records say docgen came from the registry: pnpm names its store
 * folder `name@version` (a tarball's is `name@file+…`); npm's hidden lock file
 * (node_modules/.package-lock.json) gives the URL it was resolved from.
 */
function installedFromRegistry(toolRoot: string, name: string): boolean {
  const parts = realPath(toolRoot).split(path.sep);
  const store = parts.findIndex((p, i) => p === '.pnpm' && parts[i - 1] === 'node_modules');
  if (store > 0) {
    const folder = parts[store + 1] ?? '';
    return (
      folder.startsWith(`${name.replace('/', '+')}@`) && /^\d/.test(folder.slice(name.length + 1))
    );
  }
  const last = parts.lastIndexOf('node_modules');
  if (last < 0) return false;
  const project = parts.slice(0, last).join(path.sep) || path.sep;
  try {
    const lock = JSON.parse(
      readFileSync(path.join(project, 'node_modules', '.package-lock.json'), 'utf8'),
    ) as { packages?: Record<string, { resolved?: unknown }> };
    const resolved = lock.packages?.[parts.slice(last).join('/')]?.resolved;
    return typeof resolved === 'string' && /^https?:\/\//.test(resolved);
  } catch {
    return false;
  }
}

const realPath = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
};
