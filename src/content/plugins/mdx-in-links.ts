// MDX in an image's alt text (`![Logo {version}](./logo.png)`) or a link's destination
// (`[docs]({props.url})`). markdown-it keeps no source position for either: it
// parses alt text apart from its paragraph, and turns `{props.url}` into a URL,
// `%7Bprops.url%7D`. These wrappers around its `image` and `link` rules note where
// each starts, so unsupported-syntax.ts can report and leave out such MDX where it
// sits, in the page and in the copy alike.
import type { MarkdownIt, StateInline } from 'markdown-it';
import { ruleNamed } from './rule-access.js';

/** Where an image or link starts in its inline text; for a link to an expression, that expression and its parts. */
export interface LinkMeta {
  at: number;
  /** The expression a link goes to (`{props.url}`). */
  expression?: string;
  /** Where the link text's `]` is. */
  labelEnd?: number;
  /** Just after the link's `)`. */
  end?: number;
}

/** A destination that was an MDX expression, as markdown-it encodes it. */
const encodedExpression = /^%7B.*%7D$/;

function wrap(
  md: MarkdownIt,
  name: string,
  after: (state: StateInline, start: number, first: number) => void,
): void {
  const rule = ruleNamed(md.inline.ruler, name);
  if (!rule) return;
  md.inline.ruler.at(name, (state, silent) => {
    const start = state.pos;
    const first = state.tokens.length;
    if (!rule(state, silent)) return false;
    if (!silent) after(state, start, first);
    return true;
  });
}

export function notePositionsOfLinks(md: MarkdownIt): void {
  wrap(md, 'image', (state, start, first) => {
    // Text before it is pushed first.
    const image = state.tokens.slice(first).find((t) => t.type === 'image');
    if (image) image.meta = { at: start } satisfies LinkMeta;
  });
  wrap(md, 'link', (state, start, first) => {
    const open = state.tokens.slice(first).find((t) => t.type === 'link_open');
    const href = open?.attrGet('href');
    if (!open || typeof href !== 'string' || !encodedExpression.test(href)) return;
    let expression = href;
    try {
      expression = decodeURIComponent(href);
    } catch {}
    open.meta = {
      at: start,
      expression,
      labelEnd: state.md.helpers.parseLinkLabel(state, start, true),
      end: state.pos,
    } satisfies LinkMeta;
  });
}
