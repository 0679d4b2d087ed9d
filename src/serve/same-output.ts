// Whether a rebuild changed what the site serves. A save that changes nothing the
// site is made of (`touch`, a save without edits) rebuilds, and then need not reload
// every open page.
import type { BuildResult } from '../build.js';

type Output = Pick<BuildResult, 'files' | 'copies' | 'warnings'>;

const sameBytes = (a: string | Uint8Array, b: string | Uint8Array | undefined) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : b !== undefined && Buffer.compare(a, b) === 0;

/**
 * True when both builds serve the same files with the same bytes and warn alike. Static
 * files are served from disk: one of `changed` (absolute paths) among them is a change.
 */
export function sameOutput(before: Output, after: Output, changed: string[]): boolean {
  if (before.files.size !== after.files.size) return false;
  for (const [file, bytes] of before.files)
    if (!sameBytes(bytes, after.files.get(file))) return false;
  const copies = [
    before.copies ?? new Map<string, string>(),
    after.copies ?? new Map<string, string>(),
  ];
  if (copies[0]!.size !== copies[1]!.size) return false;
  for (const [file, from] of copies[0]!) if (copies[1]!.get(file) !== from) return false;
  const served = new Set(copies[1]!.values());
  if (changed.some((f) => served.has(f))) return false;
  return before.warnings.join('\n') === after.warnings.join('\n');
}
