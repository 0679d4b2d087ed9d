// One error class for everything a user can fix: bad config, front matter, spec,
// broken links. The CLI prints these without a stack; anything else is a bug and
// prints its cause chain.

interface ErrorLocation {
  /** File the problem is in, relative to the project root when possible. */
  file?: string;
  /** 1-based line and column, when known. */
  line?: number;
  column?: number;
}

export class DocgenError extends Error {
  readonly location: ErrorLocation;
  /** What the user can do about it. */
  readonly hint?: string;

  constructor(message: string, options: ErrorLocation & { hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DocgenError';
    this.location = { file: options.file, line: options.line, column: options.column };
    this.hint = options.hint;
  }

  /** `file:line:column` or '' when the error has no location. */
  get where(): string {
    const { file, line, column } = this.location;
    if (!file) return '';
    return [file, line, line !== undefined ? column : undefined]
      .filter((p) => p !== undefined)
      .join(':');
  }

  /** The message as the CLI prints it: location, message and hint. */
  format(): string {
    const head = this.where ? `${this.where}: ${this.message}` : this.message;
    return this.hint ? `${head}\n  hint: ${this.hint}` : head;
  }
}

export function isDocgenError(error: unknown): error is DocgenError {
  return error instanceof DocgenError;
}
