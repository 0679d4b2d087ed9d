// Which folder a build may replace: the build deletes what the output folder held, so
// refused before anything is written is an output folder that is the project root or
// above it, that is, holds or lies inside one of the build's inputs, or that holds
// files docgen did not write (unless told to empty it, as Vite's --emptyOutDir). A folder
// that looks like a project is refused even then, and a git checkout's .git is always kept
// (a repository further down, a clone or submodule in a subfolder, makes it a project).
import { sidebarsFile } from '../config/load-config.js';
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.js';

/** The file docgen leaves in every output folder it writes; its first line names docgen. */
export const outputMarker = '.docgen-output';
/** The marker's text: a version line, so a later docgen can tell which one wrote the folder. */
export const outputMarkerText = 'docgen output 1\n';

/** A path the build reads, which the output folder must not be, hold, or (for a folder) lie inside. */
interface ProtectedInput {
  path: string;
  /** How the message names it: 'the content folder (docs.contentDir)'. */
  what: string;
  /** A folder whose inside is the project's too (content, node_modules), not a single file. */
  folder: boolean;
}

/** What the rules check an output folder against. */
export interface OutputFolderRules {
  /** The project root: the output folder may not be it or above it. */
  root?: string;
  /** What the build reads: the output folder may not be, hold or lie inside any of them. */
  inputs?: readonly ProtectedInput[];
  /** Replace a non-empty folder docgen did not write (`--empty-out-dir`). */
  emptyOutDir?: boolean;
  /** The site's static folder: its files may be in an older docgen's output (absolute). */
  staticDir?: string;
}

/** The inputs of a site: its config file, content, static and sidebar paths, spec files, and the project's own folders. */
export function projectInputs(
  root: string,
  configFile: string,
  docs: { contentDir: string; staticDir: string; sidebarPath?: string },
  specFiles: readonly string[],
): ProtectedInput[] {
  const at = (p: string) => path.resolve(root, p);
  return [
    { path: at(configFile), what: 'the site config file', folder: false },
    { path: at(docs.contentDir), what: 'the content folder (docs.contentDir)', folder: true },
    { path: at(docs.staticDir), what: 'the static folder (docs.staticDir)', folder: true },
    {
      path: at(sidebarsFile({ docs })),
      what: 'the sidebar file (docs.sidebarPath)',
      folder: false,
    },
    ...specFiles.map((f) => ({
      path: at(f),
      what: 'an OpenAPI document (openapi.sources)',
      folder: false,
    })),
    { path: at('node_modules'), what: 'node_modules', folder: true },
    { path: at('.git'), what: 'the git repository (.git)', folder: true },
    { path: at('.docgen-cache'), what: "docgen's cache (.docgen-cache)", folder: true },
  ];
}

/**
 * `p` with its symbolic links resolved as far as it exists: `build -> content`
 * or a project reached through a linked folder compare as what they are.
 */
function realPath(p: string): string {
  const rest: string[] = [];
  for (let at = path.resolve(p); ; ) {
    try {
      return path.join(realpathSync(at), ...rest.reverse());
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return path.resolve(p);
      rest.push(path.basename(at));
      at = parent;
    }
  }
}

/** True when `inner` is `outer` or lies inside it. */
function within(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);
}

const fresh = 'Build into a folder of its own, such as --out build.';

/**
 * Top-level names that mark a project, never a built site: refused even with
 * --empty-out-dir, which is for a folder of built files another tool wrote.
 */
const isProjectName = (name: string) =>
  name === 'package.json' || name === 'node_modules' || name.startsWith('site.config.');

/** A git checkout's repository (a gh-pages clone): every build keeps it, as Vite's --emptyOutDir does. */
export const keptName = '.git';

function isRegularFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The first `.git` (a repository's folder, or a worktree's or submodule's file) below
 * `dir` other than its own top-level one, or undefined. The build keeps only that one:
 * one further down would be deleted with its folder, and no build writes a `.git`.
 * Symbolic links are not followed: the build removes a link, never what it points to.
 */
function nestedRepository(dir: string): string | undefined {
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const at = path.join(folder, entry.name);
      if (entry.name === keptName) {
        if (folder !== dir) return at;
      } else if (entry.isDirectory()) folders.push(at);
    }
  }
  return undefined;
}

/** True when `dir` holds docgen's marker. */
function isMarked(dir: string): boolean {
  if (!isRegularFile(path.join(dir, outputMarker))) return false;
  try {
    return readFileSync(path.join(dir, outputMarker), 'utf8').startsWith('docgen output ');
  } catch {
    return false;
  }
}

/**
 * True when `dir` is the output of a docgen from before the marker: docgen's 404
 * page (its shell's id and page type), an `assets/` folder, and the sitemap and
 * llms.txt every build writes (checkOutputFolder has made sure nothing in it
 * belongs to a project). Accepted once; the build that replaces it leaves the
 * marker.
 */
