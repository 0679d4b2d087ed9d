// `docgen init [folder]`: writes the smallest real site (init-template/ in docgen's
// package, plus a package.json naming this docgen) into a new or empty folder.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { diskProblem } from '../output/disk-errors.js';

interface InitResult {
  /** The site's folder, absolute. */
  folder: string;
  /** The files written, relative to the folder, sorted. */
  files: string[];
}

/** What may already be in the folder: a fresh `git init` leaves `.git`. */
const allowedEntries = new Set(['.git']);

/** What init needs to know of the docgen that runs it. */
interface ToolPackage {
  name: string;
  version: string;
  /** A checkout of docgen's sources (not an installed package): the site depends on its folder. */
  checkout?: boolean;
  /** The folder docgen runs from. */
  root: string;
  /**
   * How the project that installed docgen names it when that is a file or folder on
   * disk (`file:…`, a packed tarball: docgen is not on the registry under that version),
   * relative to the new site: the site installs the same file.
   */
  localSpec?: string;
}

/** The package.json of the new site: its scripts, and this docgen as a development dependency. */
export function sitePackageJson(siteName: string, tool: ToolPackage): string {
  // Installed under the name `docgen` whatever the package is called: the command is
  // `docgen`, and `docgen/config` resolves for the editor (the registry's own `docgen`
  // is another package). A checkout is depended on by its folder: the sites made
  // with it run what it holds.
  const docgen = tool.checkout
    ? `file:${tool.root}`
    : tool.localSpec
      ? tool.localSpec
      : tool.name === 'docgen'
        ? `^${tool.version}`
        : `npm:${tool.name}@^${tool.version}`;
  const pkg = {
    name: siteName,
    private: true,
    scripts: {
      start: 'docgen serve --watch',
      build: 'docgen build',
      serve: 'docgen serve',
      'check-links': 'docgen check-links',
    },
    devDependencies: { docgen },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/**
 * The `file:` spec the project that installed docgen (the package.json above its
 * node_modules/) gives it, made relative to `siteDir`; undefined for a registry install
 * or when that project cannot be read.
 */
export function localInstallSpec(toolRoot: string, siteDir: string): string | undefined {
  const parts = toolRoot.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const project = parts.slice(0, at).join(path.sep) || path.sep;
  const installedAs = parts.slice(at + 1).join('/');
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const { dependencies, devDependencies } = (manifest ?? {}) as Record<string, unknown>;
  const spec = [dependencies, devDependencies]
    .map((deps) => (deps && typeof deps === 'object' ? Object(deps)[installedAs] : undefined))
    .find((s) => typeof s === 'string');
  if (typeof spec !== 'string' || !spec.startsWith('file:') || spec === 'file:') return undefined;
  const file = path.resolve(project, spec.slice('file:'.length));
  // Only a file that is there: a spec npm reads otherwise (`file:~/x`) is left to the registry range.
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  return `file:${relative.startsWith('.') ? relative : `./${relative}`}`;
}

/** A package name npm accepts, from a folder name (`My Docs` → `my-docs`). */
function packageName(folder: string): string {
  return (
    path
      .basename(folder)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+|-+$/g, '') || 'docs'
  );
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`)
      : [`${prefix}${e.name}`],
  );
}

/** Writes a new site into `folder` (created if missing); refuses a folder that holds anything. */
export function initSite(folder: string, toolRoot: string): InitResult {
  const target = path.resolve(folder);
  if (existsSync(target)) {
    if (!statSync(target).isDirectory())
      throw new DocgenError(`${folder} is a file, not a folder.`, {
        hint: 'Run `docgen init <new-folder>` with the name of a folder to create.',
      });
    const present = readdirSync(target).filter((name) => !allowedEntries.has(name));
    if (present.length > 0)
      throw new DocgenError(
        `${folder} is not empty (it holds ${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): docgen init writes a new site only into a new or empty folder, so that nothing of yours is overwritten.`,
        { hint: 'Run `docgen init <new-folder>` to create the site in a folder of its own.' },
      );
  }
  try {
    writeSite(target, toolRoot);
  } catch (error) {
    throw (
      diskProblem(error, {
        path: folder,
        what: 'the folder',
        instead: 'create the site in another folder (docgen init <folder>)',
      }) ?? error
    );
  }
  return {
    folder: target,
    files: listFiles(target)
      .filter((f) => !f.startsWith('.git/'))
      .sort(),
  };
}

/** Copies the template into `target` and writes its package.json. */
function writeSite(target: string, toolRoot: string): void {
  mkdirSync(target, { recursive: true });
  const template = path.join(toolRoot, 'init-template');
  cpSync(template, target, { recursive: true });
  // npm leaves `.gitignore` files out of packages: the template holds it without the dot.
  renameSync(path.join(target, 'gitignore'), path.join(target, '.gitignore'));
  const tool = JSON.parse(readFileSync(path.join(toolRoot, 'package.json'), 'utf8')) as Omit<
    ToolPackage,
    'root'
  >;
  writeFileSync(
    path.join(target, 'package.json'),
    sitePackageJson(packageName(target), {
      ...tool,
      root: toolRoot,
      checkout: existsSync(path.join(toolRoot, 'src', 'cli')),
      localSpec: localInstallSpec(toolRoot, target),
    }),
  );
}
