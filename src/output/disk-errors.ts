// A write the disk refused (full, over quota, read-only, not permitted) is a
// problem the user can fix, not a bug: it becomes a DocgenError naming the folder
// and saying what to do, where docgen printed a stack and "please report it".
import path from 'node:path';
import { DocgenError } from '../errors.js';

const reasons: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission was denied',
  EPERM: 'the operation was not permitted',
};

/**
 * The DocgenError for `error` when it is the disk refusing a write, or undefined.
 * `folder` is what the write was for (the output folder); without it the folder of
 * the file the error names is given.
 */
export function diskProblem(
  error: unknown,
  folder?: {
    path: string;
    what: string;
    hint?: string;
    /** What to do instead, for a command without --out: 'create the site in another folder (…)'. */
    instead?: string;
  },
): DocgenError | undefined {
  const { code, path: file } = (error ?? {}) as NodeJS.ErrnoException;
  const reason = code === undefined ? undefined : reasons[code];
  if (reason === undefined) return undefined;
  const where = folder
    ? `${folder.what} ${folder.path}`
    : file
      ? `the folder ${path.dirname(file)}`
      : 'a folder';
  const full = code === 'ENOSPC' || code === 'EDQUOT';
  // A permission error may come from a read as well as a write.
  const verb = full || code === 'EROFS' ? 'write' : 'access';
  return new DocgenError(
    `Could not ${verb} ${where}: ${reason} (${code}${file ? ` at ${file}` : ''}).`,
    {
      hint: [
        folder?.instead
          ? `${full ? 'Free some space on that disk' : 'Check the folder’s permissions'}, or ${folder.instead}.`
          : full
            ? 'Free some space on that disk, or build into a folder on another disk with --out.'
            : 'Check the folder’s permissions, or build into another folder with --out.',
        folder?.hint,
      ]
        .filter(Boolean)
        .join(' '),
      cause: error,
    },
  );
}
