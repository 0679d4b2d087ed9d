// The paths a watcher reported since the last rebuild, and which of them are changes.
// An editor or `sed -i` saves through a temporary file (sedXXXXXX, vim's 4913 probe)
// made beside the file and renamed over it: that file was not there at the last build
// and is gone again, so it changed nothing, and a rebuild for it alone would reload
// every open page for nothing.
import { existsSync } from 'node:fs';
import type { InputEvent } from './input-watcher.js';

export class ChangeBatch {
  /** Each path reported since the last take, with its first event. */
  private events = new Map<string, InputEvent>();
  /** Whether each path of the last take was there when it was taken. */
  private thereAtLastTake = new Map<string, boolean>();

  add(file: string, event: InputEvent): void {
    if (!this.events.has(file)) this.events.set(file, event);
  }

  /**
   * The paths that changed, emptying the batch. A path is left out when it is not there
   * now and was not there at the last take either: its first event was its creation,
   * or the last take already found it gone (its removal reported late).
   */
  take(exists: (file: string) => boolean = existsSync): string[] {
    const changed: string[] = [];
    const there = new Map<string, boolean>();
    for (const [file, first] of this.events) {
      const now = exists(file);
      there.set(file, now);
      if (now || (this.thereAtLastTake.get(file) ?? first !== 'add')) changed.push(file);
    }
    this.events = new Map();
    this.thereAtLastTake = there;
    return changed;
  }
}

/** How many changed paths a terminal line names before it counts the rest. */
const namedChanges = 5;

/**
 * The changed paths as one short line: a few named, the rest counted. A `git checkout`
 * or a folder copied in changes thousands of files, and a line naming each of them
 * buries everything else the terminal says.
 */
export function describeChanges(paths: string[]): string {
  const named = paths.slice(0, namedChanges).join(', ');
  const rest = paths.length - namedChanges;
  return rest > 0 ? `${named} and ${rest} more` : named;
}
