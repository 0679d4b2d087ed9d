// What docgen's plugins read of markdown-it beyond its token stream: a source line as
// a block rule reads it, and an existing rule by name (to call or wrap it).
import type { Ruler, StateBlock } from 'markdown-it';

/** Line `line` of the source as a block rule reads it: from its first non-space character to its end. */
export const lineText = (state: StateBlock, line: number) =>
  state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);

/** A rule of `ruler` by name (markdown-it marks its rule list internal: it has no public getter). */
export const ruleNamed = <A extends unknown[], R>(ruler: Ruler<A, R>, name: string) =>
  ruler.__rules__.find((r) => r.name === name)?.fn;
