// Files served as they are (content/static → output root). Only their paths are
// read here: the output copies each from disk (OutputSink.copy), so a static file
// of any size (a video, a 3 GB data set) never passes through memory, where
// reading it whole failed past 2 GB and cost its size below that.
import { walkFolder } from './folder-walk.js';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The static folder's files: path relative to it (forward slashes) → absolute path on disk. */
export type StaticFiles = Map<string, string>;

/** The static folder's files, and the symbolic links in it (absolute paths), which are not followed. */
export async function readStaticFiles(
  dir: string,
): Promise<{ files: StaticFiles; links: string[] }> {
  if (!existsSync(dir)) return { files: new Map(), links: [] };
  const { files, links } = await walkFolder(dir);
  const relative = (abs: string) => path.relative(dir, abs).split(path.sep).join('/');
  return { files: new Map(files.map((abs) => [relative(abs), abs])), links };
}
