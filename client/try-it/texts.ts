// The Try it console's texts (templates/try-it-labels.ts): the site's over the defaults.
// Only the Try it chunk imports this, so the search chunk does not carry them. The site's
// own ride on the console's element (SamplePanel), on the pages that have one alone.
import {
  tryItLabels,
  type TryItLabelKey,
  type TryItLabelOverrides,
} from '../../templates/try-it-labels.js';

let read: Record<TryItLabelKey, string> | undefined;

/** The site's own texts, as the console's element carries them; none when unreadable. */
function siteOwn(): TryItLabelOverrides {
  try {
    return JSON.parse(document.getElementById('try-it-console')?.dataset.labels ?? '{}');
  } catch {
    return {};
  }
}

/** The console's texts to show, read once. */
export function tryItTexts(): Record<TryItLabelKey, string> {
  read ??= { ...tryItLabels, ...siteOwn() };
  return read;
}
