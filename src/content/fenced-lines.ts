// Where fenced code starts and ends, read line by line. What looks like markup inside
// fenced code (`:::`, an include line, a component tag) is code: the container rule,
// the markdown copy, includes and the MDX tag pairing all skip fenced lines with these
// functions, so they agree on where fenced code is.

/** The fence a line opens: its indentation, its run of backticks or tildes, and its info string. */
export function fenceOpening(
  line: string,
): { indent: string; marker: string; info: string } | undefined {
  const found = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
  if (!found) return undefined;
  const [, indent, marker, info] = found as unknown as [string, string, string, string];
  // A backtick fence's info has no backtick: "```a``` b" is a code span in a paragraph.
  return marker[0] === '`' && info.includes('`') ? undefined : { indent, marker, info };
}

/** Whether a line closes the fence `marker` opened: the same character, at least as many, nothing else. */
export function closesFence(line: string, marker: string): boolean {
  const text = line.trim();
  return text.length >= marker.length && text === marker[0]!.repeat(text.length);
}

/** Whether a fence's info string makes it Docusaurus's `mdx-code-block` (see plugins/mdx-code-block.ts). */
const isMdxCodeBlockInfo = (info: string) => info.trim() === 'mdx-code-block';

/**
 * A reader of lines in order that tells, for each, whether it is fenced code (its fence lines too).
 * What an ```` ```mdx-code-block ```` fence holds is the page's markdown, not code: its component
 * tags pair and its includes expand as if the fence lines were not there. Like the block rule,
 * the first line that closes its marker ends it, whatever fence it holds.
 */
export function fencedLines(): (line: string) => boolean {
  let fence: string | undefined;
  let mdx: string | undefined;
  return (line) => {
    if (mdx !== undefined && closesFence(line, mdx)) {
      mdx = fence = undefined;
      return false;
    }
    if (fence === undefined) {
      const opening = fenceOpening(line);
      if (opening && mdx === undefined && isMdxCodeBlockInfo(opening.info)) {
        mdx = opening.marker;
        return false;
      }
      fence = opening?.marker;
      return fence !== undefined;
    }
    if (closesFence(line, fence)) fence = undefined;
    return true;
  };
}
