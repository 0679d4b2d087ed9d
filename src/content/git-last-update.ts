// "Last updated" from git: the date and author of the last commit of each file
// of the content folder, read with one `git log` for the whole folder (one
// process per file would cost more than the build of a small site).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface LastCommit {
  /** ISO 8601 date of the commit. */
  date: string;
  author: string;
}

/**
 * The last commit of each file below `dir`, by path relative to `root` (forward
 * slashes). Empty when `root` is not in a git work tree, or git is missing: the
 * pages then show no date rather than failing the build.
 */
export async function lastCommits(root: string, dir: string): Promise<Map<string, LastCommit>> {
  const commits = new Map<string, LastCommit>();
  let out: string;
  try {
    ({ stdout: out } = await run(
      'git',
      ['log', '--format=%x00%cI%x00%an', '--name-only', '--no-renames', '--', dir],
      { cwd: root, maxBuffer: 256 * 1024 * 1024 },
    ));
  } catch {
    return commits;
  }
  // git names files relative to the top of the work tree.
  let top: string;
  try {
    top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: root })).stdout.trim();
  } catch {
    return commits;
  }
  const prefix = path.relative(top, root).split(path.sep).join('/');
  // Each commit: NUL, date, NUL, author, a blank line, its files one a line; newest first.
  const parts = out.split('\0');
  for (let i = 1; i + 1 < parts.length; i += 2) {
    const date = parts[i]!;
    const [author = '', ...files] = parts[i + 1]!.split('\n');
    for (const file of files) {
      if (!file) continue;
      const relative = prefix ? path.posix.relative(prefix, file) : file;
      if (!commits.has(relative)) commits.set(relative, { date, author });
    }
  }
  return commits;
}
