// The parts of a label's text: "Last updated on {date}" names the part `date`, which the
// code puts in. A doubled brace is a brace to show, as in ICU and format strings:
// "Use {{id}}" reads "Use {id}". Shared by the server render, the config's checks and the
// chunks, so small.

/** A part `{name}`, or a doubled brace (no name). */
const token = /\{\{|\}\}|\{(\w+)\}/g;

/** The `{name}` parts a label's text names. */
export const labelParts = (text: string): string[] =>
  [...text.matchAll(token)].flatMap((m) => (m[1] === undefined ? [] : [m[1]]));

/** A label's text with each `{name}` replaced by its part's text (an attribute's value). */
export const fillText = (text: string, parts: Record<string, string>): string =>
  text.replace(token, (whole, name?: string) =>
    name === undefined ? whole.charAt(0) : (parts[name] ?? whole),
  );

/**
 * A label's text split at its parts: texts at the even places (doubled braces undone), the
 * names of the parts between them, as `String.split` with a capturing group gives.
 */
export function splitLabel(text: string): string[] {
  const pieces = [''];
  let last = 0;
  for (const m of text.matchAll(token)) {
    pieces[pieces.length - 1] += text.slice(last, m.index) + (m[1] === undefined ? m[0][0] : '');
    if (m[1] !== undefined) pieces.push(m[1], '');
    last = m.index + m[0].length;
  }
  pieces[pieces.length - 1] += text.slice(last);
  return pieces;
}

/** A label without parts as it reads: its doubled braces undone (shown as it is, never filled). */
export const plainLabel = (text: string): string => fillText(text, {});
