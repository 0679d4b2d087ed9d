// Links written as raw HTML (`<a href>`, `<img src>`) in markdown or in the site
// config's HTML snippets: the browser follows them like any other link, so the
// build checks them too.
import { Parser } from 'htmlparser2';
import { lineAndColumn } from '../shared/text-position.js';

/** One link found in HTML: the URL as written (entities decoded) and its line within the HTML (0-based). */
interface HtmlLink {
  href: string;
  line: number;
}

/**
 * What raw HTML links to and what a link may point at in it: the `href` of every `<a>`
 * and `src` of every `<img>`, and the anchors it names, an `id` on any element and the
 * `name` of an `<a>` (pages written for Docusaurus or older sites keep `<a id="old-name">`
 * above a renamed heading; the browser scrolls to either).
 */
export function htmlTargets(html: string): { links: HtmlLink[]; anchors: string[] } {
  const links: HtmlLink[] = [];
  const anchors: string[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      const href = (name === 'a' ? attributes.href : name === 'img' ? attributes.src : '')?.trim();
      if (href) links.push({ href, line: lineAndColumn(html, parser.startIndex).line - 1 });
      if (attributes.id) anchors.push(attributes.id);
      if (name === 'a' && attributes.name) anchors.push(attributes.name);
    },
  });
  parser.end(html);
  return { links, anchors };
}
