// A lowercase HTML tag with a `{…}` attribute value (`<img src={require('./x.png').default} />`)
// is JSX, common in Docusaurus pages. docgen does not run the expression, so the attribute
// is left out (an image whose source is one, whole), with what to write instead.
import { cutShort } from '../../shared/clip-text.js';

/** A `{…}` expression holding at most one level of nested braces (`{{color: 'red'}}`). */
const attributeExpression = String.raw`\{(?:[^{}]|\{[^{}]*\})*\}`;

/** A JSX element tag: capitalised name (or a fragment `<>`), attributes, maybe self-closing. */
// No `<` inside a tag (outside quotes and braces): each attempt stops at the next `<`,
// so text full of `<A` is scanned once, not once per `<`.
export const jsxTagSource = String.raw`<(\/?)(?:([A-Z][\w.]*)(?=[\s/>])(?:[^<>"'{]|"[^"]*"|'[^']*'|${attributeExpression})*|())>`;

/** A lowercase tag whose attributes may hold expressions; `<` inside one ends it (see jsxTag). */
export const htmlTagAt = new RegExp(
  String.raw`<([a-z][\w-]*)(?=[\s/>])(?:[^<>"'{]|"[^"]*"|'[^']*'|${attributeExpression})*>`,
  'y',
);

/** In a tag: a quoted value (skipped), or an attribute (or spread) whose value is an expression. */
const attributeInTag = new RegExp(
  String.raw`"[^"]*"|'[^']*'|(\s+(?:([\w:.-]+)\s*=\s*)?(${attributeExpression}))`,
  'g',
);

/** A piece of a tag to leave out: columns [from, to) of the tag, what it is and what to write. */
interface LeftOutAttribute {
  from: number;
  to: number;
  what: string;
  instead: string;
}

const shown = (text: string) => cutShort(text, 40);

function insteadOf(name: string | undefined): string {
  if (name === 'style')
    return 'drop the attribute, or give the element a class and style it in CSS';
  if (name === 'className') return 'write `class="…"` with the class names as text';
  return 'write the attribute with its value as quoted text, or drop it';
}

/**
 * The pieces of a lowercase HTML tag that are MDX, or undefined if it has none.
 * An `<img>` whose `src` is an expression is one piece: the whole tag.
 */
export function expressionAttributes(tag: string): LeftOutAttribute[] | undefined {
  const name = /^<([a-z][\w-]*)/.exec(tag)?.[1];
  if (!name) return undefined;
  const pieces: LeftOutAttribute[] = [];
  for (const m of tag.matchAll(attributeInTag)) {
    const [, piece, attribute, expression] = m;
    if (piece === undefined || expression === undefined) continue;
    if (name === 'img' && attribute === 'src') {
      // `require('./img/x.png')` or `useBaseUrl('/img/x.png')`: the path is its string.
      const path = /['"`]([^'"`]+)['"`]/.exec(expression)?.[1] ?? 'path/to/image.png';
      const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(tag);
      const text = alt?.[1] ?? alt?.[2] ?? '';
      return [
        {
          from: 0,
          to: tag.length,
          what: `the MDX image <img src=${shown(expression)}>`,
          instead: `write the image in markdown, \`![${text}](${path})\``,
        },
      ];
    }
    const at = m.index;
    pieces.push({
      from: at,
      to: at + piece.length,
      what: attribute
        ? `the MDX attribute ${attribute}=${shown(expression)}`
        : `the MDX attribute ${shown(expression)}`,
      instead: insteadOf(attribute),
    });
  }
  return pieces.length > 0 ? pieces : undefined;
}
