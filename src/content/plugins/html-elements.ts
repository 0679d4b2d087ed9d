// Where the elements of a raw HTML block open and close, to tell whether a line inside
// the block sits between an element's opening tag and its closing tag. A container's
// closing `:::` line there would cut the element in two: its opening tag would close
// inside the container, and its closing tag, after the container, would close
// whatever the page wraps around the content (the layout's own `<div>`). A reading of
// tags good enough for hand-written HTML, not a parser: a closing tag closes the
// latest element of its name still open, and the ones opened inside it with it.

/** An element whose opening and closing tags are both in the block: offsets in its text. */
interface HtmlElement {
  /** The tag name in lower case, or `!--` for a comment. */
  name: string;
  /** The tag name as its opening tag writes it (`DIV`), for a message that quotes it. */
  written: string;
  /** Offset of its opening `<`. */
  from: number;
  /** Offset of its closing tag's `<`. */
  to: number;
}

/** Elements that have no closing tag. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** A tag at the start of the text (`lastIndex`): its slash, its name, its end (`/>` or `>`), quoted attributes whole. */
const tagAt = /<(\/?)([A-Za-z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/y;

/** The outermost elements of `text` that close in it, first first (they never overlap). */
function closedElements(text: string): HtmlElement[] {
  const open: { name: string; written: string; from: number }[] = [];
  const closed: HtmlElement[] = [];
  let i = text.indexOf('<');
  while (i >= 0) {
    if (text.startsWith('<!--', i)) {
      // A comment's text holds no tags.
      const end = text.indexOf('-->', i + 4);
      if (end < 0) break;
      closed.push({ name: '!--', written: '!--', from: i, to: end });
      i = text.indexOf('<', end + 3);
      continue;
    }
    tagAt.lastIndex = i;
    const tag = tagAt.exec(text);
    if (!tag) {
      i = text.indexOf('<', i + 1);
      continue;
    }
    const name = tag[2]!.toLowerCase();
    if (tag[1]) {
      const at = open.findLastIndex((o) => o.name === name);
      // A closing tag that closes nothing opened here is left as it is.
      if (at >= 0) {
        const { from, written } = open[at]!;
        closed.push({ name, written, from, to: i });
        open.length = at;
      }
    } else if (!tag[3] && !voidElements.has(name)) open.push({ name, written: tag[2]!, from: i });
    i = text.indexOf('<', tagAt.lastIndex);
  }
  // Outermost first: by opening offset, each one past the end of the one kept before it.
  closed.sort((a, b) => a.from - b.from);
  const outermost: HtmlElement[] = [];
  for (const element of closed)
    if (outermost.length === 0 || element.from > outermost.at(-1)!.to) outermost.push(element);
  return outermost;
}

/**
 * For the text of a raw HTML block: a lookup of the outermost element that is open at
 * an offset and closes after it, in the block; undefined where none is.
 */
export function elementsAround(text: string): (offset: number) => HtmlElement | undefined {
  const outermost = closedElements(text);
  return (offset) => {
    // The last element opened before the offset: the only one that may hold it.
    let [low, high] = [0, outermost.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (outermost[mid]!.from < offset) low = mid + 1;
      else high = mid;
    }
    const element = outermost[low - 1];
    return element && offset < element.to ? element : undefined;
  };
}
