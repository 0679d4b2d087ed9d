// A cycle of `$ref`s across the files of a split document (a.yaml's A is b.yaml's B,
// which is a.yaml's A). Found before the files are bundled, while each ref still has the
// file and line it is written at: once bundled, the cycle is one internal ref to itself,
// at a pointer of the bundle that no file holds.
import { refsIn } from './written-refs.js';
import { nodeAt, refPointer } from './json-pointer.js';

/** A `$ref` as written: its text, the pointer of the object that holds it, and its file. */
export interface WrittenRef {
  ref: string;
  at: string;
  from: string;
}

/** The refs of a cycle, in the order they lead to one another, and the ref that first led into it. */
export interface RefCycle {
  cycle: WrittenRef[];
  entry?: WrittenRef;
}

/**
 * The first cycle of refs that lead only to one another, never to a value. `files` are
 * the parsed files by location; `fileOf` says which file a ref names (undefined: its own).
 */
export function findRefCycle(
  files: ReadonlyMap<string, unknown>,
  fileOf: (ref: string, from: string) => string | undefined,
): RefCycle | undefined {
  // Places whose chain was followed to its end: each is walked once, whatever leads to it.
  const settled = new Set<string>();
  for (const [from, value] of files)
    for (const start of refsIn(value)) {
      const path: WrittenRef[] = [];
      const onPath = new Map<string, number>();
      let link: WrittenRef = { ...start, from };
      for (;;) {
        const file = fileOf(link.ref, link.from) ?? link.from;
        const pointer = refPointer(link.ref);
        const place = `${file}#${pointer}`;
        if (settled.has(place)) break;
        const first = onPath.get(place);
        if (first !== undefined) {
          const entry = path[first]!;
          const cycle = [...path.slice(first + 1), link];
          const inCycle = cycle.some((r) => r.from === entry.from && r.at === entry.at);
          return { cycle, entry: inCycle ? undefined : entry };
        }
        onPath.set(place, path.length);
        path.push(link);
        const next = (nodeAt(files.get(file), pointer) as { $ref?: unknown } | undefined)?.$ref;
        if (typeof next !== 'string') break;
        link = { ref: next, at: pointer.slice(1), from: file };
      }
      for (const place of onPath.keys()) settled.add(place);
    }
  return undefined;
}
