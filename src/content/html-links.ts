// Links written as raw HTML (`<a href>`, `<img src>`, `<object data>`, a style's `url()`)
// in markdown or in the site config's HTML snippets: the browser follows or loads them
// like any other link, so the build checks them too.
import { Parser } from 'htmlparser2';
import { rawTextElements } from '../shared/raw-text.js';
import { lineAndColumn } from '../shared/text-position.js';

/** One link found in HTML: the URL as written (entities decoded) and its line within the HTML (0-based). */
interface HtmlLink {
  href: string;
  line: number;
}

// The attributes of each element that load or lead to one URL. A `srcset` holds several.
const urlAttributes: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'srcset'],
  object: ['data'],
  use: ['href', 'xlink:href'],
  embed: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src', 'srcset'],
  track: ['src'],
  iframe: ['src'],
};

/** The URLs of `url(…)` in a style, but `url(#id)`, which names an SVG element of the page. */
export function styleUrls(style: string): string[] {
  return [...style.matchAll(/url\(\s*(["']?)([^"')]*)\1\s*\)/gi)]
    .map((m) => m[2]!.trim())
    .filter((url) => url && !url.startsWith('#'));
}

/** The URLs an element's attributes name: a fragment alone counts only on `<a>` (an SVG `<use href="#icon">` names a symbol). */
function elementUrls(name: string, attributes: Record<string, string>): string[] {
  const urls: string[] = [];
  for (const attribute of urlAttributes[name] ?? []) {
    const value = attributes[attribute]?.trim();
    if (!value || (name !== 'a' && value.startsWith('#'))) continue;
    if (attribute === 'srcset')
      urls.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
    else urls.push(value);
  }
  if (attributes.style) urls.push(...styleUrls(attributes.style));
  return urls.filter(Boolean);
}

/**
 * What raw HTML links to and what a link may point at in it: the URLs of `<a href>`,
 * `<img src>` and the other elements that load one (`urlAttributes`, a style's `url()`),
 * and the anchors it names, an `id` on any element and the `name` of an `<a>` (pages
 * written for Docusaurus or older sites keep `<a id="old-name">` above a renamed heading;
 * the browser scrolls to either).
 */
export function htmlTargets(html: string): { links: HtmlLink[]; anchors: string[] } {
  const links: HtmlLink[] = [];
  const anchors: string[] = [];
  // The raw-text element open (htmlparser2 reads script, style, title and textarea as text
  // itself, but iframe, noembed, noframes and xmp as markup): what it holds is text, not links.
  let rawText: string | undefined;
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      if (rawText) return;
      if (rawTextElements.has(name)) rawText = name;
      const urls = elementUrls(name, attributes);
      if (urls.length > 0) {
        const line = lineAndColumn(html, parser.startIndex).line - 1;
        for (const href of urls) links.push({ href, line });
      }
      if (attributes.id) anchors.push(attributes.id);
      if (name === 'a' && attributes.name) anchors.push(attributes.name);
    },
    onclosetag(name) {
      if (name === rawText) rawText = undefined;
    },
  });
  parser.end(html);
  return { links, anchors };
}
