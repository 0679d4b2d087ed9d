// Imports bundled module code from a folder of its own in the system's temporary folder.
// The folder is made by mkdtemp (a random name, mode 0700) and the file is created
// exclusively (mode 0600): in a /tmp shared with other users, a predictable name would let
// one of them plant a symbolic link there and have the build overwrite whatever it points
// at, or read the bundled config. The folder is removed once the module is imported,
// failed or not.
import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocgenError } from '../errors.js';

const reasons: Record<string, string> = {
  ENOENT: 'it does not exist',
  ENOTDIR: 'it is not a folder',
  EACCES: 'permission was denied',
  EPERM: 'the operation was not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/** Writes `code` to a private temporary file, imports it, and removes the file's folder. */
export async function importFromPrivateFolder(code: string): Promise<unknown> {
  const temp = tmpdir();
  let dir: string;
  try {
    dir = await mkdtemp(path.join(temp, 'docgen-load-'));
  } catch (error) {
    throw tempFolderProblem(error, temp);
  }
  const remove = () => rmSync(dir, { recursive: true, force: true });
  // A module that calls process.exit() while it loads still leaves no folder behind.
  process.once('exit', remove);
  try {
    const file = path.join(dir, 'module.mjs');
    try {
      await writeFile(file, code, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      throw tempFolderProblem(error, temp);
    }
    return await orStalled(import(pathToFileURL(file).href));
  } finally {
    process.removeListener('exit', remove);
    // Synchronous: a default export that is a rejected promise must reach the caller, which
    // handles it, without a tick in between (Node would report it unhandled).
    remove();
  }
}

/**
 * The system's temporary folder (TMPDIR) missing, unwritable or full: the user's to fix,
 * named with what to do, not a crash; any other error is passed on as it is.
 */
function tempFolderProblem(error: unknown, temp: string): unknown {
  const { code } = (error ?? {}) as NodeJS.ErrnoException;
  const reason = code === undefined ? undefined : reasons[code];
  if (reason === undefined) return error;
  const full = code === 'ENOSPC' || code === 'EDQUOT';
  return new DocgenError(
    `Could not write to the temporary folder ${temp}, where docgen loads the site's config and sidebars modules: ${reason} (${code}).`,
    {
      hint: full
        ? `Free some space on that disk, or set TMPDIR to a folder on another disk.`
        : `Set TMPDIR to a folder you can write to (such as TMPDIR=$HOME/tmp, created first), or unset it to use ${process.platform === 'win32' ? "the system's" : '/tmp'}.`,
      cause: error,
    },
  );
}

/** Thrown by `orStalled` when nothing is left that could settle the promise. */
export class StalledError extends Error {}

/**
 * `promise`, or a StalledError once Node has nothing left to do while it waits: a module's
 * top-level await (or its default export) on a promise that never settles would otherwise
 * let Node exit 0 with nothing built.
 */
export async function orStalled<T>(promise: Promise<T>): Promise<T> {
  let stalled!: () => void;
  const never = new Promise<never>((_, reject) => {
    stalled = () => reject(new StalledError('the promise never settled'));
  });
  process.once('beforeExit', stalled);
  try {
    return await Promise.race([promise, never]);
  } finally {
    process.removeListener('beforeExit', stalled);
  }
}
