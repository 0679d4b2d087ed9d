// What markdown-it's block and inline rules are given, and a block rule's view of a source line.
import type { MarkdownIt } from 'markdown-it';

/** The state a block rule parses (markdown-it's own type, reached through its public API). */
export type StateBlock = Parameters<Parameters<MarkdownIt['block']['ruler']['push']>[1]>[0];

/** The state an inline rule parses. */
export type StateInline = Parameters<Parameters<MarkdownIt['inline']['ruler']['push']>[1]>[0];

/** Line `line` of the source as a block rule reads it: from its first non-space character to its end. */
export const lineText = (state: StateBlock, line: number) =>
  state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
