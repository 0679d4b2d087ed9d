// markdown-it drops, without a word, every line of a block whose content would sit
// `maxNesting` levels deep (a blockquote opens one level, a list two: the list and its
// item). A blockquote or list opening that deep is kept as the text of a paragraph
// instead, and the author is told once, at its line (as for `:::` containers).
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { lineText } from './rule-access.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { reportTooDeepBlock } from './unclosed-blocks.js';

const listMarker = /^(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)/;

/** A rule for lines that open what `opens` (a blockquote or a list), `levels` deep. */
function tooDeepRule(what: string, levels: number, opens: (text: string) => boolean) {
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    if (silent || state.level + levels < state.md.options.maxNesting) return false;
    // Indented four columns past its block, the line is code, which is not nested.
    if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
    if (!opens(lineText(state, startLine))) return false;
    reportTooDeepBlock(state.env as MarkdownEnv, startLine, state.level, what);
    // What markdown-it's paragraph rule makes of it: the lines up to a blank line, as text, in
    // a <p> of its own type, which a tight list does not hide (its words would run into the
    // item's before it).
    let next = startLine + 1;
    while (next < endLine && !state.isEmpty(next) && state.sCount[next]! >= state.blkIndent) next++;
    const opening = state.push('too_deep_text_open', 'p', 1);
    opening.map = [startLine, next];
    const inline = state.push('inline', '', 0);
    inline.content = state.getLines(startLine, next, state.blkIndent, false).trim();
    inline.map = [startLine, next];
    inline.children = [];
    state.push('too_deep_text_close', 'p', -1);
    state.line = next;
    return true;
  };
}

export function tooDeepBlocksPlugin(md: MarkdownIt): void {
  md.block.ruler.before(
    'blockquote',
    'docgen_too_deep_blockquote',
    tooDeepRule('A blockquote (`>`)', 1, (text) => text.startsWith('>')),
  );
  // After the rule for `- - -` (a thematic break, not a list).
  md.block.ruler.before(
    'list',
    'docgen_too_deep_list',
    tooDeepRule('A list', 2, (text) => listMarker.test(text)),
  );
}
