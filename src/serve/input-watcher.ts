// What `serve --watch` watches, kept in step with what the last build read: the
// folders whose every file feeds the build (the content and static folders the config
// names), recursively, and each single input file (the config and the modules it
// imports, the sidebars, OpenAPI documents and their $ref files, stylesheets) through
// the folder that holds it. A watch on a file itself ends when the file is deleted or
// renamed over, as `git checkout` and many editors do, and later edits went unseen.
// A recursive watch ends with its folder the same way (moved away and back, deleted
// and restored), and chokidar never takes it up again: so each watched folder is also
// looked for by name in the folder that holds it, and watched afresh when it comes back.
import {
  existsSync,
  realpathSync,
  statSync,
  watch as watchFolder,
  type FSWatcher as FolderWatch,
} from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { watch, type FSWatcher } from 'chokidar';
import type { BuildInputs } from '../build-options.js';

export type InputEvent = 'add' | 'change' | 'unlink';

/**
 * Told each change: `known` is false for a file beside an input that is no input of the
 * last build (a module a failed config imports may be that file, created after it).
 * A watched folder that is moved, deleted or comes back is told as one event of its own path.
 */
type OnInputEvent = (file: string, event: InputEvent, known: boolean) => void;

/** Told the first failure of the watch of `folder` (a part it cannot read); the watching goes on without that part. */
type OnWatchError = (folder: string, error: unknown) => void;

const ignored = (p: string) =>
  /(^|[\\/])(\.git|node_modules|\.docgen-[^\\/]*)([\\/]|$)/.test(p) || /\.docgen-load-/.test(p);

/** How long chokidar is given after its 'ready' to attach every watch of a new folder. */
const settleMs = 250;

const isWithin = (folder: string, file: string) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const isFolder = (p: string) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    // Not there, or a link that loops: nothing to watch yet.
    return false;
  }
};

/** `folder` with every symbolic link in its path resolved, or as it is when that fails. */
const realPath = (folder: string) => {
  try {
    return realpathSync(path.resolve(folder));
  } catch {
    return folder;
  }
};

export class InputWatcher {
  /** Folders watched recursively (chokidar), by path. */
  private readonly trees = new Map<string, FSWatcher>();
  /** The watches of `trees` still being attached, by path. */
  private readonly attaching = new Map<string, Promise<void>>();
  /** The folders the last build read whole, whether they are there or not. */
  private wanted = new Set<string>();
  /** Folders watched for the input files and input folders they hold (fs.watch, attached at once), by path. */
  private readonly folders = new Map<string, FolderWatch>();
  private files = new Set<string>();
  private closed = false;

  constructor(
    private readonly onEvent: OnInputEvent,
    private readonly onError: OnWatchError = () => {},
  ) {}

