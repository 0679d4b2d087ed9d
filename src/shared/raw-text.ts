// Elements whose content the browser reads as text, not markup: a `<textarea>` or a
// `<script type="text/plain">` holding `<a href="config">` shows those characters to the
// reader, so URL rewriting (route-relative links, the base path) must leave them as written.
// The element's own start tag is markup: `<script src="/app.js">` still gets the base.
// `<noscript>` is not one: its content is shown, and read as markup, exactly when scripts are off.
// Platform-free, like the link rewriting that uses it; the client has no use for it.

/** Elements whose content is text: shown as written, or (iframe, noembed, noframes) never shown. */
export const rawTextElements: ReadonlySet<string> = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
]);
/**
 * A comment, or a start tag with its attributes. Matched as a whole, so that a
 * `<textarea>` named inside a comment or a quoted attribute value (`data-x="<script>"`)
 * opens nothing: only a real start tag does.
 */
const commentOrStartTag = /<!--[\s\S]*?(?:-->|$)|<([A-Za-z][^\s/>]*)(?:"[^"]*"|'[^']*'|[^'">])*>/g;

/** The next start tag of a raw-text element at or after `from`, outside comments and attribute values. */
function nextRawTextStart(html: string, from: number): RegExpExecArray | null {
  commentOrStartTag.lastIndex = from;
  for (let m = commentOrStartTag.exec(html); m; m = commentOrStartTag.exec(html))
    if (m[1] && rawTextElements.has(m[1].toLowerCase())) return m;
  return null;
}

/** HTML edited outside raw-text content; `inside` is the element left open by a previous piece. */
export interface RawTextPiece {
  html: string;
  /** The raw-text element still open at the end of the piece (lower case), if any. */
  inside?: string;
}

/**
 * `html` with `edit` applied to its markup but not to the content of raw-text elements. For
 * HTML that comes in pieces (markdown-it's inline HTML tokens), pass the element the previous
 * piece left open as `inside` and carry the returned one to the next piece.
 */
export function editOutsideRawText(
  html: string,
  edit: (markup: string) => string,
  inside?: string,
): RawTextPiece {
  let out = '';
  let at = 0;
  let open = inside;
  while (at <= html.length) {
    if (open) {
      const close = new RegExp(`</${open}\\s*>`, 'i').exec(html.slice(at));
      if (!close) return { html: out + html.slice(at), inside: open };
      out += html.slice(at, at + close.index);
      at += close.index;
      open = undefined;
      continue;
    }
    const start = nextRawTextStart(html, at);
    if (!start) return { html: out + edit(html.slice(at)) };
    const contentAt = start.index + start[0].length;
    out += edit(html.slice(at, contentAt));
    at = contentAt;
    open = start[1]!.toLowerCase();
  }
  return { html: out };
}
