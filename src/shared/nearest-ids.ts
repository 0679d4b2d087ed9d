// What an unknown doc id most likely meant to be: a typo ("guides/laterr") or a page
// named without its folder ("later" for "guides/later"). A site with hundreds of
// pages would otherwise answer a one-letter typo with its whole list of ids.

/**
 * Edits (insert, delete, replace one character) that turn `a` into `b`, or `limit + 1`
 * once past `limit`. Only cells within `limit` of the diagonal can stay within it, so
 * each row computes those alone: the work grows with the ids' length times the limit,
 * not with the square of their length (ids under one long folder share a long prefix,
 * which never ends the comparison early).
 */
function distance(a: string, b: string, limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  let previous = new Array<number>(b.length + 1).fill(over);
  let row = new Array<number>(b.length + 1).fill(over);
  for (let j = 0; j <= Math.min(b.length, limit); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    // Cells just outside the band are past the limit; the next row reads them.
    row[from - 1] = from === 1 ? Math.min(i, over) : over;
    if (to < b.length) row[to + 1] = over;
    let best = row[from - 1]!;
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost, over);
      best = Math.min(best, row[j]!);
    }
    // Every later row only grows from this one's smallest entry.
    if (best > limit) return over;
    [previous, row] = [row, previous];
  }
  return previous[b.length]!;
}

/**
 * How many characters `a` and `b` have in common, in order (their longest common
 * subsequence). Their shared start and end are counted first: near ids differ in a few
 * characters, so only those few are compared each with each.
 */
function common(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  const restA = a.slice(start, a.length - end);
  const restB = b.slice(start, b.length - end);
  let row = new Array<number>(restB.length + 1).fill(0);
  for (const ca of restA) {
    const next = [0];
    for (let j = 1; j <= restB.length; j++)
      next[j] = ca === restB[j - 1] ? row[j - 1]! + 1 : Math.max(row[j]!, next[j - 1]!);
    row = next;
  }
  return start + end + row[restB.length]!;
}

/**
 * At most three ids close to `id`, nearest first. Of two as near, the one sharing more
 * characters with it comes first: a letter left out ("tryItSnd" for "tryItSend") is a
 * likelier slip than a letter replaced ("tryItAnd"); then alphabetical order.
 */
export function nearestIds(id: string, ids: Iterable<string>): string[] {
  // A short id has few letters to be wrong in: two edits of "faq" could be any word.
  const limit = Math.max(1, Math.min(3, Math.floor(id.length / 4)));
  const scored: [number, number, string][] = [];
  for (const candidate of ids) {
    const sameName = candidate.endsWith(`/${id}`) || id.endsWith(`/${candidate}`);
    const d = sameName ? 1 : distance(id, candidate, limit);
    if (d <= limit) scored.push([d, -common(id, candidate), candidate]);
  }
  scored.sort((x, y) => x[0] - y[0] || x[1] - y[1] || (x[2] < y[2] ? -1 : 1));
  return scored.slice(0, 3).map(([, , candidate]) => candidate);
}

/** "Did you mean "a"? " for the ids near `id`, or '' when none is near: the start of a hint. */
export function didYouMean(id: string, ids: Iterable<string>): string {
  const near = nearestIds(id, ids);
  return near.length > 0 ? `Did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}? ` : '';
}

/**
 * The hint for an unknown doc id: the nearest ids when some are close, every id when
 * there are only a few, else how doc ids are made and how many there are.
 */
export function unknownIdHint(id: string, ids: readonly string[]): string {
  const near = didYouMean(id, ids);
  if (near) return near.trimEnd();
  if (ids.length <= 5) return `Available doc ids: ${[...ids].sort().join(', ')}`;
  return `No doc id is close to it. A doc id is the page's path below the content folder without \`.md\` (front matter \`id\` replaces its last segment); this site has ${ids.length}, such as ${[...ids].sort().slice(0, 3).join(', ')}.`;
}
