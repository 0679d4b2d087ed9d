// What the dev server's corner lists: the build's warnings grouped and folded as the
// terminal prints them, with the files each group is about, so the page the author
// has open can list its own first (and again after a client navigation).
import { withBase } from '../shared/base-url.js';
import { foldGroup, groupWarnings } from '../shared/warning-groups.js';
import type { Page } from '../types.js';

interface CornerGroup {
  /** The file the warnings are in, and the pages that include it when it is a partial. */
  files: string[];
  /** Warnings in the group. */
  count: number;
  /** As shown: the first few in full, then one line for the rest. */
  lines: string[];
}

export interface CornerWarnings {
  count: number;
  groups: CornerGroup[];
  /** The source file of each page that has warnings, by its path in the browser. */
  pages: Record<string, string>;
}

export function cornerWarnings(
  warnings: readonly string[],
  pages: readonly Page[],
  base: string,
): CornerWarnings {
  const groups = groupWarnings(warnings).map(
    (g): CornerGroup => ({
      files: [
        ...new Set(
          g.warnings
            .flatMap((w) => [w.file, ...(w.includers ?? [w.includedFrom])])
            .filter((f) => f !== undefined),
        ),
      ],
      count: g.warnings.length,
      lines: foldGroup(g),
    }),
  );
  const warned = new Set(groups.flatMap((g) => g.files));
  const byPath: Record<string, string> = {};
  for (const page of pages) {
    const file = page.doc.sourcePath;
    if (file && warned.has(file)) byPath[withBase(base, page.route)] = file;
  }
  return { count: groups.reduce((sum, g) => sum + g.count, 0), groups, pages: byPath };
}
