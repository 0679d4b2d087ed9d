// Two kinds of redirect can start at one route: an old slug of an API page, and the
// file-name route of a doc page that front matter `id` moved. Only one stub can be
// written there: the API page's (the render stage writes the first of the list it is
// given, and the API's come first). The doc page's would vanish without a word, so the
// build says which was kept.
import { outputFileForRoute } from '../content/routes.js';
import type { Doc, Redirect } from '../types.js';

/** A warning for each doc page redirect that an API page's old-slug redirect takes the place of. */
export function redirectClashWarnings(
  apiRedirects: readonly Redirect[],
  docRedirects: readonly Redirect[],
  docs: readonly Doc[],
): string[] {
  const byRoute = new Map(docs.map((d) => [d.route, d]));
  // A page on the route wins over both (it is written first), so neither is lost to the other.
  const pageFiles = new Set(docs.map((d) => outputFileForRoute(d.route)));
  const apiFrom = new Map(apiRedirects.map((r) => [outputFileForRoute(r.from), r]));
  const warnings: string[] = [];
  for (const r of docRedirects) {
    const file = outputFileForRoute(r.from);
    const kept = apiFrom.get(file);
    if (!kept || pageFiles.has(file)) continue;
    const doc = byRoute.get(r.to);
    const op = byRoute.get(kept.to);
    const moved = doc?.routedBy;
    const where = doc?.sourcePath
      ? `${doc.sourcePath}${moved?.line ? `:${moved.line}` : ''}: `
      : '';
    const opName = op?.api
      ? `the API page "${op.title}" (${op.api.method.toUpperCase()} ${op.api.path})`
      : `the API page ${kept.to}`;
    warnings.push(
      `${where}The redirect from ${r.from} (this page's route before its ${moved?.key ?? 'id'} ${JSON.stringify(moved?.value ?? '')} moved it) to ${r.to} is not written: ${r.from} is also an old slug of ${opName}, and that redirect, to ${kept.to}, is kept. Links to ${r.from} reach the API page; link to ${r.to} for this page.`,
    );
  }
  return warnings;
}
