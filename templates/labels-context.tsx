// The site's labels for the server-rendered templates, as a React context: the render
// stage provides the site's, and a template rendered without it shows the defaults.
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { siteLabelsOf, type SiteLabels } from './page-labels.js';
import { splitLabel } from '../src/shared/label-parts.js';

const LabelsContext = createContext<SiteLabels>(siteLabelsOf());

export const LabelsProvider = LabelsContext.Provider;

export const useLabels = (): SiteLabels => useContext(LabelsContext);

/** A label with parts, each `{name}` replaced by its node (a link, a <time>), `{{` and `}}` by a brace. */
export function fillLabel(text: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = splitLabel(text);
  // No empty text between the parts: React would mark it with a comment.
  return pieces
    .map((piece, i) =>
      i % 2 === 0 ? piece : <Fragment key={i}>{parts[piece] ?? `{${piece}}`}</Fragment>,
    )
    .filter((piece) => piece !== '');
}