function isUnmarkedDocgenOutput(dir: string, staticDir: string | undefined): boolean {
  if (!['sitemap.xml', 'llms.txt', '404.html'].every((n) => isRegularFile(path.join(dir, n))))
    return false;
  try {
    if (!lstatSync(path.join(dir, 'assets')).isDirectory()) return false;
    const notFound = readFileSync(path.join(dir, '404.html'), 'utf8');
    return (
      notFound.includes('id="__docgen_shell"') &&
      notFound.includes('data-page-type="not-found"') &&
      firstForeignFile(dir, staticDir) === undefined
    );
  } catch {
    return false;
  }
}

/**
 * The first file in an unmarked output that no docgen build writes, or undefined:
 * anything else (a photo a user put there) is the user's, so the folder is not docgen's.
 */
function firstForeignFile(dir: string, staticDir: string | undefined): string | undefined {
  const docgens =
    /(?:\.html|\.md|\.txt|^sitemap\.xml|^search-index-[^/]*\.json|\/_try\/[^/]*\.json|\.ya?ml|^api\/openapi-[^/]*\.json)$/;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const file = path
      .relative(dir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    if (file.startsWith('assets/') || docgens.test(file)) continue;
    if (staticDir !== undefined && isRegularFile(path.join(staticDir, file))) continue;
    return file;
  }
  return undefined;
}

/**
 * Throws a DocgenError when a build may not replace `outDir` (absolute): it is
 * the project root or above it, is or holds an input, lies inside an input
 * folder, is a file or a symbolic link, or is a non-empty folder docgen did not
 * write (without `emptyOutDir`). Returns quietly when the build may replace it.
 */
export function checkOutputFolder(outDir: string, project: OutputFolderRules = {}): void {
  const out = path.resolve(outDir);
  const shown = path.relative(project.root ?? process.cwd(), out) || '.';
  const refuse = (why: string, hint = fresh): never => {
    throw new DocgenError(`The output folder ${shown} ${why}`, { hint });
  };
  const outs = [...new Set([out, realPath(out)])];
  const root = project.root;
  const roots = root === undefined ? [] : [...new Set([path.resolve(root), realPath(root)])];
  if (outs.some((o) => roots.some((r) => within(r, o))))
    refuse(
      `is ${roots.includes(out) ? 'the project root' : 'a folder above the project'}: building would replace the project with the built site.`,
    );
  for (const input of project.inputs ?? []) {
    const places = [...new Set([path.resolve(input.path), realPath(input.path)])];
    for (const o of outs)
      for (const p of places) {
        if (o === p) refuse(`is ${input.what}: building would replace it with the built site.`);
        if (within(p, o))
          refuse(
            `holds ${input.what} (${path.relative(root ?? process.cwd(), input.path)}): building would delete it.`,
          );
        if (input.folder && within(o, p))
          refuse(
            `lies inside ${input.what}: the built site would be read back as input, and building would replace part of it.`,
          );
      }
  }

  // Another repository's own folder (`--out ../other/.git`): its history, never an output.
  if (path.basename(out) === keptName)
    refuse(`is a git repository's ${keptName} folder: building would replace its history.`);

  let stats: ReturnType<typeof lstatSync>;
  try {
    stats = lstatSync(out);
  } catch {
    return; // nothing there yet
  }
  if (stats.isSymbolicLink())
    refuse(
      'is a symbolic link: a build replaces its output folder, so the link would be replaced by a folder.',
      'Pass the folder the link points to, or a new folder, with --out.',
    );
  if (!stats.isDirectory()) refuse('is a file, not a folder: building would replace it.');
  const names = readdirSync(out);
  const projectFiles = names.filter(isProjectName);
  if (projectFiles.length > 0)
    refuse(
      `holds ${projectFiles.join(', ')}, which docgen did not write: it looks like a project, and building would delete ${projectFiles.length === 1 ? 'it' : 'them'} (--empty-out-dir does not empty a project).`,
      'Build into another folder with --out: a new or empty one, or one docgen wrote.',
    );
  const repository = nestedRepository(out);
  if (repository !== undefined)
    refuse(
      `holds a git repository at ${path.relative(project.root ?? process.cwd(), repository)}, which docgen did not write: it looks like a project, and building would delete it (--empty-out-dir does not empty a project).`,
      'Build into another folder with --out: a new or empty one, or one docgen wrote.',
    );
  if (names.length === 0 || project.emptyOutDir) return;
  // A gh-pages clone (or worktree) as output: the build keeps .git, but the files the branch
  // holds beside it (a CNAME) would go, and only the user can say whether that is meant.
  if (names.includes(keptName))
    refuse(
      `holds ${keptName}, which docgen did not write: it looks like a git checkout, and building would delete every other file it holds.`,
      `Build into another folder with --out, or pass --empty-out-dir to replace what it holds with the built site (the build keeps ${keptName}).`,
    );
  if (isMarked(out) || isUnmarkedDocgenOutput(out, project.staticDir)) return;
  const listed = names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
  refuse(
    `is not empty and was not written by docgen (it holds ${listed}): building would delete what it holds.`,
    'Build into a new or empty folder with --out, or pass --empty-out-dir to delete what it holds and build there.',
  );
}
