// Where the render stage hands each output file: to disk as it is made
// (OutputWriter, a written build), or to a map kept in memory (a watch build).

export interface OutputSink {
  /** Hands over `file` (relative to the output root, forward slashes). */
  write(file: string, content: string | Uint8Array): void;
  /** True if `file` was handed over already. */
  has(file: string): boolean;
  /** Resolves once the receiver has caught up; a renderer awaits it now and then. */
  caughtUp(): Promise<void>;
}

export class MemoryOutput implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();

  write(file: string, content: string | Uint8Array): void {
    this.files.set(file, content);
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  caughtUp(): Promise<void> {
    return Promise.resolve();
  }
}
