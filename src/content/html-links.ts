// Links written as raw HTML (`<a href>`, `<img src>`) in markdown or in the site
// config's HTML snippets: the browser follows them like any other link, so the
// build checks them too. A small scanner, not a parser: it reads start tags only.

/** One link found in HTML: the URL as written (entities decoded) and its line within the HTML (0-based). */
interface HtmlLink {
  href: string;
  line: number;
}

const tagPattern = /<(a|img)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const attrPattern = /(?:^|\s)(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi,
    (whole, dec: string, hex: string, name: string) => {
      if (dec || hex) {
        const code = dec ? Number(dec) : parseInt(hex, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    },
  );
}

/** The `href` of every `<a>` and the `src` of every `<img>` in `html`. */
export function htmlLinks(html: string): HtmlLink[] {
  const links: HtmlLink[] = [];
  // A commented-out link is no link; keep the comment's line breaks so lines still match.
  const live = html.replace(/<!--[\s\S]*?(?:-->|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const tag of live.matchAll(tagPattern)) {
    const wanted = tag[1]!.toLowerCase() === 'a' ? 'href' : 'src';
    for (const attr of tag[2]!.matchAll(attrPattern)) {
      if (attr[1]!.toLowerCase() !== wanted) continue;
      const href = decodeEntities((attr[2] ?? attr[3] ?? attr[4] ?? '').trim());
      if (href) links.push({ href, line: live.slice(0, tag.index).split('\n').length - 1 });
      break;
    }
  }
  return links;
}
