// The Try it console's texts (templates/try-it-labels.ts): the site's over the defaults.
// Only the Try it chunk imports this, so the search chunk does not carry them. The site's
// own are in the page's island props, on the pages that have a console alone.
import {
  tryItLabels,
  type TryItLabelKey,
  type TryItLabelOverrides,
} from '../../templates/try-it-labels.js';

let read: Record<TryItLabelKey, string> | undefined;

/**
 * The site's own texts, as the page's props carry them; none when they cannot be read. Read
 * here, not through client/chunk-labels.ts: importing that would make a chunk of it shared
 * with the search chunk, a request more on opening either.
 */
function siteOwn(): TryItLabelOverrides {
  try {
    return JSON.parse(document.getElementById('__docgen_props')?.textContent ?? '').labels ?? {};
  } catch {
    return {};
  }
}

/** The console's texts to show, read once. */
export function tryItTexts(): Record<TryItLabelKey, string> {
  read ??= { ...tryItLabels, ...siteOwn() };
  return read;
}
