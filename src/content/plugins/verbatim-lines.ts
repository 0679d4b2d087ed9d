// The page shows indented code and raw HTML blocks as they are written: a `:::`
// line or a fence line inside one is text there, not markup. The markdown copy
// reads the body line by line and would take such a line for an admonition or a
// fence (rewriting code into a quote), so the lines the page read as text are
// recorded for it, like the `:::` openings the page shows as text.
import type { MarkdownIt, StateCore } from 'markdown-it';
import type { MarkdownEnv } from '../markdown-env.js';
import { showLineAsText } from '../left-out.js';

/** A line the copy would read as markup: a container's opening or closing, or a fence. */
const markupLine = /^\s*(?::{3,}|`{3,}|~{3,})/;

function recordVerbatimLines(state: StateCore): void {
  let lines: string[] | undefined;
  for (const token of state.tokens) {
    if ((token.type !== 'code_block' && token.type !== 'html_block') || !token.map) continue;
    lines ??= state.src.split('\n');
    for (let line = token.map[0]; line < token.map[1]; line++)
      if (markupLine.test(lines[line] ?? '')) showLineAsText(state.env as MarkdownEnv, line);
  }
}

export function verbatimLinesPlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'docgen_verbatim_lines', recordVerbatimLines);
}
