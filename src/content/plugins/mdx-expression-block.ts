// An `{expression}` that starts a block and goes on over lines (`{`curl …` + blank line +
// …`}`, a `{[…].map(…)}` written over lines): a paragraph would stop at its blank line or
// at a line of it that starts a block (`## Welcome` in a template literal), and show the
// rest as text. MDX reads it as one expression, and so does this rule: its lines render
// as nothing (unsupported-syntax.ts reports them). One on a single line is the
// paragraph's, read by the inline rule.
import type { StateBlock } from 'markdown-it';
import { lineText } from './rule-access.js';
import { type CodeScan, inTemplate, readCode, unclosed } from './jsx-scan.js';

export function expressionBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const first = lineText(state, startLine);
  if (first[0] !== '{') return false;
  const scan: CodeScan = { stack: [{ c: '{', at: 0 }] };
  if (readCode(scan, first, 1, first.length) !== unclosed) return false;
  for (let line = startLine + 1; line < endLine; line++) {
    // Less indented than the blocks being parsed: the list item (or quote) ended first.
    if (state.sCount[line]! < state.blkIndent && !state.isEmpty(line)) return false;
    const text = lineText(state, line);
    // Outside a template literal, a blank line or a tag at a line's start ends the
    // expression's chance: it is text, as it was.
    if ((text === '' || text[0] === '<') && !inTemplate(scan)) return false;
    const read = `\n${text}`;
    const end = readCode(scan, read, 0, read.length);
    if (end === unclosed) continue;
    if (end < 0 || read.slice(end).trim() !== '') return false;
    if (silent) return true;
    const token = state.push('mdx_expression_block', '', 0);
    token.content = state.getLines(startLine, line + 1, state.blkIndent, false).trim();
    token.map = [startLine, line + 1];
    state.line = line + 1;
    return true;
  }
  return false;
}
