// Partials: files and folders whose name starts with `_` are not pages; a page
// pulls one in with a line `<!-- @include: ./_partial.md -->` (VitePress's
// syntax, an HTML comment, so other tools show nothing rather than garbage). The
// partial's text takes the place of the line before the page is rendered, so its
// headings, anchors and links are the page's own; its links resolve from the page.
import path from 'node:path';
import { DocgenError } from '../errors.js';

const includeLine = /^[ \t]*<!--\s*@include:\s*(\S+?)\s*-->[ \t]*$/;
const fence = /^\s*(`{3,}|~{3,})/;
/** Deeper than any real nesting; beyond it the chain is reported. */
const maxDepth = 8;

/** Whether a file below the content folder (`relative`, no extension) is a partial rather than a page. */
export function isPartial(relative: string): boolean {
  return relative.split('/').some((segment) => segment.startsWith('_'));
}

export interface IncludeSource {
  /** The partial's body, front matter removed. */
  body: string;
}

/**
 * The body with every include line replaced by the partial's text, recursively.
 * `partials` maps a file (relative to the project root) to its body; `used`
 * collects the partials included.
 */
export function expandIncludes(
  body: string,
  where: { file: string; lineOffset: number },
  partials: ReadonlyMap<string, IncludeSource>,
  used: Set<string>,
  chain: string[] = [],
): string {
  if (!body.includes('@include')) return body;
  let inFence: string | undefined;
  const lines = body.split('\n');
  return lines
    .map((line, i) => {
      const open = fence.exec(line)?.[1];
      if (open && (!inFence || open.startsWith(inFence))) {
        inFence = inFence ? undefined : open;
        return line;
      }
      const target = inFence ? undefined : includeLine.exec(line)?.[1];
      if (target === undefined) return line;
      const lineNo = where.lineOffset + i + 1;
      const file = path.posix.normalize(path.posix.join(path.posix.dirname(where.file), target));
      const partial = partials.get(file);
      if (!partial) {
        throw new DocgenError(`The included file ${target} does not exist (looked for ${file}).`, {
          file: where.file,
          line: lineNo,
          hint: 'Write the path of a markdown file relative to this one, such as `./_partial.md`.',
        });
      }
      if (chain.includes(file) || chain.length >= maxDepth) {
        throw new DocgenError(
          `Including ${file} from ${where.file} makes a loop: ${[...chain, file].join(' → ')}.`,
          { file: where.file, line: lineNo, hint: 'Remove one of the includes of the loop.' },
        );
      }
      used.add(file);
      return expandIncludes(
        partial.body.replace(/\n$/, ''),
        { file, lineOffset: 0 },
        partials,
        used,
        [...chain, file],
      );
    })
    .join('\n');
}
