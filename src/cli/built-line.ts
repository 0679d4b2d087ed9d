import { counted } from '../shared/counted.js';
import {
  filesWarnedAbout,
  foldGroup,
  groupWarnings,
  warningCount,
} from '../shared/warning-groups.js';

/**
 * The line `docgen build` ends with: "Built 186 pages in 1627 ms (2 warnings)". When
 * warnings were folded into "… and N more" lines, it counts them all and the files
 * they are in, and says how to see each.
 */
export function builtLine(
  pages: number,
  durationMs: number,
  warnings: readonly string[],
  verbose = false,
): string {
  const built = `Built ${counted(pages, 'page')} in ${durationMs} ms`;
  if (warnings.length === 0) return built;
  // A partial's warning given for each page that includes it is one warning.
  const groups = groupWarnings(warnings);
  const count = counted(warningCount(warnings), 'warning');
  if (groups.every((g) => foldGroup(g).length === g.warnings.length)) return `${built} (${count})`;
  const files = counted(filesWarnedAbout(warnings), 'file');
  return `${built} (${count} in ${files}${verbose ? '' : '; --verbose prints each in full'})`;
}
