// Places a page's raw HTML names as link targets: an `id` on any element, and a `name`
// on `<a>`, the way pages written for Docusaurus or older sites keep an anchor that
// links point to (`<a id="legacy-name"></a>` above a renamed heading). The browser
// scrolls to either, so a link to one is no broken anchor.
import type { Token } from 'markdown-it';

const tag = /<([A-Za-z][\w-]*)(\s[^<>]*)>/g;
const attribute = /\s(id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

function anchorsIn(html: string, found: string[]): void {
  for (const [, name, attributes] of html.matchAll(tag))
    for (const [, key, ...values] of attributes!.matchAll(attribute)) {
      const value = values.find((v) => v !== undefined);
      if (!value) continue;
      if (key!.toLowerCase() === 'id' || name!.toLowerCase() === 'a') found.push(value);
    }
}

/** The anchors the raw HTML of `tokens` (blocks and inline tags) names. */
export function htmlAnchors(tokens: Token[]): string[] {
  const found: string[] = [];
  for (const token of tokens) {
    if (token.type === 'html_block') anchorsIn(token.content, found);
    else if (token.children)
      for (const child of token.children)
        if (child.type === 'html_inline') anchorsIn(child.content, found);
  }
  return found;
}
