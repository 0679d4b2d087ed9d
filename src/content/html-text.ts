// The text a reader sees of a piece of HTML, for a one-line summary (meta tags, llms.txt):
// tags dropped, a block element's edges a space, entities decoded. Read with htmlparser2,
// as raw HTML's links are (html-links.ts), so an attribute holding `>` or a quote stays markup.
import { Parser } from 'htmlparser2';

/** Elements whose edges separate words: `<p>a</p><p>b</p>` reads "a b", `<em>a</em>b` reads "ab". */
const blockTags =
  /^(?:address|article|aside|blockquote|br|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)$/i;

/** Their content is code or styling, never text on the page. */
const hiddenTags = new Set(['script', 'style', 'template']);

export function htmlText(html: string): string {
  let text = '';
  let hidden = 0;
  const edge = (name: string) => {
    if (hiddenTags.has(name)) return true;
    if (blockTags.test(name)) text += ' ';
    return false;
  };
  new Parser({
    onopentag(name) {
      if (edge(name)) hidden++;
    },
    onclosetag(name) {
      if (edge(name)) hidden--;
    },
    ontext(data) {
      if (hidden === 0) text += data;
    },
  }).end(html);
  return text.replace(/\s+/g, ' ').trim();
}
