// What `serve --watch` watches, kept in step with what the last build read: the
// folders whose every file feeds the build (the content and static folders the config
// names), recursively, and each single input file (the config and the modules it
// imports, the sidebars, OpenAPI documents and their $ref files, stylesheets) through
// the folder that holds it. A watch on a file itself ends when the file is deleted or
// renamed over, as `git checkout` and many editors do, and later edits went unseen.
import { existsSync, watch as watchFolder, type FSWatcher as FolderWatch } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { BuildInputs } from '../build-options.js';

export type InputEvent = 'add' | 'change' | 'unlink';

/**
 * Told each change: `known` is false for a file beside an input that is no input of the
 * last build (a module a failed config imports may be that file, created after it).
 */
type OnInputEvent = (file: string, event: InputEvent, known: boolean) => void;

const ignored = (p: string) =>
  /(^|[\\/])(\.git|node_modules|\.docgen-[^\\/]*)([\\/]|$)/.test(p) || /\.docgen-load-/.test(p);

/** How long chokidar is given after its 'ready' to attach every watch of a new folder. */
const settleMs = 250;

const isWithin = (folder: string, file: string) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

export class InputWatcher {
  /** Folders watched recursively (chokidar), by path. */
  private readonly trees = new Map<string, FSWatcher>();
  /** Folders watched for the input files they hold (fs.watch, attached at once), by path. */
  private readonly folders = new Map<string, FolderWatch>();
  private files = new Set<string>();
  private closed = false;

  constructor(private readonly onEvent: OnInputEvent) {}

  /** Watches `inputs` from now on, and no longer what is not among them; resolves once every watch is attached. */
  async follow(inputs: BuildInputs): Promise<void> {
    if (this.closed) return;
    const trees = [...new Set(inputs.folders)].filter(
      (f, _, all) => !all.some((other) => other !== f && isWithin(other, f)),
    );
    for (const [tree, watcher] of this.trees)
      if (!trees.includes(tree)) {
        this.trees.delete(tree);
        void watcher.close();
      }
    const attaching = trees.filter((t) => !this.trees.has(t)).map((t) => this.watchTree(t));
    this.files = new Set(
      inputs.files.filter((f) => !ignored(f) && !trees.some((t) => isWithin(t, f))),
    );
    const holders = new Set([...this.files].map((f) => path.dirname(f)));
    for (const [folder, watcher] of this.folders)
      if (!holders.has(folder)) {
        this.folders.delete(folder);
        watcher.close();
      }
    for (const folder of holders) if (!this.folders.has(folder)) this.watchFolder(folder);
    await Promise.all(attaching);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const watcher of this.folders.values()) watcher.close();
    this.folders.clear();
    await Promise.all([...this.trees.values()].map((w) => w.close()));
    this.trees.clear();
  }

  private async watchTree(tree: string): Promise<void> {
    const watcher = watch(tree, { ignoreInitial: true, ignored });
    this.trees.set(tree, watcher);
    for (const event of ['add', 'change', 'unlink'] as const)
      watcher.on(event, (file: string) => this.onEvent(path.resolve(file), event, true));
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    // chokidar can say 'ready' a moment before every folder's watch is attached: a file
    // added in that moment went unseen. Wait until it settles, so a change made once
    // follow() resolved is caught.
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  }

  private watchFolder(folder: string): void {
    let watcher: FolderWatch;
    try {
      watcher = watchFolder(folder, (kind, name) => {
        if (!name) return;
        const file = path.join(folder, name.toString());
        if (ignored(file)) return;
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
