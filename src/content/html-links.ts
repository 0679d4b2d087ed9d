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

/** The `href` of every `<a>` and the `src` of every `<img>` in `html`. */
export function htmlLinks(html: string): HtmlLink[] {
  const links: HtmlLink[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      const href = (name === 'a' ? attributes.href : name === 'img' ? attributes.src : '')?.trim();
      if (href) links.push({ href, line: lineAndColumn(html, parser.startIndex).line - 1 });
    },
  });
  parser.end(html);
  return links;
}
