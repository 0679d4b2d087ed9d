// docgen reads the content and static folders as they are on disk and does not follow
// symbolic links in them (one could lead anywhere: a loop, a folder outside the project).
// What a link holds is not built, and the author is told which links were skipped, so
// that pages do not vanish without a word.
import path from 'node:path';

/** A site with many links is told about its first few, and how many more. */
const mostTold = 3;

/**
 * Warnings naming the symbolic links (absolute paths) the walks of the content and
 * static folders skipped, each once, as paths from `root`.
 */
export function symbolicLinkWarnings(root: string, skipped: string[]): string[] {
  const links = [
    ...new Set(skipped.map((link) => path.relative(root, link).split(path.sep).join('/'))),
  ].sort();
  const told = links
    .slice(0, mostTold)
    .map(
      (link) =>
        `${link} is a symbolic link, which docgen does not follow in the content and static folders: it was skipped, and no page or file is built from what it points at. Put the folder or file itself there (move or copy it).`,
    );
  const more = links.length - mostTold;
  if (more > 0)
    told.push(
      `${more} more symbolic link${more === 1 ? '' : 's'} in the content and static folders ${more === 1 ? 'was' : 'were'} skipped as well.`,
    );
  return told;
}
