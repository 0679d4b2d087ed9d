// The ids one page's headings hold, and who holds each. A heading's own id and its
// explicit aliases are claimed as the headings come; the id an earlier docgen gave it
// (heading-ids.ts) is kept as an alias only where no heading claims it. A long page is
// parsed in parts (page-parts.ts): an old id a later heading claims is taken back from
// the HTML already rendered, so the ids are those of the page parsed whole. An old id
// not kept is told: links made before the GitHub-style ids now land elsewhere.
import type { RenderWarning } from '../types.js';
import { claimId } from './plugins/heading-attributes.js';

/** A heading, for messages. */
export interface HeadingRef {
  text: string;
  file?: string;
  /** 1-based line in the file. */
  line?: number;
}

export interface PageHeadingIds {
  /** True when a heading holds this id as its own or as an explicit alias (old ids aside). */
  has(id: string): boolean;
  /** Claims an id or explicit alias for a heading; fails when a heading holds it already. */
  claim(id: string, heading: HeadingRef): void;
  /** True when a heading's old id is kept as its alias: no heading holds it (nor did: it is kept once). */
  keepOldId(id: string, heading: HeadingRef): boolean;
  /** Old ids kept in earlier parts that a heading has claimed since the last call: their elements go. */
  takenBack(): string[];
  warnings: RenderWarning[];
}

/** Fresh per page. */
export function createPageHeadingIds(): PageHeadingIds {
  const seen = new Set<string>();
  const holders = new Map<string, HeadingRef>();
  /** Old ids kept as aliases, with their heading. */
  const oldIds = new Map<string, HeadingRef>();
  let taken: string[] = [];
  const warnings: RenderWarning[] = [];
  const lost = (id: string, from: HeadingRef, to: HeadingRef) =>
    warnings.push({
      line: from.line,
      message: `the heading "${from.text}" had the id "${id}" before docgen used GitHub's ids, but the heading "${to.text}"${to.line === undefined ? '' : ` (line ${to.line})`} has it now, so old links to #${id} land there. If they should land here, give that heading another {#id}.`,
    });
  return {
    has: (id) => seen.has(id),
    claim(id, heading) {
      const old = oldIds.get(id);
      if (old) {
        oldIds.delete(id);
        taken.push(id);
        lost(id, old, heading);
      }
      claimId(seen, id, heading);
      holders.set(id, heading);
    },
    keepOldId(id, heading) {
      const holder = holders.get(id);
      if (holder) {
        // A heading whose own id or alias it is has it already.
        if (holder !== heading) lost(id, heading, holder);
        return false;
      }
      // Not among the claimed ids: an automatic id of a later heading is not numbered
      // past it, as it would not be were the page parsed whole.
      oldIds.set(id, heading);
      return true;
    },
    takenBack() {
      const ids = taken;
      taken = [];
      return ids;
    },
    warnings,
  };
}
