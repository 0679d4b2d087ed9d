// Files served as they are (content/static → output root).
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function readStaticFiles(dir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  if (!existsSync(dir)) return files;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const abs = path.join(e.parentPath, e.name);
        files.set(path.relative(dir, abs).split(path.sep).join('/'), await readFile(abs));
      }),
  );
  return files;
}
