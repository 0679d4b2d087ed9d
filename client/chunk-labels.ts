// The site's labels of the chunks loaded on first use (search overlay, Try it console):
// the defaults with those the page's island props carry. Only those chunks import this,
// so the first visit's bundle does not grow with their texts.
import {
  chunkLabels,
  type ChunkLabelOverrides,
  type ChunkLabels,
} from '../templates/chunk-labels.js';
import { splitLabel } from '../src/shared/label-parts.js';

let own: Record<string, string> | undefined;
let read: ChunkLabels | undefined;

/**
 * The labels the site sets, as the page's props carry them; none when they cannot be read.
 * The props are read here, not through shell-props.ts: the Try it chunk importing that
 * module would split it out of the first visit's shared chunk into one of its own, a
 * request and bytes more on every first visit. Labels are the site's, the same on every
 * page: read once.
 */
export function siteOwnLabels(): Record<string, string> {
  if (own) return own;
  try {
    own = JSON.parse(document.getElementById('__docgen_props')?.textContent ?? '').labels;
  } catch {
    // No props (the page's error box says why): the defaults.
  }
  own ??= {};
  return own;
}

/** The labels to show: the site's over the defaults. */
export function siteChunkLabels(): ChunkLabels {
  read ??= { ...chunkLabels, ...(siteOwnLabels() as ChunkLabelOverrides) };
  return read;
}

/**
 * A label's text with its `{part}` put in as `part` (a node: the keys as <kbd>s, say),
 * split so the part stays where the site's wording puts it (`{{` and `}}` show a brace).
 */
export function withPart<T>(text: string, name: string, part: T): (string | T)[] {
  return splitLabel(text).map((piece, i) =>
    i % 2 === 0 ? piece : piece === name ? part : `{${piece}}`,
  );
}
