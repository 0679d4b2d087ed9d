// Whether a file a document names stays inside a folder, as written and where it
// really is: a symbolic link inside the project that points at ~/.ssh is outside it
// just as "../../.ssh" is.
import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** True when `file` is `folder` or below it, comparing the paths as written. */
export function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/** Where `file` really is, every symbolic link on the way followed; undefined when there is nothing there. */
export async function realPathOf(file: string): Promise<string | undefined> {
  try {
    return await realpath(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
