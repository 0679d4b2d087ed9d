// A sink (OutputSink, src/types.ts) that keeps the output in memory, for a watch
// build; OutputWriter (write-output.ts) hands each file to disk as it is made.
// Both claim each file with its source first (output-claims.ts): two sources on
// one file fail the same way whether the build is written or kept in memory.
import type { OutputSink, OutputSource } from '../types.js';
import { OutputClaims } from './output-claims.js';

export class MemoryOutput implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();
  /** Files copied from disk, by output path: served from where they are (see `copy`). */
  readonly copies = new Map<string, string>();
  private readonly claims = new OutputClaims();

  write(file: string, content: string | Uint8Array, source?: OutputSource): void {
    this.claims.claim(file, source);
    this.files.set(file, content);
  }

  /** Kept as the path it is at: a server of this output streams it from there. */
  copy(file: string, from: string, source?: OutputSource): void {
    this.claims.claim(file, source);
    this.copies.set(file, from);
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  caughtUp(): Promise<void> {
    return Promise.resolve();
  }
}
