// Warnings quote the markup they are about (`:::note`, ```js, an attribute's name). A
// run of thousands of colons or backticks, or a word as long, would make a warning of
// thousands of characters: a run is written out up to a few markers and counted past
// that, and a word is cut after a few dozen characters (as MDX expressions are, in
// mdx-report.ts). Every warning that quotes a container or fence goes through here.
import { cutShort } from '../../shared/clip-text.js';

/** The longest run of markers written out. */
const mostWritten = 8;
/** The longest word quoted whole. */
const longestWord = 40;

const markerNames = { ':': 'colons', '`': 'backticks', '~': 'tildes' } as const;
type Marker = keyof typeof markerNames;

/** A word from the source (a container's kind, an attribute's name), cut short with "…" when long. */
export const shortWord = (word: string): string => cutShort(word, longestWord);

/** A container's opening as a message names it: `:::note`, or `note` (opened with 3003 colons). */
export function quotedContainer(colons: number, name: string): string {
  const word = shortWord(name);
  return colons <= mostWritten
    ? `\`${':'.repeat(colons)}${word}\``
    : `\`${word}\` (opened with ${colons} colons)`;
}

/** A fence's opening as a message names it (backticks cannot be quoted in backticks): ```js, or js (opened with 3000 backticks). */
export function quotedFence(markup: string, lang: string): string {
  const word = shortWord(lang);
  if (markup.length <= mostWritten) return `${markup}${word}`;
  const opened = `(opened with ${markup.length} ${markerNames[markup[0] as Marker]})`;
  return word ? `${word} ${opened}` : opened;
}

/** The line that closes a run of markers: "a line `:::`", "a line ```", or "a line of 3003 colons". */
export function closingLineOf(markup: string): string {
  if (markup.length > mostWritten)
    return `a line of ${markup.length} ${markerNames[markup[0] as Marker]}`;
  return markup[0] === ':' ? `a line \`${markup}\`` : `a line ${markup}`;
}
