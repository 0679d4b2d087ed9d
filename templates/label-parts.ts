// The parts of a label's text: "Last updated on {date}" names the part `date`, which the
// code puts in. Shared by the server render, the config's checks and the chunks, so small.

/** The `{name}` parts a label's text names. */
export const labelParts = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A label's text with each `{name}` replaced by its part's text (an attribute's value). */
export const fillText = (text: string, parts: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole);
