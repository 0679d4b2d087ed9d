// The walk of the content and static folders, which follows no symbolic link (symbolic-links.ts).
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The files below `dir` and the symbolic links there (absolute paths), none under `skip`. */
export async function walkFolder(
  dir: string,
  skip?: string,
): Promise<{ files: string[]; links: string[] }> {
  const files: string[] = [];
  const links: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(e.parentPath, e.name);
    if (skip !== undefined && file.startsWith(skip + path.sep)) continue;
    if (e.isSymbolicLink()) links.push(file);
    else if (e.isFile()) files.push(file);
  }
  return { files, links };
}
