// Text from a document, cut to a length a message or a page can hold: a warning
// quoting a 100,000-character server URL, or a page printing a 1 MB `const` in
// full, tells the reader nothing more than its first few hundred characters do.

/** At most this many characters of a document's text are quoted in a warning. */
const maxQuotedChars = 200;

/** `text` cut to `max` characters, ending in "…" and how long it was when it is cut. */
export function clipText(text: string, max = maxQuotedChars): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length.toLocaleString('en-US')} characters)`;
}

/** `text` cut to its first `max` characters and "…" when it is longer: a piece of input named in a message. */
export const cutShort = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…` : text;
