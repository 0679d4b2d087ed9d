// Files beside a page (`![diagram](./img/flow.png)`, `[spec](./files/spec.pdf)`):
// Docusaurus and Starlight authors keep images next to the markdown. Each is
// copied into the output under a name with its content hash (cached for good by
// browsers and CDNs, renamed when it changes) and the link points at the copy.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cutToBytes } from '../shared/byte-cut.js';
import type { LocalFile } from '../types.js';

/** Where copies go, below the output root. */
const folder = 'assets/files';

function hashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 10);
}

/** The file a relative link of `fromFile` names, if it is a file inside the content folder. */
function localFile(
  root: string,
  contentDir: string,
  target: string,
  fromFile: string,
): string | undefined {
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), target));
  const content = path.posix.normalize(contentDir).replace(/\/$/, '');
  // Only the content folder's files: a link may not publish the project's other files.
  if (!file.startsWith(`${content}/`) || /\.mdx?$/.test(file)) return undefined;
  const isFile = (f: string) => {
    try {
      return statSync(path.join(root, f)).isFile();
    } catch {
      return false;
    }
  };
  if (isFile(file)) return file;
  // Written in NFC for a file named in NFD (as macOS can), or the other way round.
  const spelt = /^[\x00-\x7f]*$/.test(file) ? undefined : spellingOnDisk(root, file);
  return spelt && isFile(spelt) ? spelt : undefined;
}

/** `file` (relative to `root`) as its folders and name are spelt on disk, each matched in NFC; undefined when one is missing. */
function spellingOnDisk(root: string, file: string): string | undefined {
  let at = '';
  for (const name of file.split('/')) {
    const nfc = name.normalize('NFC');
    let entries: string[];
    try {
      entries = readdirSync(path.join(root, at));
    } catch {
      return undefined;
    }
    const found =
      entries.find((e) => e === name) ?? entries.find((e) => e.normalize('NFC') === nfc);
    if (found === undefined) return undefined;
    at = at ? `${at}/${found}` : found;
  }
  return at;
}

/**
 * What a copy's name keeps of the file's: letters, marks and digits of every script
 * (`フロー.png` → `フロー-….png`), `_`, `.` and `-`; each other run (spaces, `#`, `?`, `%`,
 * quotes: what a URL or an attribute would have to escape) becomes a dash. In NFC, so a
 * name from a macOS file system (NFD) has the URL of its typed spelling.
 */
const notNameChars = /[^\p{L}\p{M}\p{N}_.-]+/gu;

/**
 * Most UTF-8 bytes of a copy's name: file systems accept 255, and the copy adds
 * `-<hash>` to a name that may already use them all (83 CJK letters and `.png`);
 * the same margin as the API slugs' (openapi/slugs.ts).
 */
const maxNameBytes = 240;
const utf8 = new TextEncoder();

/** The copy of one file: read, hashed and named. */
function copyOf(root: string, source: string): LocalFile {
  const hash = hashOf(readFileSync(path.join(root, source)));
  const ext = path.posix.extname(source);
  const base = path.posix.basename(source, ext).normalize('NFC').replace(notNameChars, '-');
  const suffix = `-${hash}${ext}`;
  const name = cutToBytes(base, maxNameBytes - utf8.encode(suffix).length) + suffix;
  return { source, output: `${folder}/${name}`, hash };
}

/** Whether the files a cached page copied still have the bytes it was rendered with. */
export function unchanged(root: string, files: readonly LocalFile[]): boolean {
  return files.every((f) => {
    try {
      return hashOf(readFileSync(path.join(root, f.source))) === f.hash;
    } catch {
      return false;
    }
  });
}

/**
 * A resolver for one page's render: returns the URL of a file's copy (and
 * records it in `used`), or undefined for a link that names no local file.
 */
export function localFileResolver(
  root: string,
  contentDir: string,
  used: LocalFile[],
): (target: string, fromFile: string) => string | undefined {
  return (target, fromFile) => {
    const source = localFile(root, contentDir, target, fromFile);
    if (!source) return undefined;
    const copy = copyOf(root, source);
    if (!used.some((u) => u.source === source)) used.push(copy);
    // From the site's root: the base path goes on as the page leaves the render stage.
    return `/${copy.output}`;
  };
}
