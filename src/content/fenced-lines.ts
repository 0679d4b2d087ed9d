// Where fenced code starts and ends, read line by line. Container markers (`:::`)
// inside fenced code are code: the container rule and the markdown copy both skip
// fenced lines with these two functions, so the page and its copy agree on where a
// container ends.

/** The fence a line opens (its run of backticks or tildes), if it opens one. */
export function fenceOpening(line: string): string | undefined {
  const found = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
  if (!found) return undefined;
  // A backtick fence's info has no backtick: "```a``` b" is a code span in a paragraph.
  if (found[1]![0] === '`' && found[2]!.includes('`')) return undefined;
  return found[1];
}

/** Whether a line closes the fence `marker` opened: the same character, at least as many, nothing else. */
export function closesFence(line: string, marker: string): boolean {
  const text = line.trim();
  return text.length >= marker.length && text === marker[0]!.repeat(text.length);
}
