// Writes the output to a temporary folder beside the target and swaps it in at the
// end (swap-in.ts), so a failed build leaves the previous output untouched. Files are
// written as they are handed over (pages as they render), so a big build never holds
// every page in memory; unchanged files are linked from the previous output.
import { rm } from 'node:fs/promises';
import {
  existsSync,
  writeFileSync,
  copyFile as copyFileWithCallback,
  link as linkWithCallback,
  lstat as lstatWithCallback,
  mkdir as mkdirWithCallback,
  mkdirSync,
  readFile as readFileWithCallback,
  writeFile as writeFileWithCallback,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { spawn } from 'node:child_process';
import type { OutputSink, OutputSource } from '../types.js';
import { diskProblem } from './disk-errors.js';
import { OutputClaims } from './output-claims.js';
import { lockOutput, removeStaleTempFolders } from './output-lock.js';
import { type SwapSteps, swapIn } from './swap-in.js';
import {
  checkOutputFolder,
  outputMarker,
  outputMarkerText,
  type OutputFolderRules,
} from './output-folder.js';

/** fs.writeFile with a callback: fs/promises' makes a FileHandle per file, which costs more (BENCHMARKS.md). */
const writeFile = promisify(writeFileWithCallback);

/** How a file's bytes reach the disk: fs.writeFile, or a test's stand-in that fails as a full disk does. */
type FileWriter = (file: string, content: string | Uint8Array) => Promise<void>;

/** The kernel copies (copy_file_range, sendfile or a reflink), in bounded memory whatever the size. */
const copyFile = promisify(copyFileWithCallback);

/** The bytes of `file` when it is a regular file (not a link to elsewhere) of `size` bytes; undefined otherwise. */
function readRegularFile(file: string, size: number): Promise<Buffer | undefined> {
  return new Promise((resolve) =>
    lstatWithCallback(file, (error, stats) => {
      if (error || !stats.isFile() || stats.size !== size) return resolve(undefined);
      readFileWithCallback(file, (readError, bytes) => resolve(readError ? undefined : bytes));
    }),
  );
}

/**
 * Writes `content` to `target`, or, when the previous output's file `previous`
 * holds the same bytes, makes `target` a hard link to it: most files of a rebuild are
 * on disk already, and linking costs far less than writing (BENCHMARKS.md). Anything
 * unexpected (other bytes, no hard links) falls back to writing. True when linked.
 */
async function writeOrLink(
  target: string,
  content: string | Uint8Array,
  previous: string | undefined,
  writeFile: FileWriter,
  readFromPrevious = false,
): Promise<boolean> {
  if (previous !== undefined) {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    // Bytes read from `previous` itself (OutputWriter.previous) are its bytes: no need to read them twice.
    const same = readFromPrevious || (await readRegularFile(previous, bytes.length))?.equals(bytes);
    if (same) {
      const linked = await new Promise<boolean>((resolve) =>
        linkWithCallback(previous, target, (error) => resolve(!error)),
      );
      if (linked) return true;
    }
    await writeFile(target, bytes);
    return false;
  }
  await writeFile(target, content);
  return false;
}

/** fs.mkdir with a callback, as a promise; a folder that is there already counts as made. */
function makeDir(dir: string): Promise<void> {
  return new Promise((resolve, reject) =>
    mkdirWithCallback(dir, (error) =>
      error && error.code !== 'EEXIST' ? reject(error) : resolve(),
    ),
  );
}

/**
 * Deletes a folder from a detached process, so a CLI build exits as soon as its output
 * is in place (BENCHMARKS.md). The folder is named as this process's temporary folder,
 * so should the deletion not finish, the next build removes it (removeStaleTempFolders).
 */
function removeInBackground(dir: string): void {
  try {
    spawn(
      process.execPath,
      ['-e', 'require("fs").rmSync(process.argv[1], { recursive: true, force: true })', dir],
      { detached: true, stdio: 'ignore' },
    ).unref();
  } catch {
    // No process to spare: the next build removes the folder.
  }
}

/** Pages waiting for the disk beyond this make the renderer wait (see caughtUp). */
const backlogBytes = 64 * 1024 * 1024;

/**
 * Files written at once. Each write holds a file descriptor while it runs, and a
 * build may hand over ten thousand small files in one loop (an API's per-operation
 * data): unbounded, they ran the process out of descriptors (EMFILE).
 */
export const maxFilesInFlight = 64;

export class OutputWriter implements OutputSink {
  /** Folders made or being made, by path: a file is written once its folder is there. */
  private readonly dirs = new Map<string, Promise<void>>();
  private readonly pending = new Set<Promise<void>>();
  /** Every file handed over, with its source: a clash fails before anything is written for it. */
  private readonly claims = new OutputClaims();
  /** The files handed over, as claimed (relative, forward slashes), and those linked from the previous output. */
  private readonly files: string[] = [];
  private readonly unchanged = new Set<string>();
  private failure: unknown;
  /** Bytes handed over and not yet written (string lengths count as bytes). */
  private pendingBytes = 0;
  private readonly waiters: (() => void)[] = [];
  /** Writes running now, and the jobs waiting for one of them to end (see maxFilesInFlight). */
  private inFlight = 0;
  private readonly slotWaiters: (() => void)[] = [];
  /** Whether there is a previous output to link unchanged files from. */
  private readonly hadOutput: boolean;
  /** Bytes handed out by `previous`, with the file they are: written back to it, they are linked. */
  private readonly readBack = new WeakMap<Uint8Array, string>();

  private constructor(
    private readonly outDir: string,
    private readonly tmp: string,
    private readonly backlog: number,
    private readonly unlock: () => void,
    private readonly removeOldInBackground: boolean,
    private readonly writeFile: FileWriter,
    private readonly swapSteps: SwapSteps | undefined,
  ) {
    mkdirSync(tmp, { recursive: true });
    this.dirs.set(tmp, Promise.resolve());
    this.hadOutput = existsSync(outDir);
    // Written by commit once every other file is: a temporary folder with it is complete.
    this.claims.claim(outputMarker, { label: "docgen's output marker" });
  }

  /**
   * Starts an output for `outDir`: nothing there changes until `commit`. Fails with a
   * DocgenError when the folder may not be replaced (`rules`, see output-folder.ts)
   * or while another build writes to it (see output-lock.ts).
   */
  static open(
    outDir: string,
    options: {
      backlogBytes?: number;
      removeOldInBackground?: boolean;
      rules?: OutputFolderRules;
      /** Writes each file (default fs.writeFile): a seam for tests of a full disk. */
      writeFile?: FileWriter;
      /** How commit moves files into the output folder and removes stale ones (default fs's): a seam for tests of the swap. */
      swapSteps?: SwapSteps;
    } = {},
  ): OutputWriter {
    const target = path.resolve(outDir);
    // Before the lock, which is made beside the folder: `--out ..` must not write above the project either.
    checkOutputFolder(target, options.rules);
    const unlock = lockOutput(target);
    try {
      removeStaleTempFolders(target);
      // Checked again under the lock: a build that held it may have changed the folder meanwhile.
      checkOutputFolder(target, options.rules);
      const tmp = path.join(
        path.dirname(target),
        `.docgen-tmp-${path.basename(target)}-${process.pid}-${Date.now()}`,
      );
      return new OutputWriter(
        target,
        tmp,
        options.backlogBytes ?? backlogBytes,
        unlock,
        options.removeOldInBackground === true,
        options.writeFile ?? writeFile,
        options.swapSteps,
      );
    } catch (error) {
      unlock();
      throw error;
    }
  }

  /** Relative paths handed over so far. */
  has(file: string): boolean {
    return this.claims.has(file);
  }

  /**
   * Writes `file` (relative, forward slashes) in the background; `commit` waits for it.
   * Throws a DocgenError, writing nothing, when another source has `file` (or needs it
   * as a folder) or when it would land outside the output folder.
   */
  write(file: string, content: string | Uint8Array, source?: OutputSource): void {
    const previous = this.previousPath(file);
    const readBack = typeof content !== 'string' && this.readBack.get(content) === file;
    this.enqueue(file, content.length, source, async (target) => {
      const linked = await writeOrLink(target, content, previous, this.writeFile, readBack);
      if (linked) this.unchanged.add(file);
    });
  }

  /** The bytes of `file` in the output this one replaces, when it is a regular file of `size` bytes there. */
  async previous(file: string, size: number): Promise<Uint8Array | undefined> {
    const from = this.previousPath(file);
    const bytes = from === undefined ? undefined : await readRegularFile(from, size);
    if (bytes) this.readBack.set(bytes, file);
    return bytes;
  }

  /** Where `file` is in the output this one replaces; undefined without one (or outside it). */
  private previousPath(file: string): string | undefined {
    const previous = path.resolve(this.outDir, file);
    return this.hadOutput && previous.startsWith(this.outDir + path.sep) ? previous : undefined;
  }

  /** Copies the file at `from` to `file` in the background, in bounded memory; claimed as `write` claims. */
  copy(file: string, from: string, source?: OutputSource): void {
    // Counted as nothing waiting in memory: the bytes stay on disk until the kernel copies them.
    this.enqueue(file, 0, source, (target) => copyFile(from, target));
  }

  /** Claims `file`, then runs `put` (which makes it at the given path) once its folder is there. */
  private enqueue(
    file: string,
    size: number,
    source: OutputSource | undefined,
    put: (target: string) => Promise<void>,
  ): void {
    this.claims.claim(file, source);
    this.files.push(file);
    const target = path.resolve(this.tmp, file);
    // The last guard: whatever the claim let through, nothing is written outside the temporary folder.
    if (!target.startsWith(this.tmp + path.sep))
      throw new Error(`Refusing to write ${target}: it is outside ${this.tmp}.`);
    this.pendingBytes += size;
    const job: Promise<void> = this.dir(path.dirname(target))
      .then(() => this.slot())
      .then(() => put(target).finally(() => this.release()))
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.pending.delete(job);
        this.pendingBytes -= size;
        if (this.pendingBytes <= this.backlog / 2)
          for (const wake of this.waiters.splice(0)) wake();
      });
    this.pending.add(job);
  }

  /** Waits for a free write slot, and takes it. */
  private slot(): Promise<void> {
    if (this.inFlight < maxFilesInFlight) {
      this.inFlight++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.slotWaiters.push(resolve));
  }

  /** Hands the slot to the next waiting write, or frees it. */
  private release(): void {
    const next = this.slotWaiters.shift();
    if (next) next();
    else this.inFlight--;
  }

  /**
   * Resolves when the disk has caught up (at most half the backlog limit is left to
   * write); at once if it has. A renderer awaits it now and then, so a slow disk
   * slows rendering down instead of filling memory with pages waiting to be written.
   */
  caughtUp(): Promise<void> {
    if (this.pendingBytes <= this.backlog) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Makes the folders of files about to be written, all at once: made one by one
   * between writes, each mkdir waits on the writes under way in the thread pool.
   * Paths that would land outside the output are left to `write`, which refuses them.
   */
  expect(files: readonly string[]): void {
    for (const file of files) {
      const target = path.resolve(this.tmp, file);
      if (target.startsWith(this.tmp + path.sep)) void this.dir(path.dirname(target));
    }
  }

  /**
   * Makes a file's folder once its parent is made, each folder once per output, in the
   * thread pool (an mkdir on the main thread is slow on some file systems, BENCHMARKS.md).
   * Each folder waits only for its own parent, never for the folders made before it.
   */
  private dir(dir: string): Promise<void> {
    let made = this.dirs.get(dir);
    if (made === undefined) {
      const parent = path.dirname(dir);
      made = (
        parent !== dir && parent.startsWith(this.tmp) ? this.dir(parent) : Promise.resolve()
      ).then(() => makeDir(dir));
      // Not left unhandled meanwhile: the write waiting on it reports the failure.
      made.catch(() => {});
      this.dirs.set(dir, made);
    }
    return made;
  }

  /**
   * Waits for every write, marks the new output complete, then swaps it in for the old
   * (swap-in.ts). What is left of the temporary folder (its folders, files linked from
   * the previous output) is deleted after the lock is released.
   */
  async commit(): Promise<void> {
    let swapping = false;
    try {
      while (this.pending.size > 0) await Promise.all([...this.pending]);
      if (this.failure) throw this.failure;
      writeFileSync(path.join(this.tmp, outputMarker), outputMarkerText);
      swapping = true;
      await swapIn(
        {
          from: this.tmp,
          files: [outputMarker, ...this.files],
          marker: outputMarker,
          unchanged: this.unchanged,
        },
        this.outDir,
        this.swapSteps,
      );
      this.unlock();
      if (!existsSync(this.tmp)) return;
      if (this.removeOldInBackground) removeInBackground(this.tmp);
      else await rm(this.tmp, { recursive: true, force: true });
    } catch (error) {
      await this.abort();
      throw (
        diskProblem(error, {
          path: this.outDir,
          what: 'the output folder',
          hint: swapping
            ? `The output in ${this.outDir} may hold files of the previous build and of this one (each file whole): build again.`
            : `The previous output in ${this.outDir} is as it was.`,
        }) ?? error
      );
    }
  }

  /** Drops what was written; the previous output stays as it was. */
  async abort(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    await rm(this.tmp, { recursive: true, force: true });
    this.unlock();
  }
}
