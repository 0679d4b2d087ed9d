// The text a reader sees of a piece of HTML, for a one-line summary (meta tags, llms.txt):
// tags dropped, a block element's edges a space, entities decoded. Not a parser: what it
// reads is an OpenAPI description's HTML block, shown elsewhere through the allowlist.
/** Elements whose edges separate words: `<p>a</p><p>b</p>` reads "a b", `<em>a</em>b` reads "ab". */
const blockTags =
  /^(?:address|article|aside|blockquote|br|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)$/i;

/** `decode`: the entities decoder of the markdown-it that parsed the HTML (its `utils.unescapeAll`). */
export function htmlText(html: string, decode: (text: string) => string): string {
  return decode(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      // Their content is code or styling, never text on the page.
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, name: string) =>
        blockTags.test(name) ? ' ' : '',
      ),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
