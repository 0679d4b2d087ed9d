// A page's description as its meta tags carry it: search engines show about 160
// characters of it, so a longer one is cut there, at the end of a word, and says so
// with "…". Platform-free.
import { isGraphemeBoundary } from './grapheme-boundary.js';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The most characters of a description the meta tags carry, "…" included. */
export const maxDescriptionChars = 160;

/**
 * `text` cut to at most `max` characters ("…" included) after its last whole word that fits,
 * when it is longer. A text without a space in the second half of the part kept (Chinese,
 * Japanese) is cut at the limit, between two characters a reader sees as one each.
 */
export function cutDescription(text: string, max = maxDescriptionChars): string {
  if (text.length <= max) return text;
  // The character after the last one kept says whether that one ends a word; a comma, colon
  // or full stop before the "…" is dropped: "notice.…" reads as a typo.
  const space = text.slice(0, max).search(/\s\S*$/);
  // A space only early on (English words before a long Chinese sentence) would cut most of it.
  if (space > max / 2) return `${text.slice(0, space).replace(/[\s,;:.]+$/, '')}…`;
  let end = max - 1;
  while (end > 0 && !isGraphemeBoundary(text, end)) end--;
  // A first character longer than the limit (a letter with hundreds of marks) is cut between
  // code points instead: a description is never "…" alone.
  if (end === 0) end = isHighSurrogate(text.charCodeAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}
