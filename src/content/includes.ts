// Partials: files and folders whose name starts with `_` are not pages; a page pulls
// one in with a line `<!-- @include: ./_partial.md -->` (VitePress's syntax; other tools
// show nothing). Its text replaces the line before rendering, so its headings are the
// page's own; each line keeps where it was written (LineOrigin), so its relative links
// resolve from the partial's file and a message about it names that file.
import path from 'node:path';
import { DocgenError } from '../errors.js';
import type { Written } from './markdown-env.js';
import { fencedLines } from './fenced-lines.js';

const includeLine = /^[ \t]*<!--\s*@include:\s*(\S+?)\s*-->[ \t]*$/;
/** Deeper than any real nesting; beyond it the chain is reported. */
const maxDepth = 8;

/** Whether a file below the content folder (`relative`, no extension) is a partial rather than a page. */
export function isPartial(relative: string): boolean {
  return relative.split('/').some((segment) => segment.startsWith('_'));
}

export interface IncludeSource {
  /** The partial's body, front matter removed. */
  body: string;
  /** Lines of the file before the body (its front matter). */
  lineOffset: number;
}

/** Where a line of a page with includes was written. */
export type LineOrigin = Written & { line: number };

interface ExpandedBody {
  body: string;
  /** Per line of `body` (0-based): where it was written; undefined when nothing was included. */
  origins?: LineOrigin[];
  /** Line ranges that reach past their partial's lines, at the include line. */
  warnings: IncludeWarning[];
}

/** A warning about an include line, at that line (in a partial: with the page's include that brought it). */
interface IncludeWarning {
  at: LineOrigin;
  message: string;
}

/** What is known of the files an include may not name, to say why one is not there. */
interface IncludeLimits {
  /** Symbolic links (relative to the project root) the content folder's walk skipped. */
  skippedLinks?: readonly string[];
  /** The content folder (relative to the project root), where partials are read from. */
  contentDir?: string;
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
  limits: IncludeLimits = {},
): ExpandedBody {
  if (!body.includes('@include')) return { body, warnings: [] };
  const warnings: IncludeWarning[] = [];
  const expanded = expandLines(body, where, { partials, used, limits }, [], warnings);
  const origins = expanded.map((l) => l.origin);
  return {
    body: expanded.map((l) => l.text).join('\n'),
    origins: origins.some((o) => o.includedFrom) ? origins : undefined,
    warnings,
  };
}

/**
 * An include's path and, written after it as VitePress does, the lines of the file to take:
 * `{3,8}`, `{3,}` (3 to the end) or `{,8}` (the start to 8).
 */
function withLineRange(written: string): {
  target: string;
  range?: { from: number; to?: number };
} {
  const found = /^(.+?)\{(\d*),(\d*)\}$/.exec(written);
  if (!found || (found[2] === '' && found[3] === '')) return { target: written };
  const [, target, from, to] = found as unknown as [string, string, string, string];
  return {
    target,
    range: { from: from === '' ? 1 : Number(from), to: to === '' ? undefined : Number(to) },
  };
}

const taken = (from: number, to: number) =>
  from === to ? `line ${from} was included` : `lines ${from} to ${to} were included`;

/**
 * What a range (`{4,10}`, as written) asks for that the partial's file does not give:
 * lines past its end, which were cut silently, or lines of its front matter, which is
 * never included (lines are counted as the file has them, so `{4,}` after three lines
 * of front matter is the body's first line).
 */
function rangeProblem(
  written: string,
  range: { from: number; to?: number },
  frontMatterLines: number,
  fileLines: number,
): string | undefined {
  const size = `the file has ${fileLines} line${fileLines === 1 ? '' : 's'}`;
  const last = Math.min(range.to ?? fileLines, fileLines);
  if (range.from > fileLines)
    return `starts past the end of the partial (${size}): nothing was included. Write a range of its lines, such as \`{1,${fileLines}}\`.`;
  if (range.to !== undefined && range.to > fileLines)
    return `runs past the end of the partial (${size}): ${taken(range.from, last)}. Write \`{${range.from},}\` for the lines to its end.`;
  // `{,8}` names no first line: it starts where the text does.
  if (frontMatterLines > 0 && range.from <= frontMatterLines && !written.startsWith('{,')) {
    const rest =
      last > frontMatterLines ? taken(frontMatterLines + 1, last) : 'nothing was included';
    return `starts in the partial's front matter (lines 1 to ${frontMatterLines}), which is never included: ${rest}. Lines are counted as the file has them, front matter included.`;
  }
  if (range.from === 0)
    return 'starts at line 0: lines are counted from 1, so it was read as from line 1.';
  return undefined;
}

interface ExpandedLine {
  text: string;
  origin: LineOrigin;
}

