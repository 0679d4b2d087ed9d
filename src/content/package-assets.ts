// A browser file of an installed package and the folder beside it that it loads
// from (KaTeX's stylesheet and its fonts, mermaid's entry module and its chunks),
// copied as they come under `assets/<name>-<hash>/`: the hash of the file, which
// names what it loads, so a new version of the package gets a new folder.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireHere = createRequire(import.meta.url);

export interface PackageAssets {
  /** The file's output path, relative to the output root. */
  main: string;
  /** Output path (relative to the output root) → the file in the package. */
  files: Map<string, string>;
}

/**
 * `file` (a package path, `katex/dist/katex.min.css`) and the files of `folder`
 * beside it that `keep` accepts, as output paths under `assets/<name>-<hash>/`:
 * read on the first call, as only builds with a page that needs them do.
 */
export function packageAssets(
  name: string,
  file: string,
  folder: string,
  keep: (fileName: string) => boolean = () => true,
): () => PackageAssets {
  let assets: PackageAssets | undefined;
  return () => (assets ??= read(name, file, folder, keep));
}

function read(
  name: string,
  file: string,
  folder: string,
  keep: (fileName: string) => boolean,
): PackageAssets {
  const from = requireHere.resolve(file);
  const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 10);
  const dir = `assets/${name}-${hash}`;
  const main = `${dir}/${path.basename(from)}`;
  const files = new Map([[main, from]]);
  const beside = path.join(path.dirname(from), folder);
  for (const entry of readdirSync(beside))
    if (keep(entry)) files.set(`${dir}/${folder}/${entry}`, path.join(beside, entry));
  return { main, files };
}
