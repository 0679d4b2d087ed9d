// What an unknown doc id most likely meant to be: a typo ("guides/laterr") or a page
// named without its folder ("later" for "guides/later"). A site with hundreds of
// pages would otherwise answer a one-letter typo with its whole list of ids.

/** Edits (insert, delete, replace one character) that turn `a` into `b`, or `limit + 1` once past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    // Every later row only grows from this one's smallest entry.
    if (best > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** At most `most` ids close to `id`, nearest first (ties in alphabetical order). */
export function nearestIds(id: string, ids: Iterable<string>, most = 3): string[] {
  // A short id has few letters to be wrong in: two edits of "faq" could be any word.
  const limit = Math.max(1, Math.min(3, Math.floor(id.length / 4)));
  const scored: [number, string][] = [];
  for (const candidate of ids) {
    const sameName = candidate.endsWith(`/${id}`) || id.endsWith(`/${candidate}`);
    const d = sameName ? 1 : distance(id, candidate, limit);
    if (d <= limit) scored.push([d, candidate]);
  }
  scored.sort((x, y) => x[0] - y[0] || (x[1] < y[1] ? -1 : 1));
  return scored.slice(0, most).map(([, candidate]) => candidate);
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
