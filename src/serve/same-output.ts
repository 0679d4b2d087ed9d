// Whether a rebuild changed what the site serves. A save that changes nothing the
// site is made of (`touch`, a save without edits) rebuilds, and then need not reload
// every open page.
import path from 'node:path';
import type { BuildResult } from '../build.js';

type Output = Pick<BuildResult, 'files' | 'copies' | 'warnings'>;

const sameBytes = (a: string | Uint8Array, b: string | Uint8Array | undefined) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : b !== undefined && Buffer.compare(a, b) === 0;

/**
 * True when both builds serve the same files with the same bytes and warn alike. Static
 * files are served from disk: one of `changed` (absolute paths) among them, or a folder
 * holding one, is a change.
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
  // A static folder that came back is reported as itself: any file served from it may differ.
  const touched = new Set(changed);
  for (const from of new Set(copies[1]!.values()))
    for (let p = from; ; p = path.dirname(p)) {
      if (touched.has(p)) return false;
      if (path.dirname(p) === p) break;
    }
  return before.warnings.join('\n') === after.warnings.join('\n');
}
