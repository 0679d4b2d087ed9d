// The Try it console's texts (templates/try-it-labels.ts): the site's over the defaults.
// Only the Try it chunk imports this, so the search chunk does not carry them.
import {
  tryItLabels,
  type TryItLabelKey,
  type TryItLabelOverrides,
} from '../../templates/try-it-labels.js';
import { siteOwnLabels } from '../chunk-labels.js';

let read: Record<TryItLabelKey, string> | undefined;

/** The console's texts to show, read once. */
export function tryItTexts(): Record<TryItLabelKey, string> {
  read ??= { ...tryItLabels, ...(siteOwnLabels() as TryItLabelOverrides) };
  return read;
}
