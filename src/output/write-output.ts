// Writes the output to a temporary folder beside the target and swaps it in at
// the end, so a failed build leaves the previous output untouched and no stale
// file survives a successful one.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function writeOutput(outDir: string, files: Map<string, string | Uint8Array>): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  const tmp = path.join(parent, `.docgen-tmp-${path.basename(outDir)}-${process.pid}-${Date.now()}`);
  const dirs = new Set<string>();
  for (const file of files.keys()) dirs.add(path.dirname(path.join(tmp, file)));
  try {
    // Folders first, shallowest first, then every file in parallel.
    for (const dir of [...dirs].sort((a, b) => a.length - b.length)) await mkdir(dir, { recursive: true });
    await Promise.all([...files].map(([file, content]) => writeFile(path.join(tmp, file), content)));
    const old = `${tmp}-old`;
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(tmp, outDir);
    await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}
