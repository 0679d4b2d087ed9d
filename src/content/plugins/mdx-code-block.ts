// ```mdx-code-block is Docusaurus's way to put MDX where its markdown tooling (Prettier,
// an editor) would otherwise touch it: Docusaurus renders the fence's content as the
// page's own MDX, not as code. So does docgen: the fence lines are left out, and what
// they hold is read as the page's markdown, whose MDX (imports, component tags) is left
// out with the usual warnings and whose markdown renders. Shown as a code block, it
// gave readers the page's source.
import type { StateBlock } from 'markdown-it';
import { lineText } from './rule-access.js';
import { closesFence } from '../fenced-lines.js';

const opening = /^(`{3,}|~{3,})\s*mdx-code-block\s*$/;

export function mdxCodeBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const marker = opening.exec(lineText(state, startLine))?.[1];
  if (!marker) return false;
  let close = startLine + 1;
  for (; close < endLine; close++) {
    // Less indented than the blocks being parsed: the list item (or quote) ended first.
    if (state.sCount[close]! < state.blkIndent && !state.isEmpty(close)) return false;
    if (state.sCount[close]! - state.blkIndent < 4 && closesFence(lineText(state, close), marker))
      break;
  }
  // Never closed: the fence rule reads it, and the build warns at it as at any fence.
  if (close === endLine) return false;
  if (silent) return true;
  state.push('mdx_code_block', '', 0).map = [startLine, startLine + 1];
  const outer = state.lineMax;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.lineMax = outer;
  state.push('mdx_code_block', '', 0).map = [close, close + 1];
  state.line = close + 1;
  return true;
}
