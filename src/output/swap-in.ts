// Puts a finished output (a temporary folder beside it) in place of the previous one
// with no moment when the output folder is missing. Node offers no atomic exchange of
// two folders, two renames leave a gap, and a swapped symbolic link would make `build/`
// a link. So each new file is renamed over the old one of its path (atomic): what pages
// load first, then new pages, then replacing pages, so a page never names a file not
// there yet; then what only the old output had is deleted, pages first. Each path
// always holds a whole file, and a killed build leaves a mixed but complete folder.
import { lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { keptName } from './output-folder.js';

/** The steps that change the output folder: fs's, or a test's stand-ins that check the folder after each. */
export interface SwapSteps {
  /** Moves a file over another atomically (fs.rename). */
  rename: (from: string, to: string) => Promise<void>;
  /** Removes a file or folder (fs.rmSync). */
  rm: (path: string, options: { recursive?: boolean; force: boolean }) => void;
}

const fsSteps: SwapSteps = { rename, rm: rmSync };

/**
 * Renames at once. One by one, each rename of a file just written over an older one
 * waits for ext4 to allocate the new file's blocks (its replace-by-rename safeguard);
 * in parallel, the thread pool overlaps those waits.
 */
const renamesInFlight = 32;

/** Runs `step` on every item, at most `limit` at once; fails with the first error once every step has settled. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  step: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await step(item);
      } catch (error) {
        errors.push(error);
        next = items.length; // no new steps; those under way finish
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length > 0) throw errors[0];
}

/** What a path of a tree is; `other` is a symbolic link or anything else not followed. */
type Kind = 'file' | 'folder' | 'other';

/**
 * Every path under `root` (relative, forward slashes), each folder before what it holds;
 * symbolic links are not followed. A top-level `.git` is left out: not listed, it is never
 * stale, so a gh-pages checkout built over keeps its repository.
 */
function listTree(root: string): Map<string, Kind> {
  const tree = new Map<string, Kind>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (folder === '' && entry.name === keptName) continue;
      const at = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        tree.set(at, 'folder');
        walk(at);
      } else tree.set(at, entry.isFile() ? 'file' : 'other');
    }
  };
  walk('');
  return tree;
}

/** The tree the files (relative, forward slashes) make: each file and every folder above it. */
function treeOf(files: readonly string[]): Map<string, Kind> {
  const tree = new Map<string, Kind>();
  for (const file of files) {
    tree.set(file, 'file');
    for (let at = parentOf(file); at !== '' && !tree.has(at); at = parentOf(at))
      tree.set(at, 'folder');
  }
  return tree;
}

const parentOf = (file: string) => file.slice(0, Math.max(file.lastIndexOf('/'), 0));

const isPage = (file: string) => file.endsWith('.html');

/** What is swapped in. */
interface NewOutput {
  /** The folder beside the output folder that holds the new output, whole. */
  from: string;
  /** Every file in it (relative, forward slashes). */
  files: readonly string[];
  /** docgen's mark among them: moved in first, so a swap killed midway leaves a folder the next build takes for docgen's. */
  marker: string;
  /**
   * Files that are hard links to the output folder's file of the same path (unchanged
   * since the previous build): already in place, so not moved. A rename between two
   * links of one file would do nothing anyway, and leave the file in `from`.
   */
  unchanged: ReadonlySet<string>;
}

/**
 * Replaces the output folder `to` with the complete output in `next.from`: see the
 * top of this file. What is left in `from` (its folders, the unchanged files) is the
 * caller's to remove.
 */
export async function swapIn(
  next: NewOutput,
  to: string,
  { rename, rm }: SwapSteps = fsSteps,
): Promise<void> {
  const { from, marker } = next;
  try {
    lstatSync(to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // The first build: nothing to keep readable, and one rename puts the whole output there at once.
    await rename(from, to);
    return;
  }
  const previous = listTree(to);
  const tree = treeOf(next.files);
  const files = next.files.filter((f) => f !== marker && !next.unchanged.has(f));
  // Each group is in before the next starts; within one, the order does not matter.
  // Pages new to the output go before those that replace a page: a new page is linked
  // from replaced pages (or other new ones), so each link of a page in place finds its page.
  const pages = files.filter(isPage);
  const groups = [
    tree.has(marker) ? [marker] : [],
    files.filter((f) => !isPage(f)),
    pages.filter((f) => previous.get(f) !== 'file'),
    pages.filter((f) => previous.get(f) === 'file'),
  ];

  const folders = new Set<string>(['']);
  const makeFolder = (folder: string) => {
    if (folders.has(folder)) return;
    makeFolder(parentOf(folder));
    const was = previous.get(folder);
    if (was !== 'folder') {
      // A file (or link) of the previous output where the new one has a folder: it goes
      // just before the folder is made, and only this path is missing meanwhile.
      if (was !== undefined) rm(path.join(to, folder), { force: true });
      mkdirSync(path.join(to, folder));
    }
    folders.add(folder);
  };
  for (const group of groups) {
    for (const file of group) makeFolder(parentOf(file));
    await inParallel(group, renamesInFlight, (file) => {
      // A folder of the previous output where the new one has a file: removed with what
      // it holds (none of which the new output has) just before the file takes its place.
      if (previous.get(file) === 'folder')
        rm(path.join(to, file), { recursive: true, force: true });
      return rename(path.join(from, file), path.join(to, file));
    });
  }

  // What a folder that became a file held went with it.
  const removed = new Set<string>();
  for (const [p, kind] of previous)
    if (removed.has(parentOf(p)) || (kind === 'folder' && tree.has(p) && tree.get(p) !== 'folder'))
      removed.add(p);
  const stale = new Set([...previous.keys()].filter((p) => !tree.has(p) && !removed.has(p)));
  const staleFiles = [...stale].filter((p) => previous.get(p) !== 'folder');
  for (const file of [...staleFiles.filter(isPage), ...staleFiles.filter((f) => !isPage(f))])
    rm(path.join(to, file), { force: true });
  // Emptied of files by now: the outermost stale folder of each branch takes its subfolders with it.
  for (const folder of stale)
    if (previous.get(folder) === 'folder' && !stale.has(parentOf(folder)))
      rm(path.join(to, folder), { recursive: true, force: true });
}
