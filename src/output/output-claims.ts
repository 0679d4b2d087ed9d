// Every file the build writes, with what it comes from. Two sources that land on one
// file (foo.md beside foo/index.md, a static file named like a page) would silently
// lose one, so the second claim fails before anything is written, naming both. It works
// on output paths, so every generated file is covered without a list to keep.
import { DocgenError } from '../errors.js';
import { outputPathProblem, overlongName } from '../shared/output-path.js';
import type { OutputSource } from '../types.js';

/** The source of a file handed over without one: docgen generated it. */
const generated = (file: string): OutputSource => ({ label: `the generated file ${file}` });

const hint =
  'Change the slug (front matter) or the file name of one of them, or rename the static file.';

export class OutputClaims {
  private readonly files = new Map<string, OutputSource>();
  /** Folders the output has, each with the first file claimed inside it. */
  private readonly folders = new Map<string, string>();
  /**
   * Claimed files by their path folded as file systems fold names: macOS and Windows
   * ignore case, and macOS also takes `é` written as one character (NFC) or as `e` and a
   * combining accent (NFD) for the same name.
   */
  private readonly folded = new Map<string, string>();

  /** True when `file` was claimed. */
  has(file: string): boolean {
    return this.files.has(file);
  }

  /** Records that `source` writes `file` (relative, forward slashes); throws if it may not. */
  claim(file: string, source: OutputSource = generated(file)): void {
    // Pointed at the file of either source: the one that is the user's to change, and
    // before that the one whose line (a page's slug or id) put it there.
    const fail = (message: string, other?: OutputSource): never => {
      const at = source.line === undefined && other?.line !== undefined ? other : source;
      throw new DocgenError(message, {
        file: at.file ?? other?.file,
        line: at.line,
        hint: at.hint ?? hint,
      });
    };
    const long = overlongName(file);
    if (long) {
      // Inside the output folder, but no file system would create it: say that, and what
      // names it (a copy's own hint; else a page's slug or a static file's name).
      throw new DocgenError(
        `${source.label} would be written to ${JSON.stringify(file)}, whose name "${clip(long)}" is ${utf8Bytes(long)} bytes long: file systems accept at most 255.`,
        {
          file: source.file,
          line: source.line,
          hint:
            source.hint ??
            "Shorten the name: a page's slug (front matter `slug` or `id`), or a static file's file name.",
        },
      );
    }
    const problem = outputPathProblem(file);
    if (problem) {
      throw new DocgenError(
        `${source.label} would be written to ${JSON.stringify(file)}, outside the output folder: ${problem}.`,
        {
          file: source.file,
          hint: 'Keep routes inside the site: check the slug, docs.routeBasePath and openapi.routeBase.',
        },
      );
    }
    const same = this.files.get(file);
    if (same)
      fail(
        `${same.label} and ${source.label} are both written to ${file}; one of them would be lost.`,
        same,
      );
    const twin = this.folded.get(foldedName(file));
    if (twin !== undefined) {
      const other = this.files.get(twin)!;
      fail(
        `${other.label} is written to ${twin} and ${source.label} to ${file}: ${howTheyDiffer(twin, file)}`,
        other,
      );
    }
    const inside = this.folders.get(file);
    if (inside) {
      const other = this.files.get(inside)!;
      fail(
        `${source.label} is written to the file ${file}, but ${other.label} is written to ${inside}, which needs a folder of that name.`,
        other,
      );
    }
    const parents: string[] = [];
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) {
      const folder = file.slice(0, at);
      if (this.folders.has(folder)) break; // its parents are known folders too
      const asFile = this.files.get(folder);
      if (asFile)
        fail(
          `${source.label} is written to ${file}, inside a folder ${folder}, but ${asFile.label} is written to the file ${folder}.`,
          asFile,
        );
      parents.push(folder);
    }
    for (const folder of parents) this.folders.set(folder, file);
    this.files.set(file, source);
    this.folded.set(foldedName(file), file);
  }
}

const utf8Bytes = (name: string) => Buffer.byteLength(name);

/** A long name's start, enough to recognise it. */
const clip = (name: string) =>
  name.length > 40 ? `${Array.from(name).slice(0, 40).join('')}…` : name;

/** A path as a file system that ignores case and Unicode normalisation compares it. */
const foldedName = (file: string) => file.normalize('NFC').toLowerCase();

/** Non-ASCII characters as code points, so that two names that look the same read apart. */
const codePoints = (file: string) =>
  JSON.stringify(file).replace(/[^\x20-\x7e]/gu, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);

function howTheyDiffer(a: string, b: string): string {
  const encoded = `how an accented letter is encoded (${codePoints(a)} and ${codePoints(b)}: one character, or a letter and a combining accent)`;
  if (a.normalize('NFC') === b.normalize('NFC'))
    return `the names differ only in ${encoded}, which macOS takes for the same name, so there one would overwrite the other.`;
  if (a.toLowerCase() === b.toLowerCase())
    return 'the names differ only in letter case, so on macOS and Windows one would overwrite the other.';
  return `the names differ only in letter case and in ${encoded}, so on macOS one would overwrite the other.`;
}
