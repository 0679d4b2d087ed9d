// Number prefixes of file and folder names, read as Docusaurus reads them: a
// migrated `01-intro.md` is the doc `intro` at `/intro`, placed first, so the
// site's ids, routes and sidebars.ts keep working. A name that reads as a date
// (`2024-05-release`) or a version (`1.2-notes`) keeps its digits.

/** `01-intro` → 1 and `intro`: digits, then separators (`-`, `_`, `.`, spaces), then the name. */
const prefixed = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const dateLike = /^(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?(?:[-_.\s]|$)/;
const versionLike = /^\d+[-_.]\d+(?:[-_.]\d+)?(?:[-_.\s]|$)/;

/** A file or folder name without its number prefix, and the prefix's number (its sidebar position). */
export function numberPrefix(name: string): { name: string; position?: number } {
  if (dateLike.test(name) || versionLike.test(name)) return { name };
  const match = prefixed.exec(name);
  return match ? { name: match[2]!, position: Number(match[1]) } : { name };
}

/** A content path (`01-guides/02-setup`) with the number prefix of each part removed (`guides/setup`). */
export function withoutNumberPrefixes(relative: string): string {
  return relative
    .split('/')
    .map((part) => numberPrefix(part).name)
    .join('/');
}