  /** Watches `inputs` from now on, and no longer what is not among them; resolves once every watch is attached. */
  async follow(inputs: BuildInputs): Promise<void> {
    if (this.closed) return;
    const trees = [...new Set(inputs.folders)].filter(
      (f, _, all) => !all.some((other) => other !== f && isWithin(other, f)),
    );
    this.wanted = new Set(trees);
    for (const tree of this.trees.keys()) if (!this.wanted.has(tree)) this.unwatchTree(tree);
    // A folder that is not there is watched once its parent shows it (see watchFolder).
    for (const tree of trees)
      if (!this.trees.has(tree) && !this.attaching.has(tree) && isFolder(tree))
        this.watchTree(tree);
    this.files = new Set(
      inputs.files.filter((f) => !ignored(f) && !trees.some((t) => isWithin(t, f))),
    );
    const holders = new Set([...this.files, ...trees].map((f) => path.dirname(f)));
    for (const [folder, watcher] of this.folders)
      if (!holders.has(folder)) {
        this.folders.delete(folder);
        watcher.close();
      }
    for (const folder of holders) if (!this.folders.has(folder)) this.watchFolder(folder);
    await Promise.all(this.attaching.values());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const watcher of this.folders.values()) watcher.close();
    this.folders.clear();
    await Promise.all([...this.trees.values()].map((w) => w.close()));
    this.trees.clear();
  }

  private watchTree(tree: string): Promise<void> {
    // The build reads a folder that is itself a link (a monorepo's `content -> ../../shared`)
    // through it, but chokidar, told not to follow links, takes such a root for a link and
    // never descends: the link's target is watched, and what changes there is told by the
    // path the build reads it by, so the rebuild names it and reuses its caches as it would
    // for a plain folder.
    const real = realPath(tree);
    const asRead = (file: string) =>
      real === tree ? path.resolve(file) : path.join(tree, path.relative(real, file));
    // The build skips symbolic links inside these folders: following them would walk what
    // they point at (a link to the project loops until ELOOP) for nothing. A folder gone
    // before chokidar looked makes it watch the parent for it, a watch its close() can
    // miss: not persistent, so such a watch never keeps a stopped server's process alive
    // (the server's socket keeps a running one alive).
    const watcher = watch(real, {
      ignoreInitial: true,
      ignored: (file: string) => ignored(asRead(file)),
      followSymlinks: false,
      persistent: false,
    });
    this.trees.set(tree, watcher);
    // chokidar reports each symbolic link it finds on its first walk as added, although
    // told to ignore that walk: a link then rebuilt the site at every start.
    let ready = false;
    for (const event of ['add', 'change', 'unlink'] as const)
      watcher.on(event, (file: string) => {
        if (ready) this.onEvent(asRead(file), event, true);
      });
    const attached = (async () => {
      await new Promise<void>((resolve) => {
        watcher.once('ready', resolve);
        // A failure of one watch (a path longer than the system allows, a folder it
        // cannot read) is told once (one folder can fail many times) and never thrown: an 'error' event no one listens to
        // ends the server. chokidar then never says 'ready', but watches the rest.
        let told = false;
        watcher.on('error', (error: unknown) => {
          if (!told) this.onError(tree, error);
          told = true;
          resolve();
        });
      });
      ready = true;
      // chokidar can say 'ready' a moment before every folder's watch is attached: a file
      // added in that moment went unseen. Wait until it settles, so a change made once
      // follow() resolved is caught.
      await setTimeout(settleMs);
    })().finally(() => {
      if (this.attaching.get(tree) === attached) this.attaching.delete(tree);
    });
    this.attaching.set(tree, attached);
    return attached;
  }

  private unwatchTree(tree: string): void {
    const watcher = this.trees.get(tree);
    this.trees.delete(tree);
    this.attaching.delete(tree);
    void watcher?.close();
  }

  /**
   * A watched folder's name came or went in its parent: its old watch is ended (it
   * watches nothing, or the folder where it was moved to) and a new one made if it is
   * there. Its coming back is told once the new watch is attached, so the rebuild it
   * starts reads nothing a later edit could change unseen.
   */
  private treeMoved(tree: string): void {
    if (this.closed) return;
    this.unwatchTree(tree);
    if (!isFolder(tree)) {
      this.onEvent(tree, 'unlink', true);
      return;
    }
    const attached = this.watchTree(tree);
    const watcher = this.trees.get(tree);
    void attached.then(() => {
      // Not when it moved again meanwhile: the newer watch tells its own.
      if (!this.closed && this.trees.get(tree) === watcher) this.onEvent(tree, 'add', true);
    });
  }

  private watchFolder(folder: string): void {
    let watcher: FolderWatch;
    try {
      watcher = watchFolder(folder, (kind, name) => {
        if (!name) return;
        const file = path.join(folder, name.toString());
        if (ignored(file)) return;
        if (kind === 'rename' && this.wanted.has(file)) return this.treeMoved(file);
        const event = kind === 'change' ? 'change' : existsSync(file) ? 'add' : 'unlink';
        this.onEvent(file, event, this.files.has(file));
      });
    } catch {
      // The folder is not there (a document in a folder not made yet): the build says what is missing.
      return;
    }
    // The folder itself was removed: its watch ends; the next build's inputs say what to watch.
    watcher.on('error', () => {
      watcher.close();
      if (this.folders.get(folder) === watcher) this.folders.delete(folder);
    });
    this.folders.set(folder, watcher);
  }
}

/** How much of a failing path a warning shows: a looping or deep path runs to kilobytes. */
const shownPathChars = 80;

/** The one terminal line for a failed watch of `folder` (relative to the site). */
export function watchFailure(folder: string, error: unknown): string {
  const { code, path: where } = (error ?? {}) as NodeJS.ErrnoException;
  const what = code ?? (error instanceof Error ? error.message : String(error)).slice(0, 200);
  const at =
    where === undefined
      ? ''
      : ` at ${where.length > shownPathChars ? `…${where.slice(-shownPathChars)}` : where}`;
  return `Watching ${folder}/ failed in part (${what}${at}): changes there may go unseen until docgen serve is started again.`;
}
