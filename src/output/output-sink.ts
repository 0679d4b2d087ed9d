// Where the render stage hands each output file: to disk as it is made
// (OutputWriter, a written build), or to a map kept in memory (a watch build).
// Both claim each file with its source first (output-claims.ts): two sources on
// one file fail the same way whether the build is written or kept in memory.
import { OutputClaims, type OutputSource } from './output-claims.js';

export interface OutputSink {
  /**
   * Hands over `file` (relative to the output root, forward slashes), made from
   * `source` (for messages; a file without one is named as generated). Throws a
   * DocgenError when another source has the file, or needs it as a folder.
   */
  write(file: string, content: string | Uint8Array, source?: OutputSource): void;
  /** True if `file` was handed over already. */
  has(file: string): boolean;
  /** Resolves once the receiver has caught up; a renderer awaits it now and then. */
  caughtUp(): Promise<void>;
  /** Says which files will be handed over, so a writer can make their folders before the writes start. */
  expect?(files: readonly string[]): void;
}

export class MemoryOutput implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();
  private readonly claims = new OutputClaims();

  write(file: string, content: string | Uint8Array, source?: OutputSource): void {
    this.claims.claim(file, source);
    this.files.set(file, content);
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  caughtUp(): Promise<void> {
    return Promise.resolve();
  }
}
