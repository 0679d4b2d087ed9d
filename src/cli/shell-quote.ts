// Text for a POSIX shell: a path printed in a command to paste (`cd my docs`) must
// arrive as one word, spaces, quotes and non-ASCII letters included.

/** `word` as a POSIX shell reads it back: as written when it is plain, else in single quotes. */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_./,:@%+=-]+$/.test(word)) return word;
  // Inside single quotes nothing is special but the quote itself: close, escape it, reopen.
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * `file` as a command's path argument: quoted, and `./` before one that starts with `-`,
 * which a command (`cd -dash`) would otherwise take for an option, quoted or not.
 */
export function shellPath(file: string): string {
  return shellQuote(file.startsWith('-') ? `./${file}` : file);
}
