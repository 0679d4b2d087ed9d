// Where a character of a text is, as messages name it. Platform-free.

/** Line and column (1-based) of the character at `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
