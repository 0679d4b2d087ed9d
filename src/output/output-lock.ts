// One build at a time per output folder, and no leftovers from killed ones.
// A build writes into `.docgen-tmp-<name>-<pid>-<time>` beside the output and
// swaps it in at the end; two builds into one folder at once raced on that swap
// (ENOTEMPTY), and a killed build left its temporary folder behind for good.
// The lock is a file beside the output holding the builder's pid: a lock whose
// process is gone is stale and taken over.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.js';

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

/**
 * Takes the output lock of `target` (an absolute folder path) for this process, or
 * throws a DocgenError naming the build that holds it. Returns the release function.
 */
export function lockOutput(target: string): () => void {
  const lock = lockFileFor(target);
  // `--out a/b/build` may name a folder whose parent does not exist yet.
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
    }
    const holder = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DocgenError(
        `Another docgen build (process ${holder}) is writing to ${target} right now.`,
        {
          hint: `Wait for it to finish, or build into another folder with --out. If no build is running, delete ${lock}.`,
        },
      );
    }
    // The build that took it was killed: its lock is stale.
    rmSync(lock, { force: true });
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Cleans up after builds of `target` that are no longer running (killed
 * mid-build): their temporary folders are removed, folders of live builds are
 * left alone. A build killed between the two renames of its swap left `target`
 * missing and both outputs complete beside it: the newer (a temporary folder
 * with docgen's marker, written once every file was) is put back first. Only
 * folders named as this output's temporary folders are touched.
 */
export function removeStaleTempFolders(target: string, marker: string): void {
  const parent = path.dirname(target);
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return;
  }
  const name = new RegExp(`^\\.docgen-tmp-${escaped(path.basename(target))}-(\\d+)-(\\d+)(-old)?$`);
  const stale = entries
    .map((entry) => ({ entry, match: name.exec(entry) }))
    .filter(({ match }) => match !== null && !isAlive(Number(match[1])))
    .map(({ entry, match }) => ({
      dir: path.join(parent, entry),
      time: Number(match![2]),
      old: match![3] !== undefined,
    }));
  if (!existsSync(target)) {
    const complete = stale
      .filter((s) => !s.old && existsSync(path.join(s.dir, marker)))
      .sort((a, b) => b.time - a.time);
    const back = complete[0] ?? stale.filter((s) => s.old).sort((a, b) => b.time - a.time)[0];
    if (back) renameSync(back.dir, target);
  }
  for (const { dir } of stale) rmSync(dir, { recursive: true, force: true });
}
