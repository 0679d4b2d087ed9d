// What a page is made from, as messages name it: a clash of routes or output files is
// reported at the front matter line (slug or id) that put the page there, when one did.
import type { Doc, OutputSource } from './types.js';

/** What a page's file comes from, for a clash of routes or output files. */
export function pageSource(doc: Doc): OutputSource {
  if (doc.kind === 'api')
    return {
      label: `the API page "${doc.title}"${doc.api ? ` (${doc.api.method.toUpperCase()} ${doc.api.path})` : ''}`,
      file: doc.sourcePath,
    };
  if (!doc.sourcePath) return { label: `the page ${doc.route}` };
  const moved = doc.routedBy;
  if (!moved) return { label: doc.sourcePath, file: doc.sourcePath };
  const written = `${moved.key} ${JSON.stringify(moved.value)}`;
  return {
    label: `${doc.sourcePath} (its ${written} names its route)`,
    file: doc.sourcePath,
    line: moved.line,
    hint: `Change the ${written} in ${doc.sourcePath}'s front matter.`,
  };
}
