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
import { toolOrigin } from './install-origin.js';
import { installNotes } from './install-notes.js';

interface InitResult {
  /** The site's folder, absolute. */
  folder: string;
  /** The files written, relative to the folder, sorted. */
  files: string[];
  /** What the user should know about the docgen the site's package.json names (one line each). */
  notes: string[];
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

/**
 * Writes a new site into `folder` (created if missing, relative to `cwd`); refuses a folder
 * that holds anything.
 */
export function initSite(folder: string, toolRoot: string, cwd = process.cwd()): InitResult {
  const target = path.resolve(cwd, folder);
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
  let notes: string[];
  try {
    notes = writeSite(target, toolRoot, cwd);
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
    notes,
  };
}

/** Copies the template into `target` and writes its package.json; returns the notes on it. */
function writeSite(target: string, toolRoot: string, cwd: string): string[] {
  mkdirSync(target, { recursive: true });
  const template = path.join(toolRoot, 'init-template');
  cpSync(template, target, { recursive: true });
  // npm leaves `.gitignore` files out of packages: the template holds it without the dot.
  renameSync(path.join(target, 'gitignore'), path.join(target, '.gitignore'));
  const tool = JSON.parse(readFileSync(path.join(toolRoot, 'package.json'), 'utf8')) as Omit<
    ToolPackage,
    'root'
  >;
  const checkout = existsSync(path.join(toolRoot, 'src', 'cli'));
  const origin = checkout ? { fromRegistry: false } : toolOrigin(toolRoot, tool.name, target, cwd);
  const written = sitePackageJson(packageName(target), {
    ...tool,
    root: toolRoot,
    checkout,
    localSpec: origin.localSpec,
  });
  writeFileSync(path.join(target, 'package.json'), written);
  const spec = (JSON.parse(written) as { devDependencies: { docgen: string } }).devDependencies
    .docgen;
  return installNotes(spec, target, {
    ...origin,
    checkout,
    name: tool.name,
    version: tool.version,
  });
}
