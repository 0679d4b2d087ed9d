// One handler for every error: fixable ones print their message, location and
// hint without a stack; anything else is a bug and prints its cause chain.
import { CommanderError } from 'commander';
import { isDocgenError } from '../errors.js';
import { diskProblem } from '../output/disk-errors.js';
import { print } from './terminal.js';

/** Prints the error and returns the exit code. */
export function reportError(error: unknown): number {
  if (isDocgenError(error)) {
    print('err', `error: ${error.format()}`);
    return 1;
  }
  // Commander already printed the help, the version or the usage error. Help asked for
  // no command (`docgen`) exits 1 in commander's eyes: it is still help, not misuse.
  if (error instanceof CommanderError)
    return error.exitCode === 0 || error.code === 'commander.help' ? 0 : 2;
  // A full or read-only disk met anywhere (the cache, the config's bundle): the user's to fix.
  const disk = diskProblem(error);
  if (disk) {
    print('err', `error: ${disk.format()}`);
    return 1;
  }
  print('err', 'docgen hit an unexpected error (a bug; please report it):');
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const text = current instanceof Error ? (current.stack ?? current.message) : String(current);
    print('err', `${depth === 0 ? '' : 'caused by:'} ${text}`);
    current = current instanceof Error ? current.cause : undefined;
  }
  return 1;
}