interface Known {
  partials: ReadonlyMap<string, IncludeSource>;
  used: Set<string>;
  limits: IncludeLimits;
}

/**
 * Why the file an include names is not a partial: it leaves the project, it is (or is
 * in) a symbolic link the walk skipped, or it does not exist. Refused all the same, but
 * "does not exist" for a file the author can see would send them looking for a typo.
 */
function notIncluded(target: string, file: string, limits: IncludeLimits): string {
  if (file === '..' || file.startsWith('../'))
    return `The included file ${target} is outside the project (it resolves to ${file}), and an include may not leave it.`;
  const link = limits.skippedLinks?.find((l) => file === l || file.startsWith(`${l}/`));
  if (link !== undefined)
    return link === file
      ? `The included file ${target} (${file}) is a symbolic link, which docgen does not follow.`
      : `The included file ${target} (${file}) is inside ${link}, a symbolic link, which docgen does not follow.`;
  const folder = limits.contentDir && path.posix.normalize(limits.contentDir).replace(/\/$/, '');
  if (folder && folder !== '.' && !file.startsWith(`${folder}/`))
    return `The included file ${target} (${file}) is outside the content folder ${folder}, where partials are read from.`;
  return `The included file ${target} does not exist (looked for ${file}).`;
}

function expandLines(
  body: string,
  where: { file: string; lineOffset: number },
  known: Known,
  chain: string[],
  warnings: IncludeWarning[],
  includedFrom?: string,
): ExpandedLine[] {
  const { partials, used, limits } = known;
  const fenced = fencedLines();
  return body.split('\n').flatMap((line, i): ExpandedLine[] => {
    const lineNo = where.lineOffset + i + 1;
    const own: ExpandedLine = {
      text: line,
      origin: { file: where.file, line: lineNo, ...(includedFrom ? { includedFrom } : {}) },
    };
    const written = fenced(line) ? undefined : includeLine.exec(line)?.[1];
    if (written === undefined) return [own];
    const { target, range } = withLineRange(written);
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(where.file), target));
    const partial = partials.get(file);
    if (!partial) {
      throw new DocgenError(notIncluded(target, file, limits), {
        file: where.file,
        line: lineNo,
        hint: 'Write the path of a markdown file of the content folder relative to this one, such as `./_partial.md` (a real file, not a symbolic link).',
      });
    }
    if (chain.includes(file) || chain.length >= maxDepth) {
      throw new DocgenError(
        `Including ${file} from ${where.file} makes a loop: ${[...chain, file].join(' → ')}.`,
        { file: where.file, line: lineNo, hint: 'Remove one of the includes of the loop.' },
      );
    }
    used.add(file);
    const lines = partial.body.replace(/\n$/, '').split('\n');
    // A range counts the partial's lines as its file has them, front matter included.
    const first = range ? Math.max(range.from - 1 - partial.lineOffset, 0) : 0;
    const end = range?.to === undefined ? lines.length : range.to - partial.lineOffset;
    if (range && range.to !== undefined && range.to < range.from)
      throw new DocgenError(
        `The line range {${range.from},${range.to}} of ${target} ends before it starts.`,
        {
          file: where.file,
          line: lineNo,
          hint: 'Write the first line, then the last: `{3,8}` includes lines 3 to 8 of the partial.',
        },
      );
    if (range) {
      const asWritten = written.slice(target.length);
      const fileLines = partial.lineOffset + lines.length;
      const problem = rangeProblem(asWritten, range, partial.lineOffset, fileLines);
      if (problem)
        warnings.push({
          at: own.origin,
          message: `The line range ${asWritten} of ${target} ${problem}`,
        });
    }
    return expandLines(
      lines.slice(first, Math.max(end, first)).join('\n'),
      { file, lineOffset: partial.lineOffset + first },
      known,
      [...chain, file],
      warnings,
      // A message about a nested partial names the page's include line, as a top-level
      // partial's does: the partial that includes it is named by its own file already.
      includedFrom ?? `${where.file}:${lineNo}`,
    );
  });
}

/**
 * The first include line (`content/guide.md:7`) among `pages` that brings in `file`: for
 * the message of a page that fails as a page because it was written to be included.
 */
export function includerOf(
  file: string,
  pages: Iterable<{ file: string; body: string; lineOffset: number }>,
): string | undefined {
  for (const page of pages) {
    if (!page.body.includes('@include')) continue;
    const fenced = fencedLines();
    const lines = page.body.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const written = fenced(lines[i]!) ? undefined : includeLine.exec(lines[i]!)?.[1];
      if (written === undefined) continue;
      const target = withLineRange(written).target;
      if (path.posix.join(path.posix.dirname(page.file), target) === file)
        return `${page.file}:${page.lineOffset + i + 1}`;
    }
  }
  return undefined;
}
