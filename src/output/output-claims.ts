// Every file the build writes, with what it comes from. Two sources that land on one
// file (foo.md beside foo/index.md, a static file named like a page) would silently
// lose one, so the second claim fails before anything is written, naming both. It works
// on output paths, so every generated file is covered without a list to keep.
import { DocgenError } from '../errors.js';
import { outputPathProblem } from '../shared/output-path.js';
import type { OutputSource } from '../types.js';

/** The source of a file handed over without one: docgen generated it. */
const generated = (file: string): OutputSource => ({ label: `the generated file ${file}` });

const hint =
  'Change the slug (front matter) or the file name of one of them, or rename the static file.';

export class OutputClaims {
  private readonly files = new Map<string, OutputSource>();
  /** Folders the output has, each with the first file claimed inside it. */
  private readonly folders = new Map<string, string>();
  /** Claimed files by their lower-case path: macOS and Windows file systems ignore case. */
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
    const caseTwin = this.folded.get(file.toLowerCase());
    if (caseTwin !== undefined) {
      const other = this.files.get(caseTwin)!;
      fail(
        `${other.label} is written to ${caseTwin} and ${source.label} to ${file}: the names differ only in letter case, so on macOS and Windows one would overwrite the other.`,
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
    this.folded.set(file.toLowerCase(), file);
  }
}
