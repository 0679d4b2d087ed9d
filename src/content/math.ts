// Math, rendered at build time with KaTeX: `$…$` inline, `$$…$$` as a block. Only pages
// with math link KaTeX's stylesheet; no script is shipped. KaTeX is loaded on the first
// page with math, so builds without math never read it.
import { createRequire } from 'node:module';
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import { lineText } from './plugins/rule-access.js';
import type { MarkdownEnv } from './markdown-env.js';
import { packageAssets } from './package-assets.js';

interface Katex {
  renderToString(
    tex: string,
    options: { displayMode: boolean; throwOnError: boolean; strict: boolean },
  ): string;
}

// Resolved at run time, so the bundler leaves KaTeX in node_modules until a page needs it.
const requireHere = createRequire(import.meta.url);
let katex: Katex | undefined;

function renderTex(tex: string, displayMode: boolean): string {
  katex ??= requireHere('katex') as Katex;
  // A mistake shows on the page as the source in red, with KaTeX's message as its title.
  // Not strict: KaTeX would print its LaTeX-compatibility remarks to the console.
  return katex.renderToString(tex, { displayMode, throwOnError: false, strict: false });
}

interface MathEnv extends MarkdownEnv {
  usesMath?: boolean;
}

function mathBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const first = lineText(state, startLine);
  if (!first.startsWith('$$')) return false;
  let body = first.slice(2);
  let line = startLine;
  let closed = body.trimEnd().endsWith('$$');
  if (closed) body = body.trimEnd().slice(0, -2);
  // No line after `noCloseAfter` ends a block: a later opener need not look again
  // (a paragraph asks this rule at each of its lines).
  const memo = state as StateBlock & { noCloseAfter?: number };
  if (!closed && memo.noCloseAfter !== undefined && startLine >= memo.noCloseAfter) return false;
  while (!closed && ++line < endLine) {
    const text = lineText(state, line);
    if (text.trimEnd().endsWith('$$')) {
      body += `\n${text.trimEnd().slice(0, -2)}`;
      closed = true;
    } else body += `\n${text}`;
  }
  if (!closed) memo.noCloseAfter = Math.min(memo.noCloseAfter ?? startLine, startLine);
  if (!closed || body.trim() === '') return false;
  if (silent) return true;
  const token = state.push('math_block', 'div', 0);
  token.content = body.trim();
  token.map = [startLine, line + 1];
  token.block = true;
  state.line = line + 1;
  return true;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const src = state.src;
  const start = state.pos;
  if (src[start] !== '$') return false;
  const display = src[start + 1] === '$';
  const open = display ? 2 : 1;
  // Pandoc's rule, so prices stay text: `$` opens before a non-space, closes after
  // a non-space, and not before a digit ("$5 or $10").
  if (/\s/.test(src[start + open] ?? ' ')) return false;
  let end = start + open;
  for (;;) {
    end = src.indexOf(display ? '$$' : '$', end);
    if (end < 0) return false;
    if (src[end - 1] === '\\') {
      end++;
      continue;
    }
    if (/\s/.test(src[end - 1]!) || /\d/.test(src[end + open] ?? '')) return false;
    break;
  }
  const tex = src.slice(start + open, end);
  if (tex === '') return false;
  if (!silent) {
    const token = state.push('math_inline', 'span', 0);
    token.content = tex;
    token.markup = display ? '$$' : '$';
  }
  state.pos = end + open;
  return true;
}

export function mathPlugin(md: MarkdownIt): void {
  md.block.ruler.before('paragraph', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.inline.ruler.after('escape', 'math_inline', mathInline);
  md.renderer.rules.math_block = (tokens, idx, _o, env) => {
    (env as MathEnv).usesMath = true;
    return `<div class="math math--display">${renderTex(tokens[idx]!.content, true)}</div>\n`;
  };
  md.renderer.rules.math_inline = (tokens, idx, _o, env) => {
    (env as MathEnv).usesMath = true;
    const token = tokens[idx]!;
    return `<span class="math">${renderTex(token.content, token.markup === '$$')}</span>`;
  };
}

/** Whether the last render with this env rendered math. */
export function rendersMath(env: MarkdownEnv): boolean {
  return (env as MathEnv).usesMath === true;
}

/** KaTeX's stylesheet (`main`) and the fonts it names, under `assets/katex-<hash>/`. */
export const mathAssets = packageAssets('katex', 'katex/dist/katex.min.css', 'fonts');
