// The site's labels in the browser: the defaults with those the page's island props carry
// (site.config.ts `labels`), read where they are shown, so a navigation's props apply too.
import { withLabels, type Labels } from '../templates/labels.js';
import { getShellProps } from './shell-props.js';

/** The labels to show; the defaults when the page's props cannot be read (its error box says why). */
export function siteLabels(): Labels {
  try {
    return withLabels(getShellProps().labels);
  } catch {
    return withLabels();
  }
}
