// The titles of the admonitions an author writes without one (`:::note`, `> [!TIP]`), as
// page labels: the markdown stage puts them in, and an author's own title still wins.
import { plainLabel } from '../src/shared/label-parts.js';

export const admonitionLabels = {
  admonitionNote: 'Note',
  admonitionTip: 'Tip',
  admonitionInfo: 'Info',
  /** GitHub's `> [!IMPORTANT]`. */
  admonitionImportant: 'Important',
  admonitionWarning: 'Warning',
  /** `:::caution` and GitHub's `> [!CAUTION]`. */
  admonitionCaution: 'Caution',
  admonitionDanger: 'Danger',
} as const;

export type AdmonitionLabelKey = keyof typeof admonitionLabels;

/** The admonition titles a site sets; undefined when it sets none (the content cache's key stays). */
export function ownAdmonitionLabels(
  labels: Record<string, string | undefined>,
): Partial<Record<AdmonitionLabelKey, string>> | undefined {
  const own = Object.entries(labels).filter(([key]) => Object.hasOwn(admonitionLabels, key));
  // No parts: a doubled brace reads as one brace (label-parts.ts).
  return own.length
    ? Object.fromEntries(own.map(([key, text]) => [key, plainLabel(text ?? '')]))
    : undefined;
}
