// Which slug each operation's page gets: the kebab-case of its title (a webhook's key).
// Clashing operations are told apart by what each is, never by where it stands, so
// reordering a document moves no page. Old slugs become redirects.
import type { ApiOperation } from './operations.js';
import {
  capSlug,
  clashCandidates,
  maxSlugLength,
  operationSlug,
  previousOperationSlug,
} from './slugs.js';
import { identifierTitle } from './operation-titles.js';
import { operationPointer } from './operation-fault.js';

/**
 * The slug an operation's page has before clashes are settled. Never empty: a title whose
 * slug is empty once cut (no letter, or one letter with more marks than a slug holds) falls
 * back to the method and path, which always have a word.
 */
function baseSlug(op: ApiOperation): string {
  const key = op.role === 'webhook' ? capSlug(operationSlug(identifierTitle(op.path))) : '';
  return (
    key || capSlug(operationSlug(op.title)) || capSlug(operationSlug(`${op.method} ${op.path}`))
  );
}

/** Words of the operationId that the base lacks: `list-items` + `listMoreItems` → ['more']. */
function operationIdWords(base: string, op: ApiOperation): string[] {
  if (!op.operationId) return [];
  const said = new Set(base.split('-'));
  return [...new Set(operationSlug(identifierTitle(op.operationId)).split('-'))].filter(
    (w) => w && !said.has(w),
  );
}

const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const byPathAndMethod = (a: ApiOperation, b: ApiOperation) =>
  compare(a.path, b.path) || compare(a.method, b.method);

/** An operation to give a slug, with where it comes from for messages. */
type SlugRequest = { op: ApiOperation; source?: { id: string }; origin?: string };

/**
 * A unique slug for each operation, in the order given; `taken` holds slugs already
 * in use (introductions) and receives the new ones. Each clash is a warning.
 */
export function assignSlugs<T extends SlugRequest>(
  planned: T[],
  taken: Set<string>,
  warn: (message: string) => void,
): (T & { slug: string })[] {
  const bases = planned.map((p) => baseSlug(p.op));
  const groups = new Map<string, number[]>();
  bases.forEach((base, i) => {
    const group = groups.get(base);
    if (group) group.push(i);
    else groups.set(base, [i]);
  });
  const slugs: string[] = new Array(planned.length);
  const said: { i: number; message: string }[] = [];
  // Groups are settled in order of their base, each in an order of its own operations.
  for (const base of [...groups.keys()].sort()) {
    const members = groups.get(base)!.map((i) => ({ i, op: planned[i]!.op }));
    members.sort(
      (a, b) =>
        operationIdWords(base, a.op).length - operationIdWords(base, b.op).length ||
        byPathAndMethod(a.op, b.op),
    );
    const keeperRequest = planned[members[0]!.i]!;
    const keeper = keeperRequest.op;
    for (const { i, op } of members) {
      let slug = base;
      if (taken.has(base) || op !== keeper) {
        const words = operationIdWords(base, op);
        const first = words.length
          ? [capSlug(`${base}-${words.join('-')}`, maxSlugLength + 40)]
          : [];
        const candidates = [
          ...first,
          ...clashCandidates(base, op, op === keeper ? undefined : keeper),
        ];
        slug = candidates.find((c) => c !== base && !taken.has(c))!;
        said.push({
          i,
          message: clashMessage(planned[i]!, base, slug, op === keeper ? undefined : keeperRequest),
        });
      }
      taken.add(slug);
      slugs[i] = slug;
    }
  }
  // Warned in the document's order, where a reader looks for them.
  for (const { message } of said.sort((a, b) => a.i - b.i)) warn(message);
  return planned.map((p, i) => ({ ...p, slug: slugs[i]! }));
}

/** A clash as the user can settle it: where both operations are, and what picks a slug. */
function clashMessage(
  planned: SlugRequest,
  base: string,
  slug: string,
  keeper: SlugRequest | undefined,
): string {
  const name = (op: ApiOperation) =>
    `${op.method.toUpperCase()} ${op.path} (${operationPointer(op)})`;
  const sourceOf = ({ source, origin }: SlugRequest) =>
    source ? ` in the OpenAPI source "${source.id}"${origin ? ` (${origin})` : ''}` : '';
  const { op } = planned;
  const where = sourceOf(planned);
  // Operations of two sources can have the same method, path and pointer: each is
  // named with its own source, or the message would read as one operation twice.
  const apart = keeper !== undefined && sourceOf(keeper) !== where;
  const other = keeper
    ? `${name(keeper.op)}${apart ? sourceOf(keeper) : ''} keeps it`
    : 'an introduction or group page has it';
  const clash = apart
    ? `Two operations share the slug "${base}": ${name(op)}${where} gets "${slug}"; ${other}.`
    : `Two operations share the slug "${base}"${where}: ${name(op)} gets "${slug}"; ${other}.`;
  const which = `${op.method.toUpperCase()} ${op.path}${apart && planned.source ? ` in "${planned.source.id}"` : ''}`;
  return `${clash} To choose the slug, give ${which} a summary of its own (the slug is made from it) or an operationId whose words tell it apart; in a document the site does not own, add one with the source's patch (openapi.sources[].patch).`;
}

/**
 * The slugs the previous rule gave (the title was the summary or `METHOD /path`, a
 * webhook's slug came from its summary, only ASCII letters and digits were kept, and
 * in a clash the first in the document kept the slug): where one differs from
 * today's, the old route redirects.
 */
export function previousSlugs(ops: ApiOperation[], introSlugs: Iterable<string>): string[] {
  const taken = new Set(introSlugs);
  const holders = new Map<string, ApiOperation>();
  return ops.map((op) => {
    const title = op.summary ?? `${op.method.toUpperCase()} ${op.path}`;
    const base = capSlug(
      previousOperationSlug(title) || previousOperationSlug(`${op.method} ${op.path}`),
    );
    const slug = taken.has(base)
      ? clashCandidates(base, op, holders.get(base)).find((c) => !taken.has(c))!
      : base;
    holders.set(slug, op);
    taken.add(slug);
    return slug;
  });
}
