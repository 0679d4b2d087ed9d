// Whether a path the build is about to write stays inside the output folder, on
// every system a site may be built on: a slug, a route base or a generated name
// is text from the author, and `path.join(out, '../../x')` writes above it.

/** Longest file or folder name most file systems accept, in UTF-8 bytes. */
const maxNameBytes = 255;
const utf8 = new TextEncoder();

/** A name that is or holds `.` or `..` once percent-decoded or NFKC-normalised (`%2e%2e`, fullwidth `．．`, `..%2F..`). */
function isDotName(name: string): boolean {
  const dots = (n: string) => n === '.' || n === '..';
  if (dots(name)) return true;
  // Most names are plain ASCII without escapes: only others need decoding (this runs for every output file).
  if (/^[\x20-\x7e]*$/.test(name) && !name.includes('%')) return false;
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // not percent-encoded: the name as written
  }
  // `..%2F..` or `..／..` (fullwidth solidus) hide separators that a decoding server would act on.
  return [decoded, decoded.normalize('NFKC')].some((n) => n.split(/[/\\]/).some(dots));
}

/**
 * Why the relative output path `file` (forward slashes) must not be written, or
 * undefined when it is safe: it is relative, has no `.`/`..`/empty segments in any
 * spelling, no backslashes (a separator on Windows), no drive letter, no control
 * characters, and no name longer than file systems allow.
 */
export function outputPathProblem(file: string): string | undefined {
  if (file === '') return 'it is empty';
  if (file.startsWith('/') || /^[a-zA-Z]:/.test(file)) return 'it is an absolute path';
  if (file.includes('\\')) return 'it holds a backslash, a folder separator on Windows';
  if (/[\u0000-\u001f\u007f]/.test(file)) return 'it holds a control character';
  for (const name of file.split('/')) {
    if (name === '') return 'it has an empty folder name (`//`)';
    if (isDotName(name)) return `it has a "${name}" segment, which leads out of its folder`;
    if (/^[a-zA-Z]:$/.test(name)) return `it has a drive letter ("${name}")`;
  }
  const long = overlongName(file);
  if (long)
    return `its name "${long.slice(0, 40)}…" is longer than ${maxNameBytes} bytes, more than file systems accept`;
  return undefined;
}

/** The first file or folder name of `file` longer than file systems accept (255 UTF-8 bytes), if any. */
export function overlongName(file: string): string | undefined {
  return file
    .split('/')
    .find((name) => name.length > maxNameBytes / 3 && utf8.encode(name).length > maxNameBytes);
}
