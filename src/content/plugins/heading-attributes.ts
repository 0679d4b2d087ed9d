// The attribute block at the end of a heading: `## Title {#custom-id}` sets its id (as
// in Docusaurus), `{#id aliases=old-id,older-id}` adds ids that keep old deep links
// working after a rename: each an empty element at the start of the heading.
import { DocgenError } from '../../errors.js';

interface HeadingAttributes {
  /** The explicit id, when the block has `#id`. */
  id?: string;
  /** Extra ids that land on the same heading. */
  aliases: string[];
}

const ID = /^[A-Za-z0-9_-]+$/;

/**
 * Splits `Title {#id aliases=a,b}` into the title and its attributes.
 * Text that ends in braces of another shape (`Set {a, b}`) is left alone.
 */
export function splitHeadingAttributes(text: string): {
  text: string;
  attributes?: HeadingAttributes;
} {
  const match = /\s*\{([^{}]*)\}\s*$/.exec(text);
  if (!match) return { text };
  const parts = match[1]!.trim().split(/\s+/).filter(Boolean);
  const attributes: HeadingAttributes = { aliases: [] };
  for (const part of parts) {
    if (part.startsWith('#') && attributes.id === undefined && ID.test(part.slice(1)))
      attributes.id = part.slice(1);
    else if (
      part.startsWith('aliases=') &&
      part
        .slice(8)
        .split(',')
        .every((a) => ID.test(a))
    )
      attributes.aliases.push(...part.slice(8).split(','));
    else return { text };
  }
  if (parts.length === 0) return { text };
  return { text: text.slice(0, match.index), attributes };
}

/** Fails when an id is used twice on one page: a link to it could land on either. */
export function claimId(
  seen: Set<string>,
  id: string,
  where: { file?: string; line?: number },
): void {
  if (seen.has(id)) {
    throw new DocgenError(
      `The heading id "${id}" is used twice on this page${where.file ? ` (${where.file})` : ''}.`,
      {
        file: where.file,
        line: where.line,
        hint: 'Give one of the headings another {#id} or remove the duplicate alias.',
      },
    );
  }
  seen.add(id);
}
