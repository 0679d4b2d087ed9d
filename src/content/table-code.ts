// Inline code in markdown tables wraps at sensible points (see shared/code-breaks):
// table cells are narrow, and a path or a field name broken mid-word reads badly.
import type { MarkdownIt } from 'markdown-it';
import { codeBreakPieces } from '../shared/code-breaks.js';

export function tableCodePlugin(md: MarkdownIt): void {
  md.core.ruler.push('docgen_table_code', (state) => {
    let depth = 0;
    for (const token of state.tokens) {
      if (token.type === 'table_open') depth++;
      else if (token.type === 'table_close') depth--;
      else if (depth > 0 && token.type === 'inline')
        for (const child of token.children ?? [])
          if (child.type === 'code_inline') child.meta = { ...child.meta, breakable: true };
    }
  });
  const fallback = md.renderer.rules.code_inline!;
  md.renderer.rules.code_inline = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    if (!token.meta?.breakable) return fallback(tokens, idx, options, env, self);
    const html = codeBreakPieces(token.content)
      .map((piece) => md.utils.escapeHtml(piece))
      .join('<wbr>');
    return `<code${self.renderAttrs(token)}>${html}</code>`;
  };
}
