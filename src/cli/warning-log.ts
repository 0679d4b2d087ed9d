// The terminal's warnings: held while a build runs, then printed grouped (the first few
// of a kind in a file, then one line for the rest), before the next line that is not
// a warning. `--verbose` prints each as it comes.
//
// A build that hangs (an OpenAPI server that never answers) or is killed by a CI job's
// time limit must not take its warnings with it: what is held is printed once it has
// waited `holdAtMostMs`, grouped as far as it goes. A timer sees that wait only while
// the event loop is free; a stage computing for long keeps it busy, so the wait is also
// checked whenever a warning comes and at each stage's start and end (`flushIfDue`,
// the build's checkpoint). A build does not catch SIGINT or SIGTERM to print them (a
// listener would keep a build busy computing from dying of the signal), so the wait
// bounds what a stopped or killed build can lose, up to the one stage running.
import { foldedWarnings } from '../shared/warning-groups.js';

type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

interface GroupingLog {
  log: Log;
  /** Prints the warnings held so far. */
  flush(): void;
  /** Prints the warnings held so far once the first of them has waited the hold. */
  flushIfDue(): void;
  /** Forgets the warnings held so far. */
  drop(): void;
}

/** How long a warning waits for the build's next line at most. */
export const holdAtMostMs = 5000;

export function groupingLog(print: Log, holdFor = holdAtMostMs): GroupingLog {
  let held: string[] = [];
  /** When the first warning held came (performance.now()). */
  let heldSince = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const lines = foldedWarnings(held);
    held = [];
    for (const line of lines) print('warn', line);
  };
  const flushIfDue = () => {
    if (held.length > 0 && performance.now() - heldSince >= holdFor) flush();
  };
  return {
    log: (level, message) => {
      if (level === 'warn') {
        if (held.length === 0) heldSince = performance.now();
        held.push(message);
        // Unref'd: a finished build does not wait for it to exit.
        timer ??= setTimeout(flush, holdFor).unref();
        flushIfDue();
        return;
      }
      flush();
      print(level, message);
    },
    flush,
    flushIfDue,
    drop: () => {
      clearTimeout(timer);
      timer = undefined;
      held = [];
    },
  };
}
