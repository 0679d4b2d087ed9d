// An old route that now shows another operation. The previous slug rule kept only ASCII
// letters, so `ノート一覧` (GET /notes) fell back to `get-notes`, and `Get notes` (GET
// /v2/notes) was numbered after it. Today the first keeps its own letters and the second
// takes `get-notes`: a page wins over a redirect, so links published to GET /notes open
// GET /v2/notes, silently. The author is told, once per such route.
import type { ApiOperation } from './operations.js';

interface Assigned {
  op: ApiOperation;
  slug: string;
  source: { id: string };
}

/**
 * One warning for each operation whose previous slug (`previous[i]`, from
 * `previousSlugs`) is now another operation's slug, naming both and both routes.
 */
export function reassignedRouteWarnings(
  planned: readonly Assigned[],
  previous: readonly string[],
  base: string,
): string[] {
  const bySlug = new Map(planned.map((p) => [p.slug, p]));
  const sources = new Set(planned.map((p) => p.source.id));
  const name = (p: Assigned) =>
    `${p.op.method.toUpperCase()} ${p.op.path}${sources.size > 1 ? ` (OpenAPI source "${p.source.id}")` : ''}`;
  const warnings: string[] = [];
  planned.forEach((moved, i) => {
    const old = previous[i];
    if (!old || old === moved.slug) return;
    const now = bySlug.get(old);
    if (!now || now === moved) return;
    warnings.push(
      `${base}/${old}, the route of ${name(moved)} in earlier builds, is now the page of ${name(now)}; ${name(moved)} moved to ${base}/${moved.slug}, and links published to the old route open another operation. To keep the old route, give ${name(now)} a summary or operationId of its own (its slug is made from it); otherwise update the links to ${base}/${moved.slug}.`,
    );
  });
  return warnings;
}
