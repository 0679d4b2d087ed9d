// A path printed in a command to paste (`cd my docs`).
import { shellQuote } from '../shared/shell-word.js';

/**
 * `file` as a command's path argument: quoted, and `./` before one that starts with `-`,
 * which a command (`cd -dash`) would otherwise take for an option, quoted or not.
 */
export function shellPath(file: string): string {
  return shellQuote(file.startsWith('-') ? `./${file}` : file);
}
