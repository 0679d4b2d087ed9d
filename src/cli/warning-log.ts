// The terminal's warnings: held while a build runs, then printed grouped (the first few
// of a kind in a file, then one line for the rest), before the next line that is not
// a warning. `--verbose` prints each as it comes.
import { foldedWarnings } from '../shared/warning-groups.js';

type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface GroupingLog {
  log: Log;
  /** Prints the warnings held so far. */
  flush(): void;
}

export function groupingLog(print: Log): GroupingLog {
  let held: string[] = [];
  const flush = () => {
    const lines = foldedWarnings(held);
    held = [];
    for (const line of lines) print('warn', line);
  };
  return {
    log: (level, message) => {
      if (level === 'warn') {
        held.push(message);
        return;
      }
      flush();
      print(level, message);
    },
    flush,
  };
}
