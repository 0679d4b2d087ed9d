// Text for a POSIX shell: a word printed in a command to paste (a path in `cd my docs`,
// a body in a curl sample) must arrive as one word, spaces, quotes and non-ASCII included.
// Platform-free.

/** `word` as a POSIX shell reads it back: as written when it is plain, else in single quotes. */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_./,:@%+=-]+$/.test(word)) return word;
  // Inside single quotes nothing is special but the quote itself: close, escape it, reopen.
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
