// A lowercase HTML tag with a `{…}` attribute value (`<img src={require('./x.png').default} />`)
// is JSX, common in Docusaurus pages. docgen does not run the expression, so the attribute
// is left out (an image whose source is one, whole), with what to write instead.
import { cutShort } from '../../shared/clip-text.js';
import { expressionEnd } from './jsx-scan.js';

/** Where an attribute (or spread) whose value is an expression starts: group 1 names it. */
const attributeAt = /\s+(?:([\w:.-]+)\s*=\s*)?\{/y;

/** Each attribute of `tag` whose value is an expression, skipping quoted values: [start, end, name, expression]. */
function expressionsOf(tag: string): [number, number, string | undefined, string][] {
  const found: [number, number, string | undefined, string][] = [];
  for (let i = 0; i < tag.length; i++) {
    const c = tag[i]!;
    if (c === '"' || c === "'") {
      const close = tag.indexOf(c, i + 1);
      if (close < 0) break;
      i = close;
      continue;
    }
    attributeAt.lastIndex = i;
    const m = attributeAt.exec(tag);
    if (!m) continue;
    const brace = attributeAt.lastIndex - 1;
    const end = expressionEnd(tag, brace);
    if (end < 0) break;
    found.push([i, end, m[1], tag.slice(brace, end)]);
    i = end - 1;
  }
  return found;
}

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
  for (const [at, end, attribute, expression] of expressionsOf(tag)) {
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
    pieces.push({
      from: at,
      to: end,
      what: attribute
        ? `the MDX attribute ${attribute}=${shown(expression)}`
        : `the MDX attribute ${shown(expression)}`,
      instead: insteadOf(attribute),
    });
  }
  return pieces.length > 0 ? pieces : undefined;
}
