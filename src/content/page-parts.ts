// A long page cut into parts that markdown-it parses and renders one at a time
// (renderMarkdown): the tokens of a whole 10 MB page at once, over a million
// objects, are what would fill memory. A cut must not show: each part renders as
// its stretch of the page renders when the page is parsed whole.

/** Sources shorter than this are parsed whole. */
const partedFrom = 1_000_000;
/**
 * About how long a part is, cut at a heading, and cut inside a long table (where
 * each part parses the table's header again). Set by bench/pathological.ts's peak
 * memory for a long page and a long table.
 */
const partLength = 20_000;
const tablePartLength = 100_000;

export interface PagePart {
  /** Lines of the page before the part. */
  line: number;
  text: string;
  /**
   * Set when the part continues the table the part before ends in: that table's
   * header and delimiter rows (two lines), which its rows are parsed under.
   */
  tableHeader?: string;
  /** True when the next part continues this part's last table. */
  tableGoesOn?: boolean;
}

/** How long a part grows before it is cut at a paragraph (where no heading came). */
const paragraphPartLength = 5 * partLength;

/**
 * A line that can only begin a paragraph: text at the margin (a letter, a digit,
 * emphasis, code or an image) that is no list item, thematic break, table row,
 * quote, HTML, math, reference or directive.
 */
function paragraphStart(text: string): boolean {
  return (
    /^[\p{L}\p{N}*_`!]/u.test(text) &&
    !/^(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)/.test(text) &&
    !/^(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/.test(text)
  );
}

const fenceMarker = /^ {0,3}(`{3,}|~{3,})/;
const delimiterRow = /^\|[\s:|-]*-[\s:|-]*$/;

/**
 * The parts of `source`, with the number of lines before each. A part ends before an
 * ATX heading after a blank line outside fences and `:::` containers (CommonMark starts
 * a new top-level block there), or between two rows of a long table that `isTable`
 * (markdown-it) has confirmed. A short source, or one with link reference definitions
 * or raw HTML blocks that may span blank lines (`<pre>`, `<!--`), stays whole.
 */
export function partsOf(
  source: string,
  isTable: (headerAndDelimiter: string) => boolean = () => false,
): PagePart[] {
  if (
    source.length < partedFrom ||
    /^ {0,3}\[[^\]\n]+\]:/m.test(source) ||
    /^ {0,3}<(?:!--|\?|![A-Za-z]|!\[CDATA\[|(?:pre|script|style|textarea)(?:[\s>]|$))/im.test(
      source,
    )
  )
    return [{ line: 0, text: source }];
  const parts: PagePart[] = [];
  let start = 0;
  let startLine = 0;
  /** The header the current part's first rows belong under, when it continues a table. */
  let partHeader: string | undefined;
  const cut = (at: number, line: number, tableGoesOn: boolean, nextHeader?: string) => {
    parts.push({
      line: startLine,
      text: source.slice(start, at),
      ...(partHeader === undefined ? {} : { tableHeader: partHeader }),
      ...(tableGoesOn ? { tableGoesOn } : {}),
    });
    start = at;
    startLine = line;
    partHeader = nextHeader;
  };
  let fence: string | undefined;
  /** Whether the line may be in raw HTML: a line since the last blank one starts with `<`. */
  let html = false;
  /** The colons of each `:::` container the line is in, innermost last (container-block.ts's rule). */
  const containers: number[] = [];
  // The page's start begins a block as a blank line does.
  let blankBefore = true;
  /** The table the line is in: its header and delimiter, and how many of its lines came before. */
  let table: { header: string; lines: number } | undefined;
  let line = 0;
  for (let at = 0; at < source.length; line++) {
    const end = source.indexOf('\n', at);
    const next = end < 0 ? source.length : end + 1;
    const text = source.slice(at, end < 0 ? source.length : end);
    if (table && text.startsWith('|')) {
      table.lines++;
      // After the delimiter and at least one row, so the part before has a body to end.
      if (table.lines >= 3 && at - start >= tablePartLength) cut(at, line, true, table.header);
      blankBefore = false;
      at = next;
      continue;
    }
    table = undefined;
    const marker = fenceMarker.exec(text)?.[1];
    // In raw HTML a `:::word` or fence line opens nothing, while its closing line may
    // still close (container-block.ts asks markdown-it where the HTML ends): rather than
    // read HTML here as markdown-it does, such a page stays whole.
    if (fence === undefined && html && (marker || /^ {0,3}:{3,}/.test(text)))
      return [{ line: 0, text: source }];
    if (fence === undefined) html = text.trim() !== '' && (html || /^ {0,3}</.test(text));
    if (fence !== undefined) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        /^ {0,3}[`~]+\s*$/.test(text)
      )
        fence = undefined;
    } else if (marker) fence = marker;
    else if (/^ {0,3}:{3,}/.test(text)) {
      const colons = /:+/.exec(text)![0].length;
      // A closing line with fewer colons than the innermost container is text in it.
      if (text.trimStart().slice(colons).trim() !== '') containers.push(colons);
      else if (colons >= (containers.at(-1) ?? Number.POSITIVE_INFINITY)) containers.pop();
    } else if (blankBefore && containers.length === 0) {
      if (/^#{1,6}(?:[ \t]|$)/.test(text) && at - start >= partLength) cut(at, line, false);
      // A page of paragraphs and no headings: cut before a paragraph that starts at
      // the margin, which ends whatever block came before the blank line.
      else if (paragraphStart(text) && at - start >= paragraphPartLength) cut(at, line, false);
      else if (text.startsWith('|')) {
        const after = source.indexOf('\n', next);
        const delimiter = source.slice(next, after < 0 ? source.length : after);
        const header = `${text}\n${delimiter}\n`;
        if (delimiterRow.test(delimiter) && isTable(header)) table = { header, lines: 0 };
      }
    }
    blankBefore = fence === undefined && text.trim() === '';
    at = next;
  }
  cut(source.length, line, false);
  return parts;
}

/** Where the rows of a rendered table begin, and what follows its last row. */
const bodyStart = '</thead>\n<tbody>\n';
const bodyEnd = '</tbody>\n</table></div>\n';

/**
 * A part's HTML as its stretch of the page: without the repeated table header of a
 * part that continues a table, and without the end of the table the next part
 * continues. Undefined when the HTML is not shaped as expected (the caller then
 * renders the page whole).
 */
export function partHtml(part: PagePart, html: string): string | undefined {
  let out = html;
  if (part.tableHeader !== undefined) {
    const at = out.indexOf(bodyStart);
    if (at < 0) return undefined;
    out = out.slice(at + bodyStart.length);
  }
  if (part.tableGoesOn) {
    if (!out.endsWith(bodyEnd)) return undefined;
    out = out.slice(0, -bodyEnd.length);
  }
  return out;
}
