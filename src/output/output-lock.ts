// One build at a time per output folder (two raced on the swap), and no temporary
// folders left by killed ones.
//
// The lock is a file beside the output holding the builder's token (pid and nonce),
// created whole or not at all: the token is written to a file of its own, then
// hard-linked to the lock's name, which fails if the lock exists (a file created
// empty could be read empty by a build started at the same instant). Removing a stale
// lock (its process gone) is itself claimed with an exclusive create named after its
// token, so only one of many builds removes it, and none the fresh lock that replaced it.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  lstatSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { escapeRegExp } from '../shared/regexp-escape.js';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFileFor(target: string): string {
  return path.join(path.dirname(target), `.docgen-lock-${path.basename(target)}`);
}

/** The pid a lock's token names (an older docgen's lock holds the pid alone); NaN for anything else. */
function pidOf(token: string): number {
  const pid = Number(/^(\d+)(?:\s|$)/.exec(token)?.[1]);
  return pid > 0 ? pid : Number.NaN;
}

/** The file's text, or undefined when there is no such file. */
function readToken(file: string): string | undefined {
  try {
    // A FIFO or a link in the lock's place is no lock of docgen's (reading it would
    // block or never end): its token names no process, so it is stale.
    if (!lstatSync(file).isFile()) return '';
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Creates `file` holding `text` if there is no such file, atomically: readers see
 * the whole text or no file. False when the file exists. Nothing is left behind
 * when the disk is full.
 */
function createExclusive(file: string, text: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, text, { flag: 'wx' });
    linkSync(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // No hard links here (some network or FAT file systems): an exclusive create, written after.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS')
      return createWritten(file, text);
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** createExclusive without a hard link: the file is empty for a moment. */
function createWritten(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } catch (error) {
    closeSync(fd);
    rmSync(file, { force: true });
    throw error;
  }
  closeSync(fd);
  return true;
}

/** Blocks this thread for `ms`: a lock is waited for only while another build removes a stale one. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes `file` if it still holds `token`, the token of a dead process, claimed
 * so that only one process does it (see the top of this file). Returns without
 * removing it when another live process is removing it right now.
 */
function removeStale(file: string, token: string, mine: string, depth = 0): void {
  const claim = `${file}.takeover-${createHash('sha256').update(token).digest('hex').slice(0, 12)}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusive(claim, mine)) {
      try {
        // Only the claim's holder removes a lock with this token, so it cannot change in between.
        if (readToken(file) === token) rmSync(file, { force: true });
      } finally {
        rmSync(claim, { force: true });
      }
      return;
    }
    const claimer = readToken(claim);
    if (claimer === undefined) continue; // done meanwhile
    if (isAlive(pidOf(claimer)) || depth >= 4) return;
    // A process killed while it removed the lock left its claim: removed the same way.
    removeStale(claim, claimer, mine, depth + 1);
  }
}

/** Another live build holds the output folder's lock. */
export class OutputLockedError extends DocgenError {}

/**
 * Takes the output lock of `target` (an absolute folder path) for this process, or
 * throws a DocgenError naming the build that holds it. Returns the release function.
 */
export function lockOutput(target: string): () => void {
  const lock = lockFileFor(target);
  // `--out a/b/build` may name a folder whose parent does not exist yet.
  mkdirSync(path.dirname(lock), { recursive: true });
  const token = `${process.pid} ${randomBytes(8).toString('hex')}\n`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (createExclusive(lock, token)) {
      // Only this lock is removed: a lock taken over (this process was thought dead) is another's now.
      return () => {
        if (readToken(lock) === token) rmSync(lock, { force: true });
      };
    }
    const holder = readToken(lock);
    if (holder === undefined) continue; // released meanwhile
    const pid = pidOf(holder);
    if (isAlive(pid)) {
      throw new OutputLockedError(
        `Another docgen build (process ${pid}) is writing to ${target} right now.`,
        {
          hint: `Wait for it to finish, or build into another folder with --out. If no build is running, delete ${lock}.`,
        },
      );
    }
    // The build that took it was killed (or its file is not a lock docgen wrote): stale.
    removeStale(lock, holder, token);
    if (readToken(lock) === holder) pause(10);
  }
  throw new DocgenError(`Could not take the lock of ${target}: ${lock} stays in the way.`, {
    hint: `If no build is running, delete ${lock}.`,
  });
}

/**
 * Removes the lock drafts and takeover claims killed builds left beside `target`, each
 * once its process is gone. Called under the lock, so no claim of a lock in use goes.
 */
function removeLockLeftovers(target: string, entries: readonly string[]): void {
  const lock = path.basename(lockFileFor(target));
  const draft = new RegExp(
    `^${escapeRegExp(lock)}(?:\\.takeover-[0-9a-f]+)*\\.(\\d+)\\.[0-9a-f]+$`,
  );
  const claim = new RegExp(`^${escapeRegExp(lock)}(?:\\.takeover-[0-9a-f]+)+$`);
  for (const entry of entries) {
    const file = path.join(path.dirname(target), entry);
    const pid = draft.exec(entry)?.[1] ?? (claim.test(entry) ? readToken(file) : undefined);
    if (pid !== undefined && !isAlive(pidOf(pid))) rmSync(file, { force: true });
  }
}

/**
 * Removes the temporary folders of builds of `target` that are no longer running;
 * those of live builds stay. A build killed mid-swap left `target` complete (swap-in.ts),
 * so its folder goes too. (`-old` folders are from a docgen that swapped whole folders.)
 * Only folders named as this output's temporary folders are touched.
 */
export function removeStaleTempFolders(target: string): void {
  const parent = path.dirname(target);
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return;
  }
  removeLockLeftovers(target, entries);
  const name = new RegExp(
    `^\\.docgen-tmp-${escapeRegExp(path.basename(target))}-(\\d+)-\\d+(?:-old)?$`,
  );
  for (const entry of entries) {
    const pid = name.exec(entry)?.[1];
    if (pid !== undefined && !isAlive(Number(pid)))
      rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
}
