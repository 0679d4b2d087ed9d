// Files served as they are (content/static → output root). Only their paths are
// read here: the output copies each from disk (OutputSink.copy), so a static file
// of any size (a video, a 3 GB data set) never passes through memory, where
// reading it whole failed past 2 GB and cost its size below that.
import { walkFolder } from './folder-walk.js';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The static folder's files: path relative to it (forward slashes, NFC) → absolute path on disk. */
export type StaticFiles = Map<string, string>;

/**
 * The static folder's files; the symbolic links in it (absolute paths), which are not
 * followed; and its git repositories (a vendored clone, a submodule's `.git` file), which
 * are git's, not the site's: they are not published, and an output folder holding one
 * would look like a project to the next build.
 */
export async function readStaticFiles(
  dir: string,
): Promise<{ files: StaticFiles; links: string[]; repositories: string[] }> {
  if (!existsSync(dir)) return { files: new Map(), links: [], repositories: [] };
  const { files, links } = await walkFolder(dir);
  const relative = (abs: string) => path.relative(dir, abs).split(path.sep).join('/');
  const kept = new Map<string, string>();
  const repositories = new Set<string>();
  for (const abs of files) {
    const rel = relative(abs);
    const git = rel.split('/').indexOf('.git');
    // Published in NFC, as pages' routes and copies are, so a link in either form names
    // it on any host; a second file of the same NFC name keeps its own, for the output's
    // clash check to report.
    const nfc = rel.normalize('NFC');
    if (git < 0) kept.set(kept.has(nfc) ? rel : nfc, abs);
    else repositories.add(path.join(dir, ...rel.split('/').slice(0, git + 1)));
  }
  return { files: kept, links, repositories: [...repositories].sort() };
}
